import { widgetMessage } from '@ferry/contracts';
import { isFollowableRedirectUrl } from '@ferry/rules';
import { type StreamRedirectDetails, streamRedirectUrl } from './stream-redirect.js';
import { hostChannel, postToHost } from '../../../host/embed-protocol.js';

/**
 * The end of the partner's query-parameter flow (spec 001 section 4): the close event goes to the
 * host page, then the user goes to the partner's redirectURL with the wallet address and payout details.
 */
export function returnToPartner(redirectURL: string, details: StreamRedirectDetails): void {
  const channel = hostChannel();
  if (channel) postToHost(channel, widgetMessage('close', {}));
  if (isFollowableRedirectUrl(redirectURL)) window.location.assign(streamRedirectUrl(redirectURL, details));
}
