// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FocusOnNavigation } from './FocusOnNavigation';
import { HistoryProvider, Link, useLocation, useNavigate } from './nativeHistory';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Page({ title }: { title: string }) {
  return (
    <main id="main" tabIndex={-1}>
      <h1 tabIndex={-1}>{title}</h1>
      <nav>
        <Link to="/a">to A</Link> <Link to="/b">to B</Link> <Link to="/b?page=2">page 2</Link>{' '}
        <Link to="/late">to late</Link>
        <Link to="/login">to login</Link>
      </nav>
    </main>
  );
}

/** A page whose heading appears only after a moment, as a lazy screen's does. */
function LatePage() {
  const [ready, setReady] = useState(false);
  return ready ? <Page title="Late" /> : <button onClick={() => setReady(true)}>finish loading</button>;
}

/** A box in the page header, as the quick lookup is: Enter opens the late page and the focus stays in the box. */
function HeaderBox() {
  const navigate = useNavigate();
  return <input aria-label="Quick lookup" onKeyDown={(event) => event.key === 'Enter' && navigate('/late')} />;
}

function SignInPage() {
  return (
    <main id="main">
      <h1>Sign in</h1>
      <input
        aria-label="E-mail"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
        autoFocus
      />
    </main>
  );
}

/** The pages of these tests by path, as the shell draws its own (App.tsx). */
function Pages() {
  const { pathname } = useLocation();
  if (pathname === '/a') return <Page title="Page A" />;
  if (pathname === '/b') return <Page title="Page B" />;
  if (pathname === '/late') return <LatePage />;
  if (pathname === '/login') return <SignInPage />;
  return null;
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <HistoryProvider>
      <FocusOnNavigation />
      <HeaderBox />
      <Pages />
    </HistoryProvider>,
  );
}

describe('FocusOnNavigation', () => {
  it('leaves the focus alone on the page that was opened', () => {
    renderAt('/a');
    expect(document.activeElement).toBe(document.body);
  });

  it("moves the focus to the new page's heading when the user opens another page", async () => {
    renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'to B' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page B' }));
  });

  it('keeps the focus on a change of the query string only (search, paging)', async () => {
    renderAt('/b');
    const link = screen.getByRole('link', { name: 'page 2' });
    await userEvent.click(link);
    expect(document.activeElement).toBe(link);
  });

  it('waits for the heading of a page that is still loading', async () => {
    renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'to late' }));
    screen.getByRole('button', { name: 'finish loading' }).click();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Late' })));
  });

  it('leaves the focus with a user who typed on while the new page was loading', async () => {
    renderAt('/a');
    const box = screen.getByRole('textbox', { name: 'Quick lookup' });
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('x');
    screen.getByRole('button', { name: 'finish loading' }).click();
    await screen.findByRole('heading', { name: 'Late' });
    expect(document.activeElement).toBe(box);
  });

  it('leaves the autofocus field of a sign-in page alone', async () => {
    renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'to login' }));
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });
});
