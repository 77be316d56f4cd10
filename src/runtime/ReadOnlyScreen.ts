// `detail.readOnlyWhen: predicate`: while the named predicate holds for the screen's record, the screen offers no
// action at all — its own, its panels' and its rows' (001 §2 a deleted account: nothing to change). The rule is the
// area's predicate; the runtime only withholds the buttons (Actions, useRowActions, ActionButton). A panel gives it to
// its custom widget as the `readOnly` prop (WidgetProps), which then shows no button that changes anything.
import { createContext, useContext } from 'react';

export const ReadOnlyScreenContext = createContext(false);

/** True inside a detail screen whose `readOnlyWhen` holds for its record. */
export function useScreenReadOnly(): boolean {
  return useContext(ReadOnlyScreenContext);
}
