import { describe, expect, it } from 'vitest';
import { createSmtpMailProvider } from './smtp.js';

describe('the nodemailer adapter', () => {
  it('sends the text and HTML parts to the recipient from the configured sender, without the code field', async () => {
    const sent: unknown[] = [];
    const provider = createSmtpMailProvider(
      {
        name: 'capture',
        version: '1',
        send: (mail: { data: unknown }, done: (error: Error | null, info: unknown) => void) => {
          sent.push(mail.data);
          done(null, { messageId: 'm1' });
        },
      } as never,
      'Ferry <no-reply@ferry.example>',
    );
    await provider.send({
      to: 'ada@example.com',
      subject: 'Hi',
      text: 'plain',
      html: '<p>html</p>',
      code: '123456',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: 'Ferry <no-reply@ferry.example>',
      to: 'ada@example.com',
      subject: 'Hi',
      text: 'plain',
      html: '<p>html</p>',
    });
    expect(sent[0]).not.toHaveProperty('code');
    expect(provider.mailbox).toBeNull();
  });
});
