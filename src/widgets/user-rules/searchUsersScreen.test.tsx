// @vitest-environment jsdom
// The declared /search-users screen (schemas/screens/users/searchUsers.yaml): a search screen's actions (Add user)
// above the filters, and the level select offering only levels up to the signed-in user's own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Screen } from '../../runtime/Screen';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import './register';

vi.mock('../../runtime/formResources', () => import('../../runtime/testing/fakeFormResources'));
afterEach(cleanup);

const permissions = { canModifyStaffAccount: { levels: ['SUPERVISOR', 'HQ'] as Array<'SUPERVISOR' | 'HQ'> } };

describe('searchUsers screen', () => {
  it("opens Add user from the search screen with levels up to one's own", async () => {
    renderWithRuntime(<Screen id="searchUsers" />, {
      path: '/search-users',
      level: 30,
      permissions,
      flags: { enableStationLevels: true },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'USER_ADD' }));
    const dialog = await screen.findByRole('dialog');
    const select = await within(dialog).findByRole('combobox');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'USER_LEVEL_CHOOSE',
      'USER_LEVEL_BASIC',
      'USER_LEVEL_STATION_AGENT',
      'USER_LEVEL_STATION_SUPERVISOR',
      'USER_LEVEL_AGENT',
      'USER_LEVEL_SUPERVISOR',
    ]);
  });

  it('has no Add user for a user without the right (the screen itself is refused)', () => {
    renderWithRuntime(<Screen id="searchUsers" />, { path: '/search-users', level: 20, permissions });
    expect(screen.queryByRole('button', { name: 'USER_ADD' })).toBeNull();
  });
});
