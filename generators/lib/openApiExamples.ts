// Examples of the OpenAPI document from the demo data (README "Demo data", southern with all brands deployed):
// a path or query value that names a record the sandbox seeds, so a call built from the example finds one.
// The first matching rule wins; a call without a rule keeps its schema alone.

type Examples = Record<string, unknown>;

const RULES: Array<[RegExp, Examples]> = [
  [/^\/customers\/\{id\}\/smartcard\/keygo/, { id: '93003001' }],
  [/^\/(admin\/)?customers\/\{id\}\/smartcard/, { id: '91003001' }],
  [/^\/smartcard\/\{id\}\/keygo/, { id: '93003001', startDate: '2026-01-05', endDate: '2026-01-11' }],
  [/^\/smartcard\/\{id\}/, { id: '91003001' }],
  [/^\/admin\/smartcard-approvals\/\{id\}/, { id: '91003019' }],
  [/^\/admin\/smartcard-transfers\/\{id\}/, { id: '91003022' }],
  [/^\/(v2\/|admin\/)?customers\/\{id\}\/(orders|trail|vouchers)/, { id: '4' }],
  [/^\/(v2\/|admin\/)?customers\/\{id\}\/(railcards|railcard-history)/, { id: '18' }],
  [/^\/(v2\/|admin\/)?customers\/\{id\}\/delay-repay/, { id: '32' }],
  [/^\/(v2\/|admin\/)?customers\/\{id\}/, { id: '18' }],
  [/^\/v2\/customers\/\{id\}\/(tickets|sticket)/, { id: '93003011' }],
  [/^\/(admin\/)?orders\/\{id\}/, { id: '90003001' }],
  [/^\/delay-repay\/compensation\/\{requestId\}/, { requestId: 'CR-00000301' }],
  [/^\/delay-repay\/compensation$/, { scheme: 'COMP2018', email: 'claimant', postcode: 'BN1' }],
  [/^\/delay-repay\/claims\/\{id\}/, { id: '52' }],
  [/^\/admin\/customers$/, { surname: 'Morgan' }],
  [/^\/admin\/customers\/$/, { email: 'showcase.complete@southern.example' }],
  [/^\/digital-railcards\/admin\/\{id\}\/railcards/, { id: '18' }],
  [/^\/sandbox\/outbox$/, { to: 'hq@southern.example' }],
  [/^\/compensation(-service|\/eligibility)\/location$/, { partial: 'bri' }],
  [/^\/data\/stations\/\{code\}/, { code: 'BTN' }],
  [/^\/customers\/address\/postcode-lookup$/, { postcode: 'BN1 1AA' }],
];

export function openApiExamples(_id: string, path: string): Examples {
  return RULES.find(([pattern]) => pattern.test(path))?.[1] ?? {};
}
