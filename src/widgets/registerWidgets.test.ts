// Issue 24: a widget folder's registrations load with the screens that name them (src/generated/screens/index.ts)
// instead of with every page. This proves no screen misses one: each folder is loaded alone to see what it registers,
// then every name a screen's declaration (and the forms it names) uses that some folder registers must be among the
// folders its index entry lists.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenWidgetFolders } from '../generated/screens/index';
import { hasDerivation } from '../runtime/derivations';
import { registeredNames } from '../runtime/registeredNames';
import { screenDefinitions } from '../runtime/screenDefinitions';

const folderLoaders = import.meta.glob('./*/register.ts');

function strings(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  else if (typeof value === 'string') out.push(value);
  return out;
}

const formFile = (id: string, suffix: string) => new URL(`../../schemas/forms/${id}${suffix}`, import.meta.url);

/** What a screen names: its declaration's strings and those of the forms it names. */
function namedBy(definition: unknown): Set<string> {
  const out = strings(definition);
  for (const form of out.filter((s) => /^[\w-]+(\/[\w-]+)+$/.test(s))) {
    for (const suffix of ['.schema.json', '.ui.json'])
      if (existsSync(formFile(form, suffix)))
        out.push(...strings(JSON.parse(readFileSync(formFile(form, suffix), 'utf8'))));
  }
  return new Set(out);
}

const flat = () => Object.values(registeredNames()).flat() as string[];

describe('widget folders load with the screens that name them', () => {
  it('lists, for every screen, the folder of each widget, format, predicate or derivation it names', async () => {
    // name → the folder that registers it, one folder at a time
    const folderOf = new Map<string, string>();
    for (const [file, load] of Object.entries(folderLoaders)) {
      const folder = file.split('/')[1];
      const before = new Set(flat());
      await load();
      for (const name of flat()) if (!before.has(name) && !folderOf.has(name)) folderOf.set(name, folder);
      const text = readFileSync(new URL(file, import.meta.url), 'utf8');
      for (const m of text.matchAll(/registerDerivation\(\s*'(\w+)'/g)) {
        expect(hasDerivation(m[1])).toBe(true);
        if (!folderOf.has(m[1])) folderOf.set(m[1], folder);
      }
    }
    expect(folderOf.get('orderStatus')).toBe('order-status');
    const missing: string[] = [];
    for (const definition of screenDefinitions) {
      const listed = screenWidgetFolders[definition.id] ?? [];
      for (const name of namedBy(definition)) {
        const folder = folderOf.get(name);
        if (folder && !listed.includes(folder)) missing.push(`${definition.id}: ${name} (${folder})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
