import type { MappedUser, PartnerInfo, StreamFlowType, WidgetParams } from '@ferry/contracts';
import { usePartner } from '../../api/startup/get-partner.js';
import { useUser } from '../../api/user/get-user.js';
import { useProductWidgetParams } from '../../stores/widget-params.js';

export type StreamContext = {
  partner: PartnerInfo | undefined;
  user: MappedUser | undefined;
  /** The partner's parameters normalised for the stream (crypto code, networks, redirectURL). */
  params: WidgetParams;
  /** QUERY_PARAM when the partner opened the stream with isFerryStreamOffRamp, else IN_APP. */
  flowType: StreamFlowType;
};

/** What every stream screen reads: the partner, the user record and the partner's stream parameters. */
export function useStreamContext(): StreamContext {
  const partner = usePartner().data;
  const { user } = useUser(partner?.apiKey);
  const params = useProductWidgetParams('OFF_RAMP_STREAM');
  return { partner, user, params, flowType: params.isFerryStreamOffRamp === true ? 'QUERY_PARAM' : 'IN_APP' };
}
