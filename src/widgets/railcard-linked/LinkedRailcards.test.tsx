// @vitest-environment jsdom
// The account page's linked railcards panel as declared (schemas/screens/customers/account.yaml): Remove only with
// canRemoveRailcard, Add only with canAddRailcard, and the add dialog's rules (Apply disabled while invalid; the
// key-service checkbox only for types the KEYGO filter keeps). Texts are checked by key (the runtime's test i18n holds
// only the runtime's texts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Gate } from '../../domain/checkGate';
import { londonToday } from '../../domain/londonToday';
import { Screen } from '../../runtime';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import './register';

afterEach(cleanup);

const permissions: Record<string, Gate> = {
  canAddRailcard: { minLevel: 'STATION_AGENT' },
  canRemoveRailcard: { minLevel: 'STATION_SUPERVISOR' },
};
const config = { railcardFilters: { KEYGO: { keep: ['YNG'], exclude: ['FAM'] } } };
const card = {
  id: 5,
  railcardCode: 'YNG',
  railcardName: '16-25 Railcard',
  railcardNumber: 'RX0000011',
  expiryDate: '2099-01-31',
  state: 'ACCEPTED',
  status: 'accepted',
  firstName: 'Ada',
  lastName: 'Lovelace',
};
const customer = { id: 11, firstNames: 'Ada Mary', surname: 'Lovelace', addresses: [] };

/** Everything the account screen asks besides the railcards: an empty list. */
const otherCall = (id: string) => {
  if (id === 'getCustomer') return { result: customer };
  if (id === 'listRailcardTypes')
    return {
      result: [
        { code: 'YNG', name: '16-25 Railcard' },
        { code: 'FAM', name: 'Family & Friends Railcard' },
      ],
    };
  return { result: [], links: { page: 1, limit: 10, total: 0 } };
};

function railcardsPanel() {
  return screen.getByRole('region', { name: 'Linked railcards' });
}

function renderPanel(
  level: number,
  flags: Record<string, boolean> = { enableKeyGo: true },
  translations?: Record<string, string>,
) {
  const call = vi.fn(async (id: string, _args?: unknown) => {
    if (id === 'listCustomerRailcards') return { result: [card], links: { page: 1, limit: 100, total: 1 } };
    if (id === 'addRailcard') return { result: { ...card, id: 6, railcardNumber: 'AB123456' } };
    if (id === 'changeRailcardState') return { result: { ...card, state: 'DELETED' } };
    return otherCall(id);
  });
  const rendered = renderWithRuntime(<Screen id="account" />, {
    url: '/account/11',
    path: '/account/:id',
    call,
    level,
    permissions,
    flags: { enableAccountRailcards: true, ...flags },
    config,
    userEmail: 'sup@brand.example',
    translations,
  });
  return { ...rendered, call };
}

describe('linked railcards panel', () => {
  it('offers Remove from STATION_SUPERVISOR, and Add from STATION_AGENT', async () => {
    renderPanel(11);
    expect(await screen.findByText('RX0000011')).toBeTruthy();
    const panel = railcardsPanel();
    // the type by its name, the applicant's names joined (derivations of src/domain)
    expect(within(panel).getByText('16-25 Railcard')).toBeTruthy();
    expect(within(panel).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'RAILCARD_REMOVE_LABEL' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'RAILCARD_ADD' })).toBeTruthy();
    cleanup();
    renderPanel(10);
    await screen.findByText('RX0000011');
    expect(screen.queryByRole('button', { name: 'RAILCARD_ADD' })).toBeNull();
  });

  it('asks for ACCEPTED and PENDING railcards only, a page of paginationSize, failures said in the panel', async () => {
    const { call } = renderPanel(12);
    await screen.findByText('RX0000011');
    expect(call).toHaveBeenCalledWith('listCustomerRailcards', {
      params: { id: '11' },
      query: { state: ['ACCEPTED', 'PENDING'], page: 1, limit: 10 },
      notify: false,
    });
  });

  it('removes after Yes in a dialog that shows type, number and expiry', async () => {
    const { call, services } = renderPanel(12);
    await screen.findByText('RX0000011');
    await userEvent.click(within(railcardsPanel()).getByRole('button', { name: 'RAILCARD_REMOVE_LABEL' }));
    const dialog = await screen.findByRole('dialog', { name: 'RAILCARD_REMOVE_TITLE' });
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
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a failed removal once, in the dialog: contact support, then why (a 409 in plain words); the dialog stays open', async () => {
    const { call, services } = renderPanel(12, undefined, { HTTP_CONFLICT: 'The state does not allow it.' });
    const conflict = Object.assign(new Error('409'), {
      status: 409,
      errors: [{ code: '409', message: 'The railcard is already DELETED', fields: ['state'] }],
    });
    call.mockImplementation(async (id: string) => {
      if (id === 'listCustomerRailcards') return { result: [card], links: { page: 1, limit: 100, total: 1 } };
      if (id === 'changeRailcardState') throw conflict;
      return otherCall(id);
    });
    await screen.findByText('RX0000011');
    await userEvent.click(within(railcardsPanel()).getByRole('button', { name: 'RAILCARD_REMOVE_LABEL' }));
    const dialog = await screen.findByRole('dialog', { name: 'RAILCARD_REMOVE_TITLE' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'RAILCARD_YES' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('REMOVE_RAILCARD_ERROR\nThe state does not allow it.');
    expect(services.notify).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'RAILCARD_REMOVE_TITLE' })).toBe(dialog);
  });

  it('keeps Apply disabled until every field is valid and syncs only a KEYGO type', async () => {
    const { call } = renderPanel(11);
    await screen.findByText('RX0000011');
    await userEvent.click(within(railcardsPanel()).getByRole('button', { name: 'RAILCARD_ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'RAILCARD_ADD_TITLE' });
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
        body: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          railcardCode: 'YNG',
          railcardNumber: 'ab123456',
          expiryDate: '2099-12-31',
          syncWithKeygo: true,
          author: 'sup@brand.example',
        },
        notify: false,
      }),
    );
  });

  it('pages the list by paginationSize, and goes back a page when a removal empties the last one', async () => {
    let total = 11;
    const call = vi.fn(async (id: string, args?: unknown) => {
      const { page = 1, limit } = (args as { query?: { page?: number; limit?: number } } | undefined)?.query ?? {};
      if (id === 'changeRailcardState') {
        total -= 1;
        return { result: { ...card, state: 'DELETED' } };
      }
      if (id !== 'listCustomerRailcards') return otherCall(id);
      const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * limit!, page * limit!);
      return {
        result: ids.map((n) => ({ ...card, id: n, railcardNumber: `RX00000${String(n).padStart(2, '0')}` })),
        links: { page, limit, total },
      };
    });
    renderWithRuntime(<Screen id="account" />, {
      url: '/account/11',
      path: '/account/:id',
      call,
      level: 12,
      permissions,
      flags: { enableAccountRailcards: true },
      config: { paginationSize: 10 },
      userEmail: 'sup@brand.example',
    });
    expect(await screen.findByText('RX0000001')).toBeTruthy();
    expect(screen.queryByText('RX0000011')).toBeNull();
    await userEvent.click(within(railcardsPanel()).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('RX0000011')).toBeTruthy();
    await userEvent.click(within(railcardsPanel()).getByRole('button', { name: 'RAILCARD_REMOVE_LABEL' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'RAILCARD_REMOVE_TITLE' })).getByRole('button', {
        name: 'RAILCARD_YES',
      }),
    );
    expect(await screen.findByText('RX0000010')).toBeTruthy();
    await waitFor(() => expect(within(railcardsPanel()).queryByRole('navigation', { name: 'Pages' })).toBeNull());
  });

  it('never syncs where the brand runs no KeyGo', async () => {
    renderPanel(11, { enableKeyGo: false });
    await screen.findByText('RX0000011');
    await userEvent.click(within(railcardsPanel()).getByRole('button', { name: 'RAILCARD_ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'RAILCARD_ADD_TITLE' });
    const type = within(dialog).getByLabelText('RAILCARD_TYPE');
    await waitFor(() => expect((type as HTMLSelectElement).disabled).toBe(false));
    await userEvent.selectOptions(type, 'YNG');
    expect((within(dialog).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(dialog.textContent).toContain('RAILCARD_SYNC_WITH_KEYGO_OFF');
  });
});
