// Custom widgets (refund calculator, tap editor …) registered by name; screen YAML picks them with `widget:`.
import type { ComponentType } from 'react';
import type { PanelDef, ResolvedScreen } from './screenTypes';

export interface WidgetProps {
  screen: ResolvedScreen;
  /** The panel that placed the widget; absent for `kind: custom` screens. */
  panel?: PanelDef<number>;
  /** Route parameters of the current screen. */
  routeParams: Record<string, string | undefined>;
  /** Reply body of the detail screen's call (`{result, links}`), when there is one. */
  reply?: unknown;
  /**
   * The screen offers no change (`detail.readOnlyWhen` holds: a deleted account). The widget then shows no button that
   * changes anything — as the runtime withholds its own actions — and keeps what only shows or finds (paging, a week
   * back, Try again). Given by the panel to every custom widget; absent (false) on a `kind: custom` screen.
   */
  readOnly?: boolean;
}

const widgets = new Map<string, ComponentType<WidgetProps>>();

export function registerWidget(name: string, component: ComponentType<WidgetProps>): void {
  widgets.set(name, component);
}

/** Every registered name (npm run config:check checks the screens' `widget:` names against them). */
export function widgetNames(): string[] {
  return [...widgets.keys()];
}

export function getWidget(name: string): ComponentType<WidgetProps> | undefined {
  return widgets.get(name);
}
