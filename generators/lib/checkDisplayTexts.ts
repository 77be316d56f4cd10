// Issue 22 (raw codes on screen): a choice list shows texts, not its codes, and a date shows formatted. So config:check
// refuses a form field with an `enum` whose uiSchema gives no `ui:enumNames` (one text per choice, `null` included), and
// a screen column or field named as a date (…Date, …On, …At, date) without a `format` (docs/decisions/2201).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { filesUnder, type Declaration } from './declarations';
import { problemAt, type Problem } from './problems';
import { readYamlSource, type KeyPath, type YamlSource } from './yamlSource';

type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** Widgets that label their own choices (from a call, the brand profile, a country list) or show none. */
const LABELLING_WIDGETS = new Set(['hidden', 'callSelect', 'configSelect', 'countrySelect', 'typeahead']);

function enumNamesCover(ui: Node | undefined, choices: unknown[]): boolean {
  const names = ui?.['ui:enumNames'];
  if (Array.isArray(names)) return names.length >= choices.length;
  if (isObject(names)) return choices.every((c) => String(c) in names);
  return false;
}

function checkFormChoices(schemaSource: YamlSource, uiSource: YamlSource | undefined, out: Problem[]) {
  const visit = (node: unknown, ui: Node | undefined, at: KeyPath) => {
    if (!isObject(node)) return;
    const items = isObject(node.items) ? node.items : undefined;
    // a list of choices (checkboxes) names its choices on the list's own uiSchema
    const choices = Array.isArray(node.enum) ? node.enum : Array.isArray(items?.enum) ? items.enum : undefined;
    const widget = typeof ui?.['ui:widget'] === 'string' ? ui['ui:widget'] : undefined;
    const itemsUi = isObject(ui?.items) ? (ui.items as Node) : undefined;
    const named = enumNamesCover(ui, choices ?? []) || (!node.enum && enumNamesCover(itemsUi, choices ?? []));
    if (choices && !(widget && LABELLING_WIDGETS.has(widget)) && !named) {
      out.push(
        problemAt(
          schemaSource,
          [...at, Array.isArray(node.enum) ? 'enum' : 'items'],
          `a choice list needs display texts: give ui:enumNames (an i18n key per choice${choices.includes(null) ? ', null too' : ''}) in ${uiSource?.file ?? 'its .ui.json'}`,
        ),
      );
    }
    if (isObject(node.properties)) {
      for (const [name, child] of Object.entries(node.properties))
        visit(child, isObject(ui?.[name]) ? (ui[name] as Node) : undefined, [...at, 'properties', name]);
    }
    if (items && !Array.isArray(node.enum) && !Array.isArray(items.enum))
      visit(items, isObject(ui?.items) ? (ui.items as Node) : undefined, [...at, 'items']);
  };
  visit(schemaSource.data, isObject(uiSource?.data) ? uiSource.data : undefined, []);
}

/** A value whose name says it is a day or a moment (the last segment of its dotted path). */
export const DATE_NAME = /^(date|.+Date|.+On|.+At|.+DateTime)$/;

function checkScreenDates(screens: Declaration[], out: Problem[]) {
  const visit = (node: unknown, source: YamlSource, at: KeyPath) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, source, [...at, index]));
      return;
    }
    if (!isObject(node)) return;
    const field = typeof node.field === 'string' ? node.field : undefined;
    const isValue = field !== undefined && typeof node.label === 'string';
    const last = field?.split('.').at(-1) ?? '';
    if (isValue && DATE_NAME.test(last) && node.format === undefined && node.derive === undefined) {
      out.push(
        problemAt(
          source,
          [...at, 'field'],
          `${field} reads as a date: give it a format (date, datetime, dates, or text for a value that is no ISO date)`,
        ),
      );
    }
    for (const [key, value] of Object.entries(node)) visit(value, source, [...at, key]);
  };
  for (const screen of screens) visit(screen.value, screen.source, screen.at);
}

export function checkDisplayTexts(root: string, screens: Declaration[]): Problem[] {
  const out: Problem[] = [];
  const dir = path.join(root, 'schemas/forms');
  for (const file of filesUnder(dir, '.schema.json')) {
    const uiFile = file.replace(/\.schema\.json$/, '.ui.json');
    checkFormChoices(readYamlSource(root, file), existsSync(uiFile) ? readYamlSource(root, uiFile) : undefined, out);
  }
  checkScreenDates(screens, out);
  return out;
}
