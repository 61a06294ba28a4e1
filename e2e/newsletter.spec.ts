import { expect, test } from '@playwright/test';
import { allMail, mailLink, newPerson, readMail, waitForHydration } from './helpers.ts';
import { signUpByApi, text } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);
const HOUR_MS = 3_600_000;

/** Friday 17:00 UTC of this week if it has come, else of last week; a minute past it. */
function lastFridayFive(now = new Date()): Date {
  const friday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 17, 1));
  const back = (friday.getUTCDay() - 5 + 7) % 7;
  friday.setUTCDate(friday.getUTCDate() - back);
  return friday.getTime() > now.getTime() ? new Date(friday.getTime() - 7 * 24 * HOUR_MS) : friday;
}

const issuesTo = (email: string) =>
  allMail().filter(
    (mail) => mail.to.includes(email.toLowerCase()) && mail.subject.startsWith('This week on Masthead: '),
  );

/**
 * SPEC §9 weekly email, as its job runs at Friday 17:00 (the app's development route runs it at a given
 * time): two new readers who confirmed their address get one issue each over SMTP, and running it
 * again sends nothing more.
 */
test('the newsletter at Friday 17:00 mails one issue per subscribed reader, and none when run again', async ({
  browser,
  request,
}) => {
  const readers = [newPerson(), newPerson()];
  for (const person of readers) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUpByApi(page.request, person);
    await page.goto(
      mailLink(await readMail(person.email, en('mail.verify.subject')), /\/verify_email\.html\?token=/),
    );
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('accounts.verify.doneHeading'));
    await context.close();
  }

  const at = lastFridayFive().toISOString();
  const run = () => request.post('/dev/newsletter/run', { data: { at }, headers: { origin: baseURL } });
  const first = await run();
  expect(first.status(), await first.text()).toBe(200);
  expect((await first.json()).data.sent).toBeGreaterThanOrEqual(readers.length);
  for (const person of readers) {
    const issue = await readMail(person.email, /^This week on Masthead: /);
    expect(issue.text).toContain(`Hello ${person.displayName}`);
    expect(issue.links.some((link) => /\/unsubscribe\.html\?token=.+&list=weeklyNewsletter/.test(link))).toBe(
      true,
    );
  }

  const again = await run();
  expect((await again.json()).data).toEqual({ sent: 0 });
  for (const person of readers) expect(issuesTo(person.email)).toHaveLength(1);
});
