// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
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
    // the reason names what is missing and where (issue 32); the stations' and number's labels are the console's texts,
    // not given here
    expect(
      screen.getByText(
        'Before adding a day, fill in or correct — Day 1, outward ticket: COMPENSATION_ORIGIN, COMPENSATION_DESTINATION, COMPENSATION_TICKET_NUMBER, COMPENSATION_PRICE, Place of purchase, Evidence',
      ).id,
    ).toBe(addDay.getAttribute('aria-describedby'));
    expect(screen.queryAllByText('Required')).toHaveLength(0);
    await userEvent.click(addDay);
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
  });

  // 001 §3 ticketImage / receiptImage and the previous upload (docs/decisions/2285-claim-ticket-images.md)
  it("uploads a ticket's image and receipt, shows their thumbnails, refuses a file that is not an image and offers the previous upload back", async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    let next = 40;
    const call = vi.fn(async (id: string, args?: { params?: { imageId?: string }; body?: { kind?: string } }) => {
      if (id === 'uploadCompensationImage')
        return {
          result: {
            id: ++next,
            kind: args!.body!.kind,
            width: 10,
            height: 10,
            requestId: null,
            uploaded: '2018-06-02T10:00:00Z',
          },
        };
      if (id === 'getCompensationImage')
        return {
          result: {
            id: Number(args!.params!.imageId),
            kind: 'ticket',
            width: 10,
            height: 10,
            requestId: 'CR-1',
            uploaded: '2018-06-01T10:00:00Z',
            src: png,
          },
        };
      return { results: [{ routes: [] }] };
    });
    const daily = {
      kind: 'non-season' as const,
      customer: { address: { country: 'GBR' } },
      weeks: [{ period: '2018-03-05', days: [{ date: '2018-03-05', outward: { type: 'single', ticketImageId: 7 } }] }],
    };
    renderWithRuntime(
      <ClaimAccordion
        kind="non-season"
        initial={daily}
        requestId="CR-1"
        onClose={() => undefined}
        onSuccess={() => undefined}
      />,
      { call, config, translations: texts },
    );
    await userEvent.click(screen.getByRole('button', { name: /^Non-season tickets/ }));
    const outward = screen.getByRole('group', { name: 'Outward ticket' });
    // the image saved with the claim before: its previous upload
    expect(await within(outward).findByText('Previous upload (01/06/2018)')).toBeTruthy();
    expect(within(outward).getByRole('img', { name: 'Image of the ticket' }).getAttribute('src')).toBe(png);
    expect(call).toHaveBeenCalledWith('getCompensationImage', { params: { imageId: '7' }, notify: false });

    const receipt = within(outward).getByLabelText('Receipt image') as HTMLInputElement;
    expect(receipt.accept).toBe('.jpg,.jpeg,.png,.gif');
    fireEvent.change(receipt, { target: { files: [new File(['x'], 'receipt.txt', { type: 'text/plain' })] } });
    expect((await within(outward).findByRole('alert')).textContent).toBe(
      'Choose an image of type jpg, jpeg, png, gif.',
    );
    expect(receipt.getAttribute('aria-invalid')).toBe('true');
    expect(call).not.toHaveBeenCalledWith('uploadCompensationImage', expect.anything());

    fireEvent.change(receipt, { target: { files: [new File(['receipt'], 'receipt.png', { type: 'image/png' })] } });
    expect(await within(outward).findByRole('img', { name: 'Image of the receipt' })).toBeTruthy();
    expect(within(outward).queryByRole('alert')).toBeNull();
    expect(call).toHaveBeenCalledWith('uploadCompensationImage', {
      body: { kind: 'receipt', image: expect.stringMatching(/^data:image\/png;base64,/) },
      notify: false,
    });
    expect(within(outward).getByText('New upload')).toBeTruthy();

    // a new ticket image replaces the previous upload, which stays offered
    const ticket = within(outward).getByLabelText('Ticket image');
    fireEvent.change(ticket, { target: { files: [new File(['ticket'], 'ticket.jpg', { type: 'image/jpeg' })] } });
    const usePrevious = await within(outward).findByRole('button', { name: 'Use the previous ticket image' });
    expect(within(outward).queryByText(/^Previous upload/)).toBeNull();
    await userEvent.click(usePrevious);
    expect(within(outward).getByText('Previous upload (01/06/2018)')).toBeTruthy();
    await userEvent.click(within(outward).getByRole('button', { name: 'Remove the receipt image' }));
    expect(within(outward).queryByRole('img', { name: 'Image of the receipt' })).toBeNull();
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
