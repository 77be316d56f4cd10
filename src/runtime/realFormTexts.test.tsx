// @vitest-environment jsdom
// Issue 22 shared causes 1 and 4 on real forms: money bounds in pounds (Add payment), choices in words (gold card).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from './SchemaForm';
import { renderWithRuntime } from './testing/renderWithRuntime';

vi.mock('./formResources', () => import('./testing/fakeFormResources'));

afterEach(cleanup);

describe('money bounds in pounds', () => {
  it('Add payment: £0 is refused as "at least £0.01", £0.50 is sent as 50 pence', async () => {
    const onSubmit = vi.fn();
    renderWithRuntime(<SchemaForm formId="compensation/incrementalPayment" onSubmit={onSubmit} />);
    const amount = await screen.findByRole('textbox');
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a value of at least £0.01.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ incrementalPayment: 50 }));
  });
});

describe('choice lists show their texts (issue 22 shared cause 4)', () => {
  it('gold card replacement reasons in words after a "Choose a reason" prompt', async () => {
    renderWithRuntime(<SchemaForm formId="smartcards/goldCardReplacement" onSubmit={vi.fn()} />, {
      translations: {
        SMARTCARD_REPLACE_REASON_CHOOSE: 'Choose a reason',
        SMARTCARD_REPLACE_REASON_LOST: 'Lost',
        SMARTCARD_REPLACE_REASON_NOT_WORKING: 'Not working',
        SMARTCARD_REPLACE_REASON_NOT_RECEIVED: 'Not received',
        SMARTCARD_REPLACE_REASON_STOLEN: 'Stolen',
        SMARTCARD_REPLACE_REASON_CHANGE_OF_NAME: 'Change of name',
      },
    });
    const reason = await screen.findByRole('combobox');
    expect([...reason.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose a reason',
      'Lost',
      'Not working',
      'Not received',
      'Stolen',
      'Change of name',
    ]);
  });
});
