import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configCheck } from './configCheck';

const project = path.resolve(__dirname, '..');
const roots: string[] = [];

/** A project folder with the real defaults and meta schemas plus the given files. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'config-check-'));
  roots.push(root);
  mkdirSync(path.join(root, 'brands/_groups'), { recursive: true });
  mkdirSync(path.join(root, 'schemas/meta'), { recursive: true });
  cpSync(path.join(project, 'brands/_defaults.yaml'), path.join(root, 'brands/_defaults.yaml'));
  cpSync(path.join(project, 'brands/logos'), path.join(root, 'brands/logos'), { recursive: true });
  cpSync(path.join(project, 'schemas/meta/brand.schema.json'), path.join(root, 'schemas/meta/brand.schema.json'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const brokenBrand = [
  '# a brand with three mistakes', // 1
  'displayName: Broken', // 2
  'translationKey: BRAND_BROKEN', // 3
  'logo: default.svg', // 4
  'flags:', // 5
  '  enableEvouchrs: false', // 6  misspelt flag
  '  enablePayPal: "yes"', // 7  wrong type
  'config:', // 8
  '  paginationSize: ten', // 9  wrong type
  'permissions:', // 10
  '  canAddVoucher: { levels: [HQ, SUPERVISR] }', // 11 unknown level
  '  canEditVoucher: { minLevel: MANAGER }', // 12 unknown level
  '  canRefundPlusBus: { all: [{ flag: enablePaypal }] }', // 13 unknown flag in a gate
  '', //
].join('\n');

describe('config:check', () => {
  it('passes on the real project', () => {
    expect(configCheck(project).errors).toEqual([]);
  });

  it('names file, line and key of a misspelt flag, a wrong type and an unknown level', () => {
    const { errors } = configCheck(fixture({ 'brands/broken.yaml': brokenBrand }));
    expect(errors).toContain('brands/broken.yaml:6 flags.enableEvouchrs: unknown flag (did you mean enableEvouchers?)');
    expect(errors).toContain('brands/broken.yaml:7 flags.enablePayPal: must be boolean (got string)');
    expect(errors).toContain('brands/broken.yaml:9 config.paginationSize: must be integer (got string)');
    expect(errors.some((e) => e.startsWith('brands/broken.yaml:11 permissions.canAddVoucher.levels[1]: unknown level "SUPERVISR" (did you mean SUPERVISOR?)'))).toBe(true);
    expect(errors.some((e) => e.startsWith('brands/broken.yaml:12 permissions.canEditVoucher.minLevel: unknown level "MANAGER"'))).toBe(true);
    expect(errors).toContain('brands/broken.yaml:13 permissions.canRefundPlusBus.all[0].flag: unknown flag "enablePaypal" (did you mean enablePayPal?)');
  });

  it('reports unknown permissions, config keys, groups and logos', () => {
    const { errors } = configCheck(
      fixture({
        'brands/odd.yaml': [
          'displayName: Odd',
          'operatorGroup: govie',
          'logo: odd.svg',
          'config:',
          '  pagintionSize: 5',
          'permissions:',
          '  canAddVouchers: { minLevel: HQ }',
          '',
        ].join('\n'),
      }),
    );
    expect(errors).toContain('brands/odd.yaml:2 operatorGroup: no brands/_groups/govie.yaml');
    expect(errors).toContain('brands/odd.yaml:3 logo: no file brands/logos/odd.svg');
    expect(errors).toContain('brands/odd.yaml:5 config.pagintionSize: unknown config key (did you mean paginationSize?)');
    expect(errors).toContain('brands/odd.yaml:7 permissions.canAddVouchers: unknown permission (did you mean canAddVoucher?)');
  });

  it('checks the names screens and calls use', () => {
    const { errors } = configCheck(
      fixture({
        'schemas/api/things.yaml': ['- id: listThings', '  method: GET', '  path: /things', '  gate: { permission: canListThings }', ''].join('\n'),
        'schemas/screens/things/things.yaml': [
          'id: things', // 1
          'kind: search', // 2
          'route: /things', // 3
          'gate: { minLevel: AGENTS }', // 4
          'title: THINGS', // 5
          'flag: enableThings', // 6
          'search:', // 7
          '  form: things/thingSearch', // 8
          '  call: listThing', // 9
          '  pageSize: { config: pageSize }', // 10
          '',
        ].join('\n'),
      }),
    );
    expect(errors).toContain('schemas/api/things.yaml:4 [0].gate.permission: unknown permission "canListThings"');
    expect(errors.some((e) => e.startsWith('schemas/screens/things/things.yaml:4 gate.minLevel: unknown level "AGENTS" (did you mean AGENT?)'))).toBe(true);
    expect(errors).toContain('schemas/screens/things/things.yaml:6 flag: unknown flag enableThings');
    expect(errors).toContain('schemas/screens/things/things.yaml:8 search.form: no file schemas/forms/things/thingSearch.schema.json');
    expect(errors).toContain('schemas/screens/things/things.yaml:9 search.call: no call listThing in schemas/api (did you mean listThings?)');
    expect(errors).toContain('schemas/screens/things/things.yaml:10 search.pageSize.config: unknown config key pageSize');
  });
});
