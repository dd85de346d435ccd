import { FailedReason, type Language } from '@ferry/contracts';
import { z } from 'zod';
import { textsIn } from '../../i18n/texts.js';

/**
 * Why an order failed, as the order details screen shows it (header, message, a call to action).
 * Stored with the order in English, with its code, so a reader in another language gets the
 * catalogue's words (`order.failedReason.<code>.*`); a reason stored without a code (an older
 * row, or a provider's own words) is shown as stored.
 */
export const FAILED_REASON_CODES = ['PAYMENT_DECLINED', 'CARD_UNAVAILABLE'] as const;
type FailedReasonCode = (typeof FAILED_REASON_CODES)[number];

const HAS_CALL_TO_ACTION: Record<FailedReasonCode, boolean> = { PAYMENT_DECLINED: true, CARD_UNAVAILABLE: false };

function worded(code: FailedReasonCode, language: Language): FailedReason {
  const t = textsIn(language);
  return {
    header: t(`order.failedReason.${code}.header`),
    message: t(`order.failedReason.${code}.message`),
    ...(HAS_CALL_TO_ACTION[code] ? { cta_text: t(`order.failedReason.${code}.cta`) } : {}),
  };
}

/** What is stored on the order: the English words and the code. */
export const storedFailedReason = (code: FailedReasonCode): FailedReason & { code: FailedReasonCode } => ({ ...worded(code, 'en'), code });

const StoredCode = z.object({ code: z.enum(FAILED_REASON_CODES) });

/** A stored reason in the reader's language. */
export function failedReasonIn(stored: unknown, language: Language): FailedReason {
  const code = StoredCode.safeParse(stored).data?.code;
  return code ? worded(code, language) : FailedReason.parse(stored);
}
