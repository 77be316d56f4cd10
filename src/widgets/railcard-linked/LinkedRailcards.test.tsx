// @vitest-environment jsdom
// The linked railcards panel's wiring: Remove only with canRemoveRailcard, Add only with canAddRailcard, and the add
// dialog's rules (Apply disabled while invalid; the key-service checkbox only for types the KEYGO filter keeps).
// Texts are checked by key (the runtime's test i18n holds only the runtime's texts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Gate } from '../../domain/checkGate';
import { londonToday } from '../../domain/londonToday';
import type { ResolvedScreen } from '../../runtime';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import LinkedRailcards from './LinkedRailcards';

afterEach(cleanup);

const permissions: Record<string, Gate> = {
  canAddRailcard: { minLevel: 'STATION_AGENT' },
  canRemoveRailcard: { minLevel: 'STATION_SUPERVISOR' },
};
const config = { railcardFilters: { KEYGO: { keep: ['YNG'], exclude: ['FAM'] } } };
const card = { id: 5, railcardCode: 'YNG', railcardName: '16-25 Railcard', railcardNumber: 'RX0000011', expiryDate: '2099-01-31', state: 'ACCEPTED', status: 'accepted' };

function renderPanel(level: number, flags: Record<string, boolean> = { enableKeyGo: true }, translations?: Record<string, string>) {
  const call = vi.fn(async (id: string, _args?: unknown) => {
    if (id === 'listCustomerRailcards') return { result: [card], links: { page: 1, limit: 100, total: 1 } };
    if (id === 'listRailcardTypes') return { result: [{ code: 'YNG', name: '16-25 Railcard' }, { code: 'FAM', name: 'Family & Friends Railcard' }] };
    if (id === 'addRailcard') return { result: { ...card, id: 6, railcardNumber: 'AB123456' } };
    if (id === 'changeRailcardState') return { result: { ...card, state: 'DELETED' } };
    throw new Error(`unexpected call ${id}`);
  });
  const rendered = renderWithRuntime(
    <LinkedRailcards reply={{ result: { firstNames: 'Ada Mary', surname: 'Lovelace' } }} routeParams={{ id: '11' }} screen={{} as ResolvedScreen} />,
    { url: '/account/11', path: '/account/:id', call, level, permissions, flags, config, userEmail: 'sup@brand.example', translations },
  );
  return { ...rendered, call };
}

describe('LinkedRailcards', () => {
  it('offers Remove from STATION_SUPERVISOR, and Add from STATION_AGENT', async () => {
    renderPanel(11);
    expect(await screen.findByText('RX0000011')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'RAILCARD_REMOVE_LABEL' })).toBeNull();
    expect(screen.getByRole('button', { name: 'RAILCARD_ADD' })).toBeTruthy();
    cleanup();
    renderPanel(10);
    await screen.findByText('RX0000011');
    expect(screen.queryByRole('button', { name: 'RAILCARD_ADD' })).toBeNull();
  });

  it('removes after Yes in a dialog that shows type, number and expiry', async () => {
    const { call, services } = renderPanel(12);
    await userEvent.click(await screen.findByRole('button', { name: 'RAILCARD_REMOVE_LABEL' }));
    const dialog = screen.getByRole('dialog', { name: 'RAILCARD_REMOVE_TITLE' });
    expect(dialog.textContent).toContain('16-25 Railcard');
    expect(dialog.textContent).toContain('31/01/2099');
    await userEvent.click(within(dialog).getByRole('button', { name: 'RAILCARD_YES' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('changeRailcardState', {
        params: { id: '11', railcardId: 5 },
        body: { state: 'DELETED', author: 'sup@brand.example' },
        notify: false,
      }),
    );
    expect(services.notify).toHaveBeenCalledWith({ kind: 'success', message: 'REMOVE_RAILCARD_SUCCESS' });
  });

  it('says a failed removal once, in the dialog: contact support, then why (a 409 gives its reason); the dialog stays open', async () => {
    const { call, services } = renderPanel(12, undefined, { HTTP_BAD_REQUEST_DETAILS: 'Not accepted: {{details}}' });
    const conflict = Object.assign(new Error('409'), { status: 409, errors: [{ code: '409', message: 'The railcard is already DELETED', fields: ['state'] }] });
    call.mockImplementation(async (id: string) => {
      if (id === 'listCustomerRailcards') return { result: [card], links: { page: 1, limit: 100, total: 1 } };
      throw conflict;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'RAILCARD_REMOVE_LABEL' }));
    const dialog = screen.getByRole('dialog', { name: 'RAILCARD_REMOVE_TITLE' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'RAILCARD_YES' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('REMOVE_RAILCARD_ERROR\nNot accepted: 409: The railcard is already DELETED (state)');
    expect(services.notify).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'RAILCARD_REMOVE_TITLE' })).toBe(dialog);
  });

  it('keeps Apply disabled until every field is valid and syncs only a KEYGO type', async () => {
    const { call } = renderPanel(11);
    await userEvent.click(await screen.findByRole('button', { name: 'RAILCARD_ADD' }));
    const dialog = screen.getByRole('dialog', { name: 'RAILCARD_ADD_TITLE' });
    const apply = within(dialog).getByRole('button', { name: 'RAILCARD_APPLY' }) as HTMLButtonElement;
    const sync = within(dialog).getByRole('checkbox') as HTMLInputElement;
    expect((within(dialog).getByLabelText('RAILCARD_FIRST_NAME') as HTMLInputElement).value).toBe('Ada');
    expect(apply.disabled).toBe(true);
    const type = within(dialog).getByLabelText('RAILCARD_TYPE');
    await waitFor(() => expect((type as HTMLSelectElement).disabled).toBe(false));
    await userEvent.selectOptions(type, 'FAM');
    expect(sync.disabled).toBe(true);
    await userEvent.selectOptions(type, 'YNG');
    expect(sync.disabled).toBe(false);
    await userEvent.click(sync);
    await userEvent.type(within(dialog).getByLabelText('RAILCARD_NUMBER'), 'ab123456');
    const expiry = within(dialog).getByLabelText('RAILCARD_EXPIRY_DATE') as HTMLInputElement;
    expect(expiry.min).toBe(londonToday());
    await userEvent.type(expiry, '2000-01-01');
    expect(apply.disabled).toBe(true);
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '2099-12-31');
    expect(apply.disabled).toBe(false);
    await userEvent.click(apply);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('addRailcard', {
        params: { id: '11' },
        body: { firstName: 'Ada', lastName: 'Lovelace', railcardCode: 'YNG', railcardNumber: 'ab123456', expiryDate: '2099-12-31', syncWithKeygo: true, author: 'sup@brand.example' },
        notify: false,
      }),
    );
  });

  it('pages the list by paginationSize, and goes back a page when a removal empties the last one', async () => {
    let total = 11;
    const call = vi.fn(async (id: string, args?: unknown) => {
      const { page = 1, limit } = (args as { query?: { page?: number; limit?: number } }).query ?? {};
      if (id === 'changeRailcardState') {
        total -= 1;
        return { result: { ...card, state: 'DELETED' } };
      }
      if (id !== 'listCustomerRailcards') throw new Error(`unexpected call ${id}`);
      const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * limit!, page * limit!);
      return { result: ids.map((n) => ({ ...card, id: n, railcardNumber: `RX00000${String(n).padStart(2, '0')}` })), links: { page, limit, total } };
    });
    renderWithRuntime(<LinkedRailcards reply={{ result: {} }} routeParams={{ id: '11' }} screen={{} as ResolvedScreen} />, {
      url: '/account/11', path: '/account/:id', call, level: 12, permissions, config: { paginationSize: 10 }, userEmail: 'sup@brand.example',
    });
    expect(await screen.findByText('RX0000001')).toBeTruthy();
    expect(screen.queryByText('RX0000011')).toBeNull();
    expect(call).toHaveBeenCalledWith('listCustomerRailcards', { params: { id: '11' }, query: { state: ['ACCEPTED', 'PENDING'], page: 1, limit: 10 }, notify: false });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('RX0000011')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'RAILCARD_REMOVE_LABEL' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'RAILCARD_REMOVE_TITLE' })).getByRole('button', { name: 'RAILCARD_YES' }));
    expect(await screen.findByText('RX0000010')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull());
  });

  it('never syncs where the brand runs no KeyGo', async () => {
    renderPanel(11, { enableKeyGo: false });
    await userEvent.click(await screen.findByRole('button', { name: 'RAILCARD_ADD' }));
    const dialog = screen.getByRole('dialog', { name: 'RAILCARD_ADD_TITLE' });
    const type = within(dialog).getByLabelText('RAILCARD_TYPE');
    await waitFor(() => expect((type as HTMLSelectElement).disabled).toBe(false));
    await userEvent.selectOptions(type, 'YNG');
    expect((within(dialog).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(dialog.textContent).toContain('RAILCARD_SYNC_WITH_KEYGO_OFF');
  });
});
