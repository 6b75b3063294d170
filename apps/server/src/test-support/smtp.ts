import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server in the test process: the app sends over SMTP, tests read the messages (and the links
 * in them) from here, never from the database.
 */
export class TestMailbox {
  readonly messages: ReceivedMail[] = [];
  private waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
            const mail: ReceivedMail = {
              to: (to?.value[0]?.address ?? '').toLowerCase(),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            };
            this.messages.push(mail);
            for (const waiter of [...this.waiters]) {
              if (waiter.match(mail)) {
                this.waiters.splice(this.waiters.indexOf(waiter), 1);
                waiter.resolve(mail);
              }
            }
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves with the first message (already received or still to come) to `to` that matches. */
  waitFor(to: string, match: (m: ReceivedMail) => boolean = () => true, timeoutMs = 10_000): Promise<ReceivedMail> {
    const wanted = (m: ReceivedMail) => m.to === to.toLowerCase() && match(m);
    const seen = this.messages.find(wanted);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ match: wanted, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  /** Waits for a message that arrives after this call. */
  next(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const already = new Set(this.messages);
    return this.waitFor(to, (m) => !already.has(m), timeoutMs);
  }

  count(to: string): number {
    return this.messages.filter((m) => m.to === to.toLowerCase()).length;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The first http(s) link in a message's text part. */
export function linkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return match[0];
}
