// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { AppServicesContext } from '../AppServicesContext';
import type { BrandSummary } from '../brand/brandCatalog';
import { HistoryProvider, useLocation } from '../routing/nativeHistory';
import { ShellGuard } from '../routing/ShellGuard';
import { createTestServices, jsonReply, type FakeRoute } from '../testing/createTestServices';
import { AvailableBrandsContext } from './AvailableBrandsContext';
import ConfirmLoginPage from './ConfirmLoginPage';
import LoginPage from './LoginPage';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const SOUTHERN: BrandSummary = { id: 'southern', displayName: 'Southern' };
const GATWICK: BrandSummary = { id: 'gatwick', displayName: 'Gatwick Express' };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The two pages by path, each behind the shell's guard as App.tsx draws them; any other path shows where it is. */
function Pages() {
  const { pathname } = useLocation();
  if (pathname === '/login')
    return (
      <ShellGuard access={{ kind: 'public' }}>
        <LoginPage />
      </ShellGuard>
    );
  if (pathname === '/confirm-login')
    return (
      <ShellGuard access={{ kind: 'public' }}>
        <ConfirmLoginPage />
      </ShellGuard>
    );
  return <Where />;
}

function renderSignIn(
  route: FakeRoute,
  brands: BrandSummary[],
  start: { pathname: string; state?: unknown } = { pathname: '/login' },
) {
  // the entry as the shell's navigation writes it (react-router's layout: `usr` is the state)
  window.history.replaceState({ usr: start.state ?? null, key: 'start', idx: 0 }, '', start.pathname);
  const services = createTestServices(route);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppServicesContext.Provider value={services}>
      <QueryClientProvider client={client}>
        <AvailableBrandsContext.Provider value={brands}>
          <HistoryProvider>
            <Pages />
          </HistoryProvider>
        </AvailableBrandsContext.Provider>
      </QueryClientProvider>
    </AppServicesContext.Provider>,
  );
  return services;
}

const body = (init: RequestInit) => JSON.parse(String(init.body ?? '{}'));

describe('sign-in pages', () => {
  it('shows no brand selector with one brand, and sends that brand', async () => {
    const services = renderSignIn(() => jsonReply(401, { errors: [{ code: '8033', message: 'x' }] }), [GATWICK]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/, {}, { timeout: 5000 }), 'agent@example.com');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    const [, init] = services.fetch.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-Brand']).toBe('gatwick');
  });

  it('shows the brand selector with several brands and requires a brand', async () => {
    const services = renderSignIn(() => jsonReply(500), [SOUTHERN, GATWICK]);
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: /Brand/ }, { timeout: 5000 });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'southern', 'gatwick']);
    await user.type(screen.getByLabelText(/E-mail/), 'agent@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Choose a brand.')).toBeTruthy();
    expect(services.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['8033', 'Wrong e-mail or password.'],
    ['11007', 'This account is disabled. Please contact your team leader.'],
    ['8034', 'This account does not belong to the selected brand.'],
  ])('shows the message of login code %s', async (code, text) => {
    renderSignIn(() => jsonReply(401, { errors: [{ code, message: 'server text' }] }), [GATWICK]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/, {}, { timeout: 5000 }), 'agent@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('directs an expired password to Forgot password', async () => {
    renderSignIn(() => jsonReply(401, { errors: [{ code: '11006', message: 'expired' }] }), [GATWICK]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/, {}, { timeout: 5000 }), 'agent@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/reset-password');
  });

  it('goes through the second factor (wrong code, resend, right code) back to the original URL', async () => {
    const route: FakeRoute = (url, init) => {
      if (url.endsWith('/customers/auth')) return jsonReply(202, { result: { emailToken: 'et-1' } });
      if (url.endsWith('/secondFactor/resend')) return new Response(null, { status: 202 });
      if (url.endsWith('/secondFactor')) {
        return body(init).code === '123456'
          ? jsonReply(201, { result: { accessToken: 'at', refreshToken: 'rt', emailToken: 'et-2', accessLevel: 20 } })
          : jsonReply(401, { errors: [{ code: '8035', message: 'Code does not match' }] });
      }
      return jsonReply(404);
    };
    const services = renderSignIn(route, [GATWICK], {
      pathname: '/login',
      state: { from: '/search-orders?email=a%40b.co' },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/, {}, { timeout: 5000 }), 'agent@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByRole('textbox', { name: /Authentication code/ });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Code does not match');
    // nothing typed is lost: the wrong code stays, focused, for correction
    expect((code as HTMLInputElement).value).toBe('000000');
    expect(document.activeElement).toBe(code);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('status')).textContent).toContain('A new authentication code has been sent');
    const resend = services.fetch.mock.calls.find(([url]) => String(url).endsWith('/resend')) as [string, RequestInit];
    expect(body(resend[1])).toEqual({ emailToken: 'et-1' });

    await user.clear(screen.getByRole('textbox', { name: /Authentication code/ }));
    await user.type(screen.getByRole('textbox', { name: /Authentication code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search-orders?email=a%40b.co'));
    expect(services.session.getSnapshot().user).toEqual({
      email: 'agent@example.com',
      accessToken: 'at',
      accessLevel: 20,
    });
    // the refresh token is never written by script: the server's HttpOnly cookie holds it
    expect(services.cookies.values.get('refreshToken')).toBeUndefined();
    expect(services.cookies.values.get('signedIn')).toBe('1');
  });
});
