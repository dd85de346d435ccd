export { bareQuery, decodeQueryComponent, pairValue, queryPairs } from './query-pairs.js';
export type { QueryPair } from './query-pairs.js';
export {
  SIGNATURE_PARAM,
  canonicalBase64,
  checkQuerySignature,
  constantTimeEquals,
  splitSignedQuery,
} from './signature.js';
export type { HmacSha256Base64, SignatureCheck, SignedQuery } from './signature.js';
export {
  SIGNED_ONLY_PARAMS,
  areSignedOnlyParamsAllowed,
  dropUnsignedParams,
  isSignedOnlyParam,
  signedOnlyValues,
  unsignedReason,
} from './trusted-params.js';
export type { SignedOnlyParam, SigningVerdict } from './trusted-params.js';
