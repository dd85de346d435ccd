import { OTP_TTL_MINUTES } from '@ferry/contracts';
import type { MailMessage } from '../../providers/mail/mail.js';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The sign-in code e-mail: plain text and a small branded HTML part with the same words. */
export function signInCodeEmail({
  to,
  code,
  publicUrl,
}: {
  to: string;
  code: string;
  publicUrl: string;
}): MailMessage {
  const subject = 'Your Ferry verification code';
  const text = [
    'Your Ferry verification code is:',
    '',
    `    ${code}`,
    '',
    `It works once and expires in ${OTP_TTL_MINUTES} minutes.`,
    'If you did not try to sign in to Ferry, ignore this e-mail: nobody can sign in without the code.',
    '',
    `Ferry - ${publicUrl}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="480" cellspacing="0" cellpadding="0" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#2563eb">Ferry</td></tr>
<tr><td style="padding-top:24px;font-size:16px">Your Ferry verification code is:</td></tr>
<tr><td style="padding:16px 0;font-size:32px;font-weight:700;letter-spacing:8px">${escapeHtml(code)}</td></tr>
<tr><td style="font-size:14px;color:#4b5563">It works once and expires in ${OTP_TTL_MINUTES} minutes.<br>If you did not try to sign in to Ferry, ignore this e-mail: nobody can sign in without the code.</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#9ca3af">${escapeHtml(publicUrl)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { to, subject, text, html, code };
}
