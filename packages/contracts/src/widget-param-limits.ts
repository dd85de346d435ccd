// Plain numbers, with no zod, for the widget's first screen; widget-params.ts builds the schemas with them.

/** Longest accepted value of an ordinary text parameter (trimmed). */
export const WIDGET_PARAM_MAX_LENGTH = 2048;
/** Longest accepted value of a bulk parameter: calldata, NFT data blobs and the JSON parameters. */
export const WIDGET_PARAM_LONG_MAX_LENGTH = 65_536;
/** Longest decimal amount string accepted. */
export const WIDGET_AMOUNT_MAX_LENGTH = 64;
/** Rejected names and values are cut to this many characters. */
export const WIDGET_REJECTED_VALUE_MAX_LENGTH = 200;
