export { LoginEmailRoute } from './login-email-route.js';
export { LoginOtpRoute } from './login-otp-route.js';
