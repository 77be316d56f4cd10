// Issue 24: a screen is a module. Each screen's browser module holds its declaration and the run-time part of the
// calls it names (method, path, encoding) — descriptions, examples and reply schemas stay in docs and on the server.
// The shell manifest holds only what the shell needs before any screen opens: route, gate, flag, title, menu entry
// and the quick-lookup declaration of each screen.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What the console's call client needs of a call declaration (src/app/http/createCallApi.ts). */
export interface RuntimeCall {
  method: string;
  path: string;
  encoding?: string;
}

export function runtimeCall(value: Record<string, unknown>): RuntimeCall {
  return {
    method: String(value.method),
    path: String(value.path),
    ...(typeof value.encoding === 'string' ? { encoding: value.encoding } : {}),
  };
}

interface Named {
  calls: Set<string>;
  forms: Set<string>;
  widgets: Set<string>;
}

/** Every string under a key `call` / `lookupCall`, every `form:` id and every `widget` / `ui:widget` name in `value`. */
function namedIn(value: unknown, named: Named): void {
  if (Array.isArray(value)) for (const item of value) namedIn(item, named);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'call' || key === 'lookupCall') && typeof item === 'string') named.calls.add(item);
      else if (key === 'form' && typeof item === 'string') named.forms.add(item);
      else if ((key === 'widget' || key === 'ui:widget') && typeof item === 'string') named.widgets.add(item);
      else namedIn(item, named);
    }
  }
}

/**
 * Widget name → the calls its folder's code names ('getOrderEmails' …): a widget's own calls travel with the screens
 * that place it, so its first call does not wait for the index of every call.
 */
export function widgetCalls(root: string, callIds: ReadonlySet<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const widgetsDir = path.join(root, 'src/widgets');
  if (!existsSync(widgetsDir)) return out;
  for (const folder of readdirSync(widgetsDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = path.join(widgetsDir, folder.name);
    const register = path.join(dir, 'register.ts');
    if (!existsSync(register)) continue;
    const names = [
      ...readFileSync(register, 'utf8').matchAll(/register(?:Widget|ActionWidget|FormWidget)\(\s*'(\w+)'/g),
    ];
    const code = readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
    const calls = [...new Set([...code.matchAll(/'(\w+)'/g)].map((m) => m[1]).filter((id) => callIds.has(id)))].sort();
    for (const [, name] of names) out.set(name, calls);
  }
  return out;
}

/**
 * Calls a screen names: in its declaration, in the ui schemas of the forms it names (call-backed choices), and in the
 * code of the widgets it places.
 */
export function callsNamedBy(
  root: string,
  declaration: Record<string, unknown>,
  widgets: ReadonlyMap<string, string[]> = new Map(),
): string[] {
  const named: Named = { calls: new Set(), forms: new Set(), widgets: new Set() };
  namedIn(declaration, named);
  for (const form of named.forms) {
    const ui = path.join(root, 'schemas/forms', `${form}.ui.json`);
    if (existsSync(ui)) namedIn(JSON.parse(readFileSync(ui, 'utf8')), named);
  }
  for (const widget of named.widgets) for (const call of widgets.get(widget) ?? []) named.calls.add(call);
  return [...named.calls].sort();
}

/** The module of one screen: `{ definition, calls }`. */
export function screenModule(
  root: string,
  declaration: Record<string, unknown>,
  calls: ReadonlyMap<string, Record<string, unknown>>,
  widgets: ReadonlyMap<string, string[]> = new Map(),
): { definition: Record<string, unknown>; calls: Record<string, RuntimeCall> } {
  const named = callsNamedBy(root, declaration, widgets).filter((id) => calls.has(id));
  return { definition: declaration, calls: Object.fromEntries(named.map((id) => [id, runtimeCall(calls.get(id)!)])) };
}

const SHELL_KEYS = ['id', 'route', 'gate', 'flag', 'title', 'menu', 'lookup'] as const;

/** The shell's view of a screen. */
export function shellEntry(declaration: Record<string, unknown>): Record<string, unknown> {
  const entry = Object.fromEntries(
    SHELL_KEYS.filter((key) => declaration[key] !== undefined).map((k) => [k, declaration[k]]),
  );
  if (!declaration.lookup) return entry;
  // The quick lookup (issue 21) resolves a lookup screen for the brand and level as the screen itself is, and runs its
  // call: a search screen's search block (form, filters, columns) or a detail screen's call, without its panels.
  const detail = declaration.detail as Record<string, unknown> | undefined;
  const search = declaration.search as Record<string, unknown> | undefined;
  if (search) {
    // what the lookup reads of a search block (src/app/lookup/lookupTargets.ts): its call, the fields it shows with
    // their columns' formats (all columns when it names none: it shows the first three left after flags and gates),
    // where a found row opens, its failure text and the filters a flag hides; not its form, actions or dialogs
    const show = (declaration.lookup as { show?: string[] }).show;
    const columns = (search.columns as Array<{ field?: string }> | undefined) ?? [];
    entry.search = Object.fromEntries(
      Object.entries({
        form: search.form,
        call: search.call,
        columns: show ? columns.filter((c) => c.field !== undefined && show.includes(c.field)) : columns,
        rowLink: search.rowLink,
        error: search.error,
        conditionalFields: search.conditionalFields,
      }).filter(([, value]) => value !== undefined),
    );
  }
  if (detail)
    entry.detail = {
      call: detail.call,
      params: detail.params,
      source: detail.source,
      loadError: detail.loadError,
      panels: [],
    };
  return entry;
}

/**
 * src/generated/screens/index.ts: screen id → its module, loaded on demand (one chunk per screen), and → the widget
 * folders whose registrations it names (loaded beside the module: src/widgets/registerWidgets.ts).
 */
export function screenModuleIndex(
  ids: readonly string[],
  widgetFolders: ReadonlyMap<string, string[]> = new Map(),
): string {
  return [
    '// Generated by generators/run.ts — do not edit.',
    '// Screen id → its module (declaration, run-time part of its calls, texts), one chunk per screen (issue 24).',
    "import type { ScreenModule } from '../../runtime/screenModule';",
    '',
    'export const screenModules: Record<string, () => Promise<ScreenModule>> = {',
    ...ids.map((id) => `  ${JSON.stringify(id)}: () => import('./${id}.json').then((m) => m.default as ScreenModule),`),
    '};',
    '',
    '/** Screen id → the widget folders (src/widgets/{folder}/register.ts) whose widgets, formats, predicates … it names. */',
    'export const screenWidgetFolders: Record<string, string[]> = {',
    ...ids.map((id) => `  ${JSON.stringify(id)}: ${JSON.stringify(widgetFolders.get(id) ?? [])},`),
    '};',
    '',
  ].join('\n');
}

/**
 * src/generated/searchForms.ts: the files of the search screens' forms by form id, so a search screen loads its form
 * without the index of every form (src/runtime/allFormLoaders.ts, loaded only where another form opens).
 */
export function searchFormLoaders(root: string, formIds: readonly string[]): string {
  const ids = [...new Set(formIds)].sort();
  const file = (id: string, suffix: string) => `'../../schemas/forms/${id}${suffix}'`;
  return [
    '// Generated by generators/run.ts — do not edit.',
    "// The search screens' forms (issue 24): schema, uiSchema and precompiled validator of each, by form id.",
    "import type { FormLoaders } from '../runtime/formFiles';",
    '',
    'export const searchFormLoaders: FormLoaders = {',
    '  schemas: {',
    ...ids.map(
      (id) => `    ${file(id, '.schema.json')}: () => import(${file(id, '.schema.json')}).then((m) => m.default),`,
    ),
    '  },',
    '  uis: {',
    ...ids
      .filter((id) => existsSync(path.join(root, 'schemas/forms', `${id}.ui.json`)))
      .map((id) => `    ${file(id, '.ui.json')}: () => import(${file(id, '.ui.json')}).then((m) => m.default),`),
    '  },',
    '  validators: {',
    ...ids.map(
      (id) => `    '${id}': () => import('./validators/${id.replace(/\//g, '__')}.js').then((m) => m.default),`,
    ),
    '  },',
    '};',
    '',
  ].join('\n');
}
