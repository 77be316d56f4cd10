// The names screens, form uiSchemas, the menu and the console's code use must exist: every i18n key in a resource
// file, every widget / action widget / predicate / format / form widget registered. Each problem names file:line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAjv } from './brandSchema';
import { filesUnder, type Declaration } from './declarations';
import { problemAt, suggest, type Problem } from './problems';
import type { RegisteredNames } from './registeredNames';
import { readYamlSource, splitInstancePath, type KeyPath, type YamlSource } from './yamlSource';

type Kind = 'i18n' | 'widget' | 'predicate' | 'format' | 'formRule';

/** Meta-schema definitions whose values are names of a kind (schemas/meta/screen.schema.json). */
const KIND_OF_DEFINITION: Record<string, Kind> = {
  i18nKey: 'i18n',
  widgetName: 'widget',
  predicateName: 'predicate',
  formRuleName: 'formRule',
  format: 'format',
};

const KEY_PATTERN = /^[A-Z][A-Z0-9_]*$/;

interface Known {
  keys: Map<string, string>;
  registered: RegisteredNames;
  /** the brand profile's config keys (a form field's bound `{config}`); unchecked when not given */
  config?: Set<string>;
}

/** A key is defined as itself or, for a count (i18next plurals), as KEY_one / KEY_other … */
function defines(keys: Map<string, string>, key: string): boolean {
  return keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`);
}

/** The declaration object holding the value at keyPath (the panel of a panel's `widget`). */
function parentOf(data: unknown, keyPath: KeyPath): Record<string, unknown> | undefined {
  let node = data;
  for (const segment of keyPath.slice(0, -1)) node = (node as Record<string | number, unknown> | undefined)?.[segment];
  return node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}

const textFiles = new Map<string, Record<string, unknown>>();

/** The English text of a key (the map names the resource file defining it). */
function textOf(root: string, keys: Map<string, string>, key: string): string | undefined {
  const file = keys.get(key);
  if (!file) return undefined;
  if (!textFiles.has(file))
    textFiles.set(file, JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>);
  const text = textFiles.get(file)?.[key];
  return typeof text === 'string' ? text : undefined;
}

function unknownKey(key: string, known: Known): string {
  return `no i18n resource defines ${key}${suggest(key, known.keys.keys())}`;
}

/** An action's widget (under `actions` / `rowActions`) is an action widget; any other `widget` a page widget. */
function isActionPath(keyPath: KeyPath): boolean {
  return keyPath.some((segment) => typeof segment === 'string' && /^(actions|rowActions|\w+Actions)$/.test(segment));
}

/** Finds each name-typed value of the screens by validating them against the meta schema with a recording keyword. */
function checkScreens(root: string, screens: Declaration[], known: Known, out: Problem[]) {
  const metaFile = path.join(root, 'schemas/meta/screen.schema.json');
  let meta: { definitions?: Record<string, Record<string, unknown>> };
  try {
    meta = JSON.parse(readFileSync(metaFile, 'utf8'));
  } catch {
    return; // checkDeclarations already notes a missing meta schema
  }
  const found: Array<{ kind: Kind; value: unknown; path: string }> = [];
  const ajv = createAjv({ strict: false });
  ajv.addKeyword({
    keyword: 'x-names',
    schemaType: 'string',
    errors: false,
    validate: (kind: Kind, value: unknown, _schema: unknown, cxt?: { instancePath: string }) => {
      found.push({ kind, value, path: cxt?.instancePath ?? '' });
      return true;
    },
  });
  for (const [name, kind] of Object.entries(KIND_OF_DEFINITION)) {
    if (meta.definitions?.[name]) meta.definitions[name] = { ...meta.definitions[name], 'x-names': kind };
  }
  const validate = ajv.compile(meta);
  for (const screen of screens) {
    found.length = 0;
    validate(screen.value);
    const seen = new Set<string>();
    for (const { kind, value, path: instancePath } of found) {
      if (typeof value !== 'string' || seen.has(instancePath)) continue;
      seen.add(instancePath);
      const keyPath = [...screen.at, ...splitInstancePath(instancePath)];
      const report = (message: string) => out.push(problemAt(screen.source, keyPath, message, false));
      const { registered } = known;
      if (kind === 'i18n' && KEY_PATTERN.test(value) && !defines(known.keys, value)) report(unknownKey(value, known));
      else if (kind === 'i18n' && keyPath.at(-1) === 'ariaLabel') {
        // WCAG 2.5.3 label in name (axe label-content-name-mismatch): a button's accessible name holds its visible text
        const label = parentOf(screen.source.data, keyPath)?.label;
        const visible = typeof label === 'string' ? textOf(root, known.keys, label) : undefined;
        const named = textOf(root, known.keys, value);
        if (visible && named && !named.toLowerCase().includes(visible.toLowerCase())) {
          report(
            `${value} ("${named}") must contain the visible label ${label} ("${visible}"): label in name, WCAG 2.5.3`,
          );
        }
      } else if (kind === 'predicate' && !registered.predicates.has(value)) {
        report(`no predicate ${value} is registered (registerPredicate)${suggest(value, registered.predicates)}`);
      } else if (kind === 'formRule' && !registered.formRules.has(value)) {
        report(`no form rule ${value} is registered (registerFormRule)${suggest(value, registered.formRules)}`);
      } else if (kind === 'format' && !registered.formats.has(value)) {
        report(`no format ${value} is registered (registerFormat)${suggest(value, registered.formats)}`);
      } else if (kind === 'widget' && parentOf(screen.source.data, keyPath)?.planned !== true) {
        // a `planned` panel waits for its widget's issue and renders nothing until it is registered
        const action = isActionPath(keyPath);
        const names = action ? registered.actionWidgets : registered.widgets;
        if (!names.has(value))
          report(
            `no ${action ? 'action widget' : 'widget'} ${value} is registered (${action ? 'registerActionWidget' : 'registerWidget'})${suggest(value, names)}`,
          );
      }
    }
  }
}

const UI_TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

/** Form schemas' titles written as keys, and uiSchemas' texts, enum labels, error messages and widgets. */
function checkForms(root: string, known: Known, out: Problem[]) {
  const dir = path.join(root, 'schemas/forms');
  const sources = [...filesUnder(dir, '.schema.json'), ...filesUnder(dir, '.ui.json')].map((file) =>
    readYamlSource(root, file),
  );
  for (const source of sources) {
    const isUi = source.file.endsWith('.ui.json');
    const visit = (node: unknown, keyPath: KeyPath, parentKey?: string) => {
      if (Array.isArray(node)) {
        node.forEach((item, index) => visit(item, [...keyPath, index], parentKey));
        return;
      }
      if (typeof node === 'string') {
        const isText = isUi
          ? UI_TEXT_KEYS.has(parentKey ?? '') || parentKey === 'ui:enumNames' || parentKey === 'ui:errorMessages'
          : parentKey === 'title' || parentKey === 'description';
        if (isText && KEY_PATTERN.test(node) && !defines(known.keys, node))
          out.push(problemAt(source, keyPath, unknownKey(node, known), false));
        return;
      }
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        const at = [...keyPath, key];
        if (isUi && key === 'ui:widget' && typeof value === 'string' && !known.registered.formWidgets.has(value)) {
          out.push(
            problemAt(
              source,
              at,
              `no form widget ${value} is registered (registerFormWidget)${suggest(value, known.registered.formWidgets)}`,
              false,
            ),
          );
        } else if (isUi && key === 'ui:field' && typeof value === 'string' && !known.registered.formFields.has(value)) {
          out.push(
            problemAt(
              source,
              at,
              `no form field ${value} is registered (registerFormField)${suggest(value, known.registered.formFields)}`,
              false,
            ),
          );
        } else if (isUi && key === 'disabledWhen' && value && typeof value === 'object') {
          // ui:options.disabledWhen {predicate, reason}: the predicate must be registered, the reason a known key
          const rule = value as { predicate?: unknown; reason?: unknown };
          if (typeof rule.predicate !== 'string' || !known.registered.predicates.has(rule.predicate)) {
            out.push(
              problemAt(
                source,
                [...at, 'predicate'],
                `no predicate ${String(rule.predicate)} is registered (registerPredicate)${suggest(String(rule.predicate), known.registered.predicates)}`,
                false,
              ),
            );
          }
          if (typeof rule.reason !== 'string' || !defines(known.keys, rule.reason))
            out.push(problemAt(source, [...at, 'reason'], unknownKey(String(rule.reason), known), false));
        } else if (isUi && (key === 'hiddenWhen' || key === 'shownWhen') && value && typeof value === 'object') {
          // ui:options.hiddenWhen / shownWhen {predicate}: the predicate must be registered
          const rule = value as { predicate?: unknown };
          if (typeof rule.predicate !== 'string' || !known.registered.predicates.has(rule.predicate)) {
            out.push(
              problemAt(
                source,
                [...at, 'predicate'],
                `no predicate ${String(rule.predicate)} is registered (registerPredicate)${suggest(String(rule.predicate), known.registered.predicates)}`,
                false,
              ),
            );
          }
        } else if (
          isUi &&
          parentKey === 'ui:options' &&
          (key === 'maximum' || key === 'minimum') &&
          value &&
          typeof value === 'object'
        ) {
          // ui:options.maximum / minimum {config}: a bound the brand sets (src/runtime/configBounds.ts)
          const name = (value as { config?: unknown }).config;
          if (typeof name !== 'string' || (known.config && !known.config.has(name)))
            out.push(
              problemAt(
                source,
                [...at, 'config'],
                `unknown config key ${String(name)}${known.config ? suggest(String(name), known.config) : ''}`,
                false,
              ),
            );
        } else if (isUi && key === 'text' && parentKey === 'ui:options' && typeof value === 'string') {
          // the note widget's text is a key
          if (!defines(known.keys, value)) out.push(problemAt(source, at, unknownKey(value, known), false));
        } else if (!isUi && key === 'properties' && value && typeof value === 'object') {
          // property names are not texts; their schemas are
          for (const [name, child] of Object.entries(value)) visit(child, [...at, name]);
        } else visit(value, at, parentKey === 'ui:errorMessages' || parentKey === 'ui:enumNames' ? parentKey : key);
      }
    };
    visit(source.data, []);
  }
}

function checkMenu(root: string, known: Known, out: Problem[]) {
  let source: YamlSource;
  try {
    source = readYamlSource(root, path.join(root, 'schemas/menu.json'));
  } catch {
    return;
  }
  const menu = (source.data ?? {}) as Record<string, Array<{ label?: unknown }>>;
  for (const [list, entries] of Object.entries(menu)) {
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      if (typeof entry.label === 'string' && !defines(known.keys, entry.label))
        out.push(problemAt(source, [list, index, 'label'], unknownKey(entry.label, known), false));
    });
  }
}

/** t('KEY') / translate('KEY') / i18nKey: 'KEY' with a literal key in the console's code (tests excluded). */
const CODE_KEY = /\b(?:t|translate)\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g;

function checkCode(root: string, known: Known, out: Problem[]) {
  const files = [...filesUnder(path.join(root, 'src'), '.ts'), ...filesUnder(path.join(root, 'src'), '.tsx')].filter(
    (file) =>
      !/\.test\.tsx?$/.test(file) &&
      !file.includes(`${path.sep}generated${path.sep}`) &&
      !file.includes(`${path.sep}testing${path.sep}`),
  );
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(CODE_KEY)) {
      const key = match[1];
      // examples in comments are not calls
      const lineStart = text.lastIndexOf('\n', match.index) + 1;
      const before = text.slice(lineStart, match.index);
      if (before.includes('//') || /^\s*\*/.test(before)) continue;
      if (defines(known.keys, key)) continue;
      const line = text.slice(0, match.index).split('\n').length;
      out.push({
        file: path.relative(root, file).split(path.sep).join('/'),
        line,
        keyPath: [],
        message: unknownKey(key, known),
      });
    }
  }
}

export function checkNamesUsed(
  root: string,
  screens: Declaration[],
  keys: Map<string, string>,
  registered: RegisteredNames,
  config?: Set<string>,
): Problem[] {
  const known = { keys, registered, config };
  const out: Problem[] = [];
  checkScreens(root, screens, known, out);
  checkForms(root, known, out);
  checkMenu(root, known, out);
  checkCode(root, known, out);
  return out;
}
