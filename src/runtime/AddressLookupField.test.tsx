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

const FOUND = {
  result: [
    { line1: '12 Queens Road', line2: 'Flat 2', line3: null, town: 'Brighton', postCode: 'BN1 3XE', country: 'GBR' },
    { line1: '14 Queens Road', line2: null, line3: null, town: 'Brighton', postCode: 'BN1 3XE', country: 'GBR' },
  ],
};

function addressForm(call: (id: string, args?: unknown) => Promise<unknown>) {
  loadFormResources.mockImplementation(fake.loadFormResources);
  const onSubmit = vi.fn();
  const spy = vi.fn(call);
  renderWithRuntime(<SchemaForm formId="common/address" onSubmit={onSubmit} />, { call: spy });
  return { onSubmit, call: spy };
}

/** The form field whose label starts with `label` (a required one ends with a marker). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const value = (label: string) => field(label).value;

describe('address form (schemas/forms/common/address) with postcode lookup', () => {
  it('looks the postcode up without its spaces (Enter in the lookup does not submit) and fills the form from the chosen address', async () => {
    const { call, onSubmit } = addressForm(async () => FOUND);
    const lookup = await screen.findByRole('textbox', { name: 'Find the address by postcode' });
    await userEvent.type(lookup, ' bn1 3xe {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledWith('lookupPostcode', { query: { postcode: 'bn13xe' }, notify: false });
    expect((await screen.findByText('2 addresses found: choose one below.')).getAttribute('role')).toBe('status');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Found addresses' }),
      '12 Queens Road, Flat 2, Brighton BN1 3XE',
    );
    await waitFor(() => expect(value('Address line 1')).toBe('12 Queens Road'));
    expect(value('Address line 2')).toBe('Flat 2');
    expect(value('Town')).toBe('Brighton');
    expect(value('Postcode')).toBe('BN1 3XE');
    await userEvent.type(field('Contact name'), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        contactName: 'Ada Lovelace',
        line1: '12 Queens Road',
        line2: 'Flat 2',
        town: 'Brighton',
        postCode: 'BN1 3XE',
        country: 'GBR',
      }),
    );
  });

  it("says 'Postcode not valid' (400) and 'No addresses found for this postcode' (404)", async () => {
    let status = 400;
    addressForm(async () => {
      throw Object.assign(new Error('refused'), { status });
    });
    const lookup = await screen.findByRole('textbox', { name: 'Find the address by postcode' });
    await userEvent.type(lookup, 'nonsense');
    await userEvent.click(screen.getByRole('button', { name: 'Find address' }));
    expect(await screen.findByText('Postcode not valid')).toBeTruthy();
    status = 404;
    await userEvent.click(screen.getByRole('button', { name: 'Find address' }));
    expect(await screen.findByText('No addresses found for this postcode')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Found addresses' })).toBeNull();
  });

  it('defaults the country to GBR (English names from the ISO list) and checks the UK postcode pattern only for GBR', async () => {
    const { onSubmit } = addressForm(async () => FOUND);
    const country = (await screen.findByRole('combobox', { name: /Country/ })) as HTMLSelectElement;
    await waitFor(() => expect(country.disabled).toBe(false), { timeout: 5000 });
    expect(country.value).toBe('GBR');
    expect(country.selectedOptions[0].textContent).toBe('United Kingdom');
    expect([...country.options].some((o) => o.value === 'FRA' && o.textContent === 'France')).toBe(true);
    await userEvent.type(field('Address line 1'), '1 Rue de Rivoli');
    await userEvent.type(field('Town'), 'Paris');
    await userEvent.type(field('Postcode'), '75001');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Enter a UK postcode, e.g. BN1 3XE.')).toBeTruthy();
    await userEvent.selectOptions(country, 'FRA');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ postCode: '75001', country: 'FRA', town: 'Paris' }),
    );
  });
});
