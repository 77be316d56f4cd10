// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import texts from './i18n.en-GB.json';
import { ClaimAccordion } from './ClaimAccordion';

afterEach(cleanup);

const config = {
  compensationMaxTickets: 13,
  compensationMaxTicketsPerWeek: 5,
  compensationMinTicketsPerWeek: 3,
  compensationMaxWeeks: 4,
  compensationStartDate: '2018-01-01',
  compensationEndDate: '2018-12-31',
  compensationNonSeasonStartDate: '2018-01-01',
  compensationNonSeasonEndDate: '2018-12-31',
  compensationCurrentScheme: 'COMP2018',
  compensationWhitelistMaxAmount: 100000,
  compensationTicketPriceMax: 1000000,
  carnetBookSize: 5,
  compensationMinReturnsPerWeek: 3,
  compensationMinCarnetBooksPerWeek: 2,
  compensationOysterNumberFormat: 'tenSpaceTwo',
  compensationTicketCountUnit: 'day',
  weeklyCapZones: {},
};
const draft = {
  kind: 'season' as const,
  customer: { address: { country: 'GBR' } },
  routes: [{ origin: 'BTN', destination: 'VIC', tickets: [] }],
};

describe('ClaimAccordion', () => {
  it('asks a failed route check again only after the next change, not in a loop', async () => {
    const call = vi.fn(async () => {
      throw Object.assign(new Error('502'), { status: 502 });
    });
    renderWithRuntime(
      <ClaimAccordion
        kind="season"
        initial={draft}
        requestId="CR-1"
        onClose={() => undefined}
        onSuccess={() => undefined}
      />,
      { call, config, translations: texts },
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(call).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /^Season tickets/ }));
    const reason = screen.getByText(
      'Choose an eligible route (checked with the eligibility service) before adding tickets',
    );
    expect(screen.getByRole('button', { name: 'Add ticket' }).getAttribute('aria-describedby')).toBe(reason.id);
  });

  it("counts a section's errors in its header and opens the first invalid section on submit", async () => {
    const call = vi.fn(async () => ({
      results: [{ routes: [{ routeCode: '00100', description: 'x', compensationLevel: 'QUALIFIES_MONTHLY_CAP' }] }],
    }));
    renderWithRuntime(
      <ClaimAccordion kind="season" initial={draft} onClose={() => undefined} onSuccess={() => undefined} />,
      { call, config, translations: texts },
    );
    await userEvent.click(screen.getByRole('button', { name: /^Season tickets/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add claim' }));
    const customer = screen.getByRole('button', { name: /^Customer details/ });
    expect(customer.getAttribute('aria-expanded')).toBe('true');
    expect(customer.textContent).toContain('5 errors');
    expect(screen.getByRole('button', { name: /^Season tickets/ }).textContent).toContain('1 error');
    expect(call).toHaveBeenCalledWith('checkClaimEligibility', {
      body: { journeys: [{ origin: 'BTN', destination: 'VIC' }] },
      notify: false,
    });
  });

  it('marks the fields a ticket type requires, and a blocked Add day shows the errors that block it', async () => {
    const call = vi.fn(async () => ({ results: [{ routes: [] }] }));
    const daily = {
      kind: 'non-season' as const,
      customer: { address: { country: 'GBR' } },
      weeks: [{ period: '2018-03-05', days: [{ date: '2018-03-05', outward: { type: 'single' } }] }],
    };
    renderWithRuntime(
      <ClaimAccordion kind="non-season" initial={daily} onClose={() => undefined} onSuccess={() => undefined} />,
      { call, config, translations: texts },
    );
    await userEvent.click(screen.getByRole('button', { name: /^Non-season tickets/ }));
    // 001 §5 place of purchase required; the type's evidence too
    expect(screen.getByLabelText(/^Place of purchase/).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/^Evidence\*?$/).hasAttribute('required')).toBe(true);
    expect(screen.getByText('Place of purchase').parentElement?.textContent).toContain('*');
    const addDay = screen.getByRole('button', { name: 'Add day' });
    expect(addDay.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Correct the days of this week first')).toBeTruthy();
    expect(screen.queryAllByText('Required')).toHaveLength(0);
    await userEvent.click(addDay);
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
  });

  it('a whitelist claim has the customer, address and compensation amount sections and adds it to the whitelist', async () => {
    const call = vi.fn(async () => ({ result: { requestId: 'CR-00000999' } }));
    const onSuccess = vi.fn();
    const whitelist = {
      kind: 'whitelist' as const,
      customer: {
        title: 'Ms',
        firstNames: 'Wendy',
        surname: 'White',
        email: 'wendy@example.com',
        phoneNumber: '01273 555000',
        address: { line1: '5 Church Street', town: 'Brighton', postcode: 'BN1 1UJ', country: 'GBR' },
      },
    };
    renderWithRuntime(
      <ClaimAccordion kind="whitelist" initial={whitelist} onClose={() => undefined} onSuccess={onSuccess} />,
      { call, config, translations: texts },
    );
    expect(screen.queryByRole('button', { name: /^Season tickets|^Non-season tickets/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add claim' }));
    const amount = screen.getByRole('button', { name: /^Compensation amount/ });
    expect(amount.getAttribute('aria-expanded')).toBe('true');
    expect(amount.textContent).toContain('1 error');
    await userEvent.type(screen.getByLabelText(/^Claim amount|^COMPENSATION_AMOUNT/), '120.50');
    await userEvent.type(screen.getByLabelText(/^Photocard number|^COMPENSATION_PHOTOCARD/), 'PHWENDY1');
    await userEvent.click(screen.getByRole('button', { name: 'Add claim' }));
    expect(call).toHaveBeenCalledWith('createWhitelistCustomer', {
      body: expect.objectContaining({ kind: 'whitelist', compensationAmount: 12050, photocardNumber: 'PHWENDY1' }),
      notify: false,
    });
    expect(call).not.toHaveBeenCalledWith('validateCompensationCustomer', expect.anything());
  });
});
