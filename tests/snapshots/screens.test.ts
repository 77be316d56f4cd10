// Schema snapshot tests (DESIGN.md Tests): every screen definition resolved for every brand.
// A changed snapshot is a reviewed change: `npx vitest run tests/snapshots -u` after checking the diff.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScreenReads, readI18nTexts } from '../../generators/lib/checkScreenReads';
import {
  apiDeclarations,
  readApiSources,
  readScreenSources,
  screenDeclarations,
} from '../../generators/lib/declarations';
import { readI18nKeys } from '../../generators/lib/registeredNames';
import { gateContextFor } from '../../src/domain/gateContextFor';
import { LEVEL_NAMES } from '../../src/domain/levels';
import type { BrandProfile } from '../../src/generated/types/BrandProfile';
import { resolveScreen } from '../../src/runtime/resolveScreen';
import { screenDefinitions } from '../../src/runtime/screenDefinitions';
import type { ResolvedScreen } from '../../src/runtime/screenTypes';

const brandDir = join(__dirname, '../../src/generated/brands');
const brands: BrandProfile[] = readdirSync(brandDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(brandDir, f), 'utf8')) as BrandProfile);

function resolveFor(brand: BrandProfile, level: (typeof LEVEL_NAMES)[number]) {
  return (id: string) =>
    resolveScreen(
      screenDefinitions.find((s) => s.id === id)!,
      {
        gateContext: gateContextFor(brand, level),
        config: brand.config as unknown as Record<string, unknown>,
      },
    );
}

/** What a level sees, in one line per screen: panels, actions, columns, hidden filter fields, quick-lookup fields. */
function outline(screen: ResolvedScreen | null): string {
  if (!screen) return '(not available)';
  const parts = [
    screen.search && `columns: ${screen.search.columns.map((c) => c.field).join(',')}`,
    screen.hiddenFields.length > 0 && `hidden: ${screen.hiddenFields.join(',')}`,
    screen.detail && `panels: ${screen.detail.panels.map((p) => p.id).join(',')}`,
    screen.detail?.actions?.length && `actions: ${screen.detail.actions.map((a) => a.id).join(',')}`,
    screen.lookup?.by?.length && `lookup: ${screen.lookup.by.map((b) => b.field).join(',')}`,
  ];
  return parts.filter(Boolean).join(' | ');
}

describe('screen definitions resolved per brand', () => {
  it('has brands and screens to resolve', () => {
    expect(brands.length).toBeGreaterThan(0);
    expect(screenDefinitions.length).toBeGreaterThan(0);
  });

  for (const brand of brands) {
    describe(brand.id, () => {
      for (const definition of screenDefinitions) {
        it(`${definition.id} as HQ`, () => {
          expect(resolveFor(brand, 'HQ')(definition.id)).toMatchSnapshot();
        });
      }
      it('outline per level', () => {
        const table = Object.fromEntries(
          screenDefinitions.map((definition) => [
            definition.id,
            Object.fromEntries(LEVEL_NAMES.map((level) => [level, outline(resolveFor(brand, level)(definition.id))])),
          ]),
        );
        expect(table).toMatchSnapshot();
      });
    });
  }
});

// Issue 31: what each screen reads of the replies (`call: path in its body`; a predicate or derivation by name, on the
// value it is given), as npm run config:check holds it to the declared replies. A changed list is a screen that reads
// something else: check the call declares it.
describe('reply fields each screen reads', () => {
  const root = join(__dirname, '../..');
  const { reads } = checkScreenReads(
    root,
    screenDeclarations(readScreenSources(root)),
    apiDeclarations(readApiSources(root)),
    { texts: readI18nTexts(root, readI18nKeys(root)) },
  );
  for (const definition of screenDefinitions) {
    it(definition.id, () => {
      expect(reads[definition.id] ?? []).toMatchSnapshot();
    });
  }
});
