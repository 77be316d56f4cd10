import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configCheck } from './configCheck';
import { loadRegisteredNames, type RegisteredNames } from './lib/registeredNames';

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
  let registered: RegisteredNames;
  // the console's registration modules, loaded through Vite as npm run config:check does
  beforeAll(async () => {
    registered = await loadRegisteredNames(project);
  }, 120_000);

  it('passes on the real project, i18n keys and registered names included', () => {
    expect(configCheck(project, registered).errors).toEqual([]);
  });

  it('reads what the console registers', () => {
    expect(registered.widgets).toContain('refundCalculator');
    expect(registered.actionWidgets).toContain('voucherAdd');
    expect(registered.predicates).toContain('voucherIsPending');
    expect(registered.formats).toContain('money');
    expect(registered.formWidgets).toContain('isrn');
    expect(registered.formWidgets).toContain('textarea');
    expect(registered.formWidgets).toContain('typeahead');
    expect(registered.formFields).toContain('addressLookup');
  });

  it('names file:line of an i18n key no resource defines and of an unregistered widget, predicate or format', () => {
    const names: RegisteredNames = {
      widgets: new Set(['thingPanel']),
      actionWidgets: new Set(['thingAdd']),
      predicates: new Set(['thingIsOpen']),
      formats: new Set(['text', 'money']),
      formWidgets: new Set(['text', 'isrn']),
      formFields: new Set(['addressLookup']),
      formRules: new Set(['thingRule']),
      lookupFormats: new Set(['email']),
    };
    const root = fixture({
      'schemas/meta/screen.schema.json': readFileSync(path.join(project, 'schemas/meta/screen.schema.json'), 'utf8'),
      'src/i18n/en-GB/things.json': JSON.stringify({
        THING_TITLE: 'Thing',
        THING_NAME: 'Name',
        THING_ADD: 'Add',
        THING_ADD_LABEL: 'Add a thing to {{id}}',
        THING_CHANGE_LABEL: 'Change thing {{id}}',
        THINGS_one: '{{count}} thing',
        THINGS_other: '{{count}} things',
      }),
      'schemas/screens/things/thing.yaml': [
        'id: thing', // 1
        'kind: detail', // 2
        'route: /things/{id}', // 3
        'gate: { minLevel: BASIC }', // 4
        'title: THING_TITEL', // 5  misspelt key
        'detail:', // 6
        '  panels:', // 7
        '    - { id: main, title: THING_TITLE, kind: fields, fields: [{ field: name, label: THING_NAME, format: moneyy }] }', // 8 unknown format
        '    - { id: extra, title: THING_TITLE, kind: custom, widget: thingPanle }', // 9 unknown widget
        '    - { id: later, title: THING_TITLE, kind: custom, widget: notYetBuilt, planned: true }', // 10 planned: fine
        '  actions:', // 11
        '    - { id: add, label: THING_ADD, when: thingIsClosed, widget: thingAdd }', // 12 unknown predicate
        '    - { id: edit, label: THING_ADD, widget: thingPanel }', // 13 a page widget is no action widget
        '    - { id: more, label: THING_ADD, ariaLabel: THING_ADD_LABEL, widget: thingAdd }', // 14 label in name: fine
        '    - { id: other, label: THING_ADD, ariaLabel: THING_CHANGE_LABEL, widget: thingAdd }', // 15 the name lacks "Add"
        '',
      ].join('\n'),
      'schemas/forms/things/thingForm.schema.json': JSON.stringify(
        {
          type: 'object',
          properties: { name: { type: 'string', title: 'THING_NAME' }, code: { type: 'string', title: 'THING_CODE' } },
        },
        null,
        2,
      ),
      'schemas/forms/things/thingForm.ui.json': JSON.stringify(
        { 'ui:field': 'adressLookup', name: { 'ui:widget': 'isrnn', 'ui:placeholder': 'THING_HINT' } },
        null,
        2,
      ),
      'schemas/menu.json': JSON.stringify(
        { side: [{ entry: 'things', label: 'MENU_THINGS', route: '/things' }] },
        null,
        2,
      ),
      'src/widgets/thing/Thing.tsx': [
        "// t('IN_A_COMMENT') is an example, not a call",
        "export const a = (t: (k: string, o?: object) => string) => [t('THING_NAME'), t('THINGS', { count: 2 }),",
        "  t('THING_MISSING')];",
        '',
      ].join('\n'),
    });
    const { errors } = configCheck(root, names);
    expect(errors).toContain(
      'schemas/screens/things/thing.yaml:5 title: no i18n resource defines THING_TITEL (did you mean THING_TITLE?)',
    );
    expect(errors).toContain(
      'schemas/screens/things/thing.yaml:8 detail.panels[0].fields[0].format: no format moneyy is registered (registerFormat) (did you mean money?)',
    );
    expect(errors).toContain(
      'schemas/screens/things/thing.yaml:9 detail.panels[1].widget: no widget thingPanle is registered (registerWidget) (did you mean thingPanel?)',
    );
    expect(errors).toContain(
      'schemas/screens/things/thing.yaml:12 detail.actions[0].when: no predicate thingIsClosed is registered (registerPredicate) (did you mean thingIsOpen?)',
    );
    expect(errors).toContain(
      'schemas/screens/things/thing.yaml:13 detail.actions[1].widget: no action widget thingPanel is registered (registerActionWidget)',
    );
    expect(errors.some((e) => e.includes('notYetBuilt'))).toBe(false);
    expect(errors).toContain(
      'schemas/screens/things/thing.yaml:15 detail.actions[3].ariaLabel: THING_CHANGE_LABEL ("Change thing {{id}}") must contain the visible label THING_ADD ("Add"): label in name, WCAG 2.5.3',
    );
    expect(errors.some((e) => e.includes('THING_ADD_LABEL'))).toBe(false);
    expect(errors).toContain(
      'schemas/forms/things/thingForm.schema.json:10 properties.code.title: no i18n resource defines THING_CODE (did you mean THING_NAME?)',
    );
    expect(errors).toContain(
      'schemas/forms/things/thingForm.ui.json:2 ui:field: no form field adressLookup is registered (registerFormField) (did you mean addressLookup?)',
    );
    expect(errors).toContain(
      'schemas/forms/things/thingForm.ui.json:4 name.ui:widget: no form widget isrnn is registered (registerFormWidget) (did you mean isrn?)',
    );
    expect(errors).toContain(
      'schemas/forms/things/thingForm.ui.json:5 name.ui:placeholder: no i18n resource defines THING_HINT',
    );
    expect(
      errors.some((e) => e.startsWith('schemas/menu.json:5 side[0].label: no i18n resource defines MENU_THINGS')),
    ).toBe(true);
    expect(
      errors.some((e) => e.startsWith('src/widgets/thing/Thing.tsx:3 no i18n resource defines THING_MISSING')),
    ).toBe(true);
    expect(errors.some((e) => e.includes('IN_A_COMMENT') || e.includes(' THINGS'))).toBe(false);
  });

  it('refuses raw codes on screen and an unregistered form rule (issue 22), file:line', () => {
    const names: RegisteredNames = { ...registered, formRules: new Set(['thingRule']) };
    const root = fixture({
      'schemas/meta/screen.schema.json': readFileSync(path.join(project, 'schemas/meta/screen.schema.json'), 'utf8'),
      'src/i18n/en-GB/things.json': JSON.stringify({
        THING_TITLE: 'Thing',
        THING_ON: 'On',
        THING_KIND: 'Kind',
        THING_KIND_A: 'A',
        THING_ADD: 'Add',
      }),
      'schemas/screens/things/thing.yaml': [
        'id: thing', // 1
        'kind: detail', // 2
        'route: /things/{id}', // 3
        'gate: { minLevel: BASIC }', // 4
        'title: THING_TITLE', // 5
        'detail:', // 6
        '  panels:', // 7
        '    - id: main', // 8
        '      title: THING_TITLE', // 9
        '      kind: fields', // 10
        '      fields:', // 11
        '        - { field: activatedOn, label: THING_ON }', // 12 a date without a format
        '        - { field: createdAt, label: THING_ON, format: datetime }', // 13 fine
        '        - { field: expiryDate, label: THING_ON, format: text }', // 14 said not to be a date: fine
        '  actions:', // 15
        '    - id: add', // 16
        '      label: THING_ADD', // 17
        '      modal: { title: THING_TITLE, form: things/kinds, call: addThing, rule: thingRul, success: THING_ADD }', // 18
        '',
      ].join('\n'),
      'schemas/forms/things/kinds.schema.json': JSON.stringify(
        {
          type: 'object',
          properties: {
            kind: { type: 'string', title: 'THING_KIND', enum: ['a'] },
            named: { type: 'string', title: 'THING_KIND', enum: ['a'] },
          },
        },
        null,
        2,
      ),
      'schemas/forms/things/kinds.ui.json': JSON.stringify({ named: { 'ui:enumNames': ['THING_KIND_A'] } }, null, 2),
    });
    const { errors } = configCheck(root, names);
    expect(errors).toContain(
      'schemas/screens/things/thing.yaml:12 detail.panels[0].fields[0].field: activatedOn reads as a date: give it a format (date, datetime, dates, or text for a value that is no ISO date)',
    );
    expect(errors.filter((e) => e.includes('reads as a date'))).toHaveLength(1);
    expect(errors).toContain(
      'schemas/screens/things/thing.yaml:18 detail.actions[0].modal.rule: no form rule thingRul is registered (registerFormRule) (did you mean thingRule?)',
    );
    expect(errors).toContain(
      'schemas/forms/things/kinds.schema.json:7 properties.kind.enum: a choice list needs display texts: give ui:enumNames (an i18n key per choice) in schemas/forms/things/kinds.ui.json',
    );
    expect(errors.filter((e) => e.includes('display texts'))).toHaveLength(1);
  });

  it('checks the quick-lookup declarations: unknown field, unknown format, a pattern and its example', () => {
    const names: RegisteredNames = { ...registered, lookupFormats: new Set(['email', 'isrn']) };
    const root = fixture({
      'schemas/meta/screen.schema.json': readFileSync(path.join(project, 'schemas/meta/screen.schema.json'), 'utf8'),
      'schemas/api/things.yaml': ['- id: listThings', '  method: GET', '  path: /things', ''].join('\n'),
      'schemas/forms/things/thingSearch.schema.json': JSON.stringify({
        type: 'object',
        properties: { email: { type: 'string' }, ref: { type: 'string', pattern: '^T[0-9]{4}$' } },
      }),
      'schemas/screens/things/things.yaml': [
        'id: things', // 1
        'kind: search', // 2
        'route: /things', // 3
        'gate: { minLevel: AGENT }', // 4
        'title: THINGS', // 5
        'search:', // 6
        '  form: things/thingSearch', // 7
        '  call: listThings', // 8
        '  columns: [{ field: id, label: THING_ID }]', // 9
        '  rowLink: /things/{id}', // 10
        'lookup:', // 11
        '  group: THINGS', // 12
        '  query: { scheme: X }', // 13
        '  by:', // 14
        '    - { field: emial, format: email }', // 15
        '    - { field: email, format: emails }', // 16
        "    - { field: ref, pattern: '^T[0-9]{3,4}$', label: THING_REF, example: T123 }", // 17
        "    - { field: ref, pattern: '^T[0-9]{4}$', label: THING_REF, example: X1234 }", // 18
        "    - { field: ref, pattern: '^T([0-9]$', label: THING_REF, example: T1 }", // 19
        '',
      ].join('\n'),
      'schemas/screens/things/thing.yaml': [
        'id: thing',
        'kind: detail',
        'route: /things/{id}',
        'gate: { minLevel: AGENT }',
        'title: THING',
        'detail: { call: listThings, panels: [] }',
        'lookup:',
        '  group: THINGS',
        '  by:',
        "    - { field: thingId, pattern: '^[0-9]+$', label: THING_ID, example: '7' }",
        '',
      ].join('\n'),
    });
    const { errors } = configCheck(root, names);
    const file = 'schemas/screens/things/things.yaml';
    expect(errors).toContain(
      `${file}:13 lookup.query.scheme: unknown field scheme: not a filter of things/thingSearch`,
    );
    expect(errors).toContain(
      `${file}:15 lookup.by[0].field: unknown field emial: not a filter of things/thingSearch (did you mean email?)`,
    );
    expect(errors).toContain(
      `${file}:16 lookup.by[1].format: unknown format emails: no lookup format of that name is registered (registerLookupFormat) (did you mean email?)`,
    );
    expect(errors).toContain(
      `${file}:17 lookup.by[2].example: the example T123 does not fit the filter field ref of things/thingSearch (must match pattern "^T[0-9]{4}$")`,
    );
    expect(errors).toContain(`${file}:18 lookup.by[3].example: the example X1234 does not fit the pattern`);
    expect(errors.some((e) => e.startsWith(`${file}:19 lookup.by[4].pattern: the pattern does not compile`))).toBe(
      true,
    );
    expect(errors).toContain(
      'schemas/screens/things/thing.yaml:10 lookup.by[0].field: unknown field thingId: not a parameter of the route /things/{id}',
    );
    expect(errors).toContain('schemas/screens/things/things.yaml:12 lookup.group: no i18n resource defines THINGS');
  });

  it('names file, line and key of a misspelt flag, a wrong type and an unknown level', () => {
    const { errors } = configCheck(fixture({ 'brands/broken.yaml': brokenBrand }));
    expect(errors).toContain('brands/broken.yaml:6 flags.enableEvouchrs: unknown flag (did you mean enableEvouchers?)');
    expect(errors).toContain('brands/broken.yaml:7 flags.enablePayPal: must be boolean (got string)');
    expect(errors).toContain('brands/broken.yaml:9 config.paginationSize: must be integer (got string)');
    expect(
      errors.some((e) =>
        e.startsWith(
          'brands/broken.yaml:11 permissions.canAddVoucher.levels[1]: unknown level "SUPERVISR" (did you mean SUPERVISOR?)',
        ),
      ),
    ).toBe(true);
    expect(
      errors.some((e) =>
        e.startsWith('brands/broken.yaml:12 permissions.canEditVoucher.minLevel: unknown level "MANAGER"'),
      ),
    ).toBe(true);
    expect(errors).toContain(
      'brands/broken.yaml:13 permissions.canRefundPlusBus.all[0].flag: unknown flag "enablePaypal" (did you mean enablePayPal?)',
    );
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
    expect(errors).toContain(
      'brands/odd.yaml:5 config.pagintionSize: unknown config key (did you mean paginationSize?)',
    );
    expect(errors).toContain(
      'brands/odd.yaml:7 permissions.canAddVouchers: unknown permission (did you mean canAddVoucher?)',
    );
  });

  it('names an unknown brand setting in a template and in a form field bound (issue 32)', () => {
    const root = fixture({
      'schemas/meta/screen.schema.json': readFileSync(path.join(project, 'schemas/meta/screen.schema.json'), 'utf8'),
      'src/i18n/en-GB/things.json': JSON.stringify({ THING_TITLE: 'Thing', THING_ADD: 'Add', THING_AMOUNT: 'Amount' }),
      'schemas/api/things.yaml': [
        '- id: addThing',
        '  method: POST',
        '  path: /things',
        '  gate: { minLevel: BASIC }',
        '  status: 204',
        '',
      ].join('\n'),
      'schemas/screens/things/thing.yaml': [
        'id: thing', // 1
        'kind: detail', // 2
        'route: /things/{id}', // 3
        'gate: { minLevel: BASIC }', // 4
        'title: THING_TITLE', // 5
        'detail:', // 6
        '  panels: []', // 7
        '  actions:', // 8
        '    - id: add', // 9
        '      label: THING_ADD', // 10
        '      modal:', // 11
        '        title: THING_TITLE', // 12
        '        form: things/thingForm', // 13
        '        call: addThing', // 14
        "        initial: { station: '{config.defaultFulfilmentStaton}', amount: '{config.defaultFulfilmentStation}' }", // 15
        '        success: THING_TITLE', // 16
        '',
      ].join('\n'),
      'schemas/forms/things/thingForm.schema.json': JSON.stringify({
        type: 'object',
        properties: {
          station: { type: 'string', title: 'THING_TITLE', maxLength: 4 },
          amount: { type: 'integer', title: 'THING_AMOUNT', minimum: 1, maximum: 100000000 },
          count: { type: 'integer', title: 'THING_AMOUNT', minimum: 1, maximum: 10 },
        },
      }),
      'schemas/forms/things/thingForm.ui.json': JSON.stringify(
        {
          amount: { 'ui:options': { maximum: { config: 'compensationWhitelistMaxAmout' } } },
          count: { 'ui:options': { minimum: { config: 'passesPerFlexi' } } },
        },
        null,
        2,
      ),
    });
    const { errors } = configCheck(root, registered);
    expect(errors).toContain(
      'schemas/screens/things/thing.yaml:15 detail.actions[0].modal.initial.station: unknown config key defaultFulfilmentStaton (did you mean defaultFulfilmentStation?)',
    );
    expect(errors.filter((e) => e.includes('initial.amount'))).toEqual([]);
    expect(errors).toContain(
      'schemas/forms/things/thingForm.ui.json:5 amount.ui:options.maximum.config: unknown config key compensationWhitelistMaxAmout (did you mean compensationWhitelistMaxAmount?)',
    );
    expect(errors.filter((e) => e.includes('count.ui:options'))).toEqual([]);
  });

  it('checks the names screens and calls use', () => {
    const { errors } = configCheck(
      fixture({
        'schemas/api/things.yaml': [
          '- id: listThings',
          '  method: GET',
          '  path: /things',
          '  gate: { permission: canListThings }',
          '',
        ].join('\n'),
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
    expect(
      errors.some((e) =>
        e.startsWith(
          'schemas/screens/things/things.yaml:4 gate.minLevel: unknown level "AGENTS" (did you mean AGENT?)',
        ),
      ),
    ).toBe(true);
    expect(errors).toContain('schemas/screens/things/things.yaml:6 flag: unknown flag enableThings');
    expect(errors).toContain(
      'schemas/screens/things/things.yaml:8 search.form: no file schemas/forms/things/thingSearch.schema.json',
    );
    expect(errors).toContain(
      'schemas/screens/things/things.yaml:9 search.call: no call listThing in schemas/api (did you mean listThings?)',
    );
    expect(errors).toContain(
      'schemas/screens/things/things.yaml:10 search.pageSize.config: unknown config key pageSize',
    );
  });
});
