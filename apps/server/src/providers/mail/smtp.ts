import nodemailer from 'nodemailer';
import type { MailProvider } from './mail.js';

type TransportOptions = Parameters<typeof nodemailer.createTransport>[0];

/** Real transport: nodemailer over SMTP (SMTP_URL); the code travels only inside the message. */
export function createSmtpMailProvider(
  transport: TransportOptions | string,
  from: string,
): MailProvider {
  const transporter = nodemailer.createTransport(transport as TransportOptions);
  return {
    name: 'smtp',
    isSandbox: false,
    mailbox: null,
    async send({ to, subject, text, html }) {
      await transporter.sendMail({ from, to, subject, text, html });
    },
  };
}
