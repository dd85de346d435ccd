export { EVM_NETWORKS, hasAddressFormatCheck, isValidAddressTag, validateWalletAddress } from './validate-wallet-address.js';
export type { WalletAddressResult } from './validate-wallet-address.js';
export { encodeAddress } from './encode-address.js';
