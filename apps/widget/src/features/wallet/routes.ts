export { WalletConfirmRoute } from './wallet-confirm-route.js';
