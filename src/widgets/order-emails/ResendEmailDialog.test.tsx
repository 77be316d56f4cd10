// @vitest-environment jsdom
// A failed resend is said once, in the dialog, with why (describeCallFailure); the failed e-mail stays checked with its
// address, the sent one is unchecked. Texts are checked by key (the runtime's test i18n holds only the runtime's texts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import { ResendEmailDialog } from './ResendEmailDialog';
import type { SentEmail } from '../../generated/types/SentEmail';

afterEach(cleanup);

const emails: SentEmail[] = [
  {
    id: 1,
    dateSent: '2026-01-02T10:00:00Z',
    template: 'CONFIRMATION',
    recipientEmail: 'a@example.com',
    status: 'SENT',
    isOpened: false,
  },
  {
    id: 2,
    dateSent: '2026-01-03T10:00:00Z',
    template: 'REFUND',
    recipientEmail: 'b@example.com',
    status: 'SENT',
    isOpened: false,
  },
];

describe('ResendEmailDialog', () => {
  it('says a failed resend in the dialog with the reason, keeps the failed one checked and unchecks the sent one', async () => {
    const call = vi.fn(async (_id: string, args?: { body?: { emailId?: number } }) => {
      if (args?.body?.emailId === 2)
        throw Object.assign(new Error('409'), {
          status: 409,
          errors: [{ code: '409', message: 'The e-mail was withdrawn' }],
        });
      return { result: {} };
    });
    const onSent = vi.fn();
    const onClose = vi.fn();
    const { services } = renderWithRuntime(
      <ResendEmailDialog orderId="77" emails={emails} onSent={onSent} onClose={onClose} />,
      {
        call,
        translations: { HTTP_CONFLICT: 'The state does not allow it.' },
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'ORDER_RESEND_TITLE' });
    const [first, second] = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    await userEvent.click(first);
    await userEvent.click(second);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ORDER_RESEND_SUBMIT' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('EMAIL_RESEND_ERROR\nThe state does not allow it.');
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenCalledWith('resendOrderConfirmation', {
      params: { id: '77' },
      body: expect.objectContaining({ emailId: 2 }),
      notify: false,
    });
    expect(services.notify).not.toHaveBeenCalled();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(first.checked).toBe(false);
    expect(second.checked).toBe(true);
  });
});
