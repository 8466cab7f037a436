import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { ServerConfig } from '../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the message is handed to the SMTP server or written to the outbox. */
  send(mail: OutgoingMail): Promise<void>;
  /** With an in-memory database (DATA_DIR=memory://) the outbox is in memory too: the messages, oldest first. */
  readonly kept?: OutgoingMail[];
}

/** A slow or unreachable relay must not hold an admin's request for nodemailer's default two minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** nodemailer, and the network modules it loads, come with the first message rather than with every start. */
function transportOnFirstUse(options: Parameters<typeof import('nodemailer').createTransport>[0]): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
}

/**
 * Mail over SMTP_URL when set; without it every message is written as an .eml file into
 * DATA_DIR/outbox, so a server without a relay still hands the codes to whoever runs it.
 */
export const createMailer = (config: Pick<ServerConfig, 'smtpUrl' | 'dataDir' | 'mailFrom'>): Mailer => headerSafe(transportMailer(config));

/**
 * A line break in a recipient or a subject could add headers of an attacker's choosing (`Bcc: …`) to a message
 * carrying a code or a link: such a message is refused before any transport sees it.
 */
function headerSafe(mailer: Mailer): Mailer {
  return {
    ...mailer,
    async send(mail) {
      if (/[\r\n]/.test(`${mail.to}${mail.subject}`)) throw new Error('A mail header holds a line break');
      await mailer.send(mail);
    },
  };
}

function transportMailer(config: Pick<ServerConfig, 'smtpUrl' | 'dataDir' | 'mailFrom'>): Mailer {
  if (config.smtpUrl) {
    const transport = transportOnFirstUse({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await (await transport()).sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  if (config.dataDir === 'memory://') {
    const kept: OutgoingMail[] = [];
    return { kept, send: async (mail) => void kept.push(mail) };
  }
  const outbox = outboxDir(config.dataDir);
  const transport = transportOnFirstUse({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({ from: config.mailFrom, ...mail });
      // The messages carry sign-in codes: readable by the server's user only.
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      // 'wx': two messages in the same millisecond to the same address fail rather than overwrite.
      await fs.writeFile(path.join(outbox, outboxFileName(mail.to)), info.message as Buffer, { flag: 'wx', mode: 0o600 });
    },
  };
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

const fileSafe = (to: string) => to.toLowerCase().replace(/[^a-z0-9@._-]/g, '_');

/** <timestamp>-<recipient>.eml, sortable by time and safe on every file system. */
function outboxFileName(to: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${fileSafe(to)}.eml`;
}

const OUTBOX_FILE = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-(.+)\.eml$/;

/** Whether an outbox file name (outboxFileName) is a message to `to`. */
export const outboxFileIsTo = (fileName: string, to: string) => OUTBOX_FILE.exec(fileName)?.[1] === fileSafe(to);
