// Action widgets: an action may name `widget:` instead of `modal:` when its dialog is more than a declared form
// (the e-voucher add/edit form with its own rules). The widget renders its own dialog (the runtime's Dialog).
import type { ComponentType } from 'react';

export interface ActionWidgetProps {
  /** The screen's record, or the row of a search screen's row action; undefined for a search screen's own actions. */
  record: unknown;
  routeParams: Record<string, string | undefined>;
  /** Closes the dialog without a change (Cancel, Esc). */
  onClose(): void;
  /** After a successful call: closes the dialog and opens the action's `navigate` route, if declared. */
  onSuccess(result?: unknown): void;
}

const actionWidgets = new Map<string, ComponentType<ActionWidgetProps>>();

/** @example registerActionWidget('voucherAdd', lazy(() => import('./VoucherAdd'))) */
export function registerActionWidget(name: string, component: ComponentType<ActionWidgetProps>): void {
  actionWidgets.set(name, component);
}

/** Every registered name (npm run config:check). */
export function actionWidgetNames(): string[] {
  return [...actionWidgets.keys()];
}

export function getActionWidget(name: string): ComponentType<ActionWidgetProps> | undefined {
  return actionWidgets.get(name);
}
