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

/** A call a widget makes as soon as it shows, so the screen can start it before the widget's chunk arrives. */
export interface WidgetQuery {
  call: string;
  args: { params?: Record<string, string | number>; query?: Record<string, unknown>; notify?: boolean };
  /** What the widget keeps of the reply (its query's `queryFn` result), when not the reply itself. */
  select?: (reply: unknown) => unknown;
}

/** Given the route parameters and, once it has arrived, the screen's reply (undefined before). */
export type WidgetQueries = (context: {
  routeParams: Record<string, string | undefined>;
  reply?: unknown;
}) => WidgetQuery[] | undefined;

const queries = new Map<string, WidgetQueries>();

/**
 * Declares the first calls of a lazily loaded widget (issue 24: a widget never delays its own data). The query keys
 * must be the ones the widget's own useQuery uses (callQueryKey(call, args)).
 */
export function registerWidgetQueries(name: string, widgetQueries: WidgetQueries): void {
  queries.set(name, widgetQueries);
}

export function widgetQueries(name: string): WidgetQueries | undefined {
  return queries.get(name);
}
