export { EVM_NETWORKS, enterValidAddressMessage, hasAddressFormatCheck, isValidAddressTag, validateWalletAddress } from './validate-wallet-address.js';
export type { WalletAddressResult } from './validate-wallet-address.js';
export { encodeAddress } from './encode-address.js';
