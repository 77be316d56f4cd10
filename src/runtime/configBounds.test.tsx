// @vitest-environment jsdom
// Issue 32 item 18 (001 §5 "Compensation amount required number, min 0.01, max configured maximum"): the Change
// amount and Add payment dialogs of the compensation claim judge the amount against the brand's
// compensationWhitelistMaxAmount before anything is sent, saying the maximum in pounds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import screens from '../generated/screens.json';
import { Actions } from './Actions';
import { configBoundErrors, configBoundsOf } from './configBounds';
import { SchemaForm } from './SchemaForm';
import type { ActionDef } from './screenTypes';
import { renderWithRuntime } from './testing/renderWithRuntime';

vi.mock('./formResources', () => import('./testing/fakeFormResources'));

afterEach(cleanup);

const ABOVE = 'Enter an amount of at most {{limit}}, the configured maximum.';
const t = (key: string, options?: Record<string, unknown>) =>
  key === 'COMPENSATION_AMOUNT_ABOVE_MAXIMUM' ? ABOVE.replace('{{limit}}', String(options?.limit)) : key;
const moneyUi = {
  amount: {
    'ui:widget': 'money',
    'ui:options': { maximum: { config: 'maxAmount' } },
    'ui:errorMessages': { maximum: 'COMPENSATION_AMOUNT_ABOVE_MAXIMUM' },
  },
  count: { 'ui:options': { minimum: { config: 'minCount' } } },
};

describe('configBoundErrors', () => {
  it('finds the bounds a uiSchema takes from the brand, nested ones too', () => {
    expect(
      configBoundsOf({ ...moneyUi, address: { floor: { 'ui:options': { maximum: { config: 'top' } } } } }),
    ).toEqual([
      { path: ['amount'], keyword: 'maximum', config: 'maxAmount' },
      { path: ['count'], keyword: 'minimum', config: 'minCount' },
      { path: ['address', 'floor'], keyword: 'maximum', config: 'top' },
    ]);
  });
  it('judges a value by the setting of the brand, in pounds on a money field; the limit itself passes', () => {
    const config = { maxAmount: 100000, minCount: 2 };
    expect(configBoundErrors(moneyUi, { amount: 100000, count: 2 }, config, t)).toEqual([]);
    expect(configBoundErrors(moneyUi, { amount: 100001, count: 1 }, config, t)).toEqual([
      { path: ['amount'], message: 'Enter an amount of at most £1,000.00, the configured maximum.' },
      { path: ['count'], message: 'FORM_ERROR_MINIMUM' },
    ]);
    // another brand, another maximum
    expect(configBoundErrors(moneyUi, { amount: 100001 }, { maxAmount: 200000 }, t)).toEqual([]);
    // nothing to judge: an empty field, or a setting the profile lacks
    expect(configBoundErrors(moneyUi, {}, config, t)).toEqual([]);
    expect(configBoundErrors(moneyUi, { amount: 9e9 }, {}, t)).toEqual([]);
  });
});

const claimActions = (screens as unknown as Record<string, { detail: { actions: ActionDef[] } }>).compensationClaim
  .detail.actions;
const action = (id: string) => claimActions.find((a) => a.id === id)!;
const claim = { requestId: 301, state: 'approved' };

function openDialog(id: string, maximum: number) {
  const call = vi.fn(async (_id: string, _args?: unknown) => ({ result: {} }));
  // the dialog itself (its `when` and gate are the screen's business): the declared modal of the real screen
  const declared: ActionDef = { ...action(id), when: undefined, gate: undefined };
  renderWithRuntime(<Actions actions={[declared]} record={claim} routeParams={{ id: 'CR-00000301' }} />, {
    call,
    config: { compensationWhitelistMaxAmount: maximum },
    translations: { COMPENSATION_AMOUNT_ABOVE_MAXIMUM: ABOVE },
  });
  return call;
}

describe.each([
  ['amendAmount', 'updateWhitelistCustomer', 'refundAmount'],
  ['addPayment', 'addIncrementalPayment', 'incrementalPayment'],
])('the claim page’s %s dialog (form bound by compensationWhitelistMaxAmount)', (id, callId, field) => {
  it('refuses £1,000,000 beside the field, naming the maximum in pounds, and calls nothing', async () => {
    const user = userEvent.setup();
    const call = openDialog(id, 100000);
    await user.click(screen.getByRole('button', { name: action(id).label }));
    const dialog = await screen.findByRole('dialog');
    const amount = await within(dialog).findByRole('textbox');
    await user.type(amount, '1000000');
    expect(await within(dialog).findByText(ABOVE.replace('{{limit}}', '£1,000.00'))).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: action(id).modal!.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(submit);
    expect(call.mock.calls.some(([c]) => c === callId)).toBe(false);
    // at the maximum it goes, in pence
    await user.clear(amount);
    await user.type(amount, '1000');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.click(submit);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(callId, expect.objectContaining({ body: { requestId: 301, [field]: 100000 } })),
    );
  });

  it('takes the maximum of the brand: £1,500 passes where the setting is £2,000', async () => {
    const user = userEvent.setup();
    const call = openDialog(id, 200000);
    await user.click(screen.getByRole('button', { name: action(id).label }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByRole('textbox'), '1500');
    await user.click(within(dialog).getByRole('button', { name: action(id).modal!.submit }));
    await waitFor(() => expect(call).toHaveBeenCalledWith(callId, expect.anything()));
  });
});

describe('a form outside a dialog', () => {
  it('holds its submit too', async () => {
    const onSubmit = vi.fn();
    renderWithRuntime(<SchemaForm formId="compensation/incrementalPayment" onSubmit={onSubmit} />, {
      config: { compensationWhitelistMaxAmount: 100000 },
    });
    const amount = await screen.findByRole('textbox');
    await userEvent.type(amount, '1000.01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
