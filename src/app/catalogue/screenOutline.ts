// What one level of one brand gets of a declared screen, for the screen catalogue: the same resolution the screen
// runtime and the snapshot test use (resolveScreen, with the route's gate and flag as buildRouteTable joins them).
import { checkGate } from '../../domain/checkGate';
import { gateContextFor } from '../../domain/gateContextFor';
import type { LevelName } from '../../domain/levels';
import type { BrandProfile } from '../../generated/types/BrandProfile';
import { resolveScreen } from '../../runtime/resolveScreen';
import type { ActionDef, ScreenDefinition, ValueDef } from '../../runtime/screenTypes';
import type { ShellProfile } from '../brand/brandCatalog';
import { routeGate } from '../routing/buildRouteTable';

export interface PanelOutline {
  id: string;
  title?: string;
  kind: string;
  fields: string[];
  columns: string[];
  actions: string[];
}

export interface ScreenOutline {
  /** the route opens for this level (gate and flag); when false, nothing else is seen */
  opens: boolean;
  columns: string[];
  /** the search's conditional filters; the form's other filters always show */
  filters: Array<{ field: string; shown: boolean }>;
  actions: string[];
  panels: PanelOutline[];
  /** every element seen, as `column id`, `panel account`, `panel account column email`, `action addVoucher` … */
  elements: string[];
}

const fieldsOf = (values: ValueDef[] | undefined) => (values ?? []).map((value) => value.field);
const idsOf = (actions: ActionDef[] | undefined) => (actions ?? []).map((action) => action.id);

export function screenOutline(definition: ScreenDefinition, profile: ShellProfile, level: LevelName): ScreenOutline {
  // a generated profile is a BrandProfile; the shell's type names only the parts it reads (as SignedInApp casts it)
  const gateContext = gateContextFor(profile as unknown as BrandProfile, level);
  const resolved = resolveScreen(definition, { gateContext, config: profile.config });
  const opens = resolved !== null && checkGate(routeGate(definition.gate, definition.flag), gateContext);
  if (!opens || !resolved) return { opens: false, columns: [], filters: [], actions: [], panels: [], elements: [] };
  const columns = fieldsOf(resolved.search?.columns);
  const filters = (definition.search?.conditionalFields ?? []).map(({ field }) => ({
    field,
    shown: !resolved.hiddenFields.includes(field),
  }));
  const actions = [
    ...idsOf(resolved.search?.actions),
    ...idsOf(resolved.search?.rowActions),
    ...idsOf(resolved.detail?.actions),
  ];
  const panels = (resolved.detail?.panels ?? []).map((panel) => ({
    id: panel.id,
    title: panel.title,
    kind: panel.kind,
    fields: fieldsOf(panel.fields),
    columns: fieldsOf(panel.columns),
    actions: [...idsOf(panel.actions), ...idsOf(panel.rowActions)],
  }));
  const elements = [
    ...columns.map((field) => `column ${field}`),
    ...filters.filter((filter) => filter.shown).map((filter) => `filter ${filter.field}`),
    ...actions.map((id) => `action ${id}`),
    ...panels.flatMap((panel) => [
      `panel ${panel.id}`,
      ...panel.fields.map((field) => `panel ${panel.id} field ${field}`),
      ...panel.columns.map((field) => `panel ${panel.id} column ${field}`),
      ...panel.actions.map((id) => `panel ${panel.id} action ${id}`),
    ]),
  ];
  return { opens, columns, filters, actions, panels, elements };
}

/** Every element any brand and level may see of a screen, in the order first met: the catalogue's element picker. */
export function allElements(outlines: readonly ScreenOutline[]): string[] {
  return [...new Set(outlines.flatMap((outline) => outline.elements))];
}
