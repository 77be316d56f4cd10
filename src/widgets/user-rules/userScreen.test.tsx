// @vitest-environment jsdom
// The declared /user/{id} screen (schemas/screens/users/user.yaml): Change access level cannot offer the level the
// user already has (000 §5 "a change of level must differ from the current one"), so the form stops it before the call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Screen } from '../../runtime/Screen';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import './register';

vi.mock('../../runtime/formResources', () => import('../../runtime/testing/fakeFormResources'));
afterEach(cleanup);

const permissions = { canModifyStaffAccount: { levels: ['SUPERVISOR', 'HQ'] as Array<'SUPERVISOR' | 'HQ'> } };
const agent = { id: 9, email: 'someone@southern.example', grantLevel: 20, grantLevelName: 'AGENT', active: true };

function renderUserPage() {
  const call = vi.fn(async (id: string) => {
    if (id === 'getStaffUser') return { result: agent };
    if (id === 'getStaffUserTrail') return { result: [], links: { page: 1, limit: 10, total: 0 } };
    if (id === 'changeStaffAccessLevel') return undefined;
    throw new Error(`unexpected call ${id}`);
  });
  renderWithRuntime(<Screen id="user" />, {
    url: '/user/9',
    path: '/user/:id',
    level: 40,
    permissions,
    call,
    userEmail: 'hq@southern.example',
  });
  return call;
}

describe('user screen: change access level', () => {
  it('shows the current level but does not let it be chosen; another level goes through the confirm step', async () => {
    const call = renderUserPage();
    await userEvent.click(await screen.findByRole('button', { name: 'USER_CHANGE_LEVEL' }));
    const dialog = await screen.findByRole('dialog');
    const select = (await within(dialog).findByRole('combobox')) as HTMLSelectElement;
    const current = within(select).getByRole('option', { name: 'USER_LEVEL_CURRENT' }) as HTMLOptionElement;
    expect(current.value).toBe('20');
    expect(current.disabled).toBe(true);
    const others = within(select)
      .getAllByRole('option')
      .filter((o) => o !== current && (o as HTMLOptionElement).value !== '');
    expect(others.every((o) => !(o as HTMLOptionElement).disabled)).toBe(true);

    await userEvent.selectOptions(select, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'USER_CHANGE_LEVEL_CONFIRM' }));
    expect(call).toHaveBeenCalledWith('changeStaffAccessLevel', {
      params: { id: '9' },
      body: { grantLevel: 30 },
      notify: false,
    });
  });
});
