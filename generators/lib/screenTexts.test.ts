// Issue 24: texts travel with what shows them. This proves, on what `npm run generate` writes, that no screen can show
// a raw key for want of its text: every key its declaration and forms name, every key of a template it names, and
// every key the code of the widgets it places passes to t() is in what that screen loads — the shell's own resource
// files, the shell's share of the areas' texts (shellTexts.json) and the screen module's texts. It reads the sources
// with its own, plainer rules rather than generators/lib/screenTexts.ts's.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from './declarations';
import { buildOutputs } from './outputs';
import { SHELL_TEXT_FILES } from './screenNeeds';

const root = fileURLToPath(new URL('../..', import.meta.url));
type Texts = Record<string, string>;
type ScreenModuleFile = { definition: Record<string, unknown>; calls: Record<string, unknown>; texts: Texts };

let outputs: Map<string, string>;
let catalogue: Set<string>;
let shellLoads: Set<string>;
beforeAll(async () => {
  outputs = await buildOutputs(root, new Set(['modules']));
  const resourceFiles = [
    ...filesUnder(path.join(root, 'src/i18n/en-GB'), '.json'),
    ...SHELL_TEXT_FILES.filter((f) => f.startsWith('src/runtime/')).map((f) => path.join(root, f)),
    ...filesUnder(path.join(root, 'src/widgets'), 'i18n.en-GB.json'),
  ];
  catalogue = new Set(resourceFiles.flatMap((f) => Object.keys(JSON.parse(readFileSync(f, 'utf8')) as Texts)));
  shellLoads = new Set([
    ...SHELL_TEXT_FILES.flatMap((f) => Object.keys(JSON.parse(readFileSync(path.join(root, f), 'utf8')) as Texts)),
    ...Object.keys(JSON.parse(outputs.get('src/generated/shellTexts.json')!) as Texts),
  ]);
}, 120_000);

function strings(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  else if (typeof value === 'string') out.push(value);
  return out;
}

const formFile = (id: string, suffix: string) => path.join(root, 'schemas/forms', `${id}${suffix}`);
const isForm = (value: string) => /^[\w-]+(\/[\w-]+)+$/.test(value) && existsSync(formFile(value, '.schema.json'));

/** The declaration's strings and those of the forms it names (and the schemas they $ref), once each. */
function declaredStrings(definition: unknown): string[] {
  const out = strings(definition);
  const forms = new Set(out.filter(isForm));
  for (const form of forms) {
    for (const suffix of ['.schema.json', '.ui.json']) {
      if (!existsSync(formFile(form, suffix))) continue;
      const data = JSON.parse(readFileSync(formFile(form, suffix), 'utf8')) as unknown;
      const found = strings(data);
      out.push(...found);
      for (const next of found.filter(isForm)) forms.add(next);
      for (const m of JSON.stringify(data).matchAll(/"\$ref":"([^"#]+)\.schema\.json/g))
        forms.add(path.posix.join(path.posix.dirname(form), m[1]));
    }
  }
  return out;
}

/** Widget name → the file of the component it registers lazily (`registerWidget('x', lazy(() => import('./X')))`). */
function lazyComponents(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of filesUnder(path.join(root, 'src/widgets'), 'register.ts')) {
    const text = readFileSync(file, 'utf8');
    const registration =
      /register(?:Widget|ActionWidget|FormWidget)\(\s*'(\w+)',\s*lazy\(\s*\(\)\s*=>\s*import\('(\.\/\w+)'\)/g;
    for (const m of text.matchAll(registration)) out.set(m[1], path.join(path.dirname(file), `${m[2]}.tsx`));
  }
  return out;
}

/** Keys passed literally to t() in a component and the files of its own folder it imports, and its forms' keys. */
function keysComponentTranslates(file: string): string[] {
  const files = new Set([file]);
  for (const current of files) {
    if (!existsSync(current)) continue;
    for (const m of readFileSync(current, 'utf8').matchAll(/from '\.\/(\w+)'/g)) {
      for (const ext of ['.ts', '.tsx']) {
        const next = path.join(path.dirname(file), `${m[1]}${ext}`);
        if (existsSync(next)) files.add(next);
      }
    }
  }
  return [...files].flatMap((f) => {
    const text = readFileSync(f, 'utf8');
    // the form files it imports (the claim accordion draws its sections from them)
    const forms = [...text.matchAll(/from '((?:\.\.\/)+schemas\/forms\/[\w/-]+\.(?:schema|ui)\.json)'/g)].map((m) =>
      strings(JSON.parse(readFileSync(path.resolve(path.dirname(f), m[1]), 'utf8'))),
    );
    return [...[...text.matchAll(/\bt\(\s*'([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]), ...forms.flat()];
  });
}

describe('screen texts', () => {
  const screens = () =>
    [...outputs.keys()]
      .filter((f) => /^src\/generated\/screens\/\w+\.json$/.test(f))
      .map((f) => [f, JSON.parse(outputs.get(f)!) as ScreenModuleFile] as const);

  it('leaves no key a declaration or its forms name out of what its screen loads', () => {
    const missing: string[] = [];
    for (const [file, module] of screens()) {
      const loads = new Set([...shellLoads, ...Object.keys(module.texts)]);
      for (const value of declaredStrings(module.definition)) {
        const keys = [value, `${value}_one`, `${value}_other`].filter((k) => catalogue.has(k));
        // a key template ('FULFILMENT_{code}') shows any key of its family
        const prefix = /^([A-Z][A-Z0-9_]*)\{/.exec(value)?.[1];
        if (prefix) keys.push(...[...catalogue].filter((k) => k.startsWith(prefix)));
        for (const key of keys) if (!loads.has(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("leaves no key the code of a screen's widgets passes to t() out of what the screen loads", () => {
    const components = lazyComponents();
    expect(components.get('orderStatus')).toMatch(/OrderStatus\.tsx$/);
    const missing: string[] = [];
    for (const [file, module] of screens()) {
      const loads = new Set([...shellLoads, ...Object.keys(module.texts)]);
      for (const name of new Set(declaredStrings(module.definition))) {
        const component = components.get(name);
        if (!component) continue;
        for (const key of keysComponentTranslates(component))
          if (catalogue.has(key) && !loads.has(key)) missing.push(`${file} (${name}): ${key}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('carries the keys the replies of its calls hold: the order page has the order states the server names', () => {
    const order = JSON.parse(outputs.get('src/generated/screens/order.json')!) as ScreenModuleFile;
    expect(order.texts.ORDER_STATE_COMPLETE).toBeDefined();
    expect(order.texts.ORDER_STATE_COMPLETE_DESCRIPTION).toBeDefined();
  });

  it('gives the customer search only its own texts, and the shell none of a screen body', () => {
    const search = JSON.parse(outputs.get('src/generated/screens/searchCustomers.json')!) as ScreenModuleFile;
    // its row actions' dialogs (add a voucher …) are the customer search's; the catalogue's other 90 % are not
    expect(search.texts.VOUCHER_FORM_TITLE ?? search.texts.VOUCHER_ADD).toBeDefined();
    expect(Object.keys(search.texts).length).toBeLessThan(catalogue.size / 10);
    // texts of the order page and of the refund page are not the customer search's
    expect(search.texts.ORDER_STATE_COMPLETE).toBeUndefined();
    expect(Object.keys(search.texts).some((k) => k.startsWith('REFUND_'))).toBe(false);
    const shell = JSON.parse(outputs.get('src/generated/shellTexts.json')!) as Texts;
    expect(shell.ORDER_STATE_COMPLETE).toBeUndefined();
    // what the quick lookup shows of a search screen before its module loads: its columns' labels
    expect(shell.ORDER_CUSTOMER_NAME).toBeDefined();
  });
});
