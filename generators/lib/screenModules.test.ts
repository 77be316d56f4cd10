// Issue 24: the browser loads one module per screen. This proves the split on what `npm run generate` writes: the
// module of /search-customers holds its own declaration and nothing of another screen, and only the run-time part
// of its calls; the shell manifest holds no screen's body.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOutputs } from './outputs';

const root = fileURLToPath(new URL('../..', import.meta.url));
let outputs: Map<string, string>;
beforeAll(async () => {
  outputs = await buildOutputs(root);
}, 120_000);

const read = (file: string) => JSON.parse(outputs.get(file)!) as Record<string, unknown>;

describe('screen modules', () => {
  it('gives /search-customers a module with its own declaration and no declaration of another screen', () => {
    const all = read('src/generated/screens.json') as Record<string, Record<string, unknown>>;
    const file = 'src/generated/screens/searchCustomers.json';
    const text = outputs.get(file)!;
    const module = read(file) as { definition: Record<string, unknown>; calls: Record<string, unknown> };
    // its declaration, its calls and the texts it shows (./screenTexts.test.ts)
    expect(Object.keys(module).sort()).toEqual(['calls', 'definition', 'texts']);
    expect(module.definition).toEqual(all.searchCustomers);
    for (const [id, other] of Object.entries(all)) {
      if (id === 'searchCustomers') continue;
      // a declaration is known by its id and route; a link to another screen's page is not its declaration
      expect(text, `declaration of ${id}`).not.toContain(`"id": ${JSON.stringify(id)}`);
      expect(text, `route of ${id}`).not.toContain(`"route": ${JSON.stringify(other.route)}`);
    }
  });

  it('carries only the run-time part of the calls the screen names', () => {
    const module = read('src/generated/screens/searchCustomers.json') as { calls: Record<string, object> };
    expect(module.calls.searchCustomers).toEqual({ method: 'GET', path: expect.stringMatching(/customers/) });
    const api = read('src/generated/api.json');
    expect(Object.keys(module.calls).length).toBeLessThan(Object.keys(api).length / 10);
    for (const call of Object.values(module.calls)) {
      expect(Object.keys(call).every((key) => ['method', 'path', 'encoding'].includes(key))).toBe(true);
    }
  });

  it('keeps the shell manifest to routes, gates, menu entries and lookups', () => {
    const shell = read('src/generated/shell.json') as { screens: Array<Record<string, unknown>> };
    const all = read('src/generated/screens.json');
    expect(shell.screens.map((s) => s.id).sort()).toEqual(Object.keys(all).sort());
    for (const entry of shell.screens) {
      // a lookup screen also carries what the quick lookup runs: its search block, or its detail call without panels
      const allowed = [
        'id',
        'route',
        'gate',
        'flag',
        'title',
        'menu',
        'lookup',
        // … and the widget folders whose formats it shows
        ...(entry.lookup ? ['search', 'detail', 'widgets'] : []),
      ];
      expect(Object.keys(entry).every((k) => allowed.includes(k))).toBe(true);
      expect((entry.detail as { panels?: unknown[] } | undefined)?.panels ?? []).toEqual([]);
    }
  });

  it('indexes every screen module for the screens and catalogue that load them', () => {
    const index = outputs.get('src/generated/screens/index.ts')!;
    for (const id of Object.keys(read('src/generated/screens.json'))) expect(index).toContain(`import('./${id}.json')`);
  });
});
