// Issue 24: what the shell knows of every screen before one opens (src/generated/shell.json): route, gate, flag,
// title, menu entry and quick-lookup declaration. Each screen's own declaration comes with its module.
import manifest from '../../generated/shell.json';
import type { Gate } from '../../domain/checkGate';
import type { MenuEntry } from '../../runtime/screenTypes';

export interface ShellScreen {
  id: string;
  route: string;
  gate: Gate;
  flag?: string;
  title: string;
  menu?: MenuEntry;
  /** A search screen's quick-lookup declaration (the header's lookup box), as written in its YAML. */
  lookup?: unknown;
  /** The widget folders whose formats the lookup shows (src/widgets/registerWidgets.ts), loaded with a lookup. */
  widgets?: string[];
}

export const shellScreens: readonly ShellScreen[] = manifest.screens as ShellScreen[];
