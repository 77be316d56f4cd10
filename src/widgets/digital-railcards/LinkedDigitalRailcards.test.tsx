// @vitest-environment jsdom
// The account page's digital railcard panels as declared (schemas/screens/customers/account.yaml): Block / Activate
// per row (one call, no dialog, canRemoveRailcard); the DRC e-mails paged by paginationSize, and a resend, listed as
// the newest e-mail, brings the list back to its first page. Texts are checked by key where the test i18n has none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Screen } from '../../runtime';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import './register';
import '../railcard-linked/register';

afterEach(cleanup);

const drc = {
  id: 3,
  railcardCode: 'YNG',
  railcardName: null,
  railcardNumber: 'D000123',
  primaryFirstName: 'Ada',
  primaryLastName: 'Lovelace',
  railcardState: 'ACTIVE',
  validFrom: '2026-01-01',
  expiryDate: '2027-01-01',
};

function renderPanels(level = 10) {
  let total = 12;
  let state = 'ACTIVE';
  const call = vi.fn(async (id: string, args?: unknown) => {
    if (id === 'getCustomer') return { result: { id: 11, addresses: [] } };
    if (id === 'listDigitalRailcards') return { result: [{ ...drc, railcardState: state }] };
    if (id === 'setDigitalRailcardState') {
      state = (args as { body: { railcardState: string } }).body.railcardState;
      return { result: { ...drc, railcardState: state } };
    }
    if (id === 'sendDigitalRailcardEmail') {
      total += 1;
      const { recipient } = (args as { body: { recipient: string } }).body;
      return { result: { recipient, status: recipient.endsWith('.invalid') ? 'FAILED' : 'SENT' } };
    }
    if (id !== 'listDigitalRailcardEmails') return { result: [], links: { page: 1, limit: 10, total: 0 } };
    const { page = 1, limit } = (args as { query: { page?: number; limit: number } }).query;
    // newest first: e-mail n is the n-th sent
    const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * limit, page * limit);
    const result = ids.map((n) => ({
      id: n,
      subject: `Mail ${n}`,
      recipient: 'ada@example.net',
      dateSent: '2026-01-01T10:00:00Z',
      status: 'SENT',
    }));
    return { result, links: { page, limit, total } };
  });
  const rendered = renderWithRuntime(<Screen id="account" />, {
    url: '/account/11',
    path: '/account/:id',
    call,
    level,
    flags: { enableDigitalRailcards: true },
    config: { paginationSize: 10 },
    permissions: { canRemoveRailcard: { minLevel: 'STATION_SUPERVISOR' } },
    translations: { DRC_EMAILS_TITLE: 'Digital railcard e-mails' },
  });
  return { ...rendered, call };
}

describe('digital railcard panels', () => {
  it('blocks an active card with a second click and then offers Activate; the holder and type are derived', async () => {
    const { call, services } = renderPanels(12);
    const panel = await screen.findByRole('region', { name: 'Linked digital railcards' });
    expect(await within(panel).findByText('Ada Lovelace')).toBeTruthy();
    expect(within(panel).getByText('YNG')).toBeTruthy();
    // 001 §2 the two-click confirm: the first click only arms the button
    await userEvent.click(within(panel).getByRole('button', { name: /DRC_BLOCK/ }));
    expect(call).not.toHaveBeenCalledWith('setDigitalRailcardState', expect.anything());
    await userEvent.click(within(panel).getByRole('button', { name: /DRC_BLOCK/ }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('setDigitalRailcardState', {
        params: { id: '11', railcardId: '3' },
        body: { railcardState: 'BLOCKED' },
        notify: false,
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(services.notify).toHaveBeenCalledWith({ kind: 'success', message: 'DRC_STATE_SUCCESS_BLOCKED' }),
    );
    expect(await within(panel).findByRole('button', { name: 'DRC_ACTIVATE_LABEL' })).toBeTruthy();
  });

  it('offers no Block below canRemoveRailcard', async () => {
    renderPanels(11);
    const panel = await screen.findByRole('region', { name: 'Linked digital railcards' });
    await within(panel).findByText('Ada Lovelace');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('pages the e-mails, and shows the first page again after a resend', async () => {
    const { call } = renderPanels();
    const emails = await screen.findByRole('region', { name: 'Digital railcard e-mails' });
    expect(await within(emails).findByText('Mail 12')).toBeTruthy();
    expect(within(emails).queryByText('Mail 2')).toBeNull();
    expect(call).toHaveBeenCalledWith('listDigitalRailcardEmails', {
      params: { id: '11' },
      query: { page: 1, limit: 10 },
      notify: false,
    });
    await userEvent.click(within(emails).getByRole('button', { name: 'Page 2' }));
    expect(await within(emails).findByText('Mail 2')).toBeTruthy();
    expect(within(emails).queryByText('Mail 12')).toBeNull();

    await userEvent.click(within(emails).getAllByRole('button', { name: 'DRC_EMAIL_RESEND_LABEL' })[0]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'DRC_EMAIL_RESEND_SEND' }));
    expect(await within(emails).findByText('Mail 13')).toBeTruthy();
    await waitFor(() => expect(within(emails).queryByText('Mail 2')).toBeNull());
  });

  it('warns when a resend was taken but could not be delivered (001 §8 partial failure)', async () => {
    const { services } = renderPanels();
    const emails = await screen.findByRole('region', { name: 'Digital railcard e-mails' });
    await userEvent.click((await within(emails).findAllByRole('button', { name: 'DRC_EMAIL_RESEND_LABEL' }))[0]);
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'ada@nowhere.invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'DRC_EMAIL_RESEND_SEND' }));
    await waitFor(() =>
      expect(services.notify).toHaveBeenCalledWith({ kind: 'warning', message: 'DRC_EMAIL_RESEND_UNDELIVERED' }),
    );
    expect(services.notify).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' }));
  });
});
