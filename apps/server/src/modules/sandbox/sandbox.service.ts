import { ErrorCode, type MailboxMessage } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';

/** The sandbox mailbox of one address, newest first (DESIGN.md "Sandbox conventions"). */
export async function readMailbox(
  ctx: AppContext,
  { email }: { email: string },
): Promise<MailboxMessage[]> {
  const mailbox = ctx.providers.mail.mailbox;
  if (!ctx.config.isSandbox || !mailbox) {
    throw new AppError(
      ErrorCode.NOT_FOUND,
      'The sandbox mailbox is off: e-mail goes out through SMTP',
    );
  }
  const messages = await mailbox.list(email);
  return messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() }));
}
