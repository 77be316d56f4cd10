// @vitest-environment jsdom
// Issue 22: a deleted account (its deletion approved) says so at the top of the account page and offers no change —
// no Request deletion, Change name, Add address nor a row's Change (detail.readOnlyWhen: customerIsDeleted). A live
// account keeps them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Screen } from '../../runtime/Screen';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import './register';

afterEach(cleanup);

// the test i18n holds the runtime's texts; an area's key may show as itself
const text = (english: string, key: string) => new RegExp(`^(${english}|${key})$`);

const account = (deleted: boolean) => ({
  id: 242,
  title: 'Ms',
  firstNames: 'Dee',
  surname: 'Leted',
  email: 'dee@example.com',
  isLocked: false,
  deleted,
  locks: [],
  deactivationRequests: [{ id: 5, state: deleted ? 'APPROVED' : 'REJECTED', created: '2026-01-01T10:00:00Z' }],
  addresses: [{ id: 1, name: 'Home', line1: '1 Road', town: 'Hove', postCode: 'BN3 1AA', isSmartcard: false }],
});

function renderAccount(deleted: boolean) {
  const call = vi.fn(async (id: string) => {
    if (id === 'getCustomer') return { result: account(deleted) };
    if (id === 'getCustomerTrail') return { result: { trails: [] }, links: { page: 1, limit: 10, total: 0 } };
    if (id === 'getCustomerOrders') return { result: [], links: { page: 1, limit: 20, total: 0 } };
    throw new Error(`unexpected call ${id}`);
  });
  renderWithRuntime(<Screen id="account" />, {
    url: '/account/242',
    path: '/account/:id',
    call,
    level: 40,
    flags: {},
    permissions: {
      canRemoveCustomerAccount: { levels: ['SUPERVISOR', 'HQ'] },
      canModifyCustomerName: { levels: ['AGENT', 'SUPERVISOR', 'HQ'] },
      canModifyCustomerAddress: { minLevel: 'AGENT' },
    },
  });
}

describe('account page of a deleted account', () => {
  it('says it is deleted and offers no change', async () => {
    renderAccount(true);
    expect((await screen.findByTestId('account-deleted')).textContent).toMatch(
      /This account is deleted|ACCOUNT_DELETED_NOTICE/,
    );
    const details = await screen.findByRole('region', { name: text('Account details', 'ACCOUNT_DETAILS_TITLE') });
    expect(within(details).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: text('Request deletion', 'ACCOUNT_DELETION_REQUEST') })).toBeNull();
    expect(screen.queryByRole('button', { name: text('Add address', 'ACCOUNT_ADDRESS_ADD') })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: text('Addresses', 'ACCOUNT_ADDRESSES_TITLE') })).queryByRole('button'),
    ).toBeNull();
  });

  it('a live account keeps its changes and says nothing of deletion', async () => {
    renderAccount(false);
    const details = await screen.findByRole('region', { name: text('Account details', 'ACCOUNT_DETAILS_TITLE') });
    expect(within(details).getByRole('button', { name: text('Change name', 'ACCOUNT_CHANGE_NAME') })).toBeTruthy();
    expect(screen.getByRole('button', { name: text('Request deletion', 'ACCOUNT_DELETION_REQUEST') })).toBeTruthy();
    expect(screen.getByRole('button', { name: text('Add address', 'ACCOUNT_ADDRESS_ADD') })).toBeTruthy();
    expect(screen.queryByTestId('account-deleted')).toBeNull();
  });
});
