import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxMailbox } from '../../db/schema/index.js';
import type { MailProvider, StoredMail } from './mail.js';

/**
 * Sandbox transport: every e-mail is stored in the database (it survives restarts and every
 * server instance sees it) and read back at GET /api/v1/sandbox/mailbox?email= .
 */
export function createSandboxMailProvider(db: Database, now: () => Date): MailProvider {
  return {
    name: 'sandbox-mailbox',
    isSandbox: true,
    async send(message) {
      await db.insert(sandboxMailbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        code: message.code ?? null,
        sentAt: now(),
      });
    },
    mailbox: {
      async list(email, { limit = 20 } = {}): Promise<StoredMail[]> {
        const rows = await db
          .select()
          .from(sandboxMailbox)
          .where(eq(sandboxMailbox.toAddress, email))
          .orderBy(desc(sandboxMailbox.sentAt), desc(sandboxMailbox.seq))
          .limit(limit);
        return rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          code: row.code,
          sentAt: row.sentAt,
        }));
      },
    },
  };
}
