import type { Language } from '@ferry/contracts';
import { formatDateTime } from '../../i18n/format.js';
import { textsIn } from '../../i18n/texts.js';
import { htmlDocument, htmlParagraphs } from '../../providers/mail/html-part.js';
import type { MailMessage } from '../../providers/mail/mail.js';

/** The e-mail that the cooling-off period has ended (spec 001 section 2 "Cooling-off page"), in the user's language. */
export function coolingOffEndedEmail({ to, endedAt, language }: { to: string; endedAt: Date; language: Language }): MailMessage {
  const t = textsIn(language);
  const paragraphs = [
    t('email.coolingOffEnded.ended'),
    t('email.coolingOffEnded.endedAt', { endedAt: formatDateTime(language, endedAt) }),
    t('email.coolingOffEnded.risk'),
  ];
  return {
    to,
    subject: t('email.coolingOffEnded.subject'),
    text: paragraphs.join('\n\n'),
    html: htmlDocument(language, htmlParagraphs(paragraphs)),
  };
}
