export { MenuRoute } from './menu-route.js';
