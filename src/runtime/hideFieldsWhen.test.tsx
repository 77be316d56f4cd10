// @vitest-environment jsdom
// hiddenWhen / shownWhen on form fields and the read-only note widget (schemas/screens/README.md "Form widgets"): a
// field hidden by its rule is not shown and its value is not sent; a note shows only for the records its rule names.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './signedInFormWidgets';
import type { GateContext } from '../domain/checkGate';
import { hideFieldsWhen, withoutHidden } from './hideFieldsWhen';
import { registerPredicate } from './predicates';
import { SchemaForm } from './SchemaForm';
import * as fake from './testing/fakeFormResources';
import { renderWithRuntime } from './testing/renderWithRuntime';

const loadFormResources = vi.hoisted(() => vi.fn());
vi.mock('./formResources', () => ({ loadFormResources }));

afterEach(() => {
  cleanup();
  loadFormResources.mockReset();
});

registerPredicate('testIsSpecial', (record) => (record as { special?: boolean }).special === true);
const context = { gateContext: {} as GateContext };
const ui = {
  station: { 'ui:options': { hiddenWhen: { predicate: 'testIsSpecial' } } },
  note: {
    'ui:widget': 'note',
    'ui:options': { text: 'NOTE_TEXT', label: false, shownWhen: { predicate: 'testIsSpecial' } },
  },
  nested: { inner: { 'ui:options': { hiddenWhen: { predicate: 'testIsSpecial' } } } },
  name: { 'ui:help': 'NAME_HELP' },
};

describe('hideFieldsWhen', () => {
  it('hides each field whose hiddenWhen holds and each whose shownWhen does not; lists the top-level ones', () => {
    const special = hideFieldsWhen(ui, { special: true }, context);
    expect(special.uiSchema.station).toMatchObject({ 'ui:widget': 'hidden' });
    expect((special.uiSchema.nested as Record<string, unknown>).inner).toMatchObject({ 'ui:widget': 'hidden' });
    expect(special.uiSchema.note).toMatchObject({ 'ui:widget': 'note' });
    expect(special.hidden).toEqual(['station']);
    const plain = hideFieldsWhen(ui, { special: false }, context);
    expect(plain.uiSchema.station).not.toHaveProperty('ui:widget');
    expect(plain.uiSchema.note).toMatchObject({ 'ui:widget': 'hidden' });
    expect(plain.hidden).toEqual(['note']);
    expect(plain.uiSchema.name).toEqual({ 'ui:help': 'NAME_HELP' });
  });

  it('hides nothing without a record (a search form); an unknown predicate hides only what shownWhen guards', () => {
    expect(hideFieldsWhen(ui, undefined, context).hidden).toEqual([]);
    const unknown = {
      a: { 'ui:options': { hiddenWhen: { predicate: 'noSuch' } } },
      b: { 'ui:options': { shownWhen: { predicate: 'noSuch' } } },
    };
    expect(hideFieldsWhen(unknown, {}, context).hidden).toEqual(['b']);
  });

  it('drops the hidden fields from the values', () => {
    expect(withoutHidden({ station: '5268', passes: 2 }, ['station'])).toEqual({ passes: 2 });
  });
});

describe('a form with a hidden field and a note', () => {
  function render(record: unknown) {
    loadFormResources.mockImplementation(fake.loadFormResources);
    fake.registerTestForm(
      'test/hiddenWhen',
      {
        type: 'object',
        properties: {
          passes: { type: 'integer', title: 'Passes' },
          station: { type: 'string', title: 'Collection station' },
          note: { type: 'string', title: 'Note', readOnly: true },
        },
      },
      { station: ui.station, note: { ...ui.note, 'ui:options': { ...ui.note['ui:options'], text: 'RUNTIME_SUBMIT' } } },
    );
    const onSubmit = vi.fn();
    renderWithRuntime(
      <SchemaForm
        formId="test/hiddenWhen"
        initialValues={{ passes: 2, station: '5268' }}
        formContext={{ record }}
        onSubmit={onSubmit}
      />,
    );
    return onSubmit;
  }

  it('for a record the rule holds for: no station field, none sent, and the note shown', async () => {
    const onSubmit = render({ special: true });
    await screen.findByRole('spinbutton', { name: /Passes/ });
    expect(screen.queryByRole('textbox', { name: /Collection station/ })).toBeNull();
    expect(screen.getByRole('note').textContent).toBe('Save');
    expect(screen.queryByText('Note')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ passes: 2 }));
  });

  it('for another record: the station is there and sent, no note', async () => {
    const onSubmit = render({ special: false });
    await screen.findByRole('textbox', { name: /Collection station/ });
    expect(screen.queryByRole('note')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ passes: 2, station: '5268' }));
  });
});
