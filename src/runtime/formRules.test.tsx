// @vitest-environment jsdom
// Issue 22 shared causes 2 and 3: a named cross-field rule runs while typing; an error's cause changing clears it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Actions } from './Actions';
import { registerFormRule } from './formRules';
import { SchemaForm } from './SchemaForm';
import { Screen } from './Screen';
import type { ActionDef } from './screenTypes';
import { registerTestForm } from './testing/fakeFormResources';
import { renderWithRuntime } from './testing/renderWithRuntime';

vi.mock('./formResources', () => import('./testing/fakeFormResources'));

afterEach(cleanup);

registerTestForm(
  'test/range',
  {
    type: 'object',
    properties: {
      from: { type: 'integer', title: 'TEST_FROM' },
      to: { type: 'integer', title: 'TEST_TO' },
      note: { type: 'string', title: 'TEST_NOTE' },
    },
  },
  { from: { 'ui:widget': 'money' }, to: { 'ui:widget': 'money' } },
);
registerFormRule('testRange', (values) => {
  const errors: Record<string, string> = {};
  if (typeof values.from === 'number' && typeof values.to === 'number' && values.to < values.from)
    errors.to = 'The amount to must be at least the amount from';
  if (values.note === 'x') errors.whole = 'TEST_WHOLE_FORM';
  return errors;
});

describe('form rules (registerFormRule, search.rule / modal.rule)', () => {
  it('marks the field while the user types, and the submit button waits and says why', async () => {
    const onSubmit = vi.fn();
    renderWithRuntime(
      <SchemaForm formId="test/range" rule="testRange" onSubmit={onSubmit} submitLabel="RUNTIME_SEARCH" />,
      {
        translations: { TEST_WHOLE_FORM: 'Fill the whole form' },
      },
    );
    await userEvent.type(await screen.findByLabelText('TEST_FROM'), '5');
    await userEvent.type(screen.getByLabelText('TEST_TO'), '2');
    const to = screen.getByLabelText('TEST_TO');
    await waitFor(() => expect(to.closest('.form-group')?.textContent).toContain('at least the amount from'));
    const search = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);
    const reason = document.getElementById(search.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Correct the marked fields first.');

    await userEvent.clear(to);
    await userEvent.type(to, '7');
    await waitFor(() => expect(search.disabled).toBe(false));
    expect(to.closest('.form-group')?.textContent).not.toContain('at least the amount from');
    expect(search.getAttribute('aria-describedby')).toBeNull();

    // a rule about the whole form is said as the reason itself
    await userEvent.type(screen.getByLabelText('TEST_NOTE'), 'x');
    await waitFor(() => expect(search.disabled).toBe(true));
    expect(document.getElementById(search.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Fill the whole form',
    );
    await userEvent.type(screen.getByLabelText('TEST_NOTE'), 'y{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ from: 500, to: 700, note: 'xy' }));
  });

  it("a server field error goes when its field changes; another field's stays", async () => {
    const fieldErrors = [
      { path: ['from'], message: 'Refused from' },
      { path: ['note'], message: 'Refused note' },
    ];
    renderWithRuntime(
      <SchemaForm
        formId="test/range"
        initialValues={{ from: 100, note: 'n' }}
        fieldErrors={fieldErrors}
        onSubmit={vi.fn()}
      />,
    );
    const from = await screen.findByLabelText('TEST_FROM');
    expect(await screen.findByText('Refused from')).toBeTruthy();
    await userEvent.type(from, '5');
    await waitFor(() => expect(screen.queryByText('Refused from')).toBeNull());
    expect(screen.getByText('Refused note')).toBeTruthy();
  });
});

describe('stale errors (issue 22)', () => {
  it("a refused search's message goes once a filter changes; Search again asks again", async () => {
    const call = vi.fn(async () => {
      throw Object.assign(new Error('refused'), {
        status: 400,
        errors: [{ code: 'E_TOO_SHORT', message: 'Give at least 2 letters', fields: ['surname'] }],
      });
    });
    renderWithRuntime(<Screen id="searchCustomers" />, {
      url: '/search-customers',
      path: '/search-customers',
      call,
      flags: {},
      translations: { HTTP_BAD_REQUEST_DETAILS: 'Not accepted: {{details}}' },
    });
    const surname = await screen.findByLabelText('Surname');
    await userEvent.type(surname, 'L');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('alert');
    expect(screen.getAllByText(/Give at least 2 letters/).length).toBe(2);
    await userEvent.type(surname, 'o');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByText(/Give at least 2 letters/)).toBeNull();
    expect(surname.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it("a dialog's failure message goes once a field changes", async () => {
    const call = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('bad'), {
          status: 400,
          errors: [{ code: '1000', message: 'not now', fields: ['note'] }],
        }),
      ),
    );
    const action: ActionDef = {
      id: 'change',
      label: 'TEST_CHANGE',
      modal: { title: 'TEST_CHANGE_TITLE', form: 'test/range', call: 'changeThing', success: 'OK' },
    };
    renderWithRuntime(<Actions actions={[action]} record={{ id: 5 }} routeParams={{}} />, {
      call,
      translations: { HTTP_BAD_REQUEST_DETAILS: 'Not accepted: {{details}}' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_CHANGE' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText('TEST_NOTE'), 'a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('not now');
    await userEvent.type(within(dialog).getByLabelText('TEST_FROM'), '1');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    // the note keeps its own error until the note changes
    expect(within(dialog).getByLabelText('TEST_NOTE').closest('.form-group')?.textContent).toContain('not now');
  });
});
