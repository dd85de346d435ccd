export { ExchangeRoute, exchangeLoader } from './exchange-route.js';
