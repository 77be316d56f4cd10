// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionButton } from './ActionButton';
import { LoadError } from './LoadError';
import { Panel } from './Panel';
import { Screen } from './Screen';
import type { PanelDef, ResolvedScreen } from './screenTypes';
import { renderWithRuntime } from './testing/renderWithRuntime';
import { registerWidget } from './widgetRegistry';
// the account page's own rules (the birthday display predicate)
import '../widgets/account-controls/register';

afterEach(cleanup);

const customer = {
  id: 7,
  title: 'Ms',
  firstNames: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  telephoneNumber: '01234 567890',
  dateOfBirth: '1980-05-03',
  smartcardNumber: '633597012345678901',
  isLocked: false,
  deleted: false,
  addresses: [] as unknown[],
};

function trail(page: number, limit: number, total: number) {
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  return {
    result: {
      trails: Array.from({ length: count }, (_, i) => ({
        date: '2024-07-01T09:05:00Z',
        description: `change ${(page - 1) * limit + i + 1}`,
        editor: 'agent@example.com',
      })),
    },
    links: { page, limit, total },
  };
}

function renderAccount(
  options: {
    level?: number;
    flags?: Record<string, boolean>;
    addresses?: unknown[];
    orders?: unknown[];
    deleted?: boolean;
  } = {},
) {
  const call = vi.fn(
    async (id: string, args?: { params?: Record<string, unknown>; query?: Record<string, unknown> }) => {
      if (id === 'getCustomer')
        return { result: { ...customer, addresses: options.addresses ?? [], deleted: options.deleted ?? false } };
      if (id === 'getCustomerTrail') return trail(Number(args?.query?.page), Number(args?.query?.limit), 12);
      if (id === 'getCustomerOrders')
        return { result: options.orders ?? [], links: { page: 1, limit: 20, total: options.orders?.length ?? 0 } };
      throw new Error(`unexpected call ${id}`);
    },
  );
  const rendered = renderWithRuntime(<Screen id="account" />, {
    url: '/account/7',
    path: '/account/:id',
    call,
    level: options.level ?? 10,
    flags: options.flags ?? {},
    permissions: {
      canRemoveCustomerAccount: { levels: ['SUPERVISOR', 'HQ'] },
      canViewOneClickJourneys: { all: [{ flag: 'enableOneClickDelayRepay' }, { minLevel: 'BASIC' }] },
    },
  });
  return { ...rendered, call };
}

function panel(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('DetailScreen and Panel', () => {
  it('shows the account fields as a definition list with their formats', async () => {
    // an adult's birthday shows where the brand has enableAdultBirthday (001 §5, the account area's predicate)
    const { call } = renderAccount({ flags: { enableAdultBirthday: true } });
    await screen.findByRole('heading', { name: 'Account details' });
    expect(call).toHaveBeenCalledWith('getCustomer', { params: { id: '7' } });
    const details = panel('Account details');
    expect(within(details).getByText('Date of birth').nextSibling?.textContent).toBe('03/05/1980');
    expect(within(details).getByText('ISRN').nextSibling?.textContent).toBe('633597-0123-4567-8901');
    expect(within(details).getByText('Locked').nextSibling?.textContent).toBe('No');
  });

  it("leaves an adult's birthday out where the brand has no enableAdultBirthday", async () => {
    renderAccount();
    await screen.findByRole('heading', { name: 'Account details' });
    const details = panel('Account details');
    expect(within(details).getByText('ISRN')).toBeTruthy();
    expect(within(details).queryByText('Date of birth')).toBeNull();
  });

  it("shows a panel's empty notice", async () => {
    renderAccount();
    expect(
      await within(await screen.findByRole('region', { name: 'Addresses' })).findByText('No addresses'),
    ).toBeTruthy();
    expect(await screen.findByText('No orders')).toBeTruthy();
  });

  it('pages a table panel with its own page state', async () => {
    const { call } = renderAccount();
    const changes = await screen.findByRole('region', { name: 'Account changes' });
    await within(changes).findByText('change 1');
    expect(call).toHaveBeenCalledWith('getCustomerTrail', { params: { id: '7' }, query: { page: 1, limit: 10 } });
    await userEvent.click(within(changes).getByRole('button', { name: 'Page 2' }));
    await within(changes).findByText('change 11');
    expect(call).toHaveBeenCalledWith('getCustomerTrail', { params: { id: '7' }, query: { page: 2, limit: 10 } });
  });

  it('links order rows and shows money in pounds', async () => {
    renderAccount({
      orders: [
        {
          id: 99,
          purchaseDate: '2024-07-01T09:05:00Z',
          state: 'Complete',
          channel: 'WEB',
          deliveryType: 'eTicket',
          total: 1250,
        },
      ],
    });
    const orders = await screen.findByRole('region', { name: 'Orders history' });
    expect((await within(orders).findByRole('link', { name: '99' })).getAttribute('href')).toBe('/orders/99');
    expect(within(orders).getByText('£12.50')).toBeTruthy();
  });

  it('shows Smartcard details as the card number linking to the smartcard page, behind its flag', async () => {
    renderAccount({ level: 10, flags: { enableSmartcardDetails: true } });
    const panel = await screen.findByRole('region', { name: 'Smartcard details' });
    expect(within(panel).getByRole('link').getAttribute('href')).toBe('/customers/7/smartcard');
    cleanup();
    renderAccount({ level: 10, flags: { enableSmartcardDetails: false } });
    await screen.findByRole('heading', { name: 'Account details' });
    expect(screen.queryByRole('region', { name: 'Smartcard details' })).toBeNull();
  });

  it("renders a custom panel's registered widget behind the panel flag", async () => {
    registerWidget('oneClickDelayRepay', () => <p>one-click widget</p>);
    renderAccount({ level: 40, flags: { enableOneClickDelayRepay: true } });
    expect(await screen.findByText('one-click widget')).toBeTruthy();
    cleanup();
    renderAccount({ level: 40, flags: { enableOneClickDelayRepay: false } });
    await screen.findByRole('heading', { name: 'Account details' });
    expect(screen.queryByText('one-click widget')).toBeNull();
  });

  it("gives a custom panel's widget the screen's read-only state, and withholds the runtime's button it places", async () => {
    // issue 22: a deleted account (readOnlyWhen: customerIsDeleted) offers no change, its widgets' buttons included
    const change = { id: 'change', label: 'TEST_CHANGE', widget: 'none' };
    registerWidget('oneClickDelayRepay', ({ readOnly, routeParams }) => (
      <div>
        <p>{readOnly ? 'widget read-only' : 'widget may change'}</p>
        <ActionButton action={change} record={{}} routeParams={routeParams} onOpen={() => undefined} />
      </div>
    ));
    renderAccount({ level: 40, flags: { enableOneClickDelayRepay: true }, deleted: true });
    expect(await screen.findByText('widget read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'TEST_CHANGE' })).toBeNull();
    cleanup();
    renderAccount({ level: 40, flags: { enableOneClickDelayRepay: true }, deleted: false });
    expect(await screen.findByText('widget may change')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'TEST_CHANGE' })).toBeTruthy();
  });
});

describe('DetailScreen and Panel when calls fail', () => {
  const notFound = Object.assign(new Error('Requested data not found'), { status: 404 });
  const serverDown = Object.assign(new Error('no answer'), { status: 0 });

  it('shows the not-found notice and a way on for a record that does not exist', async () => {
    renderWithRuntime(<Screen id="account" />, {
      url: '/account/99999999',
      path: '/account/:id',
      call: vi.fn(async () => Promise.reject(notFound)),
      level: 10,
    });
    const notice = (await screen.findByText('Requested data not found')).closest('[role=status]') as HTMLElement;
    expect(notice).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('The data could not be loaded.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers Try again when the record could not be loaded', async () => {
    let fail = true;
    const call = vi.fn(async (id: string) => {
      if (fail) throw serverDown;
      return id === 'getCustomer' ? { result: customer } : { result: [], links: { page: 1, limit: 10, total: 0 } };
    });
    renderWithRuntime(<Screen id="account" />, { url: '/account/7', path: '/account/:id', call, level: 10 });
    expect((await screen.findByRole('alert')).textContent).toContain('The data could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Account details' })).toBeTruthy();
  });

  it('keeps the page shown when the next page of a panel fails, and says so', async () => {
    let failPage2 = true;
    const { call } = renderAccount();
    call.mockImplementation(async (id: string, args?: { query?: Record<string, unknown> }) => {
      if (id === 'getCustomer') return { result: customer };
      if (id === 'getCustomerOrders') return { result: [], links: { page: 1, limit: 20, total: 0 } };
      if (args?.query?.page === 2 && failPage2) throw serverDown;
      return trail(Number(args?.query?.page), Number(args?.query?.limit), 12);
    });
    const changes = await screen.findByRole('region', { name: 'Account changes' });
    await within(changes).findByText('change 1');
    await userEvent.click(within(changes).getByRole('button', { name: 'Page 2' }));
    expect((await within(changes).findByRole('alert')).textContent).toContain('the page shown before is kept');
    expect(within(changes).getByText('change 1')).toBeTruthy();
    expect(within(changes).getByText('1', { selector: '[aria-current=page]' })).toBeTruthy();
    failPage2 = false;
    await userEvent.click(within(changes).getByRole('button', { name: 'Page 2' }));
    await within(changes).findByText('change 11');
    expect(within(changes).queryByRole('alert')).toBeNull();
  });

  it('aligns money right through the column format class', async () => {
    renderAccount({
      orders: [
        {
          id: 99,
          purchaseDate: '2024-07-01T09:05:00Z',
          state: 'UnderReview',
          channel: 'Web',
          deliveryType: 'E-ticket',
          total: 1250,
        },
      ],
    });
    const orders = await screen.findByRole('region', { name: 'Orders history' });
    const money = await within(orders).findByText('£12.50');
    expect(money.closest('td')?.className).toBe('data-table__cell--money');
    expect(within(orders).getByRole('columnheader', { name: 'Total' }).className).toBe('data-table__cell--money');
    expect(within(orders).getByText('Under review').className).toBe('status-badge status-badge--warning');
    expect(within(orders).getByRole('group', { name: 'Orders history' }).tabIndex).toBe(0);
  });
});

describe('Panel and LoadError options', () => {
  const fieldsPanel: PanelDef<number> = {
    id: 'details',
    title: 'ACCOUNT_DETAILS_TITLE',
    kind: 'fields',
    fields: [
      { field: 'code', label: 'CUSTOMER_ID' },
      { field: 'holder.name', label: 'CUSTOMER_FIRST_NAME' },
    ],
    empty: 'ACCOUNT_ADDRESSES_EMPTY',
  };
  const render = (result: unknown) =>
    renderWithRuntime(<Panel screen={{} as ResolvedScreen} panel={fieldsPanel} routeParams={{}} reply={{ result }} />);

  it('a fields panel with no value in any of its fields shows its empty notice', () => {
    render({ code: null, holder: { name: '' }, unrelated: 'x' });
    expect(screen.getByText('No addresses')).toBeTruthy();
    cleanup();
    render({ code: null, holder: { name: 'Ada' } });
    expect(screen.queryByText('No addresses')).toBeNull();
    expect(screen.getByText('Ada')).toBeTruthy();
  });

  it('a hideWhenEmpty panel renders nothing, not even its title, while it has nothing to show', () => {
    const hidden = { ...fieldsPanel, hideWhenEmpty: true };
    const { container } = renderWithRuntime(
      <Panel screen={{} as ResolvedScreen} panel={hidden} routeParams={{}} reply={{ result: { code: null } }} />,
    );
    expect(container.innerHTML).toBe('');
    cleanup();
    renderWithRuntime(
      <Panel screen={{} as ResolvedScreen} panel={hidden} routeParams={{}} reply={{ result: { code: 'A1' } }} />,
    );
    expect(screen.getByRole('heading').textContent).toBeTruthy();
    expect(screen.getByText('A1')).toBeTruthy();
  });

  it('a hideWhenEmpty panel with its own call appears only with rows (nothing while loading), and still says a failure', async () => {
    const panel: PanelDef<number> = {
      id: 'things',
      title: 'ACCOUNT_DETAILS_TITLE',
      kind: 'table',
      call: 'listThings',
      columns: [{ field: 'code', label: 'CUSTOMER_ID' }],
      hideWhenEmpty: true,
    };
    const show = (call: () => Promise<unknown>) =>
      renderWithRuntime(<Panel screen={{} as ResolvedScreen} panel={panel} routeParams={{}} reply={{}} />, {
        call: vi.fn(call),
      });
    let release: (value: unknown) => void = () => undefined;
    const { container, services } = show(() => new Promise((resolve) => (release = resolve)));
    await waitFor(() => expect(services.call).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
    await act(async () => release({ result: [] }));
    expect(container.innerHTML).toBe('');
    cleanup();
    show(async () => ({ result: [{ code: 'T-1' }] }));
    expect(await screen.findByText('T-1')).toBeTruthy();
    expect(screen.getByRole('heading')).toBeTruthy();
    cleanup();
    show(async () => {
      throw Object.assign(new Error('down'), { status: 500 });
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The data could not be loaded.');
  });

  it('LoadError shows a declared message for a failure, and the not-found notice for 404', () => {
    renderWithRuntime(<LoadError error={{ status: 500 }} message="RUNTIME_PAGE_LOAD_ERROR" />);
    expect(screen.getByRole('alert').textContent).toContain('the page shown before is kept');
    cleanup();
    renderWithRuntime(<LoadError error={{ status: 404 }} message="RUNTIME_PAGE_LOAD_ERROR" />);
    expect(screen.getByText('Requested data not found')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('detail screen columns (001 §2 claim detail: left and right panels)', () => {
  it('gathers the column panels where the first is declared, the others keeping their place', async () => {
    const { inColumns } = await import('./DetailScreen');
    const p = (id: string, column?: 'left' | 'right') => ({ id, kind: 'fields', fields: [], column }) as PanelDef;
    const [top, left1, right1, left2, bottom] = [p('top'), p('l1', 'left'), p('r1', 'right'), p('l2', 'left'), p('b')];
    expect(inColumns([top, left1, right1, left2, bottom])).toEqual([top, [[left1, left2], [right1]], bottom]);
    expect(inColumns([top, bottom])).toEqual([top, bottom]);
  });
});
