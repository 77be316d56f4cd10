import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support';
import { allBrandIds } from '../../server/brands';
import { compensationDemoRequestId } from '../../server/db/seed/compensation';
import { delayRepayDemoClaimId } from '../../server/db/seed/delayRepay';
import { showcaseOrderId, type ShowcaseKind } from '../../server/db/seed/orders';
import { smartcardCaseId, smartcardCaseIsrn } from '../../server/db/seed/smartcards';
import { utnOf } from '../../server/handlers/orders/orderDetail';

// Issue 21 quick lookup: the header box of every signed-in screen, fed by the screens' `lookup:` declarations. Ids are
// the README's demo data (southern with all seven brands deployed), computed with its helpers.
const BRANDS = allBrandIds();
const BRAND = 'southern';
const order = (kind: ShowcaseKind) => showcaseOrderId(BRANDS, BRAND, kind);
const activeCard = smartcardCaseId(BRANDS, BRAND, 'active');
/** '633597000091003001' → '633597 0000 9100 3001', as read from the card */
const spaced = (isrn: string) => `${isrn.slice(0, 6)} ${isrn.slice(6, 10)} ${isrn.slice(10, 14)} ${isrn.slice(14)}`;

const box = (page: Page) => page.getByRole('combobox', { name: 'Quick lookup' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Records found' });
const group = (page: Page, name: RegExp) => results(page).getByRole('group', { name });

/** Types an identifier into the box and presses Enter: a lone match opens at once (or, once listed, the highlighted row). */
async function lookUp(page: Page, text: string) {
  await box(page).click();
  await box(page).fill(text);
  await box(page).press('Enter');
}

/** Types an identifier and waits for the lookup to answer (listing what it found, or the accepted shapes). */
async function typeIn(page: Page, text: string) {
  await box(page).click();
  await box(page).fill(text);
  await expect(page.locator('.quick-lookup__status')).toHaveText(/found|does not recognise/);
}

/** Puts text on the clipboard and pastes it into the focused element with Ctrl+V. */
async function paste(page: Page, text: string) {
  await page.evaluate((value: string) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('as an AGENT each identifier kind lands on its record or on a list grouped by kind', async ({ page }) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);

  // smartcard number (ISRN) with spaces → its customer's account
  await lookUp(page, spaced(smartcardCaseIsrn(activeCard)));
  await expect(page).toHaveURL(new RegExp(`/account/${activeCard}$`));
  await expect(box(page)).toHaveValue('');

  // customer id → the account (the account screen's detail call answers)
  await lookUp(page, '4');
  await expect(page).toHaveURL(/\/account\/4$/);

  // UTN of an e-ticket → its order
  const eTickets = order('eTicketsBlacklisted');
  await lookUp(page, utnOf(eTickets, 1));
  await expect(page).toHaveURL(new RegExp(`/orders/${eTickets}$`));

  // collection reference and photocard number → the order
  const season = order('seasonMonthly');
  await lookUp(page, `SC${String(season).slice(-6)}`);
  await expect(page).toHaveURL(new RegExp(`/orders/${season}$`));
  await lookUp(page, `PC${season}`);
  await expect(page).toHaveURL(new RegExp(`/orders/${season}$`));

  // delay-repay claim reference → the claim
  const claim = delayRepayDemoClaimId(BRANDS, BRAND, 0);
  await lookUp(page, 'DRSO000301');
  await expect(page).toHaveURL(new RegExp(`/delay-repay/claims/DRCL${claim}$`));

  // compensation request id → the claim
  const requestId = compensationDemoRequestId(BRANDS, BRAND, 'whitelist', 'season-new');
  await lookUp(page, requestId);
  await expect(page).toHaveURL(new RegExp(`/compensation/claims/${requestId}$`));

  // an order id is also a customer id: both groups, each row a link
  const complete = order('complete');
  await typeIn(page, String(complete));
  await expect(group(page, /^Orders \(1\)$/)).toBeVisible();
  await expect(group(page, /^Customers \(1\)$/)).toBeVisible();
  await group(page, /^Orders/)
    .getByRole('option', { name: new RegExp(`^${complete}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/${complete}$`));

  // railcard number of a pending application → the customer holding it and the application
  await typeIn(page, 'RX0000182');
  await expect(group(page, /^Customers \(1\)$/)).toBeVisible();
  await expect(
    group(page, /^Railcards \(1\)$/).getByRole('option', { name: /RX0000182 · Senior Railcard · Pending/ }),
  ).toBeVisible();

  // UK postcode → many customers and orders: the first rows and 'Show all' into the search screen
  await typeIn(page, 'bn1 1aa');
  const customers = group(page, /^Customers \(\d+\)$/);
  await expect(customers.getByRole('option')).toHaveCount(6);
  await customers.getByRole('option', { name: /^Show all \d+ in Customer search$/ }).click();
  await expect(page).toHaveURL(/\/search-customers\?postcode=BN1\+1AA&page=1$/);
  await expect(page.locator('.search-results').getByRole('table')).toBeVisible();

  // compensation claim reference: 001 §5 needs a second filter, which its group asks for (lookupClaimsAndEnter.spec.ts),
  // or continues in the claim search with the reference filled
  await typeIn(page, 'COMP100301');
  const claims = group(page, /^Compensation claims/);
  await expect(claims.getByRole('option', { name: /^To find COMP100301, type the customer's e-mail/ })).toBeVisible();
  await claims.getByRole('option', { name: 'Continue in Compensation claims' }).click();
  await expect(page).toHaveURL(/\/compensation\/claims\?scheme=COMP2018&claimRef=COMP100301$/);
  await expect(page.getByLabel('Claim reference')).toHaveValue('COMP100301');

  // an input of no declared shape says which shapes the lookup takes
  await typeIn(page, 'hello there');
  await expect(page.getByRole('status').filter({ hasText: 'does not recognise' })).toContainText(
    'e-mail address (e.g. ann.smith@example.com)',
  );
  await expect(page.getByRole('status').filter({ hasText: 'does not recognise' })).toContainText(
    'delay-repay claim reference',
  );
});

test('BASIC gets no claim or delay-repay results: those screens need an AGENT, which the lookup says', async ({
  page,
}) => {
  await signIn(page, `basic@${BRAND}.example`, BRAND);
  // a request id fits no shape BASIC may look up: not 'does not recognise', but why
  await box(page).click();
  await box(page).fill(compensationDemoRequestId(BRANDS, BRAND, 'whitelist', 'season-new'));
  const lookupStatus = page.locator('.quick-lookup__status');
  await expect(lookupStatus).toHaveText('Compensation claims are not open to your access level.');
  // a claim reference also fits the order, customer and railcard references BASIC may look up: nothing found there
  await box(page).fill('COMP100301');
  await expect(lookupStatus).toHaveText(
    'Nothing found for COMP100301. Compensation claims are not open to your access level.',
  );
  await box(page).fill('drso000301');
  await expect(lookupStatus).toHaveText(
    'Nothing found for drso000301. Delay-repay claims are not open to your access level.',
  );
  // the hint of a shapeless input lists only what BASIC may look up
  await typeIn(page, 'hello there');
  const hint = page.getByRole('status').filter({ hasText: 'does not recognise' });
  await expect(hint).toBeVisible();
  await expect(hint).not.toContainText('compensation');
  await expect(hint).not.toContainText('delay-repay');
  // an e-mail of a delay-repay claimant finds only the customer screens' groups
  await typeIn(page, 'showcase.complete@southern.example');
  await expect(group(page, /^Customers \(1\)$/)).toBeVisible();
  await expect(results(page).getByRole('group')).toHaveCount(2);
  await expect(group(page, /^Delay-repay claims/)).toHaveCount(0);
});

test('a brand without compensation and delay repay offers no such lookup', async ({ page }) => {
  await signIn(page, 'agent@trainhugger.example', 'trainhugger');
  await typeIn(page, 'CR-00000301');
  const hint = page.getByRole('status').filter({ hasText: 'does not recognise' });
  await expect(hint).toBeVisible();
  await expect(hint).not.toContainText('compensation');
  await expect(hint).not.toContainText('delay-repay');
  await expect(hint).not.toContainText('smartcard number');
});

test('keyboard only, from another screen: / and Ctrl+K reach the box, arrows and Enter open, Esc gives the focus back', async ({
  page,
}) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  const complete = order('complete');
  await page.goto(`/account/${complete}`);
  // the signed-in page, not the loading one the reload shows first
  const heading = page.getByRole('heading', { level: 1, name: 'Customer account' });
  await expect(box(page)).toBeVisible();
  await heading.focus();
  await expect(heading).toBeFocused();

  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('showcase.complete@southern.example');
  await expect(group(page, /^Orders \(1\)$/)).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  // the first row is highlighted; ↓ moves to the order
  await page.keyboard.press('ArrowDown');
  const highlighted = page.locator('#' + (await box(page).getAttribute('aria-activedescendant')));
  await expect(highlighted).toHaveAttribute('aria-selected', 'true');
  await expect(highlighted).toContainText(String(complete));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${complete}$`));

  // Ctrl+K from the page, Esc closes and returns the focus where it was
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Control+K');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('RX0000182');
  await expect(group(page, /^Railcards/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(results(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('done means: from the order page Ctrl+K and paste a smartcard number with spaces; an e-mail shows both groups; recent records until logout', async ({
  page,
}) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  const complete = order('complete');
  await page.goto(`/orders/${complete}`);
  await expect(box(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Order/ })).toBeVisible();
  await page.keyboard.press('Control+K');
  await paste(page, spaced(smartcardCaseIsrn(activeCard)));
  await expect(page).toHaveURL(new RegExp(`/account/${activeCard}$`));

  await page.keyboard.press('Control+K');
  await paste(page, 'showcase.complete@southern.example');
  await expect(group(page, /^Customers \(1\)$/)).toBeVisible();
  await expect(group(page, /^Orders \(1\)$/)).toBeVisible();

  // the records opened this session, newest first, from the empty box
  await box(page).fill('');
  const recent = group(page, /^Recent records$/);
  await expect(recent.getByRole('option')).toHaveText([`Account ${activeCard}`, `Order ${complete}`]);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await recent.getByRole('option', { name: `Order ${complete}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${complete}$`));

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('console.recentRecords'))).toBeNull();
});
