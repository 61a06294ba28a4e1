import { CTYPE } from '@masthead/core';
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { signUpByApi, text } from './journey-helpers.ts';

/**
 * Issue 13: date and time fields (an event's start, a poll's close, a live Q&A's) keep SPEC §5's text
 * formats and offer the browser's own calendar and clock; text that is not a date is refused before
 * publish and never stored.
 */

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

test('an event refuses a date that is not one, and takes one from the calendar in SPEC’s format', async ({
  page,
}) => {
  await signUpByApi(page.request, newPerson());
  await page.goto(`/write.html?type=${CTYPE.event}`);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: en('compose.field.title') }).fill(`Lantern walk ${Date.now()}`);
  const publish = page.getByRole('button', { name: en('compose.action.publish'), exact: true });
  const date = page.getByRole('textbox', { name: en('forms.event.startDate') });

  await date.fill('next friday');
  await page.keyboard.press('Tab');
  await expect(page.getByText(en('forms.date.invalid'))).toBeVisible();
  await publish.click();
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/write\.html/);

  // The calendar beside the field is the browser's own picker; what it picks lands in SPEC's format.
  const calendar = page.getByRole('button', {
    name: en('forms.date.pick', { label: en('forms.event.startDate') }),
  });
  await calendar.click();
  await page.keyboard.press('Escape');
  await page.locator('.date-picker-input[type="date"]').first().fill('2027-03-14');
  await expect(date).toHaveValue('2027-03-14');
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(en('forms.date.invalid'))).toHaveCount(0);
  await page.locator('.date-picker-input[type="time"]').first().fill('19:30');
  await expect(page.getByRole('textbox', { name: en('forms.event.startTime') })).toHaveValue('19:30');
  await expectNoA11yViolations(page);
});
