import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { CapturedMail } from './mail-capture.ts';
import { mailboxVariable } from './settings.ts';

export type { CapturedMail } from './mail-capture.ts';

const mailboxFile = () => {
  const file = process.env[mailboxVariable];
  if (!file)
    throw new Error(
      `${mailboxVariable} is not set: run the tests through playwright.config.ts (its global setup).`,
    );
  return file;
};

/** Every message the capture server has received so far, oldest first. */
export function allMail(): CapturedMail[] {
  return fs
    .readFileSync(mailboxFile(), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CapturedMail);
}

/**
 * Waits for the newest message to `to` whose subject matches, as a person would wait for their inbox.
 * `since` skips older mail (for example the first code when a journey asks for a second one).
 */
export async function readMail(
  to: string,
  subjectPattern: RegExp | string,
  options: { timeoutMs?: number; since?: Date } = {},
): Promise<CapturedMail> {
  const recipient = to.toLowerCase();
  const matches = (subject: string) =>
    typeof subjectPattern === 'string' ? subject.includes(subjectPattern) : subjectPattern.test(subject);
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (true) {
    const found = allMail()
      .filter((mail) => mail.to.includes(recipient) && matches(mail.subject))
      .filter((mail) => !options.since || new Date(mail.receivedAt) >= options.since)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = allMail()
        .filter((mail) => mail.to.includes(recipient))
        .map((mail) => `"${mail.subject}"`);
      throw new Error(
        `No mail to ${to} with a subject matching ${String(subjectPattern)}; mail to that address: ${seen.join(', ') || 'none'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The first link in a message whose address matches, e.g. mailLink(mail, /verify_email/). */
export function mailLink(mail: CapturedMail, pattern: RegExp): string {
  const link = mail.links.find((candidate) => pattern.test(candidate));
  if (!link)
    throw new Error(
      `No link matching ${pattern} in "${mail.subject}": ${mail.links.join(', ') || 'no links'}`,
    );
  return link;
}

/** The six-digit code of a two-factor message. */
export function mailCode(mail: CapturedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No six-digit code in "${mail.subject}"`);
  return code;
}

export type Person = { email: string; username: string; password: string; displayName: string };

let people = 0;

/** A new, unique person for a journey: valid by SPEC §5 (username 3–20 of [A-Za-z0-9_-], password 6–20). */
export function newPerson(): Person {
  people += 1;
  const unique = `${Date.now().toString(36).slice(-6)}${process.pid.toString(36).slice(-3)}${people.toString(36)}`;
  return {
    email: `reader-${unique}@example.test`,
    username: `r_${unique}`.slice(0, 20),
    password: `Tide-${unique}`.slice(0, 20),
    displayName: `Reader ${unique}`,
  };
}

/** axe-core against WCAG 2.1 A and AA: any violation fails, listed by rule and element. */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n')}`,
  );
  expect(report, `axe found ${violations.length} violation(s) on ${page.url()}`).toEqual([]);
}

/**
 * Waits for sign-up to land on the create-profile step. Sign-up hashes the password and writes the
 * account in one transaction; with two workers and their apps on two cores that can take longer than
 * expect's 5 s, so the wait is the hydration wait's.
 */
export async function expectCreateProfileStep(page: Page) {
  await expect(page).toHaveURL(/\/create_profile\.html$/, { timeout: 15_000 });
  await waitForHydration(page);
}

const pageErrors = new WeakMap<Page, string[]>();

/** Collects console errors and uncaught page errors from now on; assert the list is empty at the end. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return errors;
}

/**
 * Resolves once React Router has hydrated the server-rendered page. On a time-out it says what the page
 * reported (when collectPageErrors watches it), which is nearly always why.
 */
export async function waitForHydration(page: Page, timeout = 15_000) {
  try {
    // The app shell sets this in its first effect, after React has hydrated the whole page.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout });
  } catch (error) {
    const reported = pageErrors.get(page) ?? [];
    throw new Error(
      `${page.url()} did not hydrate within ${timeout / 1000} s. ${reported.length ? `The page reported:\n${reported.join('\n')}` : 'It reported no error.'}`,
      { cause: error },
    );
  }
}
