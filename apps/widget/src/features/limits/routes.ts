export { LimitsRoute } from './limits-route.js';
