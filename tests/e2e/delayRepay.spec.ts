import { mkdirSync } from 'node:fs';
import { test, expect, signIn } from './support';
import { allBrandIds } from '../../server/brands';
import {
  delayRepayDemoClaimId,
  delayRepayDemoCustomerId,
  oneClickLimitCustomerId,
  oneClickOptedOutCustomerId,
} from '../../server/db/seed/delayRepay';
import { englandBankHolidays } from '../../src/domain/englandBankHolidays';
import { mondayOf } from '../../src/domain/nextWeekWithoutBankHoliday';

// 001 §2 delay repay as HQ of southern: the account's delay-repay panel and its show-more link to the search filtered by
// the customer; a claim opened with the legs of its version-1 data block; the one-click journey editor (a travel week
// with a bank holiday moves past it, §9) and Add journey at the limit of 50.
const BRAND = 'southern';
const BRANDS = allBrandIds();
const SHOTS = '/tmp/shots-delay-repay';
mkdirSync(SHOTS, { recursive: true });

test('from the account, show more opens the delay-repay search filtered by that customer; a claim opens with its legs', async ({
  page,
}) => {
  const customerId = delayRepayDemoCustomerId(BRANDS, BRAND);
  const claimId = delayRepayDemoClaimId(BRANDS, BRAND, 0);
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/account/${customerId}`);
  const panel = page.getByRole('region', { name: 'Delay repay', exact: true });
  // the account shows 10 of the customer's 14 claims
  await expect(panel.getByRole('row')).toHaveCount(11);
  await panel.getByRole('link', { name: 'Show more delay-repay claims' }).click();

  await expect(page).toHaveURL(new RegExp(`/delay-repay\\?customerId=${customerId}$`));
  await expect(page.getByLabel('Customer id')).toHaveValue(String(customerId));
  const results = page.locator('.search-results');
  await expect(results.getByText('14 results')).toBeVisible();
  // every state label in its colour; e-mail can be hidden
  await expect(results.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
  await results.getByRole('button', { name: 'Hide E-mail' }).click();
  await expect(results.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
  await expect(results.getByRole('button', { name: 'Hide E-mail' })).toHaveAttribute('aria-pressed', 'true');

  await page.screenshot({ path: `${SHOTS}/search.png`, fullPage: true });
  await results.getByRole('link', { name: `DRCL${claimId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/delay-repay/claims/DRCL${claimId}$`));
  const legs = page.getByRole('region', { name: 'Journey legs' });
  await expect(legs.getByRole('cell', { name: 'W10006' })).toBeVisible();
  // the Delay panel says the data block was read, not an empty 'Journey data —'
  await expect(
    page
      .getByRole('region', { name: 'Delay', exact: true })
      .getByText('Read: the journey id and legs are shown under Journey.'),
  ).toBeVisible();
  await expect(legs.getByRole('cell', { name: 'SN', exact: true })).toBeVisible();
  const reimbursement = page.getByRole('region', { name: 'Reimbursement' });
  await expect(reimbursement.getByText('BACS')).toBeVisible();
  await expect(reimbursement.getByText(/•••• \d{4}/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/claim.png`, fullPage: true });

  // 001 §3 journey: a weekly season's start date, duration and travelcard station, and the scheduled arrival date
  await page.goto(`/delay-repay/claims/DRCL${delayRepayDemoClaimId(BRANDS, BRAND, 2)}`);
  const journey = page.getByRole('region', { name: 'Journey', exact: true });
  await expect(journey.getByText('Arrival date')).toBeVisible();
  await expect(journey.getByText('East Croydon', { exact: true })).toBeVisible();
  await expect(journey.getByText('7 days', { exact: true })).toBeVisible();
  await expect(journey.getByText('Ticket start date')).toBeVisible();

  // a malformed data block: the claim still opens, says the journey data could not be read, and lists no legs
  await page.goto(`/delay-repay/claims/DRCL${delayRepayDemoClaimId(BRANDS, BRAND, 1)}`);
  await expect(page.getByText('The journey data of this claim could not be read.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Journey legs' }).getByText('No journey legs recorded for this claim.'),
  ).toBeVisible();
});

test('a one-click journey added for a week with a bank holiday is searched in the next week without one', async ({
  page,
}) => {
  const customerId = delayRepayDemoCustomerId(BRANDS, BRAND);
  // the first weekday bank holiday at least a week ahead, and its day of the week alone as the journey's day
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const holidays = englandBankHolidays([year, year + 1, year + 2]);
  const soon = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
  const holiday = holidays.find((d) => d >= soon && new Date(`${d}T00:00:00Z`).getUTCDay() % 6 !== 0)!;
  const weekday = new Date(`${holiday}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/account/${customerId}`);
  const panel = page.getByRole('region', { name: 'One-click delay repay' });
  // the demo customer has two journeys (README Demo data): a header row and two
  await expect(panel.getByRole('row')).toHaveCount(3);
  await panel.getByRole('button', { name: 'Add journey' }).click();
  const editor = page.getByRole('dialog', { name: 'Add one-click journey' });
  await editor.getByRole('combobox', { name: 'Origin' }).fill('Brighton');
  await editor.getByRole('option', { name: 'Brighton (BTN)' }).click();
  await editor.getByRole('combobox', { name: 'Destination' }).fill('London Victoria');
  await editor.getByRole('option', { name: 'London Victoria (VIC)' }).click();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    if (day !== weekday) await editor.getByRole('checkbox', { name: day }).uncheck();
  }
  await editor.getByLabel('Travel week').fill(holiday);
  await editor.getByLabel('Depart from').selectOption('07:00');
  await editor.getByRole('button', { name: 'Search trains' }).click();

  const results = editor.getByRole('region', { name: 'Trains found' });
  const status = results.getByRole('status');
  await expect(status).toContainText(`The week of ${shown(mondayOf(holiday))} has a bank holiday on a chosen day`);
  // the day searched is later, on the chosen weekday, and not a bank holiday
  const searched = /trains on (\d{2})\/(\d{2})\/(\d{4}) instead/.exec((await status.textContent()) ?? '')!;
  const searchedDay = `${searched[3]}-${searched[2]}-${searched[1]}`;
  expect(searchedDay > holiday).toBe(true);
  expect(holidays).not.toContain(searchedDay);
  expect(new Date(`${searchedDay}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' })).toBe(
    weekday,
  );
  await expect(status).toContainText('departing 07:00 to 10:00');
  // one hour later moves the 3-hour window
  await results.getByRole('button', { name: 'One hour later' }).click();
  await expect(status).toContainText('departing 08:00 to 11:00');
  const trains = results.getByRole('checkbox');
  await expect(trains.first()).toBeVisible();
  expect(await trains.count()).toBeLessThanOrEqual(5);
  await trains.first().check();
  await editor.getByRole('button', { name: 'Save journey' }).click();

  const confirm = page.getByRole('dialog', { name: 'Save one-click journey' });
  await expect(
    confirm.getByText('The customer will be able to claim delay repay for these trains with one click.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The one-click journey was added.')).toBeVisible();
  await expect(panel.getByRole('row')).toHaveCount(4);
  await expect(
    panel
      .getByRole('row')
      .filter({ hasText: 'Brighton' })
      .filter({ hasText: 'London Victoria' })
      .filter({ hasText: weekday.slice(0, 3) })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/one-click.png`, fullPage: true });
});

test('at the limit of 50 journeys, Add journey is disabled and says why', async ({ page }) => {
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/account/${oneClickLimitCustomerId(BRANDS, BRAND)}`);
  const panel = page.getByRole('region', { name: 'One-click delay repay' });
  await expect(panel.getByTestId('one-click-counter')).toHaveText('50 of 50 journeys');
  const add = panel.getByRole('button', { name: 'Add journey' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveAccessibleDescription(
    'The customer has reached the limit of one-click journeys: delete or edit one first.',
  );
  // aria-disabled keeps it in the tab order; activating it does nothing
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the delay-repay search narrows by state group and claim type in the address, and refuses a from date after the to date while typing', async ({
  page,
}) => {
  const customerId = delayRepayDemoCustomerId(BRANDS, BRAND);
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Delay repay' }).click();
  await expect(page).toHaveURL(/\/delay-repay$/);
  await page.getByLabel('Customer id').fill(String(customerId));
  // rejected means rejected or invalid (001 §4)
  await page.getByRole('checkbox', { name: 'Rejected', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Season ticket compensation' }).check();
  await page.getByRole('checkbox', { name: 'Daily ticket compensation' }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/rejected=true/);
  expect(new URL(page.url()).searchParams.getAll('claimType')).toEqual([
    'season-ticket-compensation',
    'daily-ticket-compensation',
  ]);
  const results = page.locator('.search-results');
  const rows = results.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^(Rejected|Invalid)$/);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^(Season|Daily) ticket compensation$/);
  }
  // the list survives a reload: the address holds it
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Daily ticket compensation' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Whitelist' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Reset' }).click();
  // Reset remounts the emptied form with the keyboard in its first field: type once it is there (see orders.spec)
  await expect(page).toHaveURL(/\/delay-repay$/);
  await expect(page.locator('.schema-form input:not([type=hidden])').first()).toBeFocused();
  await page.getByLabel('Journey date from').fill('2026-03-10');
  await page.getByLabel('Journey date to').fill('2026-03-01');
  // the server's rule runs while typing (issue 22): the field says why, Search waits, the address keeps no bad filter
  await expect(page.getByText('The from date must not be after the to date')).toBeVisible();
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();
  await expect(search).toHaveAccessibleDescription('Correct the marked fields first.');
  await expect(page).toHaveURL(/\/delay-repay$/);
  await page.getByLabel('Journey date to').fill('2026-03-20');
  await expect(page.getByText('The from date must not be after the to date')).toHaveCount(0);
  await expect(search).toBeEnabled();
});

test('opting a customer in to automatic delay repay shows their one-click journeys; opting out hides them again', async ({
  page,
}) => {
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/account/${oneClickOptedOutCustomerId(BRANDS, BRAND)}`);
  const panel = page.getByRole('region', { name: 'One-click delay repay' });
  await expect(panel.getByText('The customer has not opted in to automatic delay repay')).toBeVisible();
  await panel.getByRole('button', { name: 'Opt in to automatic delay repay' }).click();
  const optIn = page.getByRole('dialog', { name: 'Opt in to automatic delay repay' });
  await optIn.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The customer is opted in to automatic delay repay.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add journey' })).toBeVisible();
  await expect(panel.getByText('The customer has not opted in to automatic delay repay')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Opt out of automatic delay repay' }).click();
  await page
    .getByRole('dialog', { name: 'Opt out of automatic delay repay' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(panel.getByText('The customer has not opted in to automatic delay repay')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Opt in to automatic delay repay' })).toBeVisible();
});

test('editing a one-click journey keeps its stations and times, and saves a changed day', async ({ page }) => {
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/account/${delayRepayDemoCustomerId(BRANDS, BRAND)}`);
  const panel = page.getByRole('region', { name: 'One-click delay repay' });
  const row = panel.getByRole('row').filter({ hasText: 'Mon, Tue, Wed, Thu, Fri' });
  const times = await row.getByRole('cell').nth(2).textContent();
  await row.getByRole('button', { name: /^Edit journey/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edit one-click journey' });
  await expect(editor.getByRole('combobox', { name: 'Origin' })).toHaveValue(/\([A-Z]{3}\)$/);
  for (const time of (times ?? '').split(', '))
    await expect(editor.getByRole('region', { name: 'Chosen service times' }).getByText(time)).toBeVisible();
  await editor.getByRole('checkbox', { name: 'Monday' }).uncheck();
  await editor.getByRole('button', { name: 'Save journey' }).click();
  await page.getByRole('dialog', { name: 'Save one-click journey' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The one-click journey was saved.')).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: 'Tue, Wed, Thu, Fri' }).getByRole('cell').nth(2)).toHaveText(
    times ?? '',
  );
});

test('a BASIC user sees the account delay-repay claims without links to the AGENT screens', async ({ page }) => {
  await signIn(page, `basic@${BRAND}.example`, BRAND);
  await page.goto(`/account/${delayRepayDemoCustomerId(BRANDS, BRAND)}`);
  const panel = page.getByRole('region', { name: 'Delay repay', exact: true });
  await expect(panel.getByRole('cell', { name: `DRCL${delayRepayDemoClaimId(BRANDS, BRAND, 0)}` })).toBeVisible();
  await expect(panel.getByRole('link')).toHaveCount(0);
  // the one-click list is shown, but changing it is AGENT's
  const oneClick = page.getByRole('region', { name: 'One-click delay repay' });
  await expect(
    oneClick
      .getByRole('cell', { name: 'Mon, Tue, Wed, Thu, Fri' })
      .or(oneClick.getByRole('cell', { name: 'Tue, Wed, Thu, Fri' }))
      .first(),
  ).toBeVisible();
  await expect(oneClick.getByRole('button')).toHaveCount(0);
});
