import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, openSync, fsyncSync, closeSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A name for logs; the content and the address are never logged. */
  template: string;
}

export interface StoredMail extends Omit<OutgoingMail, 'template'> {
  id: string;
  from: string;
  sentAt: string;
}

export interface Mailer {
  kind: 'smtp' | 'mailbox' | 'none';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export class MailUnavailableError extends Error {
  constructor() {
    super('E-mail is not configured: set SMTP_URL.');
    this.name = 'MailUnavailableError';
  }
}

/** Development mailbox: one JSON file per message under DATA_DIR/mailbox, written atomically. */
export function mailboxDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'mailbox');
}

export function readMailbox(config: Pick<AppConfig, 'dataDir'>): StoredMail[] {
  const dir = mailboxDir(config);
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .reverse()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as StoredMail);
}

export function createMailer(config: AppConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
      async close() {
        transport.close();
      },
    };
  }
  if (config.demoMode) {
    const dir = mailboxDir(config);
    mkdirSync(dir, { recursive: true });
    return {
      kind: 'mailbox',
      async send(mail) {
        const stored: StoredMail = { id: randomUUID(), from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, sentAt: new Date().toISOString() };
        const name = `${stored.sentAt.replace(/[:.]/g, '-')}-${stored.id}.json`;
        const tmp = path.join(dir, `.${name}.tmp`);
        writeFileSync(tmp, JSON.stringify(stored, null, 2), { mode: 0o600 });
        const fd = openSync(tmp, 'r');
        fsyncSync(fd);
        closeSync(fd);
        renameSync(tmp, path.join(dir, name));
      },
      async close() {},
    };
  }
  return {
    kind: 'none',
    async send() {
      throw new MailUnavailableError();
    },
    async close() {},
  };
}
