// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './signedInFormWidgets';
import { SchemaForm } from './SchemaForm';
import * as fake from './testing/fakeFormResources';
import { renderWithRuntime } from './testing/renderWithRuntime';

const loadFormResources = vi.hoisted(() => vi.fn());
vi.mock('./formResources', () => ({ loadFormResources }));

afterEach(() => {
  cleanup();
  loadFormResources.mockReset();
});

const METHODS = {
  result: [
    { code: '00001', key: 'smartcard', name: 'Smartcard' },
    { code: '00005', key: 'ticketOnDeparture', name: 'Ticket on departure' },
  ],
};

function deliveryForm(call: (id: string, args?: unknown) => Promise<unknown>, initialValues?: Record<string, unknown>) {
  loadFormResources.mockImplementation(fake.loadFormResources);
  fake.registerTestForm(
    'test/delivery',
    { type: 'object', properties: { deliveryType: { type: 'string', title: 'Delivery type', pattern: '^[0-9]{5}$' } } },
    {
      deliveryType: {
        'ui:widget': 'callSelect',
        'ui:placeholder': 'Any',
        'ui:options': { call: 'listDeliveryMethods', value: 'code', labelKey: 'FULFILMENT_{code}' },
      },
    },
  );
  const onSubmit = vi.fn();
  renderWithRuntime(<SchemaForm formId="test/delivery" initialValues={initialValues} onSubmit={onSubmit} />, {
    call: vi.fn(call),
    translations: { FULFILMENT_00005: 'Collect at the station' },
  });
  return onSubmit;
}

describe('callSelect form widget', () => {
  it('offers the choices the call answers, labelled from the resources when they name them, and submits the code', async () => {
    const onSubmit = deliveryForm(async () => METHODS);
    const select = (await screen.findByRole('combobox', { name: 'Delivery type' })) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((o) => o.textContent)).toEqual(['Any', 'Smartcard', 'Collect at the station']);
    await userEvent.selectOptions(select, 'Collect at the station');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ deliveryType: '00005' });
  });

  it('is disabled and says Loading while the call is under way', async () => {
    deliveryForm(() => new Promise(() => undefined));
    const select = (await screen.findByRole('combobox', { name: 'Delivery type' })) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.options[0].textContent).toBe('Loading…');
  });

  it('says when the choices could not be loaded and asks again on Try again, keeping a value it was given', async () => {
    let fail = true;
    deliveryForm(
      async () => {
        if (fail) throw Object.assign(new Error('down'), { status: 500 });
        return METHODS;
      },
      { deliveryType: '00009' },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The choices could not be loaded.');
    const select = screen.getByRole('combobox', { name: 'Delivery type' }) as HTMLSelectElement;
    expect(select.value).toBe('00009');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect([...select.options].map((o) => o.value)).toEqual(['', '00001', '00005', '00009']);
  });
});
