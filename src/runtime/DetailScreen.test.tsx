// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Screen } from './Screen';
import { renderWithRuntime } from './testing/renderWithRuntime';
import { registerWidget } from './widgetRegistry';

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
  addresses: [] as unknown[],
};

function trail(page: number, limit: number, total: number) {
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  return {
    result: { trails: Array.from({ length: count }, (_, i) => ({ date: '2024-07-01T09:05:00Z', description: `change ${(page - 1) * limit + i + 1}`, editor: 'agent@example.com' })) },
    links: { page, limit, total },
  };
}

function renderAccount(options: { level?: number; flags?: Record<string, boolean>; addresses?: unknown[]; orders?: unknown[] } = {}) {
  const call = vi.fn(async (id: string, args?: { params?: Record<string, unknown>; query?: Record<string, unknown> }) => {
    if (id === 'getCustomer') return { result: { ...customer, addresses: options.addresses ?? [] } };
    if (id === 'getCustomerTrail') return trail(Number(args?.query?.page), Number(args?.query?.limit), 12);
    if (id === 'getCustomerOrders') return { result: options.orders ?? [], links: { page: 1, limit: 20, total: options.orders?.length ?? 0 } };
    throw new Error(`unexpected call ${id}`);
  });
  const rendered = renderWithRuntime(<Screen id="account" />, {
    url: '/account/7',
    path: '/account/:id',
    call,
    level: options.level ?? 10,
    flags: options.flags ?? {},
    permissions: { canRemoveCustomerAccount: { levels: ['SUPERVISOR', 'HQ'] } },
  });
  return { ...rendered, call };
}

function panel(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('DetailScreen and Panel', () => {
  it('shows the account fields as a definition list with their formats', async () => {
    const { call } = renderAccount();
    await screen.findByRole('heading', { name: 'Account details' });
    expect(call).toHaveBeenCalledWith('getCustomer', { params: { id: '7' } });
    const details = panel('Account details');
    expect(within(details).getByText('Date of birth').nextSibling?.textContent).toBe('03/05/1980');
    expect(within(details).getByText('ISRN').nextSibling?.textContent).toBe('633597-0123-4567-8901');
    expect(within(details).getByText('Locked').nextSibling?.textContent).toBe('No');
  });

  it("shows a panel's empty notice", async () => {
    renderAccount();
    expect(await within(await screen.findByRole('region', { name: 'Addresses' })).findByText('No addresses')).toBeTruthy();
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
    renderAccount({ orders: [{ id: 99, purchaseDate: '2024-07-01T09:05:00Z', state: 'Complete', channel: 'WEB', deliveryType: 'eTicket', total: 1250 }] });
    const orders = await screen.findByRole('region', { name: 'Orders history' });
    expect((await within(orders).findByRole('link', { name: '99' })).getAttribute('href')).toBe('/orders/99');
    expect(within(orders).getByText('£12.50')).toBeTruthy();
  });

  it('renders nothing for planned panels until their widget is registered', async () => {
    renderAccount({ level: 40, flags: { enableSmartcardDetails: true } });
    await screen.findByRole('heading', { name: 'Account details' });
    expect(screen.queryByRole('region', { name: 'Smartcard details' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Delete account' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/not registered/);
  });

  it('renders a registered widget in place of its planned panel, gated by permission', async () => {
    registerWidget('deleteAccount', () => <p>delete widget</p>);
    renderAccount({ level: 30 });
    expect(await screen.findByText('delete widget')).toBeTruthy();
    cleanup();
    renderAccount({ level: 20 });
    await screen.findByRole('heading', { name: 'Account details' });
    expect(screen.queryByText('delete widget')).toBeNull();
  });
});
