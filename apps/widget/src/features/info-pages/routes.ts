export { PageNotFoundRoute } from './page-not-found-route.js';
export { ScamWarningRoute } from './scam-warning-route.js';
