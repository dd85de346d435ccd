export { AddCardRoute } from './add-card-route.js';
export { SelectCardRoute } from './select-card-route.js';
