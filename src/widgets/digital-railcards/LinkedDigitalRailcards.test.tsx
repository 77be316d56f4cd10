// @vitest-environment jsdom
// The DRC e-mails list of the account page (000 §2): paged by paginationSize; a resend, listed as the newest e-mail,
// brings the list back to its first page. Texts are checked by key (the runtime's test i18n holds only its own).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResolvedScreen } from '../../runtime';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import LinkedDigitalRailcards from './LinkedDigitalRailcards';

afterEach(cleanup);

function renderPanel() {
  let total = 12;
  const call = vi.fn(async (id: string, args?: unknown) => {
    if (id === 'listDigitalRailcards') return { result: [] };
    if (id === 'sendDigitalRailcardEmail') {
      total += 1;
      return { result: {} };
    }
    if (id !== 'listDigitalRailcardEmails') throw new Error(`unexpected call ${id}`);
    const { page = 1, limit } = (args as { query: { page?: number; limit: number } }).query;
    // newest first: e-mail n is the n-th sent
    const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * limit, page * limit);
    const result = ids.map((n) => ({ id: n, subject: `Mail ${n}`, recipient: 'ada@example.net', dateSent: '2026-01-01T10:00:00Z', status: 'SENT' }));
    return { result, links: { page, limit, total } };
  });
  renderWithRuntime(<LinkedDigitalRailcards reply={undefined} routeParams={{ id: '11' }} screen={{} as ResolvedScreen} />, {
    url: '/account/11', path: '/account/:id', call, level: 10, config: { paginationSize: 10 },
  });
  return call;
}

describe('LinkedDigitalRailcards e-mails', () => {
  it('pages the e-mails, and shows the first page again after a resend', async () => {
    const call = renderPanel();
    expect(await screen.findByText('Mail 12')).toBeTruthy();
    expect(screen.queryByText('Mail 2')).toBeNull();
    expect(call).toHaveBeenCalledWith('listDigitalRailcardEmails', { params: { id: '11' }, query: { page: 1, limit: 10 }, notify: false });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Mail 2')).toBeTruthy();
    expect(screen.queryByText('Mail 12')).toBeNull();

    await userEvent.click(screen.getAllByRole('button', { name: 'DRC_EMAIL_RESEND_LABEL' })[0]);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'DRC_EMAIL_RESEND_SEND' }));
    expect(await screen.findByText('Mail 13')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Mail 2')).toBeNull());
  });
});
