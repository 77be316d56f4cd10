import { test, expect, signIn } from './support';
import { allBrandIds } from '../../server/brands';
import { DEMO_PHOTOCARD, RELATED_EMAIL, compensationDemoRequestId } from '../../server/db/seed/compensation';
import { demoPng } from '../../server/db/seed/demoPng';

// 001 §2/§4/§6 compensation claims (southern): the search with a scheme and 2 filters kept in the address; an HQ user
// rejects a season-new claim and adds it to the whitelist (the toolbar follows the claim's state); whitelist processing
// with a wrong passcode says 'Invalid passcode/photocard number' and changes nothing.
const BRAND = 'southern';
const BRANDS = allBrandIds();
const rid = (type: 'whitelist' | 'season', state: 'season-new') =>
  compensationDemoRequestId(BRANDS, BRAND, type, state);

test('the claim search needs 2 filters, keeps them in the address and opens a claim with its related claims', async ({
  page,
}) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto('/compensation/claims');
  await page.getByLabel('E-mail').fill('related');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Enter at least 2 search filters besides the scheme')).toBeVisible();
  await page.getByLabel('Postcode').fill('BN1 4');
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4); // heading + 3 claims of the related customer
  expect(new URL(page.url()).searchParams.get('email')).toBe('related');
  await page.reload();
  await expect(rows).toHaveCount(4);
  await page.getByRole('link', { name: compensationDemoRequestId(BRANDS, BRAND, 'season', 'approved') }).click();
  await expect(page.getByRole('region', { name: 'Customer' }).getByText(RELATED_EMAIL)).toBeVisible();
  const related = page.getByRole('region', { name: 'Related claims' });
  // related claims are fetched only when asked for (001 §2 fetch button)
  await expect(related.getByRole('row')).toHaveCount(0);
  await related.getByRole('button', { name: 'Fetch related claims' }).click();
  await expect(related.getByRole('row')).toHaveCount(3);
  // an AGENT sees no HQ action on an approved claim
  await expect(page.getByRole('button', { name: 'Add payment' })).toHaveCount(0);
});

test('an HQ user rejects a season-new claim and adds it to the whitelist', async ({ page }) => {
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/compensation/claims/${rid('season', 'season-new')}`);
  await expect(page.getByRole('button', { name: 'Add to whitelist' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reject claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject claim' });
  await dialog.getByLabel('Rejection reason').fill('Outside the scheme dates');
  await dialog.getByRole('button', { name: 'Reject claim' }).click();
  await expect(page.getByText('The claim was rejected.')).toBeVisible();
  const claim = page.getByRole('region', { name: 'Claim', exact: true });
  await expect(claim.getByText('Outside the scheme dates')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject claim' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to whitelist' }).click();
  const confirm = page.getByRole('dialog', { name: 'Add to whitelist' });
  await confirm.getByRole('button', { name: 'Add to whitelist' }).click();
  await expect(page.getByText('The claim was added to the whitelist.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process claim' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend e-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to whitelist' })).toHaveCount(0);
});

test('processing a whitelist claim with a wrong passcode says Invalid passcode/photocard number', async ({ page }) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/compensation/claims/${rid('whitelist', 'season-new')}`);
  const email = await page
    .getByRole('region', { name: 'Customer' })
    .getByRole('definition')
    .filter({ hasText: '@example.com' })
    .innerText();
  await page.getByRole('button', { name: 'Process claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process whitelist claim' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Unique code').fill('WRONG-CODE');
  await dialog.getByLabel('Photocard number').fill(DEMO_PHOTOCARD);
  await dialog.getByRole('button', { name: 'Process claim' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Invalid passcode/photocard number');
  await expect(dialog.getByLabel('Unique code')).toHaveValue('WRONG-CODE');
});

test("HQ adds a whitelist claim and lands on it; changing its e-mail to another claim's is refused in the dialog", async ({
  page,
}) => {
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto('/compensation/claims');
  await page.getByRole('button', { name: 'Add whitelist claim' }).click();
  // the claim accordion (001 §2): customer details, customer address, compensation amount
  const dialog = page.getByRole('dialog', { name: 'Add whitelist claim' });
  await dialog.getByLabel('Title').selectOption('Ms');
  await dialog.getByLabel('First names').fill('Wendy');
  await dialog.getByLabel('Surname').fill('Whitelist');
  await dialog.getByLabel('E-mail').fill('wendy.whitelist@example.com');
  await dialog.getByLabel('Telephone').fill('01273 555000');
  await dialog.getByRole('button', { name: /^Customer address/ }).click();
  await dialog.getByLabel('Address line 1').fill('5 Church Street');
  await dialog.getByLabel('Town').fill('Brighton');
  await dialog.getByLabel('Postcode').fill('BN1 1UJ');
  await dialog.getByRole('button', { name: /^Compensation amount/ }).click();
  await dialog.getByLabel('Claim amount').fill('120.50');
  await dialog.getByLabel('Photocard number').fill('PHWENDY1');
  await expect(dialog.getByRole('button', { name: /^Non-season tickets|^Season tickets/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add claim' }).click();
  await expect(page.getByText('The whitelist claim was added.')).toBeVisible();
  await expect(page).toHaveURL(/\/compensation\/claims\/CR-[0-9]{8}$/);
  const claim = page.getByRole('region', { name: 'Claim', exact: true });
  await expect(claim.getByText('£120.50')).toBeVisible();
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  const change = page.getByRole('dialog', { name: 'Change e-mail' });
  await change.getByLabel('E-mail').fill(RELATED_EMAIL);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change.getByRole('alert')).toContainText('This e-mail address belongs to another claim.');
  await expect(change.getByLabel('E-mail')).toHaveValue(RELATED_EMAIL);
});

// 001 §2/§4/§5 the claim accordion: an agent adds a non-season claim over two weeks, one of them a carnet week, and meets
// the rules while typing (too few returns, duplicate week, carnet return not reversed), fixes them and lands on the
// claim; an ambiguous station pair asks for the route travelled before tickets can be added.
type Scope = ReturnType<import('@playwright/test').Page['getByRole']>;
async function station(scope: Scope, label: 'From' | 'To', typed: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}\\*?$`) }).fill(typed);
  await scope.getByRole('option', { name: option }).click();
}
async function freedomPassDay(week: Scope, n: number, date: string) {
  const day = week.getByRole('group', { name: `Day ${n}`, exact: true });
  await day.getByLabel(/^Day\*?$/).fill(date);
  const outward = day.getByRole('group', { name: 'Outward ticket' });
  await outward.getByLabel('Ticket type').selectOption({ label: 'Freedom pass' });
  await station(outward, 'From', 'Brighton', 'Brighton (BTN)');
  await station(outward, 'To', 'London Vic', 'London Victoria (VIC)');
  await outward.getByLabel('Photocard number').fill(`FP${n}0001`);
  await outward.getByLabel(/^Evidence\*?$/).selectOption({ label: 'Receipt' });
  await expect(outward.getByText('Eligible: compensation level 1')).toBeVisible();
  return day;
}

test('an agent adds a non-season claim over two weeks with a carnet, fixing the errors met on the way', async ({
  page,
}) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto('/compensation/claims');
  await page.getByRole('button', { name: 'Add daily claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add daily claim' });
  // an empty submit counts the errors in the section headers and keeps the first invalid section open
  await dialog.getByRole('button', { name: 'Add claim' }).click();
  await expect(dialog.getByRole('button', { name: /^Customer details\s*5 errors$/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(dialog.getByRole('button', { name: /^Customer address\s*3 errors$/ })).toBeVisible();
  await dialog.getByLabel('Title').selectOption('Mr');
  await dialog.getByLabel('First names').fill('Carl');
  await dialog.getByLabel('Surname').fill('Carnet');
  await dialog.getByLabel('E-mail').fill(`carl.carnet.${Date.now()}@example.com`);
  await dialog.getByLabel('Telephone').fill('01273 555123');
  await expect(dialog.getByRole('button', { name: /^Customer details$/ })).toBeVisible();
  await dialog.getByRole('button', { name: /^Customer address/ }).click();
  await dialog.getByLabel('Address line 1').fill('9 Station Road');
  await dialog.getByLabel('Town').fill('Brighton');
  await dialog.getByLabel('Postcode').fill('BN1 3XP');
  await dialog.getByRole('button', { name: /^Non-season tickets/ }).click();

  const week1 = dialog.getByRole('group', { name: 'Week 1', exact: true });
  await expect(week1.getByText('Enter the week commencing first')).toBeVisible();
  await week1.getByLabel('Week commencing').fill('2018-03-05');
  await week1.getByRole('button', { name: 'Add day' }).click();
  await freedomPassDay(week1, 1, '2018-03-05');
  await week1.getByRole('button', { name: 'Add day' }).click();
  await freedomPassDay(week1, 2, '2018-03-06');
  await week1.getByRole('button', { name: 'Add day' }).click();
  // a day with errors blocks Add day, and says what is missing and where (the new, empty day 3)
  await expect(week1.getByText(/^Before adding a day, fill in or correct — Day 3\b/)).toBeVisible();
  const day3 = await freedomPassDay(week1, 3, '2018-03-07');
  await expect(week1.getByText('A week needs at least 3 returns or 2 carnet books')).toBeVisible();
  for (const n of [1, 2, 3]) {
    const day = n === 3 ? day3 : week1.getByRole('group', { name: `Day ${n}`, exact: true });
    await day.getByRole('button', { name: 'Add return ticket' }).click();
    const back = day.getByRole('group', { name: 'Return ticket' });
    await back.getByLabel('Photocard number').fill(`FP${n}0001`);
    await back.getByLabel(/^Evidence\*?$/).selectOption({ label: 'Receipt' });
  }
  await expect(week1.getByText('A week needs at least 3 returns or 2 carnet books')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Add week' }).click();
  const week2 = dialog.getByRole('group', { name: 'Week 2', exact: true });
  await week2.getByLabel('Week commencing').fill('2018-03-05');
  await expect(week2.getByText('This week is already in the claim')).toBeVisible();
  await week2.getByLabel('Week commencing').fill('2018-03-12');
  await expect(week2.getByText('This week is already in the claim')).toHaveCount(0);
  await week2.getByRole('button', { name: 'Add day' }).click();
  const carnetDay = week2.getByRole('group', { name: 'Day 1', exact: true });
  await carnetDay.getByLabel(/^Day\*?$/).fill('2018-03-13');
  const outward = carnetDay.getByRole('group', { name: 'Outward ticket' });
  await station(outward, 'From', 'Brighton', 'Brighton (BTN)');
  await station(outward, 'To', 'London Vic', 'London Victoria (VIC)');
  // a carnet needs its return: the day form adds it, with the journey reversed
  await outward.getByLabel('Ticket type').selectOption({ label: 'Carnet' });
  const back = carnetDay.getByRole('group', { name: 'Return ticket' });
  await expect(back.getByLabel('Ticket type')).toHaveValue('carnet');
  for (const [scope, number] of [
    [outward, 'CA001'],
    [back, 'CA002'],
  ] as const) {
    await scope.getByLabel('Ticket number').fill(number);
    await scope.getByLabel('Price').fill('42.50');
    await scope.getByLabel('Place of purchase').selectOption({ label: 'Online' });
    await scope.getByLabel(/^Evidence\*?$/).selectOption({ label: 'Image of the ticket' });
  }
  // 001 §3 the evidence's ticket image: uploaded at once, its thumbnail shown; a file that is not an image is refused
  await outward.getByLabel('Ticket image').setInputFiles({
    name: 'carnet.png',
    mimeType: 'image/png',
    buffer: demoPng(240, 120, [255, 244, 222], [233, 120, 30], 16),
  });
  await expect(outward.getByRole('img', { name: 'Image of the ticket' })).toBeVisible();
  await expect(outward.getByText('New upload')).toBeVisible();
  await outward.getByLabel('Receipt image').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(outward.getByRole('alert')).toHaveText('Choose an image of type jpg, jpeg, png, gif.');
  await expect(outward.getByRole('img', { name: 'Image of the receipt' })).toHaveCount(0);
  await station(back, 'From', 'Gatwick', 'Gatwick Airport (GTW)');
  await expect(carnetDay.getByText('A carnet return must reverse the outward journey')).toBeVisible();
  await station(back, 'From', 'London Vic', 'London Victoria (VIC)');
  await expect(carnetDay.getByText('A carnet return must reverse the outward journey')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Non-season tickets$/ })).toBeVisible();

  await dialog.getByRole('button', { name: /^Additional information/ }).click();
  await dialog.getByRole('textbox', { name: 'Additional information' }).fill('Late trains both weeks');
  await dialog.getByRole('button', { name: 'Add claim' }).click();
  await expect(page.getByText('The claim was added.')).toBeVisible();
  await expect(page).toHaveURL(/\/compensation\/claims\/CR-[0-9]{8}$/);
  await expect(
    page.getByRole('region', { name: 'Claim', exact: true }).getByText('daily-ticket-compensation'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer' }).getByText('Mr Carl Carnet')).toBeVisible();
});

test('an ambiguous route asks for the route travelled before tickets can be added', async ({ page }) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto('/compensation/claims');
  await page.getByRole('button', { name: 'Add season claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add season claim' });
  await dialog.getByRole('button', { name: /^Season tickets/ }).click();
  const route = dialog.getByRole('group', { name: 'Route 1', exact: true });
  const addTicket = route.getByRole('button', { name: 'Add ticket' });
  await expect(addTicket).toHaveAttribute('aria-disabled', 'true');
  await station(route, 'From', 'Brighton', 'Brighton (BTN)');
  await station(route, 'To', 'London Bri', 'London Bridge (LBG)');
  const travelled = route.getByLabel('Route travelled');
  await expect(travelled).toBeVisible();
  await expect(addTicket).toHaveAttribute('aria-disabled', 'true');
  await expect(
    route.getByText('Choose an eligible route (checked with the eligibility service) before adding tickets'),
  ).toBeVisible();
  await travelled.selectOption('00302');
  await expect(route.getByText('Eligible: compensation level 2')).toBeVisible();
  await expect(addTicket).not.toHaveAttribute('aria-disabled', 'true');
  await addTicket.click();
  await expect(route.getByRole('group', { name: 'Ticket 1' }).getByLabel('Ticket type')).toBeVisible();
});

test('Amend opens a rejected manual claim in the accordion, filled; saving makes it season-new again', async ({
  page,
}) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/compensation/claims/${compensationDemoRequestId(BRANDS, BRAND, 'season', 'rejected')}`);
  await page.getByRole('button', { name: 'Amend claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Amend claim' });
  await expect(dialog.getByLabel(/^Surname/)).not.toHaveValue('');
  await dialog.getByLabel(/^Telephone/).fill('01273 999888');
  await dialog.getByRole('button', { name: /^Season tickets/ }).click();
  const route = dialog.getByRole('group', { name: 'Route 1', exact: true });
  await expect(route.getByText('Eligible: compensation level 1')).toBeVisible();
  await expect(route.getByRole('group', { name: 'Ticket 1' }).getByLabel(/^Ticket type/)).toHaveValue(
    'season-standard-class',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The claim was amended.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Claim', exact: true }).getByText('Season new')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer' }).getByText('01273 999888')).toBeVisible();
});

// 001 §3 previous upload: a rejected daily claim's ticket image and receipt (seeded) show in Amend as its previous
// uploads; closed without saving, nothing changes.
test("Amend shows a daily claim's ticket image and receipt as previous uploads", async ({ page }) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/compensation/claims/${compensationDemoRequestId(BRANDS, BRAND, 'non-season', 'rejected')}`);
  await page.getByRole('button', { name: 'Amend claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Amend claim' });
  await dialog.getByRole('button', { name: /^Non-season tickets/ }).click();
  const outward = dialog
    .getByRole('group', { name: 'Day 1', exact: true })
    .getByRole('group', { name: 'Outward ticket' });
  await expect(outward.getByRole('img', { name: 'Image of the ticket' })).toBeVisible();
  await expect(outward.getByRole('img', { name: 'Image of the receipt' })).toBeVisible();
  await expect(outward.getByText(/^Previous upload \(\d\d\/\d\d\/\d{4}\)$/)).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

// 001 §2 a link to the claim search with its filters is a search (the address is the search), and Search stays usable;
// the schemes are the brand's compensationSchemes (001 §9).
test('a claim search link with filters searches at once and keeps Search usable', async ({ page }) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto('/compensation/claims?scheme=COMP2018&email=claimant&postcode=BN1');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const found = await rows.count();
  expect(found).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  const scheme = page.getByLabel(/^Scheme/);
  await expect(scheme).toHaveValue('COMP2018');
  await expect(scheme.getByRole('option', { name: 'COMP2017' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows).toHaveCount(found);
});

// 001 §2 claim e-mail resend modal, §5 valid e-mail, §8 'Email resend successfully to {email}'.
test('Resend e-mail asks for the address in a dialog, filled with the claim e-mail, and sends it there', async ({
  page,
}) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/compensation/claims/${rid('whitelist', 'season-new')}`);
  const own = await page
    .getByRole('region', { name: 'Customer' })
    .getByRole('definition')
    .filter({ hasText: '@example.com' })
    .innerText();
  await page.getByRole('button', { name: 'Resend e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend e-mail' });
  const email = dialog.getByLabel(/^E-mail/);
  await expect(email).toHaveValue(own);
  await email.fill('not-an-address');
  await dialog.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/e-mail/i).nth(1)).toBeVisible();
  await email.fill('resend.copy@example.com');
  await dialog.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(page.getByText('Email resend successfully to resend.copy@example.com')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

// 001 §2 claim detail: a left panel (claim and customer) and a right panel (tickets) side by side.
test('the claim detail sets the claim and customer on the left and the tickets on the right', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/compensation/claims/${compensationDemoRequestId(BRANDS, BRAND, 'season', 'approved')}`);
  const claim = await page.getByRole('region', { name: 'Claim', exact: true }).boundingBox();
  const customer = await page.getByRole('region', { name: 'Customer' }).boundingBox();
  const tickets = await page.getByRole('region', { name: 'Season tickets' }).boundingBox();
  expect(claim && customer && tickets).toBeTruthy();
  expect(customer!.x).toBeCloseTo(claim!.x, 0);
  expect(tickets!.x).toBeGreaterThan(claim!.x + claim!.width - 1);
  expect(tickets!.y).toBeLessThan(customer!.y);
  await expect(page.getByRole('region', { name: 'Claim', exact: true }).getByText('Scheme run by')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Season tickets' }).getByText('15 to 29 minutes').first(),
  ).toBeVisible();
});

// 001 §3 Claim: the request's claims beside its tickets, each with its own state, refund and rejection reason, its
// journey and delay; the route and travelcard of its additional information on expanding. customer.bankClaims on the left.
test("the claim detail lists the request's claims with their journeys, refunds and states", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/compensation/claims/${compensationDemoRequestId(BRANDS, BRAND, 'non-season', 'complete')}`);
  const claims = page.getByRole('region', { name: 'Claims', exact: true });
  await expect(claims.getByRole('row')).toHaveCount(7);
  const second = claims.getByRole('row').nth(2);
  await expect(second.getByRole('cell', { name: 'GTW', exact: true })).toBeVisible();
  await expect(second.getByRole('cell', { name: '05/03/2018 17:45', exact: true })).toBeVisible();
  await expect(second.getByRole('cell', { name: '£20.80', exact: true })).toBeVisible();
  const last = claims.getByRole('row').nth(6);
  await expect(last).toContainText('The return journey was not delayed');
  await second.getByText('Route and travelcard').click();
  await expect(second.getByText('Brighton to London Victoria via Gatwick Airport')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer' }).getByText('Pay into bank account')).toBeVisible();

  await page.goto(`/compensation/claims/${compensationDemoRequestId(BRANDS, BRAND, 'season', 'approved')}`);
  const season = page.getByRole('region', { name: 'Claims', exact: true }).getByRole('row').nth(1);
  await expect(season.getByRole('cell', { name: 'East Croydon', exact: true })).toBeVisible();
  await expect(season.getByRole('cell', { name: '12 months', exact: true })).toBeVisible();
  await expect(season.getByRole('cell', { name: '£104.00', exact: true })).toBeVisible();
});
