// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import texts from '../../i18n/en-GB/smartcards.json';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import SmartcardReplacement from './SmartcardReplacement';

afterEach(cleanup);

const httpError = (status: number, errors: unknown[] = []) =>
  Object.assign(new Error(`HTTP ${status}`), { status, errors });

function renderWidget(options: {
  isOver16?: boolean;
  instant?: boolean;
  reasons?: string[];
  call?: (id: string, args?: unknown) => Promise<unknown>;
}) {
  const onSuccess = vi.fn();
  const call = vi.fn(
    options.call ??
      (async (id: string) => (id === 'getSmartcardReplacement' ? Promise.reject(httpError(404)) : { result: {} })),
  );
  renderWithRuntime(
    <SmartcardReplacement
      record={{ id: 7, isOver16: options.isOver16 ?? true }}
      routeParams={{ cid: '7' }}
      onClose={vi.fn()}
      onSuccess={onSuccess}
    />,
    {
      call: call as never,
      flags: { enableInstantReplacement: options.instant ?? true },
      config: {
        replacementReasons: options.reasons ?? ['lost', 'not-working', 'not-received', 'stolen', 'change-of-name'],
        replacementPollMs: 10_000,
        replacementTimeoutMs: 60_000,
      },
      translations: texts as Record<string, string>,
    },
  );
  return { call, onSuccess, dialog: screen.getByRole('dialog', { name: 'Replace smartcard' }) };
}

describe('Replace smartcard (001 §2 modal, §4 rules)', () => {
  it('offers the type choice only to a customer over 16 with instant replacement on', () => {
    renderWidget({});
    expect(screen.getByLabelText('In person (a new card handed over now)')).toBeTruthy();
    cleanup();
    renderWidget({ isOver16: false });
    expect(screen.queryByLabelText('In person (a new card handed over now)')).toBeNull();
    expect(screen.getByText('The replacement card is sent by post.')).toBeTruthy();
    cleanup();
    renderWidget({ instant: false });
    expect(screen.queryByLabelText('In person (a new card handed over now)')).toBeNull();
  });

  it("offers the brand's reasons only (a brand without 'stolen')", () => {
    const { dialog } = renderWidget({ reasons: ['lost', 'not-working', 'not-received', 'change-of-name'] });
    const options = within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose a reason', 'Lost', 'Not working', 'Not received', 'Change of name']);
  });

  it('asks for the reason, the declaration and, for a change of name, the names; sends nothing until they are given', async () => {
    const { call } = renderWidget({});
    await userEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(screen.getByText('Choose the reason.')).toBeTruthy();
    expect(screen.getByText("The customer's declaration is needed.")).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'change-of-name');
    await userEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(screen.getByText('Enter the first names (1 to 50 characters) for a change of name.')).toBeTruthy();
    expect(screen.getByText('Enter the surname (1 to 50 characters) for a change of name.')).toBeTruthy();
    expect(call.mock.calls.map(([id]) => id)).not.toContain('requestSmartcardReplacement');
  });

  it('a postal request succeeds at once, saying by when the card arrives', async () => {
    const { call, onSuccess } = renderWidget({
      call: async (id) => {
        if (id === 'getSmartcardReplacement') throw httpError(404);
        return { result: { type: 'POSTAL', status: 'Requested', deliverBy: '2026-06-08' } };
      },
    });
    await userEvent.click(screen.getByLabelText('By post'));
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'lost');
    await userEvent.click(screen.getByLabelText('The customer has made the replacement declaration'));
    await userEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(await screen.findByText(/The new card arrives by post by/)).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'requestSmartcardReplacement',
      expect.objectContaining({ body: { type: 'POSTAL', reason: 'lost', declaration: true } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onSuccess).toHaveBeenCalled();
  });

  it('a service unavailable status check (500–504) disables the request and says why', async () => {
    const { call } = renderWidget({
      call: async (id) => (id === 'getSmartcardReplacement' ? Promise.reject(httpError(503)) : { result: {} }),
    });
    expect(await screen.findByText(/The replacement service is unavailable/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Request replacement' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'lost');
    await userEvent.click(screen.getByLabelText('The customer has made the replacement declaration'));
    await userEvent.click(button);
    expect(call.mock.calls.map(([id]) => id)).not.toContain('requestSmartcardReplacement');
  });

  it('a refused request is ERROR with the reason, and Try again returns to the form', async () => {
    renderWidget({
      call: async (id) => {
        if (id === 'getSmartcardReplacement') throw httpError(404);
        throw httpError(409, [{ code: 'REPLACEMENT_PENDING', message: 'A replacement is pending' }]);
      },
    });
    await userEvent.click(screen.getByLabelText('By post'));
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'lost');
    await userEvent.click(screen.getByLabelText('The customer has made the replacement declaration'));
    await userEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(await screen.findByText(/A replacement is already under way for this card/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Reason')).toBeTruthy();
  });

  it('a refused change of name says the name was not updated (001 §8); an accepted one says it was', async () => {
    let refuse = true;
    renderWidget({
      call: async (id) => {
        if (id === 'getSmartcardReplacement') throw httpError(404);
        if (refuse) throw httpError(500);
        return { result: { type: 'POSTAL', status: 'Requested', deliverBy: '2026-06-08' } };
      },
    });
    await userEvent.click(screen.getByLabelText('By post'));
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'change-of-name');
    await userEvent.type(screen.getByLabelText('First name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Last name'), 'Other');
    await userEvent.click(screen.getByLabelText('The customer has made the replacement declaration'));
    await userEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(await screen.findByText('Error occurred attempting to update customer name')).toBeTruthy();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(await screen.findByText(/The new card arrives by post by/)).toBeTruthy();
    expect(screen.queryByText('Error occurred attempting to update customer name')).toBeNull();
  });

  it('by post, "Send to a different address" reveals the shared address form; its rules are the domain\'s, and it is sent', async () => {
    const { call } = renderWidget({
      call: async (id) => {
        if (id === 'getSmartcardReplacement') throw httpError(404);
        if (id === 'lookupPostcode') return { result: [] };
        return { result: { type: 'POSTAL', status: 'Requested', deliverBy: '2026-06-08' } };
      },
    });
    await userEvent.click(screen.getByLabelText('By post'));
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'lost');
    await userEvent.click(screen.getByLabelText('The customer has made the replacement declaration'));
    expect(screen.queryByRole('group', { name: 'Address the new card is sent to' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Send to a different address'));
    const address = await screen.findByRole('group', { name: 'Address the new card is sent to' });
    // the shared form, without the fields a replacement does not send
    expect(within(address).queryByLabelText(/Telephone/i)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(await screen.findByText('Enter the first line of the address (1 to 50 characters).')).toBeTruthy();
    expect(screen.getByText('Enter a UK postcode.')).toBeTruthy();
    expect(call.mock.calls.map(([id]) => id)).not.toContain('requestSmartcardReplacement');
    await userEvent.type(within(address).getByLabelText(/Address line 1/i), '2 New Road');
    await userEvent.type(within(address).getByLabelText(/Town/i), 'Hove');
    await userEvent.type(within(address).getByRole('textbox', { name: /^Postcode/ }), 'BN3 1AA');
    await userEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(await screen.findByText(/The new card arrives by post by/)).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'requestSmartcardReplacement',
      expect.objectContaining({
        body: {
          type: 'POSTAL',
          reason: 'lost',
          declaration: true,
          changeAddress: true,
          line1: '2 New Road',
          town: 'Hove',
          postCode: 'BN3 1AA',
        },
      }),
    );
  });

  it("in person, the collection station is chosen from the brand's collection points (GET /delivery/collection-points/smartcard) and is required", async () => {
    const { call } = renderWidget({
      call: async (id) => {
        if (id === 'getSmartcardReplacement') throw httpError(404);
        if (id === 'listSmartcardCollectionPoints')
          return {
            result: [
              { name: 'Brighton', nlc: '5268', crs: 'BTN' },
              { name: 'Gatwick Airport', nlc: '5148', crs: 'GTW' },
            ],
          };
        return { result: { type: 'IN_PERSON', status: 'Completed' } };
      },
    });
    await userEvent.click(screen.getByLabelText('In person (a new card handed over now)'));
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'lost');
    await userEvent.type(screen.getByLabelText('New smartcard number'), '633597-8800-0000-1230');
    await userEvent.click(screen.getByLabelText('The customer has made the replacement declaration'));
    await userEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(screen.getByText('Choose the station where the customer collects the card.')).toBeTruthy();
    expect(call.mock.calls.map(([id]) => id)).not.toContain('requestSmartcardReplacement');
    const station = screen.getByRole('combobox', { name: /Collection station/ });
    await vi.waitFor(() => expect(within(station).getByRole('option', { name: 'Brighton (BTN)' })).toBeTruthy());
    await userEvent.selectOptions(station, '5268');
    expect(call).toHaveBeenCalledWith('listSmartcardCollectionPoints', expect.anything());
    expect(call.mock.calls.map(([id]) => id)).not.toContain('listStations');
    await userEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    await vi.waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'requestSmartcardReplacement',
        expect.objectContaining({
          body: expect.objectContaining({
            type: 'IN_PERSON',
            collectionLocation: '5268',
            smartcardNumber: '633597-8800-0000-1230',
          }),
        }),
      ),
    );
  });
});
