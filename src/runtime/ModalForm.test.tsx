// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Actions } from './Actions';
import { registerPredicate } from './predicates';
import { SchemaForm } from './SchemaForm';
import type { ActionDef } from './screenTypes';
import { registerTestForm } from './testing/fakeFormResources';
import { renderWithRuntime } from './testing/renderWithRuntime';

vi.mock('./formResources', () => import('./testing/fakeFormResources'));

afterEach(cleanup);

/** The app's texts of 000 §8 (src/i18n/en-GB/common.json), shortened so the assertions read the structure. */
const APP_TEXTS = {
  HTTP_BAD_REQUEST_DETAILS: 'Not accepted:\n{{details}}',
  HTTP_UNAUTHORIZED_ACCESS: 'No access.',
  HTTP_NOT_FOUND: 'Not found.',
  HTTP_CONFLICT: 'Conflict: reload.',
  HTTP_SERVER_ERROR: 'Server error.',
};

registerTestForm(
  'test/reject',
  {
    type: 'object',
    required: ['reason'],
    properties: {
      reason: { type: 'string', title: 'TEST_REASON', enum: ['ADVANCE', 'OTHER'] },
      note: { type: 'string', title: 'TEST_NOTE', maxLength: 20 },
      fee: { type: 'integer', title: 'TEST_FEE' },
    },
  },
  { reason: { 'ui:enumNames': ['TEST_ADVANCE', 'TEST_OTHER'] }, fee: { 'ui:widget': 'money' } },
);
registerPredicate('testIsPending', (record) => (record as { status?: string })?.status === 'Pending');

const reject: ActionDef = {
  id: 'reject',
  label: 'TEST_REJECT',
  when: 'testIsPending',
  modal: {
    title: 'TEST_REJECT_TITLE',
    form: 'test/reject',
    call: 'rejectThing',
    params: { id: '{record.id}' },
    confirm: true,
    success: 'TEST_REJECTED',
  },
};
const accept: ActionDef = {
  id: 'accept',
  label: 'TEST_ACCEPT',
  when: 'testIsAccepted',
  modal: { title: 'T', form: 'test/reject', call: 'acceptThing', success: 'OK' },
};

function renderActions(record: unknown = { id: 5, status: 'Pending' }) {
  const call = vi.fn(async () => ({}));
  const rendered = renderWithRuntime(<Actions actions={[reject, accept]} record={record} routeParams={{ id: '5' }} />, {
    call,
  });
  return { ...rendered, call };
}

describe('Actions and ModalForm', () => {
  it('shows only actions whose predicate holds for the record', () => {
    renderActions();
    expect(screen.getByRole('button', { name: 'TEST_REJECT' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'TEST_ACCEPT' })).toBeNull();
    cleanup();
    renderActions({ id: 5, status: 'Accepted' });
    expect(screen.queryByRole('button', { name: 'TEST_REJECT' })).toBeNull();
  });

  it('confirms in two steps; Edit goes back to the form with the values kept', async () => {
    const { call, services, queryClient } = renderActions();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'TEST_REJECT' }));
    const dialog = await screen.findByRole('dialog', { name: 'TEST_REJECT_TITLE' });

    await userEvent.selectOptions(await within(dialog).findByLabelText(/TEST_REASON/), 'TEST_OTHER');
    await userEvent.type(within(dialog).getByLabelText(/TEST_NOTE/), 'late train');
    await userEvent.type(within(dialog).getByLabelText(/TEST_FEE/), '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // Confirm step: a read-only summary, nothing called yet.
    expect(await within(dialog).findByText('Please check the details below.')).toBeTruthy();
    expect(within(dialog).getByText('TEST_OTHER')).toBeTruthy();
    expect(within(dialog).getByText('late train')).toBeTruthy();
    expect(within(dialog).getByText('£12.50')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(call).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const note = (await within(dialog).findByLabelText(/TEST_NOTE/)) as HTMLInputElement;
    expect(note.value).toBe('late train');
    expect((within(dialog).getByLabelText(/TEST_FEE/) as HTMLInputElement).value).toBe('12.50');
    await userEvent.type(note, '!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('rejectThing', {
        params: { id: '5' },
        body: { reason: 'OTHER', note: 'late train!', fee: 1250 },
        notify: false,
      }),
    );
    await waitFor(() => expect(services.notify).toHaveBeenCalledWith({ kind: 'success', message: 'TEST_REJECTED' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['call'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows translated validation errors and does not continue', async () => {
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'TEST_REJECT' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(within(dialog).queryByText('Please check the details below.')).toBeNull();
  });

  it('Cancel closes the modal without calling', async () => {
    const { call } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'TEST_REJECT' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call).not.toHaveBeenCalled();
  });

  it('a modal without a form confirms with its message, sends its fixed body and opens the next route', async () => {
    const remove: ActionDef = {
      id: 'remove',
      label: 'TEST_REMOVE',
      modal: {
        title: 'TEST_REMOVE_TITLE',
        message: 'TEST_REMOVE_MESSAGE',
        call: 'removeThing',
        params: { id: '{record.id}' },
        body: { state: 'DELETED', author: '{record.owner.email}', notify: true },
        submit: 'TEST_YES',
        success: 'TEST_REMOVED',
        navigate: '/things/{reply.next}',
      },
    };
    const call = vi.fn(async () => ({ result: { next: 'list' } }));
    const { services, location } = renderWithRuntime(
      <Actions actions={[remove]} record={{ id: 9, owner: { email: 'a@b.example' } }} routeParams={{ id: '9' }} />,
      { call },
    );
    await userEvent.click(screen.getByRole('button', { name: 'TEST_REMOVE' }));
    const dialog = await screen.findByRole('dialog', { name: 'TEST_REMOVE_TITLE' });
    expect(within(dialog).getByText('TEST_REMOVE_MESSAGE')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'TEST_YES' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('removeThing', {
        params: { id: '9' },
        body: { state: 'DELETED', author: 'a@b.example', notify: true },
        notify: false,
      }),
    );
    await waitFor(() => expect(services.notify).toHaveBeenCalledWith({ kind: 'success', message: 'TEST_REMOVED' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/things/list'));
  });

  it('returns a failed confirmation to the form, values kept, with the declared text of the error code', async () => {
    const withErrors: ActionDef = {
      ...reject,
      id: 'rejectChecked',
      modal: { ...reject.modal!, errors: { '1001': 'TEST_BAD_DOMAIN' } },
    };
    const call = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('bad'), { status: 400, errors: [{ code: '1001', message: 'x', fields: ['note'] }] }),
      ),
    );
    renderWithRuntime(
      <Actions actions={[withErrors]} record={{ id: 5, status: 'Pending' }} routeParams={{ id: '5' }} />,
      { call },
    );
    await userEvent.click(screen.getByRole('button', { name: 'TEST_REJECT' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(await within(dialog).findByLabelText(/TEST_REASON/), 'TEST_OTHER');
    await userEvent.type(within(dialog).getByLabelText(/TEST_NOTE/), 'typo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('TEST_BAD_DOMAIN');
    const note = (await within(dialog).findByLabelText(/TEST_NOTE/)) as HTMLInputElement;
    expect(note.value).toBe('typo');
    // back in the form, the field the server named says why
    expect(note.closest('.form-group')?.textContent).toContain('TEST_BAD_DOMAIN');
    // continuing again clears the old failure
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByRole('button', { name: 'Confirm' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a failed call says one thing, in the dialog: the server errors of a 400, the refused field marked, values kept', async () => {
    const call = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('bad'), {
          status: 400,
          errors: [
            { code: '1000', message: 'must be at most 20 characters', fields: ['note'] },
            { code: '7', message: 'unknown thing', fields: ['(body)'] },
          ],
        }),
      ),
    );
    const plain: ActionDef = { ...accept, id: 'plain', label: 'TEST_PLAIN', when: undefined };
    const { services } = renderWithRuntime(<Actions actions={[plain]} record={{ id: 5 }} routeParams={{}} />, {
      call,
      translations: APP_TEXTS,
    });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_PLAIN' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(await within(dialog).findByLabelText(/TEST_REASON/), 'TEST_ADVANCE');
    await userEvent.type(within(dialog).getByLabelText(/TEST_NOTE/), 'too long?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Not accepted:\n1000: must be at most 20 characters (note)\n7: unknown thing ((body))',
    );
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    // the field the server named carries its message; the form keeps what was typed
    const note = within(dialog).getByLabelText(/TEST_NOTE/) as HTMLInputElement;
    expect(note.value).toBe('too long?');
    expect(note.closest('.form-group')?.textContent).toContain('must be at most 20 characters');
    expect(screen.getByRole('dialog')).toBeTruthy();
    // the call was made quietly: no general notification on top of the dialog's message
    expect(call).toHaveBeenCalledWith('acceptThing', expect.objectContaining({ notify: false }));
    expect(services.notify).not.toHaveBeenCalled();
  });

  it('with failure: a failed call is notified (the key, then why), the dialog stays open with the values and no alert', async () => {
    const call = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('bad'), {
          status: 400,
          errors: [{ code: 'PHOTO_TOO_LARGE', message: 'too large', fields: ['note'] }],
        }),
      ),
    );
    const notified: ActionDef = {
      ...accept,
      id: 'notified',
      label: 'TEST_NOTIFIED',
      when: undefined,
      modal: { ...accept.modal!, failure: 'TEST_FAILED', errors: { PHOTO_TOO_LARGE: 'TEST_TOO_LARGE' } },
    };
    const { services } = renderWithRuntime(<Actions actions={[notified]} record={{ id: 5 }} routeParams={{}} />, {
      call,
      translations: APP_TEXTS,
    });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_NOTIFIED' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(await within(dialog).findByLabelText(/TEST_REASON/), 'TEST_ADVANCE');
    await userEvent.type(within(dialog).getByLabelText(/TEST_NOTE/), 'kept');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(services.notify).toHaveBeenCalledWith({ kind: 'error', message: 'TEST_FAILED\nTEST_TOO_LARGE' }),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect((within(dialog).getByLabelText(/TEST_NOTE/) as HTMLInputElement).value).toBe('kept');
  });

  it('fills a nested form object from its own templates (a name with its reset choice)', async () => {
    registerTestForm('test/names', {
      type: 'object',
      properties: {
        first: {
          type: 'object',
          title: 'TEST_FIRST',
          properties: {
            value: { type: 'string', title: 'TEST_VALUE' },
            reset: { type: 'boolean', title: 'TEST_RESET', default: false },
          },
        },
      },
    });
    const call = vi.fn(async () => ({}));
    const names: ActionDef = {
      id: 'names',
      label: 'TEST_NAMES',
      modal: {
        title: 'T',
        form: 'test/names',
        call: 'editNames',
        initial: { first: { value: '{record.firstName}' } },
        success: 'OK',
      },
    };
    renderWithRuntime(<Actions actions={[names]} record={{ firstName: 'Ann' }} routeParams={{}} />, { call });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_NAMES' }));
    const dialog = await screen.findByRole('dialog');
    expect(((await within(dialog).findByLabelText(/TEST_VALUE/)) as HTMLInputElement).value).toBe('Ann');
    await userEvent.click(within(dialog).getByLabelText(/TEST_RESET/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'editNames',
        expect.objectContaining({ body: { first: { value: 'Ann', reset: true } } }),
      ),
    );
  });

  it('disables a form field whose disabledWhen predicate holds for the record, saying why', async () => {
    registerPredicate('testIsChild', (record) => (record as { child?: boolean }).child === true);
    registerTestForm(
      'test/prefs',
      {
        type: 'object',
        properties: {
          promotions: { type: 'boolean', title: 'TEST_PROMOTIONS' },
          updates: { type: 'boolean', title: 'TEST_UPDATES' },
        },
      },
      { promotions: { 'ui:options': { disabledWhen: { predicate: 'testIsChild', reason: 'TEST_CHILD_REASON' } } } },
    );
    const prefs: ActionDef = {
      id: 'prefs',
      label: 'TEST_PREFS',
      modal: { title: 'T', form: 'test/prefs', call: 'savePrefs', success: 'OK' },
    };
    renderWithRuntime(<Actions actions={[prefs]} record={{ child: true }} routeParams={{}} />, {
      call: vi.fn(async () => ({})),
    });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_PREFS' }));
    const dialog = await screen.findByRole('dialog');
    const promotions = (await within(dialog).findByLabelText(/TEST_PROMOTIONS/)) as HTMLInputElement;
    expect(promotions.disabled).toBe(true);
    const help = document.getElementById(
      promotions
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.endsWith('__help'))!,
    );
    expect(help?.textContent).toBe('TEST_CHILD_REASON');
    expect((within(dialog).getByLabelText(/TEST_UPDATES/) as HTMLInputElement).disabled).toBe(false);
  });

  it.each([
    [403, [{ code: '403', message: 'Unauthorized access.' }], 'No access.'],
    [404, [{ code: '404', message: 'Requested data not found' }], 'Not found.'],
    [500, [{ code: '500', message: 'boom' }], 'Server error.'],
    [0, [], 'Server error.'],
    // 001 §7: only a 400 shows the server's message; a 409 is said in plain words
    [409, [{ code: '409', message: 'The thing is already Accepted', fields: ['state'] }], 'Conflict: reload.'],
  ])('says a %i failure with the texts the app uses', async (status, errors, text) => {
    const confirmOnly: ActionDef = {
      id: 'ok',
      label: 'TEST_OK',
      modal: { title: 'T', message: 'TEST_SURE', call: 'okThing', success: 'OK' },
    };
    const call = vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { status, errors })));
    renderWithRuntime(<Actions actions={[confirmOnly]} record={{}} routeParams={{}} />, {
      call,
      translations: APP_TEXTS,
    });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_OK' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(within(dialog).getByText('TEST_SURE')).toBeTruthy();
  });

  it('maps any declared code (not only digits); undeclared errors of the same reply add the plain conflict text', async () => {
    const declared: ActionDef = {
      id: 'd',
      label: 'TEST_D',
      modal: { title: 'T', message: 'M', call: 'c', success: 'OK', errors: { RefundNotAllowed: 'TEST_NOT_ALLOWED' } },
    };
    const reject = (errors: unknown[]) => Promise.reject(Object.assign(new Error('x'), { status: 409, errors }));
    const call = vi
      .fn()
      .mockImplementationOnce(async () => reject([{ code: 'RefundNotAllowed', message: 'state is Refunded' }]))
      .mockImplementationOnce(async () =>
        reject([
          { code: 'RefundNotAllowed', message: 'a' },
          { code: 'Other', message: 'b' },
        ]),
      );
    renderWithRuntime(<Actions actions={[declared]} record={{}} routeParams={{}} />, { call, translations: APP_TEXTS });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_D' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('TEST_NOT_ALLOWED');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('TEST_NOT_ALLOWED Conflict: reload.'),
    );
  });

  it('with failureText: a failure errors does not name is said in its own words, with the status and the values', async () => {
    const texts: ActionDef = {
      id: 'resend',
      label: 'TEST_RESEND',
      modal: {
        title: 'T',
        form: 'test/reject',
        call: 'c',
        success: 'OK',
        errors: { BAD_CODE: 'TEST_BAD_CODE' },
        failureText: 'TEST_RESEND_FAILED',
      },
    };
    const fail = (status: number, code: string) =>
      Promise.reject(Object.assign(new Error('x'), { status, errors: [{ code, message: 'boom' }] }));
    const call = vi
      .fn()
      .mockImplementationOnce(async () => fail(500, 'X'))
      .mockImplementationOnce(async () => fail(401, 'BAD_CODE'));
    renderWithRuntime(<Actions actions={[texts]} record={{ email: 'a@b.c' }} routeParams={{}} />, {
      call,
      translations: { ...APP_TEXTS, TEST_RESEND_FAILED: 'Failed for {{record.email}} {{note}} (Error {{status}})' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_RESEND' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(await within(dialog).findByLabelText(/TEST_REASON/), 'TEST_ADVANCE');
    await userEvent.type(within(dialog).getByLabelText(/TEST_NOTE/), 'n1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed for a@b.c n1 (Error 500) Server error.',
    );
    // a declared refusal says only its own text
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('TEST_BAD_CODE'));
  });

  it("with failureText per status: the status says its own text with the server's words, others (and a reply without words) the default", async () => {
    const issue: ActionDef = {
      id: 'issue',
      label: 'TEST_ISSUE',
      modal: {
        title: 'T',
        message: 'M',
        call: 'c',
        success: 'OK',
        errors: { IN_USE: 'TEST_IN_USE' },
        failureText: { '403': 'TEST_LINK_REFUSED', '404': 'TEST_LINK_REFUSED', default: 'TEST_ACTIVATION' },
      },
    };
    const fail = (status: number, errors: unknown[]) =>
      Promise.reject(Object.assign(new Error('x'), { status, errors }));
    const call = vi
      .fn()
      .mockImplementationOnce(async () => fail(403, [{ code: 'LINK', message: 'The card is hotlisted' }]))
      .mockImplementationOnce(async () => fail(404, []))
      .mockImplementationOnce(async () => fail(503, [{ code: 'X', message: 'down' }]))
      .mockImplementationOnce(async () => fail(400, [{ code: 'IN_USE', message: 'e-mail in use' }]));
    renderWithRuntime(<Actions actions={[issue]} record={{ id: 7 }} routeParams={{}} />, {
      call,
      translations: {
        ...APP_TEXTS,
        TEST_LINK_REFUSED: 'Not linked to {{record.id}}: {{reasons}}',
        TEST_ACTIVATION: 'Not activated (Error {{status}}).',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_ISSUE' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Not linked to 7: The card is hotlisted');
    // a named status without a message of the server's says the default (001 §8 "with a message show it; otherwise an
    // activation error"), not 000 §8's text of the status (issue 32 item 19)
    await userEvent.click(confirm);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Not activated (Error 404).'));
    await userEvent.click(confirm);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Not activated (Error 503).'));
    // a declared code still says only its own text
    await userEvent.click(confirm);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('TEST_IN_USE'));
  });

  it("with then: a second call after the first, with the form's values and the first reply; each failure in its own words", async () => {
    const issue: ActionDef = {
      id: 'issue',
      label: 'TEST_ISSUE',
      modal: {
        title: 'T',
        form: 'test/reject',
        call: 'saveDetails',
        params: { id: '{record.id}' },
        success: 'TEST_ISSUED',
        then: {
          call: 'link',
          params: { id: '{reply.customerId}' },
          body: { number: '{note}', fee: '{fee}' },
          fields: ['note'],
          failureText: { '400': 'TEST_LINK_REFUSED', default: 'TEST_ACTIVATION' },
        },
      },
    };
    const fail = (status: number, errors: unknown[]) =>
      Promise.reject(Object.assign(new Error('x'), { status, errors }));
    const saved = { result: { customerId: 9 } };
    const call = vi
      .fn()
      // the details refused: said as the server says it, not as a link refusal
      .mockImplementationOnce(async () => fail(400, [{ code: '1000', message: 'Not the e-mail', fields: [] }]))
      .mockImplementationOnce(async () => saved)
      .mockImplementationOnce(async () => fail(400, [{ code: 'LINK', message: 'The card is hotlisted' }]))
      .mockImplementationOnce(async () => saved)
      .mockImplementationOnce(async () => ({ result: { customerId: 9, isrn: '633597' } }));
    const { services } = renderWithRuntime(<Actions actions={[issue]} record={{ id: 7 }} routeParams={{}} />, {
      call,
      translations: {
        ...APP_TEXTS,
        TEST_LINK_REFUSED: 'Not linked: {{reasons}}',
        TEST_ACTIVATION: 'Not activated (Error {{status}}).',
        TEST_ISSUED: 'Issued to {{reply.customerId}} ({{reply.isrn}})',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_ISSUE' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(await within(dialog).findByLabelText(/TEST_REASON/), 'TEST_ADVANCE');
    await userEvent.type(within(dialog).getByLabelText(/TEST_NOTE/), 'n1');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Not accepted:\n1000: Not the e-mail'),
    );
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenNthCalledWith(1, 'saveDetails', {
      params: { id: '7' },
      body: { reason: 'ADVANCE' },
      notify: false,
    });
    await userEvent.click(save);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Not linked: The card is hotlisted'),
    );
    expect(call).toHaveBeenNthCalledWith(3, 'link', {
      params: { id: '9' },
      body: { number: 'n1', fee: undefined },
      notify: false,
    });
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Issued to 9 (633597)' });
  });

  it("keeps an open dialog while its action's when stops holding (what the dialog did changed the record)", async () => {
    function Holder() {
      const [record, setRecord] = useState({ id: 5, status: 'Pending' });
      return (
        <>
          <button type="button" onClick={() => setRecord({ id: 5, status: 'Accepted' })}>
            settle
          </button>
          <Actions actions={[reject]} record={record} routeParams={{ id: '5' }} />
        </>
      );
    }
    renderWithRuntime(<Holder />, { call: vi.fn(async () => ({})) });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_REJECT' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'settle', hidden: true }));
    expect(screen.queryByRole('button', { name: 'TEST_REJECT' })).toBeNull();
    expect(dialog.isConnected).toBe(true);
  });

  it("labels its fields apart from a page form's fields of the same names (ids of their own)", async () => {
    renderWithRuntime(
      <>
        <SchemaForm formId="test/reject" />
        <Actions actions={[reject]} record={{ id: 5, status: 'Pending' }} routeParams={{ id: '5' }} />
      </>,
      { call: vi.fn(async () => ({})) },
    );
    await screen.findAllByLabelText(/TEST_NOTE/);
    await userEvent.click(screen.getByRole('button', { name: 'TEST_REJECT' }));
    const dialog = await screen.findByRole('dialog');
    const note = await within(dialog).findByLabelText(/TEST_NOTE/);
    expect(dialog.contains(note)).toBe(true);
  });

  it('gives predicates the signed-in user (per-user rules such as "not oneself")', () => {
    registerPredicate(
      'testNotOwn',
      (record, context) =>
        (record as { email?: string }).email !== context.userEmail && context.gateContext.level >= 30,
    );
    const own: ActionDef = { ...accept, id: 'own', label: 'TEST_OWN', when: 'testNotOwn' };
    const show = (email: string, level: number) =>
      renderWithRuntime(<Actions actions={[own]} record={{ email: 'a@x' }} routeParams={{}} />, {
        userEmail: email,
        level,
      });
    show('b@x', 30);
    expect(screen.getByRole('button', { name: 'TEST_OWN' })).toBeTruthy();
    cleanup();
    show('a@x', 40);
    expect(screen.queryByRole('button', { name: 'TEST_OWN' })).toBeNull();
    cleanup();
    show('b@x', 20);
    expect(screen.queryByRole('button', { name: 'TEST_OWN' })).toBeNull();
  });
});

describe('modal conditionalFields', () => {
  const action: ActionDef = {
    id: 'note',
    label: 'TEST_NOTE_ACTION',
    modal: {
      title: 'TEST_NOTE_TITLE',
      form: 'test/reject',
      call: 'noteThing',
      initial: { note: 'kept', reason: 'OTHER' },
      conditionalFields: [{ field: 'note', flag: 'testNotes' }],
      success: 'OK',
    },
  };
  const open = async (flags: Record<string, boolean>) => {
    const call = vi.fn(async (_id: string, _args?: { body?: Record<string, unknown> }) => ({}));
    renderWithRuntime(<Actions actions={[action]} record={{ id: 5 }} routeParams={{}} />, { call, flags });
    await userEvent.click(screen.getByRole('button', { name: 'TEST_NOTE_ACTION' }));
    return { call, dialog: await screen.findByRole('dialog', { name: 'TEST_NOTE_TITLE' }) };
  };

  it('leaves a field out, and sends nothing of it, while its flag is off', async () => {
    const { call, dialog } = await open({});
    expect(within(dialog).queryByLabelText('TEST_NOTE')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(call.mock.calls[0][1]).toMatchObject({ body: { reason: 'OTHER' } });
    expect(call.mock.calls[0][1]?.body).not.toHaveProperty('note');
  });

  it('shows and sends it with the flag on', async () => {
    const { call, dialog } = await open({ testNotes: true });
    expect(within(dialog).getByLabelText('TEST_NOTE')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(call.mock.calls[0][1]).toMatchObject({ body: { reason: 'OTHER', note: 'kept' } });
  });
});
