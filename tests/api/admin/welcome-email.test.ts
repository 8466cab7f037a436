import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { adminSession, someCompany, userPayload, type AdminClient } from '../../support/admin.js';
import { readMail, type ReadMail } from '../../support/mail.js';

const SIGN_IN_URL = 'https://klub.example.cz';

interface Received extends ReadMail {
  from: string;
  to: string[];
}

/** A real SMTP server on loopback that keeps every message it is given. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: without STARTTLS nodemailer does not try its self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          ...readMail(Buffer.concat(chunks)),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: the connection is refused at once. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('welcome e-mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: AdminClient;
  let companyId: number;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url, publicUrl: SIGN_IN_URL, mailFrom: 'Klub <klub@example.cz>' });
    admin = await adminSession(t.app);
    companyId = (await someCompany(t.app)).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('sends the Czech welcome with osloveni, sign-in address, e-mail, code and 14-day validity', async () => {
    const body = userPayload(companyId, {
      email: 'pan.novak@test.cz',
      osloveni: 'pane Nováku',
      onboarding_code: '314159',
      send_welcome_email: true,
    });
    const res = await admin.post('/users', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Uživatel byl vytvořen', mail_sent: true, data: { onboarding_code: '314159' } });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['pan.novak@test.cz']);
    expect(mail.from).toBe('klub@example.cz');
    expect(mail.headers.to).toBe('pan.novak@test.cz');
    expect(mail.subject).toBe('Váš přístup do Klubu strategických manažerů');
    expect(mail.text).toMatch(/^Dobrý den, pane Nováku,\n/);
    expect(mail.text).toContain(`Adresa pro přihlášení: ${SIGN_IN_URL}`);
    expect(mail.text).toContain('E-mail: pan.novak@test.cz');
    expect(mail.text).toContain('Přihlašovací kód: 314159');
    expect(mail.text).toContain('Kód platí 14 dní');
    expect(mail.text).toContain('„Jsem tu poprvé“');
  });

  it('greets without osloveni when there is none', async () => {
    await admin.post('/users', userPayload(companyId, { osloveni: null, send_welcome_email: true }));
    expect(smtp.received[0]!.text).toMatch(/^Dobrý den,\n/);
  });

  it('sends nothing unless asked', async () => {
    for (const send_welcome_email of [false, undefined]) {
      const res = await admin.post('/users', userPayload(companyId, { send_welcome_email }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).not.toHaveProperty('mail_sent');
    }
    expect(smtp.received).toEqual([]);
  });

  it('sends the new code when an edit issues one, and nothing when it does not', async () => {
    const created = (await admin.post('/users', userPayload(companyId))).json().data;
    const edit = (override: object) =>
      admin.put(`/users/${created.id}`, userPayload(companyId, { email: created.email, send_welcome_email: true, ...override }));
    const without = await edit({ onboarding_code: undefined });
    expect(without.json()).not.toHaveProperty('mail_sent');
    expect(smtp.received).toEqual([]);

    const res = await edit({ onboarding_code: '271828' });
    expect(res.json()).toMatchObject({ message: 'Uživatel byl aktualizován', mail_sent: true });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.text).toContain('Přihlašovací kód: 271828');
  });
});

describe('welcome e-mail failures and the outbox', () => {
  it('keeps the user when the mail cannot be sent and says so', async () => {
    const t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const admin = await adminSession(t.app);
      const body = userPayload((await someCompany(t.app)).id, { send_welcome_email: true });
      const res = await admin.post('/users', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'Uživatel byl vytvořen, ale uvítací e-mail se nepodařilo odeslat.',
        mail_sent: false,
        data: { email: body.email, onboarding_code: body.onboarding_code },
      });
      expect(await t.app.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('writes the message as an .eml file into DATA_DIR/outbox without SMTP_URL', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
    const t = await createTestApp({ smtpUrl: undefined, dataDir, publicUrl: SIGN_IN_URL });
    try {
      const admin = await adminSession(t.app);
      const body = userPayload((await someCompany(t.app)).id, {
        email: 'Eva.Outbox@test.cz',
        osloveni: 'Evo',
        onboarding_code: '161803',
        send_welcome_email: true,
      });
      const res = await admin.post('/users', body);
      expect(res.json()).toMatchObject({ message: 'Uživatel byl vytvořen', mail_sent: true });

      const files = fs.readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-eva\.outbox@test\.cz\.eml$/);
      const file = path.join(dataDir, 'outbox', files[0]!);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const mail = readMail(fs.readFileSync(file));
      expect(mail.headers.to).toBe('eva.outbox@test.cz');
      expect(mail.subject).toBe('Váš přístup do Klubu strategických manažerů');
      expect(mail.text).toMatch(/^Dobrý den, Evo,\n/);
      expect(mail.text).toContain(`Adresa pro přihlášení: ${SIGN_IN_URL}`);
      expect(mail.text).toContain('Přihlašovací kód: 161803');
    } finally {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
