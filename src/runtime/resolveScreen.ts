// Turns a declared screen into what one brand and one user may see: a pure function, snapshot-tested per brand.
import { checkGate, type Gate, type GateContext } from '../domain/checkGate';
import type { ConfigNumber, PanelDef, ResolvedScreen, ScreenDefinition, ValueDef } from './screenTypes';

export interface ResolveContext {
  gateContext: GateContext;
  config: Record<string, unknown>;
}

interface Conditional {
  flag?: string;
  gate?: Gate;
}

function allowed(item: Conditional, ctx: ResolveContext): boolean {
  if (item.flag !== undefined && ctx.gateContext.flags[item.flag] !== true) return false;
  return checkGate(item.gate, ctx.gateContext);
}

/** `{config: key}` → the brand's number; a missing or non-numeric constant gives undefined (the runtime default applies). */
function configNumber(value: ConfigNumber | undefined, ctx: ResolveContext): number | undefined {
  if (value === undefined || typeof value === 'number') return value;
  const found = ctx.config[value.config];
  return typeof found === 'number' ? found : undefined;
}

function values(list: ValueDef[] | undefined, ctx: ResolveContext): ValueDef[] | undefined {
  return list?.filter((v) => allowed(v, ctx));
}

function withoutUndefined<T extends object>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

function resolvePanel(panel: PanelDef, ctx: ResolveContext): PanelDef<number> {
  return withoutUndefined({
    ...panel,
    fields: values(panel.fields, ctx),
    columns: values(panel.columns, ctx),
    pageSize: configNumber(panel.pageSize, ctx),
    actions: panel.actions?.filter((a) => allowed(a, ctx)),
    rowActions: panel.rowActions?.filter((a) => allowed(a, ctx)),
    link: panel.link && allowed(panel.link, ctx) ? panel.link : undefined,
  });
}

/**
 * Removes what the brand's flags or the user's gates rule out (the screen itself, panels, columns,
 * fields, actions, filter fields) and substitutes `{config: key}` numbers.
 * Returns null when the screen itself is not available.
 */
export function resolveScreen(screen: ScreenDefinition, ctx: ResolveContext): ResolvedScreen | null {
  if (!allowed(screen, ctx)) return null;
  const { search, detail, menu, ...rest } = screen;
  const resolved: ResolvedScreen = { ...rest, hiddenFields: [] };
  if (menu && allowed(menu, ctx)) resolved.menu = menu;
  if (search) {
    const { conditionalFields, ...searchRest } = search;
    resolved.hiddenFields = (conditionalFields ?? []).filter((f) => !allowed(f, ctx)).map((f) => f.field);
    resolved.search = withoutUndefined({
      ...searchRest,
      columns: values(search.columns, ctx) ?? [],
      pageSize: configNumber(search.pageSize, ctx),
      maxPageLinks: configNumber(search.maxPageLinks, ctx),
      actions: search.actions?.filter((a) => allowed(a, ctx)),
      rowActions: search.rowActions?.filter((a) => allowed(a, ctx)),
    });
  }
  // a lookup never fills a filter field this brand or user may not use
  if (screen.lookup?.by) {
    const shown = (b: { field: string }) => !resolved.hiddenFields.includes(b.field);
    resolved.lookup = withoutUndefined({
      ...screen.lookup,
      by: screen.lookup.by.filter(shown),
      needsOneOf: screen.lookup.needsOneOf?.filter(shown),
    });
  }
  if (detail) {
    resolved.detail = withoutUndefined({
      ...detail,
      panels: detail.panels.filter((p) => allowed(p, ctx)).map((p) => resolvePanel(p, ctx)),
      actions: detail.actions?.filter((a) => allowed(a, ctx)),
    });
  }
  return resolved;
}
