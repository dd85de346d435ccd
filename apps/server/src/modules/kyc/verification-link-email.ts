import type { Language } from '@ferry/contracts';
import { textsIn } from '../../i18n/texts.js';
import { escapeHtml, htmlDocument } from '../../providers/mail/html-part.js';
import type { MailMessage } from '../../providers/mail/mail.js';

/** The ID-check link for another device (no camera here), in the user's language. */
export function verificationLinkEmail({ to, link, language }: { to: string; link: string; language: Language }): MailMessage {
  const t = textsIn(language);
  const open = t('email.verificationLink.open');
  const ignore = t('email.verificationLink.ignore');
  return {
    to,
    subject: t('email.verificationLink.subject'),
    text: `${open}\n\n${link}\n\n${ignore}`,
    html: htmlDocument(language, `<p>${escapeHtml(open)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(ignore)}</p>`),
  };
}
