/** One e-mail. `code` is the one-time code it carries, kept apart only by the sandbox mailbox. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  code?: string;
};

export type StoredMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  code: string | null;
  sentAt: Date;
};

/** Reads what the sandbox transport kept; absent when a real transport is configured. */
export interface SandboxMailbox {
  list(email: string, options?: { limit?: number }): Promise<StoredMail[]>;
}

/** Sends e-mail: the sandbox mailbox by default, SMTP through nodemailer when SMTP_URL is set. */
export interface MailProvider {
  readonly name: string;
  readonly isSandbox: boolean;
  readonly mailbox: SandboxMailbox | null;
  send(message: MailMessage): Promise<void>;
}
