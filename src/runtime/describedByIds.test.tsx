// @vitest-environment jsdom
// Issue 22 (axe "needs review"): inputs name only description ids that exist; an empty value is said in words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedValue } from './FormattedValue';
import { SchemaForm } from './SchemaForm';
import { registerTestForm } from './testing/fakeFormResources';
import { renderWithRuntime } from './testing/renderWithRuntime';

vi.mock('./formResources', () => import('./testing/fakeFormResources'));

afterEach(cleanup);

registerTestForm(
  'test/described',
  {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: 'TEST_NAME', minLength: 3 },
      kind: { type: 'string', title: 'TEST_KIND', enum: ['a', 'b'] },
      done: { type: 'boolean', title: 'TEST_DONE' },
      note: { type: 'string', title: 'TEST_NOTE' },
    },
  },
  { kind: { 'ui:enumNames': ['TEST_A', 'TEST_B'] }, note: { 'ui:widget': 'textarea', 'ui:help': 'TEST_NOTE_HELP' } },
);

const missingIds = () =>
  [...document.querySelectorAll('[aria-describedby]')].flatMap((el) =>
    (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && !document.getElementById(id)),
  );

describe('aria-describedby names only elements that exist', () => {
  it('on text, select, checkbox and textarea inputs; an error shown later is named again', async () => {
    renderWithRuntime(<SchemaForm formId="test/described" onSubmit={vi.fn()} />);
    const name = await screen.findByLabelText(/TEST_NAME/);
    await waitFor(() => expect(missingIds()).toEqual([]));
    expect(screen.getByLabelText(/TEST_NOTE/).getAttribute('aria-describedby')).toBe('root_note__help');
    expect(name.getAttribute('aria-describedby')).toBeNull();

    await userEvent.type(name, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-describedby')).toBe('root_name__error'));
    expect(document.getElementById('root_name__error')?.textContent).toContain('Enter at least 3 characters');
    expect(missingIds()).toEqual([]);
  });
});

describe('an empty value', () => {
  it('shows a dash for the eye and says "No value" in words, without a label on a plain span', () => {
    renderWithRuntime(<FormattedValue value={null} />);
    const empty = document.querySelector('.value--empty')!;
    expect(empty.getAttribute('aria-label')).toBeNull();
    expect(empty.querySelector('[aria-hidden="true"]')?.textContent).toBe('—');
    expect(screen.getByText('No value').className).toBe('visually-hidden');
  });
});
