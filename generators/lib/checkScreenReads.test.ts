import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkScreenReads, readI18nTexts, type ScreenCode } from './checkScreenReads';
import { apiDeclarations, readApiSources, readScreenSources, screenDeclarations } from './declarations';
import { formatProblem } from './problems';
import { loadRegisteredNames, readI18nKeys } from './registeredNames';
import { parseYamlSource } from './yamlSource';

const project = path.resolve(__dirname, '../..');
const calls = apiDeclarations(readApiSources(project));
const texts = readI18nTexts(project, readI18nKeys(project));

/** A copy of a real screen file with `edits` made (each [from, to] once), and where each edit's line is. */
function copyOf(file: string, ...edits: Array<[string, string]>) {
  let text = readFileSync(path.join(project, file), 'utf8');
  for (const [from, to] of edits) {
    expect(text, `${file} still holds ${from}`).toContain(from);
    text = text.replace(from, to);
  }
  const lines = text.split('\n');
  return {
    screens: screenDeclarations([parseYamlSource(file, text)]),
    lineOf: (needle: string) => `${file}:${lines.findIndex((line) => line.includes(needle)) + 1}`,
  };
}

function errorsOf(copy: ReturnType<typeof copyOf>, options: Parameters<typeof checkScreenReads>[3] = { texts }) {
  return checkScreenReads(project, copy.screens, calls, options).problems.map(formatProblem);
}

/** Declarations of calls written here, relative to schemas/api (their $refs reach the real entities). */
function callsOf(yaml: string) {
  return apiDeclarations([parseYamlSource('schemas/api/planted.yaml', yaml)]);
}

function screenOf(yaml: string) {
  return screenDeclarations([parseYamlSource('schemas/screens/planted.yaml', yaml)]);
}

describe('checkScreenReads: a misspelt field in each kind of place fails with file:line', () => {
  it('a search column, its row link and a lookup show field (searchCustomers: declared)', () => {
    const copy = copyOf(
      'schemas/screens/customers/searchCustomers.yaml',
      ['{ field: firstNames, label: CUSTOMER_FIRST_NAME }', '{ field: firstNamez, label: CUSTOMER_FIRST_NAME }'],
      ['rowLink: /account/{id}', 'rowLink: /account/{idd}'],
      ['show: [id, firstNames, surname, email]', 'show: [id, firstNames, surname, emial]'],
    );
    expect(errorsOf(copy)).toEqual([
      `${copy.lineOf('firstNamez')} search.columns[1].field: the reply of searchCustomers has no firstNamez in result[] (did you mean firstNames?) — result[] is declared in schemas/entities/customerSummary.schema.json`,
      `${copy.lineOf('{idd}')} search.rowLink: {idd}: the reply of searchCustomers has no idd in result[] (did you mean id?) — result[] is declared in schemas/entities/customerSummary.schema.json`,
      `${copy.lineOf('emial]')} lookup.show[3]: the reply of searchCustomers has no emial in result[] (did you mean email?) — result[] is declared in schemas/entities/customerSummary.schema.json`,
    ]);
  });

  it('the how-to example: a dateOfBirth column the customer search reply does not have', () => {
    const copy = copyOf('schemas/screens/customers/searchCustomers.yaml', [
      '    - { field: smartcardNumber, label: CUSTOMER_ISRN, format: isrn }\n',
      '    - { field: smartcardNumber, label: CUSTOMER_ISRN, format: isrn }\n    - { field: dateOfBirth, label: CUSTOMER_DATE_OF_BIRTH, format: date }\n',
    ]);
    expect(errorsOf(copy)).toEqual([
      `${copy.lineOf('field: dateOfBirth')} search.columns[6].field: the reply of searchCustomers has no dateOfBirth in result[] — result[] is declared in schemas/entities/customerSummary.schema.json`,
    ]);
  });

  it("a panel's field, a panel's source, a template and a text on the account page (getCustomer: declared)", () => {
    const copy = copyOf(
      'schemas/screens/customers/account.yaml',
      ['{ field: telephoneNumber, label: CUSTOMER_TELEPHONE }', '{ field: telephoneNumbr, label: CUSTOMER_TELEPHONE }'],
      ['source: result.addresses', 'source: result.adresses'],
      ["firstNames: '{record.firstNames}', surname", "firstNames: '{record.firstName}', surname"],
      ["body: { email: '{record.email}'", "body: { email: '{record.emial}'"],
    );
    const planted = new Map(texts).set('ACCOUNT_RESET_PASSWORD_MESSAGE', 'E-mail {{record.emai}} a link?');
    const errors = errorsOf(copy, { texts: planted });
    expect(errors).toEqual([
      `${copy.lineOf('telephoneNumbr')} detail.panels[3].fields[5].field: the reply of getCustomer has no telephoneNumbr in result (did you mean telephoneNumber?) — result is declared in schemas/entities/customer.schema.json`,
      `${copy.lineOf('message: ACCOUNT_RESET_PASSWORD_MESSAGE')} detail.panels[3].actions[0].modal.message: text ACCOUNT_RESET_PASSWORD_MESSAGE reads {{record.emai}}: the reply of getCustomer has no emai in result (did you mean email?) — result is declared in schemas/entities/customer.schema.json`,
      `${copy.lineOf('{record.emial}')} detail.panels[3].actions[0].modal.body.email: {record.emial}: the reply of getCustomer has no emial in result (did you mean email?) — result is declared in schemas/entities/customer.schema.json`,
      `${copy.lineOf('{record.firstName}')} detail.panels[3].actions[1].modal.initial.firstNames: {record.firstName}: the reply of getCustomer has no firstName in result (did you mean firstNames?) — result is declared in schemas/entities/customer.schema.json`,
      `${copy.lineOf('source: result.adresses')} detail.panels[4].source: the reply of getCustomer has no adresses in result (did you mean addresses?) — result is declared in schemas/entities/customer.schema.json`,
    ]);
  });

  it("a prefetch's source (listFavouriteJourneys: declared)", () => {
    const copy = copyOf('schemas/screens/customers/account.yaml', [
      "params: { userId: '{id}' }, notify: false }",
      "params: { userId: '{id}' }, notify: false, source: journeyz }",
    ]);
    expect(errorsOf(copy)).toEqual([
      `${copy.lineOf('source: journeyz')} detail.panels[16].prefetch[0].source: the reply of listFavouriteJourneys has no journeyz (did you mean journeys?) — the reply is declared in schemas/api/delayRepay.yaml`,
    ]);
  });

  it('a predicate whose code reads a field the record lacks, at each place it is named', () => {
    type Account = Record<string, unknown> | undefined;
    const rules: Record<string, (account: Account) => boolean> = {
      // as if its rule read `isLockd`
      customerIsLocked: (account) => account?.isLockd === true,
      // a name like none of the record's, and all it reads of it
      customerAccountUnlocked: (account) => !account?.lockStatus,
      // a rule given the reply or its record tries both: not a misread
      customerIsDeleted: (account) => ((account?.customer ?? account) as Account)?.deleted === true,
    };
    const code: ScreenCode = {
      predicate: (name) => rules[name] as ((record: unknown) => boolean) | undefined,
      derivation: () => undefined,
    };
    const copy = copyOf('schemas/screens/customers/account.yaml');
    expect(errorsOf(copy, { code })).toEqual([
      `${copy.lineOf('when: customerAccountUnlocked')} detail.panels[2].actions[0].when: predicate customerAccountUnlocked reads lockStatus: the reply of getCustomer has no lockStatus in result — result is declared in schemas/entities/customer.schema.json`,
      `${copy.lineOf('when: customerIsLocked')} detail.panels[2].actions[3].when: predicate customerIsLocked reads isLockd: the reply of getCustomer has no isLockd in result (did you mean isLocked?) — result is declared in schemas/entities/customer.schema.json`,
    ]);
  });

  it("a derivation's reads, and the columns of the rows it makes", () => {
    const planted = callsOf(
      [
        '- id: listThings',
        '  method: GET',
        '  path: /things',
        '  status: 200',
        '  result: { type: array, items: { $ref: ../entities/customerSummary.schema.json } }',
      ].join('\n'),
    );
    const screens = screenOf(
      [
        'id: things',
        'kind: detail',
        'route: /things',
        'detail:',
        '  call: listThings',
        '  panels:',
        '    - id: rows',
        '      kind: table',
        '      rows: thingRows',
        '      columns:',
        '        - { field: name, label: X }',
        '        - { field: nmae, label: X }',
        '        - { field: email, label: X }',
        '        - { field: smartcardNumbr, label: X }',
      ].join('\n'),
    );
    const code: ScreenCode = {
      predicate: () => undefined,
      derivation: (name) =>
        name === 'thingRows'
          ? (list) =>
              (list as Array<Record<string, unknown>>).map((c) => ({
                ...c,
                name: `${String(c.firstNames)} ${String(c.surnme)}`,
              }))
          : undefined,
    };
    const errors = checkScreenReads(project, screens, planted, { code }).problems.map(formatProblem);
    expect(errors).toEqual([
      'schemas/screens/planted.yaml:9 detail.panels[0].rows: derivation thingRows reads surnme: the reply of listThings has no surnme in result[] (did you mean surname?) — result[] is declared in schemas/entities/customerSummary.schema.json',
      'schemas/screens/planted.yaml:12 detail.panels[0].columns[1].field: a row of derivation thingRows has no nmae (did you mean name?)',
      // the rows are the reply's with a name added: what else they hold is the reply's
      'schemas/screens/planted.yaml:14 detail.panels[0].columns[3].field: a row of derivation thingRows has no smartcardNumbr (did you mean smartcardNumber?)',
    ]);
  });
});

describe('checkScreenReads: what the reply may hold', () => {
  const replies = callsOf(
    [
      '- id: getThing',
      '  method: GET',
      '  path: /things/{id}',
      '  status: 200',
      '  result:',
      '    type: object',
      '    additionalProperties: false',
      '    properties:',
      '      owner: { type: [object, "null"], properties: { name: { type: string } } }',
      '      either: { anyOf: [{ type: object, properties: { a: { type: string } } }, { type: object, properties: { b: { type: string } } }] }',
      '      counts: { type: object, additionalProperties: { type: integer } }',
      '      free: { type: object }',
      '      state: { type: string }',
      '      claim: { $ref: ../entities/compensationClaim.schema.json }',
      '      card: { $ref: ../entities/smartcard.schema.json }',
      '- id: listThings',
      '  method: GET',
      '  path: /things',
      '  status: 200',
      '  query: { type: object, properties: { page: { type: integer } } }',
      '  result: { type: array, items: { type: object, properties: { id: { type: integer } } } }',
      '- id: getUndeclared',
      '  method: GET',
      '  path: /undeclared',
      '  status: 200',
    ].join('\n'),
  );

  function problemsOf(fields: string[], call = 'getThing') {
    const screens = screenOf(
      [
        'id: thing',
        'kind: detail',
        'route: /things/{id}',
        'detail:',
        `  call: ${call}`,
        '  panels:',
        '    - id: fields',
        '      kind: fields',
        '      source: ""',
        '      fields:',
        ...fields.map((field) => `        - { field: ${field}, label: X }`),
      ].join('\n'),
    );
    return checkScreenReads(project, screens, replies);
  }

  it('takes nullable objects, any branch of anyOf, open maps and objects, $refs within and across files', () => {
    const reads = problemsOf([
      'result.owner.name',
      'result.either.a',
      'result.either.b',
      'result.counts.anyKey',
      'result.free.whatever.deeper',
      'result.claim.routes.0.tickets.0.type',
      'result.card.products.0.reference',
    ]);
    expect(reads.problems.map(formatProblem)).toEqual([]);
    expect(reads.checked).toBe(9); // the fields, the panel's source and the screen's record
    expect(reads.skipped).toBe(0);
  });

  it('refuses a name no branch has, a step into a value that is no object, a missing link of a paged list', () => {
    const reads = problemsOf([
      'result.owner.nam',
      'result.either.neither',
      'result.state.code',
      'result.claim.routes.0.tickets.0.typ',
    ]);
    expect(reads.problems.map((p) => `${p.line} ${p.message}`)).toEqual([
      '11 the reply of getThing has no nam in result.owner (did you mean name?) — result.owner is declared in schemas/api/planted.yaml',
      '12 the reply of getThing has no neither in result.either — result.either is declared in schemas/api/planted.yaml',
      '13 the reply of getThing has no code in result.state: result.state is not an object',
      '14 the reply of getThing has no typ in result.claim.routes[].tickets[] (did you mean type?) — result.claim.routes[].tickets[] is declared in schemas/entities/compensationTicket.schema.json',
    ]);
    const paged = problemsOf(['links.total', 'links.totl'], 'listThings');
    expect(paged.problems.map((p) => p.message)).toEqual([
      'the reply of listThings has no totl in links (did you mean total?) — links is declared in schemas/entities/pagedLinks.schema.json',
    ]);
  });

  it('skips, and counts, what a call without a declared reply gives', () => {
    const reads = problemsOf(['result.anything', 'result.else'], 'getUndeclared');
    expect(reads.problems).toEqual([]);
    expect(reads).toMatchObject({ checked: 0, skipped: 4, undeclared: ['getUndeclared'] });
  });
});

describe('checkScreenReads: values the runtime adds are not misreads', () => {
  it("a derived column's field, a join's fields, record.panel, a detail lookup's route parameter", () => {
    const planted = callsOf(
      [
        '- id: getThing',
        '  method: GET',
        '  path: /things/{id}',
        '  status: 200',
        '  result: { type: object, properties: { id: { type: integer }, items: { type: array, items: { type: object, properties: { key: { type: string } } } } } }',
        '- id: getExtras',
        '  method: GET',
        '  path: /things/{id}/extras',
        '  status: 200',
        '  result: { type: array, items: { type: object, properties: { on: { type: string }, state: { type: string } } } }',
      ].join('\n'),
    );
    const screens = screenOf(
      [
        'id: thing',
        'kind: detail',
        'route: /things/{thingId}',
        'detail:',
        '  call: getThing',
        '  panels:',
        '    - id: items',
        '      kind: table',
        '      source: result.items',
        '      join: { call: getExtras, key: key, on: on, fields: { extraState: state } }',
        '      columns:',
        '        - { field: key, label: X }',
        '        - { field: notInTheReply, derive: someDerivation, label: X }',
        '        - { field: extraState, label: X }',
        '    - id: extras',
        '      kind: table',
        '      call: getExtras',
        '      columns: [{ field: state, label: X }]',
        '      actions:',
        '        - id: act',
        '          label: X',
        '          call: { call: getThing, params: { id: "{record.panel.result.0.state}" }, success: X }',
        'lookup:',
        '  group: X',
        '  show: [id, thingId]',
        '  by: [{ field: thingId, pattern: "^[0-9]+$", label: X, example: "1" }]',
      ].join('\n'),
    );
    const reads = checkScreenReads(project, screens, planted);
    expect(reads.problems.map(formatProblem)).toEqual([]);
    expect(reads.reads.thing).toContain('getExtras: result[].state');
    expect(reads.reads.thing).toContain('getThing: result.items[].key');
  });
});

describe('checkScreenReads on the real screens', () => {
  let code: ScreenCode | undefined;
  beforeAll(async () => {
    code = (await loadRegisteredNames(project)).code;
  }, 120_000);

  it('finds nothing the declared replies lack, predicates and derivations run', () => {
    expect(code).toBeDefined();
    const screens = screenDeclarations(readScreenSources(project));
    const reads = checkScreenReads(project, screens, calls, { code, texts });
    expect(reads.problems.map(formatProblem)).toEqual([]);
    expect(reads.checked).toBeGreaterThan(0);
  });
});

describe('checkScreenReads: `after`, the reply a call waits for (issue 33)', () => {
  it('accepts the order page as declared: changeovers and e-tickets after getOrder, reading its reply', () => {
    expect(errorsOf(copyOf('schemas/screens/orders/order.yaml'))).toEqual([]);
  });

  it('refuses an unknown call, a call other than the screen’s, a {reply.x} the reply lacks and one without `after`', () => {
    const copy = copyOf(
      'schemas/screens/orders/order.yaml',
      ["customerId: '{reply.customerId}'", "customerId: '{reply.customerIdd}'"],
      ['        after: getOrder\n', '        after: getOrdr\n'],
      [
        "      prefetch: [{ call: getOrderEmails, params: { id: '{id}' } }]",
        "      prefetch: [{ call: getOrderEmails, after: getOrderPaymentTrail, params: { id: '{id}' } }]",
      ],
      [
        "      prefetch: [{ call: getOrderFulfilmentStatus, params: { id: '{id}' } }]",
        "      prefetch: [{ call: getOrderFulfilmentStatus, params: { id: '{reply.id}' } }]",
      ],
    );
    expect(errorsOf(copy)).toEqual([
      `${copy.lineOf('getOrderFulfilmentStatus')} detail.panels[0].prefetch[0].params.id: {reply.id}: the call declares no \`after\`: name the call it waits for`,
      `${copy.lineOf('{reply.customerIdd}')} detail.panels[2].params.customerId: {reply.customerIdd}: the reply of getOrder has no customerIdd in result (did you mean customerId?) — result is declared in schemas/entities/order.schema.json`,
      `${copy.lineOf('after: getOrdr')} detail.panels[3].join.after: no call getOrdr in schemas/api (the screen's call is getOrder)`,
      `${copy.lineOf('after: getOrderPaymentTrail')} detail.panels[16].prefetch[0].after: getOrderPaymentTrail is not this screen's call getOrder: a call waits for the screen's reply only`,
    ]);
  });
});
