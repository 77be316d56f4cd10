// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import texts from '../../i18n/en-GB/smartcards.json';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import SmartcardTransfer from './SmartcardTransfer';

afterEach(cleanup);

const recipient = (over: Partial<{ id: number; hasSmartcard: boolean; smartcardRegistered: boolean }> = {}) => ({
  id: 9,
  firstNames: 'Bo',
  surname: 'Reed',
  email: 'bo@example.com',
  hasSmartcard: false,
  smartcardRegistered: false,
  ...over,
});

function renderWidget(call: (id: string, args?: unknown) => Promise<unknown>) {
  const onSuccess = vi.fn();
  const spy = vi.fn(call);
  renderWithRuntime(
    <SmartcardTransfer
      record={{
        id: 7,
        smartcardNumber: '633597000000000007',
        addresses: [
          { id: 1, isSmartcard: false, line1: '2 Home Lane', town: 'Hove', postCode: 'BN3 1AA', country: 'GBR' },
          {
            id: 2,
            isSmartcard: true,
            line1: '1 Card Road',
            line2: null,
            town: 'Lewes',
            postCode: 'BN7 2AA',
            country: 'GBR',
          },
        ],
      }}
      routeParams={{ cid: '7' }}
      onClose={vi.fn()}
      onSuccess={onSuccess}
    />,
    {
      call: spy as never,
      translations: texts as Record<string, string>,
    },
  );
  return { call: spy, onSuccess };
}

async function find(email: string) {
  await userEvent.type(screen.getByLabelText("Recipient's e-mail"), email);
  await userEvent.click(screen.getByRole('button', { name: 'Find recipient' }));
}

describe('Transfer smartcard (001 §4/§5/§8)', () => {
  it('refuses with the 001 §8 texts: no account, already has a card, already registered', async () => {
    let matches: unknown[] = [];
    const { call } = renderWidget(async () => ({ result: matches }));
    await find('ann@example.com');
    expect(await screen.findByText('Customer (ann@example.com) does not have an account.')).toBeTruthy();
    matches = [recipient({ hasSmartcard: true })];
    await userEvent.click(screen.getByRole('button', { name: 'Find recipient' }));
    expect(await screen.findByText('Customer Bo Reed (bo@example.com) already has a Smartcard.')).toBeTruthy();
    matches = [recipient({ smartcardRegistered: true })];
    await userEvent.click(screen.getByRole('button', { name: 'Find recipient' }));
    expect(
      await screen.findByText('Customer Bo Reed (bo@example.com) is already registered for a Smartcard'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(call.mock.calls.map(([id]) => id)).not.toContain('transferSmartcard');
  });

  it('transfers from this account to the one match, with the card number and its smartcard address', async () => {
    const { call, onSuccess } = renderWidget(async (id) =>
      id === 'findCustomersByEmail' ? { result: [recipient()] } : { result: {} },
    );
    await find('bo@example.com');
    expect(await screen.findByText('Transfer to Bo Reed (bo@example.com), account 9.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(
      'transferSmartcard',
      expect.objectContaining({
        params: { id: '7' },
        body: {
          smartcardAddress: { line1: '1 Card Road', town: 'Lewes', postCode: 'BN7 2AA', country: 'GBR' },
          from: 7,
          to: 9,
          isrn: '633597000000000007',
        },
      }),
    );
  });

  it('says SMARTCARD_TRANSFER_ERROR and why when the server refuses while products remain on the card', async () => {
    const { onSuccess } = renderWidget(async (id) => {
      if (id === 'findCustomersByEmail') return { result: [recipient()] };
      throw Object.assign(new Error('HTTP 409'), {
        status: 409,
        errors: [{ code: 'SMARTCARD_PRODUCTS_REMAIN', message: 'Products remain' }],
      });
    });
    await find('bo@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    // 001 §7 "status other than 200 gives SMARTCARD_TRANSFER_ERROR", the reason after it (issue 32 item 16)
    expect(
      await screen.findByText(
        'The smartcard could not be transferred. Products remain on the smartcard: it cannot be removed or transferred while they do.',
      ),
    ).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('says SMARTCARD_TRANSFER_ERROR for a failure other than the named refusals (001 §7/§8)', async () => {
    let failure: unknown = { status: 500, errors: [] };
    renderWidget(async (id) => {
      if (id === 'findCustomersByEmail') return { result: [recipient()] };
      throw Object.assign(new Error('HTTP'), failure);
    });
    await find('bo@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The smartcard could not be transferred.')).toBeTruthy();
    // a 400 that is not a named refusal too
    failure = { status: 400, errors: [{ code: 'SMARTCARD_TRANSFER_ERROR', message: 'isrn is not the smartcard' }] };
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await vi.waitFor(() => expect(screen.queryByText(/isrn is not the smartcard/)).toBeNull());
    expect(screen.getByText('The smartcard could not be transferred.')).toBeTruthy();
    // a named refusal keeps its 001 §8 text, after the transfer error
    failure = {
      status: 400,
      errors: [
        {
          code: 'SMARTCARD_TRANSFER_RECIPIENT_REFUSED',
          message: 'Customer (bo@example.com) does not have an account.',
        },
      ],
    };
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText(
        'The smartcard could not be transferred. Customer (bo@example.com) does not have an account.',
      ),
    ).toBeTruthy();
  });
});
