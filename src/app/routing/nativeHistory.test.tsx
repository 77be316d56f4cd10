// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryProvider, Link, navigate, notifyLocationChanged, useLocation } from './nativeHistory';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname + location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(url: string, ...links: Array<Parameters<typeof Link>[0]>) {
  window.history.replaceState(null, '', url);
  render(
    <HistoryProvider>
      <Where />
      {links.map((link) => (
        <Link key={link.to} {...link} />
      ))}
    </HistoryProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const entry = () => window.history.state as { usr: unknown; key: string; idx: number };

describe('the shell navigation (History API)', () => {
  it("writes entries as react-router's BrowserRouter does, so the two share the tab's history", async () => {
    renderAt('/login');
    await act(async () => navigate('/confirm-login', { state: { from: '/orders/7' } }));
    expect(window.location.pathname).toBe('/confirm-login');
    expect(entry()).toMatchObject({ usr: { from: '/orders/7' }, idx: 1 });
    expect(where()).toBe('/confirm-login {"from":"/orders/7"}');

    const pushed = entry().key;
    await act(async () => navigate('/search-customers', { replace: true }));
    expect(entry()).toMatchObject({ usr: null, idx: 1 });
    expect(entry().key).not.toBe(pushed);
    expect(window.history.length).toBeGreaterThan(1);
    expect(where()).toBe('/search-customers null');
  });

  it('follows a change of address made by someone else once told (the router) and on back and forward', async () => {
    renderAt('/search-customers');
    window.history.pushState({ usr: { from: '/x' }, key: 'r1', idx: 1 }, '', '/login');
    expect(where()).toBe('/search-customers null');
    await act(async () => notifyLocationChanged());
    expect(where()).toBe('/login {"from":"/x"}');

    window.history.replaceState({ usr: null, key: 'r2', idx: 1 }, '', '/reset-password');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(where()).toBe('/reset-password null');
  });

  it('follows a plain click on a link with its state, and leaves a modified click to the browser', async () => {
    renderAt('/login', { to: '/reset-password', state: { email: 'a@b.co' }, children: 'Forgot password?' });
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/reset-password');

    // a click with Ctrl opens a new tab: this page stays where it is
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(where()).toBe('/login null');

    await act(async () => fireEvent.click(link));
    expect(where()).toBe('/reset-password {"email":"a@b.co"}');
  });
});
