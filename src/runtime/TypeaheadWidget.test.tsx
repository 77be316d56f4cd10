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

const STATIONS = [
  { name: 'Brighton', nlc: '5268', crs: 'BTN' },
  { name: 'London Road (Brighton)', nlc: '5273', crs: 'LRB' },
  { name: 'Brixton', nlc: '5144', crs: 'BRX' },
];

function stationForm(initialValues?: Record<string, unknown>) {
  loadFormResources.mockImplementation(fake.loadFormResources);
  fake.registerTestForm(
    'test/station',
    { type: 'object', required: ['station'], properties: { station: { type: 'string', title: 'Station' } } },
    {
      station: {
        'ui:widget': 'typeahead',
        'ui:options': {
          call: 'listStations',
          value: 'nlc',
          label: '{name} ({crs})',
          query: { filterByBrand: true },
          lookupCall: 'getStation',
        },
      },
    },
  );
  const call = vi.fn(
    async (id: string, args?: { query?: Record<string, unknown>; params?: Record<string, unknown> }) => {
      if (id === 'getStation') return { result: STATIONS.find((s) => s.nlc === args?.params?.code) ?? null };
      const text = String(args?.query?.search ?? '').toLowerCase();
      return { result: STATIONS.filter((s) => s.name.toLowerCase().includes(text)) };
    },
  );
  const onSubmit = vi.fn();
  renderWithRuntime(<SchemaForm formId="test/station" initialValues={initialValues} onSubmit={onSubmit} />, { call });
  return { call, onSubmit };
}

const searches = (call: ReturnType<typeof vi.fn>) => call.mock.calls.filter(([id]) => id === 'listStations');

describe('typeahead form widget (station selector, 001 §5)', () => {
  it('asks from 3 characters, once the typing has paused, and is a combobox with a listbox', async () => {
    const { call } = stationForm();
    const input = await screen.findByRole('combobox', { name: /Station/ });
    await userEvent.type(input, 'br');
    expect(screen.getByRole('status').textContent).toBe('Type at least 3 characters to see matches.');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(input, 'i');
    // typed three characters quickly: nothing asked yet, then one call after the 500 ms pause
    expect(searches(call)).toHaveLength(0);
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(searches(call)).toHaveLength(1);
    expect(searches(call)[0][1]).toMatchObject({ query: { filterByBrand: true, search: 'bri' }, notify: false });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox').id).toBe(input.getAttribute('aria-controls'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Brighton (BTN)',
      'London Road (Brighton) (LRB)',
      'Brixton (BRX)',
    ]);
    expect(screen.getByRole('status').textContent).toContain('3 matches');
  });

  it('is chosen with the keyboard: arrows move the active option, Enter takes it without submitting the form', async () => {
    const { onSubmit } = stationForm();
    const input = await screen.findByRole('combobox', { name: /Station/ });
    await userEvent.type(input, 'bri');
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('Brighton (BTN)');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ station: '5268' });
  });

  it('takes a value only from the list: typed text that was not chosen leaves the field empty (required error)', async () => {
    const { onSubmit } = stationForm();
    const input = await screen.findByRole('combobox', { name: /Station/ });
    await userEvent.type(input, 'Brighton');
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('Esc closes the list, a second Esc clears the field; a click on an option takes it', async () => {
    const { onSubmit } = stationForm();
    const input = await screen.findByRole('combobox', { name: /Station/ });
    await userEvent.type(input, 'bri');
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect((input as HTMLInputElement).value).toBe('bri');
    await userEvent.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
    await userEvent.type(input, 'brix');
    await userEvent.click(await screen.findByRole('option', { name: 'Brixton (BRX)' }, { timeout: 2000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ station: '5144' });
  });

  it('names a value the form already holds through the lookup call', async () => {
    const { call } = stationForm({ station: '5268' });
    const input = (await screen.findByRole('combobox', { name: /Station/ })) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Brighton (BTN)'));
    expect(call).toHaveBeenCalledWith('getStation', { params: { code: '5268' }, notify: false });
  });
});

describe('typeahead options params and valueLabel', () => {
  it('sends the declared path params with each search and shows a held value by its valueLabel', async () => {
    loadFormResources.mockImplementation(fake.loadFormResources);
    fake.registerTestForm(
      'test/keyGoStation',
      { type: 'object', properties: { station: { type: 'string', title: 'Station' } } },
      {
        station: {
          'ui:widget': 'typeahead',
          'ui:options': {
            call: 'listKeyGoLocations',
            params: { id: '42' },
            value: 'nlc',
            label: '{name}',
            valueLabel: 'Brighton',
          },
        },
      },
    );
    const call = vi.fn(async () => ({ result: STATIONS }));
    renderWithRuntime(
      <SchemaForm formId="test/keyGoStation" initialValues={{ station: '5268' }} onSubmit={vi.fn()} />,
      { call },
    );
    const input = (await screen.findByRole('combobox', { name: /Station/ })) as HTMLInputElement;
    expect(input.value).toBe('Brighton');
    await userEvent.clear(input);
    await userEvent.type(input, 'bri');
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(call.mock.calls[0]).toEqual([
      'listKeyGoLocations',
      { params: { id: '42' }, query: { search: 'bri' }, notify: false },
    ]);
  });
});
