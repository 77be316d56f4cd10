// RJSF's own widgets describe every input by `{id}__error {id}__description {id}__help` whether those elements exist or
// not (axe: aria-describedby naming missing ids, issue 22). This keeps, on each input of the form, only the ids that
// exist now — and gives the others back when their element appears (an error shown after a submit).
import { useEffect, type RefObject } from 'react';

const ATTRIBUTE = 'aria-describedby';

/** What the renderer asked for (`wanted`) and what is applied, per element. */
const state = new WeakMap<Element, { wanted: string; applied: string | null }>();

function reconcile(root: Element) {
  for (const element of root.querySelectorAll(`[${ATTRIBUTE}], [data-describedby-managed]`)) {
    const current = element.getAttribute(ATTRIBUTE);
    const known = state.get(element);
    // the renderer wrote a value of its own (a new error): that is what is wanted now
    const wanted = !known || current !== known.applied ? (current ?? '') : known.wanted;
    const ids = wanted.split(/\s+/).filter((id) => id && element.ownerDocument.getElementById(id));
    const applied = ids.length ? ids.join(' ') : null;
    state.set(element, { wanted, applied });
    element.setAttribute('data-describedby-managed', '');
    if (applied === current) continue;
    if (applied === null) element.removeAttribute(ATTRIBUTE);
    else element.setAttribute(ATTRIBUTE, applied);
  }
}

export function useExistingDescribedBy(rootRef: RefObject<Element | null>) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    reconcile(root);
    const observer = new MutationObserver(() => reconcile(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: [ATTRIBUTE, 'id'] });
    return () => observer.disconnect();
  }, [rootRef]);
}
