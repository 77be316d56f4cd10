// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './signedInFormWidgets';
import { configChoices } from './ConfigSelectWidget';
import { SchemaForm } from './SchemaForm';
import * as fake from './testing/fakeFormResources';
import { renderWithRuntime } from './testing/renderWithRuntime';

const loadFormResources = vi.hoisted(() => vi.fn());
vi.mock('./formResources', () => ({ loadFormResources }));

afterEach(() => {
  cleanup();
  loadFormResources.mockReset();
});

function zoneForm(config: Record<string, unknown>, initialValues?: Record<string, unknown>) {
  loadFormResources.mockImplementation(fake.loadFormResources);
  fake.registerTestForm(
    'test/zone',
    { type: 'object', properties: { zone: { type: 'string', title: 'Zones' } } },
    {
      zone: {
        'ui:widget': 'configSelect',
        'ui:placeholder': 'Choose',
        'ui:options': { key: 'zones', valueFormat: 'money' },
      },
    },
  );
  const onSubmit = vi.fn();
  renderWithRuntime(<SchemaForm formId="test/zone" initialValues={initialValues} onSubmit={onSubmit} />, { config });
  return onSubmit;
}

describe('configSelect form widget', () => {
  it('offers the keys of the brand profile map, each with its value in pounds, and submits the key', async () => {
    const onSubmit = zoneForm({ zones: { '1-3': 2790, '2-4': 1970 } });
    const select = (await screen.findByRole('combobox', { name: 'Zones' })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose', '1-3 (£27.90)', '2-4 (£19.70)']);
    await userEvent.selectOptions(select, '2-4');
    await userEvent.click(screen.getByRole('button', { name: /submit|search|save/i }));
    expect(onSubmit).toHaveBeenCalledWith({ zone: '2-4' });
  });

  it('keeps a held value the profile no longer lists', async () => {
    zoneForm({ zones: { '1-3': 2790 } }, { zone: '9' });
    const select = (await screen.findByRole('combobox', { name: 'Zones' })) as HTMLSelectElement;
    expect(select.value).toBe('9');
  });

  it('with defaultKey, an empty field takes the value of that config entry', async () => {
    loadFormResources.mockImplementation(fake.loadFormResources);
    fake.registerTestForm(
      'test/scheme',
      { type: 'object', properties: { scheme: { type: 'string', title: 'Scheme' } } },
      { scheme: { 'ui:widget': 'configSelect', 'ui:options': { key: 'schemes', defaultKey: 'current' } } },
    );
    const onSubmit = vi.fn();
    renderWithRuntime(<SchemaForm formId="test/scheme" onSubmit={onSubmit} />, {
      config: { schemes: ['COMP2018', 'COMP2017'], current: 'COMP2018' },
    });
    const select = (await screen.findByRole('combobox', { name: 'Scheme' })) as HTMLSelectElement;
    expect(select.value).toBe('COMP2018');
    await userEvent.click(screen.getByRole('button', { name: /submit|search|save/i }));
    expect(onSubmit).toHaveBeenCalledWith({ scheme: 'COMP2018' });
  });

  it('reads a list as its items and anything else as no choices', () => {
    expect(configChoices(['a', 'b'])).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'b' },
    ]);
    expect(configChoices(undefined)).toEqual([]);
    expect(configChoices({ x: 1 })).toEqual([{ value: 'x', label: 'x' }]);
  });
});
