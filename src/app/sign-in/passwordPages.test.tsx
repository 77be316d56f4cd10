// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { AppServicesContext } from '../AppServicesContext';
import { HistoryProvider } from '../routing/nativeHistory';
import { createTestServices, jsonReply, type FakeRoute } from '../testing/createTestServices';
import { AvailableBrandsContext } from './AvailableBrandsContext';
import ChangePasswordPage from './ChangePasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function renderPage(page: ReactElement, route: FakeRoute, url: string) {
  window.history.replaceState(null, '', url);
  const services = createTestServices(route);
  render(
    <AppServicesContext.Provider value={services}>
      <QueryClientProvider client={new QueryClient()}>
        <AvailableBrandsContext.Provider value={[{ id: 'southern', displayName: 'Southern' }]}>
          <HistoryProvider>{page}</HistoryProvider>
        </AvailableBrandsContext.Provider>
      </QueryClientProvider>
    </AppServicesContext.Provider>,
  );
  return services;
}

describe('/reset-password (000 §8)', () => {
  it('confirms the request for the e-mail', async () => {
    renderPage(<ResetPasswordPage />, () => new Response(null, { status: 202 }), '/reset-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/, {}, { timeout: 5000 }), 'agent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe('The request was registered for agent@example.com.');
  });

  it('reports a failure to send the e-mail', async () => {
    renderPage(<ResetPasswordPage />, () => jsonReply(500), '/reset-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/, {}, { timeout: 5000 }), 'agent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred while trying to send e-mail.');
  });
});

describe('/change-password (000 §5, §8)', () => {
  async function fill(newPassword: string, retype: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/, {}, { timeout: 5000 }), newPassword);
    if (retype) await user.type(screen.getByLabelText(/^Retype new password/), retype);
    return user;
  }

  it('keeps the button disabled until the policy holds and the passwords match', async () => {
    renderPage(<ChangePasswordPage />, () => new Response(null, { status: 204 }), '/change-password?token=t1');
    const user = await fill('Correct-Horse1', 'Correct-Horse2');
    expect(screen.getByRole('alert').textContent).toBe('Provided passwords are different.');
    expect((screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText(/^Retype new password/));
    await user.type(screen.getByLabelText(/^Retype new password/), 'Correct-Horse1');
    expect((screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('link', { name: 'Sign in with the new password' })).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('sends the token and brand, and maps code 1001 to EMAIL_PASSWORD_MATCHES_OLD', async () => {
    const services = renderPage(
      <ChangePasswordPage />,
      () => jsonReply(400, { errors: [{ code: '1001', message: 'same' }] }),
      '/change-password?token=t1',
    );
    const user = await fill('Correct-Horse1', 'Correct-Horse1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Passwords can not be identical');
    const [url, init] = services.fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/reset-password/?token=t1');
    expect(JSON.parse(String(init.body))).toEqual({ password: 'Correct-Horse1', token: 't1', brand: 'southern' });
  });

  it('shows the policy checklist live', async () => {
    renderPage(<ChangePasswordPage />, () => jsonReply(500), '/change-password?token=t1');
    await fill('abc', '');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('at least 12 characters (missing)');
    expect(items[3]).toContain('one lowercase letter (done)');
  });
});
