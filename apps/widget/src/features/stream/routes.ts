// The off-ramp stream (spec 001 sections 2 and 4): onboarding and My Stream Wallets, one lazy chunk.
export { StreamIntroRoute } from './onboarding/intro-route.js';
export { StreamChooseMethodRoute } from './onboarding/choose-method-route.js';
export { StreamTermsRoute } from './onboarding/terms-route.js';
export { StreamCompleteRoute } from './onboarding/complete-route.js';
export { StreamWalletsRoute } from './wallets/wallets-route.js';
export { streamLoader } from './stream-loader.js';
