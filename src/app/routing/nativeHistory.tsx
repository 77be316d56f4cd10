import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The shell's own navigation on the browser's History API (issue 24, docs/decisions/2460): the logged-out pages and
 * the shell's guard use it, so /login does not download react-router, which loads with the signed-in console.
 *
 * Entries are written as react-router's BrowserRouter writes them — `history.state` = `{ usr: state, key, idx }` — so
 * both share the tab's history: a page signed in to reads the `from` a guard remembered, and the signed-in guard's
 * "back one entry, or home when there is none" (decision 0030) counts entries of either.
 */
export interface NativeLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry carried (`navigate(to, { state })`), `null` when nothing. */
  state: unknown;
  /** One per history entry: 'default' for the entry the tab was opened on. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const listeners = new Set<() => void>();

function entryState(): EntryState | null {
  return window.history.state as EntryState | null;
}

function readLocation(): NativeLocation {
  const { pathname, search, hash } = window.location;
  const entry = entryState();
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

const sameEntry = (a: NativeLocation, b: NativeLocation) =>
  a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * Tells the shell that the address changed outside this module: react-router's navigations (pushState and
 * replaceState raise no event) report through here, so the shell hands the logged-out paths back to its own pages.
 */
export function notifyLocationChanged(): void {
  for (const listener of listeners) listener();
}

/** Opens `to` (a path with its query) as a new history entry, or in place of the current one with `replace`. */
export function navigate(to: string, { replace = false, state }: NavigateOptions = {}): void {
  const index = entryState()?.idx ?? 0;
  const entry: EntryState = {
    usr: state ?? null,
    key: Math.random().toString(36).substring(2, 10),
    idx: replace ? index : index + 1,
  };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  notifyLocationChanged();
}

const LocationContext = createContext<NativeLocation | null>(null);

/**
 * Holds the current location for the components below and follows the address: this module's navigations, the
 * browser's back and forward, and whatever `notifyLocationChanged` reports. Like BrowserRouter it changes pages in a
 * transition, so the page on screen stays until the next one's code has arrived.
 */
export function HistoryProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  useLayoutEffect(() => {
    const follow = () => {
      const next = readLocation();
      startTransition(() => setLocation((current) => (sameEntry(current, next) ? current : next)));
    };
    listeners.add(follow);
    window.addEventListener('popstate', follow);
    // the address may have moved between the first render and now
    follow();
    return () => {
      listeners.delete(follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

export function useLocation(): NativeLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation: no HistoryProvider above this component');
  return location;
}

export function useNavigate(): typeof navigate {
  return navigate;
}

/** Sends the user on once rendered (a guard's redirect), as react-router's Navigate does. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}

/**
 * A real link (`href`: open in a new tab, copy, the status bar) that a plain click follows without reloading the
 * page, carrying `state` as react-router's Link does.
 */
export function Link({
  to,
  state,
  replace,
  onClick,
  children,
  ...rest
}: { to: string; children: ReactNode } & NavigateOptions & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    // a modified click (new tab, new window, download) and a link with a target are the browser's to handle
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (rest.target && rest.target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace, state });
  }
  return (
    <a href={to} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
