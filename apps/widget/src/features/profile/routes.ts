export { ProfileRoute } from './profile-route.js';
