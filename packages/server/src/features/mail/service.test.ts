import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, signUpPerson } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { decodeQuotedPrintable, startSmtpServer } from '../../test/smtp-server.ts';
import { MAX_ATTEMPTS } from './service.ts';
import { mailOutbox } from './tables.ts';

describe('mail delivery over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createTestApp((config) => ({ ...config, smtpUrl: `smtp://127.0.0.1:${smtp.port}` }));
  });
  afterAll(async () => {
    testApp.app.services.mail.stopDelivery();
    await testApp.close();
    await smtp.close();
  });

  it("delivers a sign-up's verification mail with the right recipient, subject and link", async () => {
    const person = await signUpPerson(testApp.app);
    const row = await lastMailTo(testApp.database.db, person.email);
    expect(row.status).toBe('pending');

    expect(await testApp.app.services.mail.deliverDue()).toBeGreaterThanOrEqual(1);
    await smtp.waitFor(1);
    const message = smtp.received.find((m) => m.to.includes(person.email))!;
    expect(message).toBeDefined();
    expect(message.from).toBe('no-reply@masthead.localhost');
    const raw = decodeQuotedPrintable(message.raw);
    expect(raw).toMatch(/^Subject: Please confirm your email address\r?$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    const link = /http:\/\/localhost:\d+\/verify_email\.html\?token=[A-Za-z0-9_-]{43}/.exec(raw)?.[0];
    expect(link).toBe(
      /http:\/\/localhost:\d+\/verify_email\.html\?token=[A-Za-z0-9_-]{43}/.exec(row.textBody)?.[0],
    );

    const [sent] = await testApp.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent!.sentAt).not.toBeNull();
    expect(await testApp.app.services.mail.deliverDue()).toBe(0);
  });
});

describe('mail delivery failures', () => {
  let testApp: TestApp;
  let closedPort: number;

  beforeAll(async () => {
    // A port that was just free: nothing listens, so every connection is refused.
    const probe = await startSmtpServer();
    closedPort = probe.port;
    await probe.close();
    testApp = await createTestApp((config) => ({ ...config, smtpUrl: `smtp://127.0.0.1:${closedPort}` }));
  });
  afterAll(async () => {
    testApp.app.services.mail.stopDelivery();
    await testApp.close();
  });

  it('retries with a doubling wait and gives up after 8 attempts', async () => {
    const person = await signUpPerson(testApp.app);
    const { mail } = testApp.app.services;
    const row = () => lastMailTo(testApp.database.db, person.email);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const before = testApp.now().getTime();
      expect(await mail.deliverDue()).toBe(1);
      const current = await row();
      expect(current.attempts).toBe(attempt);
      expect(current.lastError).toBeTruthy();
      if (attempt < MAX_ATTEMPTS) {
        expect(current.status).toBe('pending');
        const wait = current.nextAttemptAt.getTime() - before;
        waits.push(Math.round(wait / 1000));
        // Not due before its time.
        expect(await mail.deliverDue()).toBe(0);
        testApp.advance(wait + 1000);
      } else {
        expect(current.status).toBe('failed');
      }
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    expect(await mail.deliverDue()).toBe(0);
  });
});

describe('mail without SMTP', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('keeps mail in the local outbox, newest first', async () => {
    const first = await signUpPerson(testApp.app);
    const second = await signUpPerson(testApp.app);
    const { mail } = testApp.app.services;
    expect((await mail.listLocal(10)).map((m) => m.to)).toEqual([second.email, first.email]);
    expect(await mail.deliverDue()).toBe(2);
    const local = await mail.listLocal(1);
    expect(local).toHaveLength(1);
    expect(local[0]).toMatchObject({
      to: second.email,
      status: 'local',
      subject: 'Please confirm your email address',
    });
  });

  it('delivers on a timer once started, and stops', async () => {
    const person = await signUpPerson(testApp.app);
    const { mail } = testApp.app.services;
    // The test waits for the timer's run that delivers the mail, not for a guessed number of seconds.
    const delivered = new Promise<void>((resolve) =>
      mail.startDelivery((count) => {
        if (count > 0) resolve();
      }),
    );
    mail.startDelivery();
    try {
      await delivered;
      expect((await lastMailTo(testApp.database.db, person.email)).status).toBe('local');
    } finally {
      mail.stopDelivery();
    }
  });
});
