export { STREAM_ADDRESS_VISIBLE_CHARACTERS, streamAddressDisplay } from './stream-address-display.js';
export { type StreamPayout, streamPayoutOf } from './stream-payout.js';
export { type StreamLimitViolation, streamLimitViolation } from './stream-limits.js';
export { canMoveStreamDeposit, orderStatusOfStreamDeposit } from './stream-status.js';
export { isOtherStreamPartner, isStreamEligible, streamSettingsMethod } from './stream-access.js';
export { type CalculatorRangeError, calculatorRangeError, isCalculatorAmountInRange, streamEstimateOf } from './stream-calculator.js';
