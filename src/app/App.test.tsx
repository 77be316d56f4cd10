// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { App } from './App';
import { createQueryClient } from './queryClient';
import { createTestServices, jsonReply, memoryCookies } from './testing/createTestServices';

vi.mock('../runtime/formResources', () => import('../runtime/testing/fakeFormResources'));

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function startAt(url: string, level?: number) {
  window.history.replaceState(null, '', url);
  const services = createTestServices(
    (u) =>
      u.includes('/admin/customers')
        ? jsonReply(200, { result: [], links: { page: 1, limit: 10, total: 0 } })
        : jsonReply(404),
    memoryCookies({ brand: 'southern' }),
  );
  if (level !== undefined) {
    services.session.beginSignIn('agent@example.com', 'southern', 'et');
    services.session.completeSignIn({ accessToken: 'at', refreshToken: 'rt', accessLevel: level });
  }
  render(<App services={services} />);
  return services;
}

const path = () => window.location.pathname + window.location.search;

describe('App routing (000 §2 Routing rules)', () => {
  it('sends a visitor to /login, remembering the original URL with its query', async () => {
    startAt('/search-orders?email=a%40b.co');
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 });
    expect(path()).toBe('/login');
    expect((window.history.state as { usr?: { from?: string } }).usr?.from).toBe('/search-orders?email=a%40b.co');
  });

  it('opens / as /search-customers with the layout, menu and version', async () => {
    startAt('/', 10);
    await waitFor(() => expect(path()).toBe('/search-customers'), { timeout: 5000 });
    expect(await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('agent@example.com')).toBeTruthy();
    expect(screen.getByText('Version 1.32.7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('link', { name: 'E-Vouchers' })).toBeNull();
  });

  it('sends a signed-in user away from a public route', async () => {
    startAt('/login', 10);
    await waitFor(() => expect(path()).toBe('/search-customers'), { timeout: 5000 });
  });

  it("refuses a route above the user's level with 'Unauthorized access.'", async () => {
    startAt('/search-vouchers', 10);
    expect((await screen.findByRole('alert')).textContent).toContain('Unauthorized access.');
    await waitFor(() => expect(path()).toBe('/search-customers'), { timeout: 5000 });
  });

  it('redirects an unknown path to /search-customers', async () => {
    startAt('/no/such/page', 10);
    await waitFor(() => expect(path()).toBe('/search-customers'), { timeout: 5000 });
  });

  it('logs out from the side menu', async () => {
    const services = startAt('/search-customers', 10);
    (await screen.findByRole('button', { name: 'Logout' })).click();
    await waitFor(() => expect(path()).toBe('/login'));
    expect(services.session.getSnapshot().user).toBeUndefined();
    expect(
      services.fetch.mock.calls.some(
        ([url, init]) => String(url) === '/api/customers/auth/current' && (init as RequestInit).method === 'DELETE',
      ),
    ).toBe(true);
  });
});

describe('App hand-over between the shell and the signed-in console (docs/decisions/2460)', () => {
  it('shows the sign-in page after logout, remembering no page to return to', async () => {
    window.history.replaceState(null, '', '/search-orders?email=a%40b.co');
    const services = createTestServices(
      (u) => {
        if (u.endsWith('/config/brands'))
          return jsonReply(200, { result: [{ id: 'southern', displayName: 'Southern' }] });
        // the next user signs in without a second factor
        if (u.endsWith('/customers/auth'))
          return jsonReply(201, { result: { accessToken: 'at2', refreshToken: 'rt2', accessLevel: 10 } });
        if (u.includes('/admin/')) return jsonReply(200, { result: [], links: { page: 1, limit: 10, total: 0 } });
        return jsonReply(404);
      },
      memoryCookies({ brand: 'southern' }),
    );
    services.session.beginSignIn('agent@example.com', 'southern', 'et');
    services.session.completeSignIn({ accessToken: 'at', refreshToken: 'rt', accessLevel: 10 });
    render(<App services={services} />);
    (await screen.findByRole('button', { name: 'Logout' }, { timeout: 5000 })).click();

    const email = await screen.findByLabelText(/E-mail/, {}, { timeout: 5000 });
    expect(path()).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    // the next user of the tab starts at home, not on the page the previous one left
    await waitFor(() => expect((window.history.state as { usr?: unknown }).usr).toBeNull());
    await userEvent.type(email, 'next@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'Demo-password-1!{Enter}');
    await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 });
    await waitFor(() => expect(path()).toBe('/search-customers'));
  });

  it('sends a visitor whose session ends on an idle page to /login, remembering that page', async () => {
    const services = startAt('/search-orders?email=a%40b.co', 10);
    await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 });
    act(() => services.session.clear());
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 });
    expect(path()).toBe('/login');
    expect((window.history.state as { usr?: { from?: string } }).usr?.from).toBe('/search-orders?email=a%40b.co');
  });

  it('goes back from Forgot password to the sign-in page with the browser', async () => {
    startAt('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }, { timeout: 5000 }));
    await screen.findByRole('heading', { name: 'Reset password' }, { timeout: 5000 });
    expect(path()).toBe('/reset-password');
    window.history.back();
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 });
    expect(path()).toBe('/login');
  });
});

describe('App session start', () => {
  it('resumes the session of another tab once, from the HttpOnly refresh cookie (the signed-in marker says it is there)', async () => {
    window.history.replaceState(null, '', '/search-customers');
    const services = createTestServices(
      (u) =>
        u.endsWith('/customers/auth/refresh')
          ? jsonReply(201, { result: { accessToken: 'at2', accessLevel: 20 } })
          : jsonReply(200, { result: [] }),
      memoryCookies({ brand: 'southern', signedIn: '1', email: 'agent@example.com', emailToken: 'et' }),
    );
    render(<App services={services} />);
    expect(await screen.findByText('agent@example.com')).toBeTruthy();
    expect(path()).toBe('/search-customers');
    expect(services.fetch.mock.calls.filter(([u]) => String(u).endsWith('/refresh'))).toHaveLength(1);
    expect(services.cookies.values.get('signedIn')).toBe('1');
  });
});

describe('App and the deployment (000 §1 brand selector at run time)', () => {
  it('asks the server which brands it offers: one brand means no selector', async () => {
    window.history.replaceState(null, '', '/login');
    const services = createTestServices((u) =>
      u.endsWith('/config/brands')
        ? jsonReply(200, { result: [{ id: 'southern', displayName: 'Southern' }] })
        : jsonReply(404),
    );
    render(<App services={services} />);
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 });
    await screen.findByLabelText(/E-mail/, {}, { timeout: 5000 });
    expect(screen.queryByLabelText(/Brand/)).toBeNull();
  });

  it("keeps the build's brands when the server does not answer", async () => {
    window.history.replaceState(null, '', '/login');
    render(<App services={createTestServices(() => jsonReply(500))} />);
    expect(await screen.findByLabelText(/Brand/, {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('App session end', () => {
  it('forgets everything the signed-in user loaded when the session ends', async () => {
    const queryClient = createQueryClient();
    window.history.replaceState(null, '', '/search-customers');
    const services = createTestServices(() => jsonReply(404), memoryCookies({ brand: 'southern' }));
    services.session.beginSignIn('agent@example.com', 'southern', 'et');
    services.session.completeSignIn({ accessToken: 'at', refreshToken: 'rt', accessLevel: 10 });
    render(<App services={services} queryClient={queryClient} />);
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 5000 });
    queryClient.setQueryData(['call', 'getCustomer', 633], { result: { id: 633 } });
    services.session.clear();
    await waitFor(() => expect(queryClient.getQueryData(['call', 'getCustomer', 633])).toBeUndefined());
  });
});

describe('App focus (keyboard and screen-reader users)', () => {
  it('keeps the autofocus on the sign-in fields, then puts the focus on the heading of the first page signed in', async () => {
    window.history.replaceState(null, '', '/login');
    const services = createTestServices(
      (u) => {
        if (u.endsWith('/config/brands'))
          return jsonReply(200, { result: [{ id: 'southern', displayName: 'Southern' }] });
        if (u.endsWith('/customers/auth')) return jsonReply(202, { result: { emailToken: 'et' } });
        if (u.endsWith('/secondFactor'))
          return jsonReply(201, {
            result: {
              accessToken: 'at',
              refreshToken: 'rt',
              emailToken: 'et',
              accessLevel: 10,
              email: 'agent@example.com',
              brand: 'southern',
              expiresIn: 900,
            },
          });
        return jsonReply(404);
      },
      memoryCookies({ brand: 'southern' }),
    );
    render(<App services={services} />);

    const email = await screen.findByLabelText(/E-mail/, {}, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(email));
    await userEvent.type(email, 'agent@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'Demo-password-1!{Enter}');

    const code = await screen.findByLabelText(/Authentication code/, {}, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(document.title).toBe('Confirm sign-in · Customer service console');
    await userEvent.type(code, '123456{Enter}');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Customer search' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(path()).toBe('/search-customers');
    expect(document.title).toBe('Customer search · Customer service console');
  });

  it('does not move the focus on a page opened directly, and moves it to the heading of each page opened from the menu', async () => {
    startAt('/search-customers', 10);
    await screen.findByRole('heading', { level: 1, name: 'Customer search' }, { timeout: 5000 });
    expect(document.activeElement).toBe(document.body);

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Orders' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order search' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Order search · Customer service console');

    await userEvent.click(within(menu).getByRole('link', { name: 'Customers' }));
    const search = await screen.findByRole('heading', { level: 1, name: 'Customer search' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(document.title).toBe('Customer search · Customer service console');
  });
});
