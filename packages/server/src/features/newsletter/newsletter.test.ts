import { nextSendAt, weekKey } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, tokenIn } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertFollow, insertPerson, insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { decodeQuotedPrintable, startSmtpServer } from '../../test/smtp-server.ts';
import { jobs } from '../jobs/tables.ts';
import { NEWSLETTER_JOB } from './service.ts';
import { newsletterSends } from './tables.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp((config) => ({ ...config, smtpUrl: `smtp://127.0.0.1:${smtp.port}` }));
});
afterAll(async () => {
  t.app.services.mail.stopDelivery();
  await t?.close();
  await smtp.close();
});

const db = () => t.database.db;
const services = () => t.app.services;
const verified = () => ({ emailVerifiedAt: new Date() });
const rawTo = (email: string) =>
  smtp.received
    .filter((m) => m.to.includes(email))
    .map((m) => decodeQuotedPrintable(m.raw).replace(/\r?\n[ \t]+/g, ' '));

/** Runs what a process would on the hour and every few seconds: schedule, the job, the mail worker. */
async function runTheWeek() {
  await services().newsletter.scheduleDue();
  const ran = await services().jobs.runDue();
  while ((await services().mail.deliverDue()) > 0);
  return ran;
}

describe('the weekly newsletter (Friday 17:00, through the job queue and SMTP)', () => {
  it('sends one digest per subscribed reader, from what they follow, once per week', async () => {
    const writer = await insertPerson(db(), { displayName: 'Wendy Writer' });
    const follower = await insertPerson(db(), { ...verified(), uiLang: 'en' });
    const newcomer = await insertPerson(db(), { ...verified(), uiLang: 'tw' });
    const optedOut = await insertPerson(db(), {
      ...verified(),
      notificationSettings: { weeklyNewsletter: false },
    });
    const unverified = await insertPerson(db());
    const suspended = await insertPerson(db(), { ...verified(), suspendedAt: new Date() });
    await insertFollow(db(), follower.id, 'user', writer.id);

    // The clock moves to the coming Friday, 17:00 UTC.
    const friday = nextSendAt(t.now());
    t.advance(friday.getTime() - t.now().getTime() + 1000);
    const followedStory = await insertStory(db(), writer.id, {
      title: 'Tides of the northern harbour',
      publishedAt: new Date(friday.getTime() - 3_600_000),
    });
    const topStory = await insertStory(db(), (await insertPerson(db())).id, {
      title: 'The hottest story of the week',
      publishedAt: new Date(friday.getTime() - 7_200_000),
      hotScore: 9999,
    });
    await insertStory(db(), writer.id, {
      title: 'An old story from last month',
      publishedAt: new Date(friday.getTime() - 30 * 86_400_000),
    });

    expect(await runTheWeek()).toBe(1);
    await smtp.waitFor(2);
    const week = weekKey(friday);
    const sends = await db().select().from(newsletterSends).where(eq(newsletterSends.week, week));
    expect(sends.map((s) => s.userId).sort()).toEqual([follower.id, newcomer.id].sort());
    for (const nobody of [optedOut, unverified, suspended]) expect(rawTo(nobody.email!)).toHaveLength(0);

    const [followerMail] = rawTo(follower.email!);
    expect(followerMail).toMatch(/^Subject: This week on Masthead: Tides of the northern harbour\r?$/m);
    expect(followerMail).toContain('from the people, publishers, topics and places you follow');
    expect(followerMail).toContain(`${t.config.publicUrl}${'/'}`);
    expect(followerMail).toContain('by Wendy Writer');
    expect(followerMail).not.toContain('An old story from last month');
    expect(followerMail).toMatch(
      /^List-Unsubscribe: <http[^>]*\/unsubscribe\.html\?token=[^>]*&list=weeklyNewsletter>\r?$/m,
    );
    expect(followerMail).toContain(String(followedStory.id));
    const [newcomerMail] = rawTo(newcomer.email!);
    // Following nothing, the newcomer gets the week's top stories, in their language.
    expect(newcomerMail).toContain('The hottest story of the week');
    expect(newcomerMail).toContain(String(topStory.id));

    // The job running again (a second process, a retry, the next hour) sends nothing more.
    expect(await runTheWeek()).toBe(0);
    expect((await services().newsletter.sendWeek({ week })).sent).toBe(0);
    await services().jobs.enqueue(db(), NEWSLETTER_JOB, { week });
    expect(await runTheWeek()).toBe(1);
    expect(rawTo(follower.email!)).toHaveLength(1);
    expect(rawTo(newcomer.email!)).toHaveLength(1);
    expect((await mailsTo(db(), follower.email!)).length).toBe(1);

    // One click on the unsubscribe link turns off the newsletter alone: next week, no issue.
    const [stored] = await mailsTo(db(), follower.email!);
    const token = tokenIn(stored!.textBody, '/unsubscribe.html');
    const unsubscribed = await createClient(t.app).post('/api2/account/unsubscribe', {
      token,
      list: 'weeklyNewsletter',
    });
    expect(unsubscribed.status).toBe(200);
    const bad = await createClient(t.app).post('/api2/account/unsubscribe', { token: 'x'.repeat(43) });
    expect(bad.body.errorMsgKey).toBe('error.unsubscribe.invalid.token');
    t.advance(7 * 86_400_000);
    await insertStory(db(), writer.id, {
      title: 'Next week',
      publishedAt: new Date(t.now().getTime() - 60_000),
    });
    expect(await runTheWeek()).toBe(1);
    const next = await db()
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.week, weekKey(t.now())));
    expect(next.map((s) => s.userId)).toEqual([newcomer.id]);
  });

  it('shows an admin with the newsletter right when it last ran; others are refused', async () => {
    const editor = await signedInPerson(t, { admin: true, accessRights: ['newsletter'] });
    const people = await signedInPerson(t, { admin: true, accessRights: ['people'] });
    const answer = await editor.client.get('/api2/admin/newsletter');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const status = answer.body.data;
    expect(status.lastRun).toMatchObject({ week: weekKey(t.now()), status: 'done', sent: 1 });
    expect(new Date(status.nextRunAt).getTime()).toBeGreaterThan(t.now().getTime());
    expect(status.subscribers).toBeGreaterThanOrEqual(1);
    expect((await people.client.get('/api2/admin/newsletter')).status).toBe(403);
    expect((await createClient(t.app).get('/api2/admin/newsletter')).status).toBe(401);
    expect((await editor.client.get('/api2/admin/newsletter?x=1')).status).toBe(400);
    const rows = await db().select().from(jobs).where(eq(jobs.kind, NEWSLETTER_JOB));
    expect(rows.filter((row) => row.key !== null)).toHaveLength(2);
  });
});
