// Issue 22: a table with row actions that is wider than its frame would scroll its last columns out of view, or — with
// a sticky actions column — cover them. Instead, while the table does not fit, each row's actions get a row of their
// own under it (DataTable), so the actions stay in view and never cover a value. Measured with a ResizeObserver; the
// width the table needed with its actions column is kept, so it goes back to one row per record only once the frame
// is that wide again (no flip-flop between the two layouts), or when the table's rows or columns change. Nothing moves
// while the focus is in the table: a button that is being used (armed for its second click, its reason just shown) keeps
// its place and its state, and the layout follows once the focus leaves.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Sub-pixel rounding of a table that fits exactly. */
const TOLERANCE_PX = 1;

export function useActionsBelow(
  enabled: boolean,
  frameRef: RefObject<HTMLElement | null>,
  tableRef: RefObject<HTMLElement | null>,
  /** What the table shows (its row count and columns): a change measures the one-row layout again. */
  contentKey: string,
): boolean {
  const [below, setBelow] = useState(false);
  const needed = useRef(0);
  const measuredKey = useRef(contentKey);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const table = tableRef.current;
    if (!enabled || !frame || !table || typeof ResizeObserver === 'undefined') return;
    if (measuredKey.current !== contentKey) {
      measuredKey.current = contentKey;
      needed.current = 0;
    }
    const check = () => {
      if (table.contains(document.activeElement)) return;
      const available = frame.clientWidth;
      if (!below) {
        if (table.offsetWidth > available + TOLERANCE_PX) {
          needed.current = table.offsetWidth;
          setBelow(true);
        }
      } else if (available + TOLERANCE_PX >= needed.current) {
        setBelow(false);
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(frame);
    observer.observe(table);
    // the focus has moved on once focusout's event is over
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterFocus = () => {
      clearTimeout(timer);
      timer = setTimeout(check);
    };
    table.addEventListener('focusout', afterFocus);
    return () => {
      observer.disconnect();
      table.removeEventListener('focusout', afterFocus);
      clearTimeout(timer);
    };
  }, [enabled, below, contentKey, frameRef, tableRef]);
  return enabled && below;
}
