import { type Language, OTP_TTL_MINUTES } from '@ferry/contracts';
import { textsIn } from '../../i18n/texts.js';
import { escapeHtml } from '../../providers/mail/html-part.js';
import type { MailMessage } from '../../providers/mail/mail.js';

/** The sign-in code e-mail, in the language of the login request: plain text and a small branded HTML part with the same words. */
export function signInCodeEmail({
  to,
  code,
  publicUrl,
  language,
}: {
  to: string;
  code: string;
  publicUrl: string;
  language: Language;
}): MailMessage {
  const t = textsIn(language);
  const intro = t('email.signInCode.intro');
  const expiry = t('email.signInCode.expiry', { minutes: OTP_TTL_MINUTES });
  const ignore = t('email.signInCode.ignore');
  const text = [intro, '', `    ${code}`, '', expiry, ignore, '', `Ferry - ${publicUrl}`].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="480" cellspacing="0" cellpadding="0" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#2563eb">Ferry</td></tr>
<tr><td style="padding-top:24px;font-size:16px">${escapeHtml(intro)}</td></tr>
<tr><td style="padding:16px 0;font-size:32px;font-weight:700;letter-spacing:8px">${escapeHtml(code)}</td></tr>
<tr><td style="font-size:14px;color:#4b5563">${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#9ca3af">${escapeHtml(publicUrl)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { to, subject: t('email.signInCode.subject'), text, html, code };
}
