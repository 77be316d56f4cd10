// @vitest-environment jsdom
// The e-voucher dialog's failures (000 §8): said once, inside the dialog — the over-limit refusal with its spec key
// beside the amount, a state conflict with the server's reason — with the values kept, and no second notice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import common from '../../i18n/en-GB/common.json';
import vouchers from '../../i18n/en-GB/vouchers.json';
import own from './i18n.en-GB.json';
import { VoucherFormDialog } from './VoucherFormDialog';

afterEach(cleanup);

const config = {
  maximumVoucherAmount: 10000,
  maximumAgentVoucherAmount: 4999,
  voucherAmountMaxLength: 6,
  voucherCaseReferenceMaxLength: 20,
  voucherDeclineReasonMaxLength: 250,
  voucherValidityYears: 1,
  voucherProduct: 'SN',
};
const refusal = (status: number, errors: Array<{ code: string; message: string; fields?: string[] }>) =>
  Object.assign(new Error(errors[0].message), { status, errors });

function renderDialog(failure: Error) {
  const call = vi.fn(async (id: string, _args?: unknown) => {
    if (id === 'listVoucherReasons') return { result: [{ value: 'GOODWILL', name: 'VOUCHER_REASON_GOODWILL' }] };
    throw failure;
  });
  const rendered = renderWithRuntime(<VoucherFormDialog customerId={7} onClose={vi.fn()} />, {
    call,
    level: 30,
    config,
    translations: { ...common, ...vouchers, ...own },
  });
  return { ...rendered, call };
}

async function fillAndConfirm() {
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByRole('option', { name: 'Goodwill' });
  await userEvent.selectOptions(within(dialog).getByLabelText(/Reason/), 'GOODWILL');
  await userEvent.type(within(dialog).getByLabelText(/Amount/), '90');
  await userEvent.type(within(dialog).getByLabelText(/Case reference/), 'ABC');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return dialog;
}

describe('VoucherFormDialog failures', () => {
  it('shows E_VOUCHER_AMOUNT_EXCEEDS_LIMIT in the dialog and beside the amount, values kept, without a second notice', async () => {
    const { call, services } = renderDialog(
      refusal(400, [
        {
          code: 'E_VOUCHER_AMOUNT_EXCEEDS_LIMIT',
          message: 'The amount exceeds the limit of £50.00',
          fields: ['amount'],
        },
      ]),
    );
    const dialog = await fillAndConfirm();
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      vouchers.E_VOUCHER_AMOUNT_EXCEEDS_LIMIT,
    );
    expect(call).toHaveBeenCalledWith('addCustomerVoucher', expect.objectContaining({ notify: false }));
    const amount = within(dialog).getByLabelText(/Amount/) as HTMLInputElement;
    expect(amount.value).toBe('90');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(services.notify).not.toHaveBeenCalled();
  });

  it("says a state conflict in plain words, not the server's message (001 §7)", async () => {
    const { services } = renderDialog(refusal(409, [{ code: '409', message: 'The e-voucher is no longer pending' }]));
    const dialog = await fillAndConfirm();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain("This cannot be done in the record's current state");
    expect(alert.textContent).not.toContain('The e-voucher is no longer pending');
    expect(services.notify).not.toHaveBeenCalled();
  });
});
