import { useEffect, useRef } from 'react';
import { useLocation } from './nativeHistory';
import { PUBLIC_ROUTES } from './decideRoute';
import { isTextEntry } from './isTextEntry';

/** The heading a new page puts the keyboard on: the page's h1 inside the layout's main region. */
const HEADING = '#main h1';

/**
 * Moves the keyboard focus to the new page's main heading (h1, tabIndex -1) after sign-in and after each
 * change of page inside the signed-in console, so keyboard and screen-reader users start at the page
 * rather than on a menu link or, once the old page is gone, at the top of the document.
 *
 * Opening a page — also through the redirects that follow (/ → /search-customers, a tab resuming its
 * session) — leaves the focus where the browser puts it: only once the user has pressed a key or a
 * pointer in this document does a new page take the focus. The sign-in pages keep their autofocus
 * field; a change of the query string alone (search, paging) is not a new page.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const interacted = useRef(false);
  // Counts the user's key presses and pointer presses, so a page still loading can tell whether they acted meanwhile.
  const interactions = useRef(0);

  useEffect(() => {
    const mark = () => {
      interacted.current = true;
      interactions.current += 1;
    };
    document.addEventListener('keydown', mark, true);
    document.addEventListener('pointerdown', mark, true);
    return () => {
      document.removeEventListener('keydown', mark, true);
      document.removeEventListener('pointerdown', mark, true);
    };
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!interacted.current || (PUBLIC_ROUTES as readonly string[]).includes(pathname)) return;
    // The link or button that led here; a focus the user has put anywhere else meanwhile is theirs to keep.
    const from = document.activeElement;
    // A key or pointer press after the page changed (Ctrl+K into the quick lookup while the page loads, say) means
    // the user has moved on: the heading that appears later must not take the focus from them.
    const seen = interactions.current;
    const focusHeading = (): boolean => {
      const heading = document.querySelector<HTMLElement>(HEADING);
      if (!heading) return false;
      const active = document.activeElement;
      if (interactions.current !== seen) return true;
      // A text field the user is in (the quick lookup they just pasted into, and may paste into again) stays theirs.
      if (!active || active === document.body || (active === from && !isTextEntry(from))) heading.focus();
      return true;
    };
    if (focusHeading()) return;
    // The page may still be loading (signed-in chunk, brand profile, screen): wait for its heading.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);

  return null;
}
