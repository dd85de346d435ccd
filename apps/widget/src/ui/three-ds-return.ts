/**
 * The 3DS frame's way back (spec 000 section 2: the payment pages embed a 3DS frame). The
 * gateway's challenge opens in an iframe named THREE_DS_FRAME_NAME inside the widget; when the
 * challenge ends the gateway sends that frame to the widget's return address (payment status,
 * or the wallet page with result=success|failed). A page loaded under that name does not start
 * the widget: it posts its address to the widget that framed it, on the widget's own origin,
 * and the widget moves there itself. The name survives the frame's navigations; the origin and
 * the frame's window are checked on the receiving side.
 */
export const THREE_DS_FRAME_NAME = 'ferry-3ds-frame';
export const THREE_DS_CHANNEL = 'ferry-3ds';

export type ThreeDsReturn = { channel: typeof THREE_DS_CHANNEL; path: string };

/** True in the 3DS frame after the gateway sent it back to the widget. */
export function isThreeDsReturnPage(target: Window = window): boolean {
  return target.name === THREE_DS_FRAME_NAME && target.parent !== target;
}

/** Posts the return address to the framing widget (same origin only). */
export function postThreeDsReturn(target: Window = window): void {
  const message: ThreeDsReturn = { channel: THREE_DS_CHANNEL, path: `${target.location.pathname}${target.location.search}` };
  target.parent.postMessage(message, target.location.origin);
}
