// The calls the reliability suite covers: every call declared in schemas/api (server/declarations.ts), so a call
// added later is covered without a new test. Path values come from the declared parameter schemas.
import fc from 'fast-check';
import { loadDeclarations, type CallDeclaration, type JsonSchema } from '../../../../server/declarations';

/** Every declared call the sandbox serves (the tests build the app with the sandbox on). */
/** RELIABILITY_CALLS=id,id narrows the suite to those calls (an engineer checking their own area's calls). */
const ONLY = new Set(
  (process.env.RELIABILITY_CALLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
export const CALLS: CallDeclaration[] = loadDeclarations().filter((call) => ONLY.size === 0 || ONLY.has(call.id));

export const isMutating = (call: CallDeclaration) => call.method !== 'GET';

/** Fixed seed: every run generates the same values, so a failure names a reproducible case. */
export const SEED = Number(process.env.RELIABILITY_SEED ?? 20261123);

/** Bodies per mutating call for the fuzzer: small in CI, RELIABILITY_FUZZ_RUNS=1000 (or more) on demand. */
export const FUZZ_RUNS = Math.max(1, Number(process.env.RELIABILITY_FUZZ_RUNS ?? 15));

export function pathParamNames(call: CallDeclaration): string[] {
  return [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

export function paramSchema(call: CallDeclaration, name: string): JsonSchema {
  const properties = (call.params?.properties ?? {}) as Record<string, JsonSchema>;
  return properties[name] ?? { type: 'string' };
}

/** `/orders/{id}` with { id: '7' } → `/api/orders/7`; `encoded` values are sent as they are (bad escapes too). */
export function urlOf(call: CallDeclaration, values: Record<string, string>, encoded = false): string {
  return `/api${call.path.replace(/\{(\w+)\}/g, (_, name: string) => (encoded ? values[name] : encodeURIComponent(values[name] ?? '')))}`;
}

/**
 * A value the parameter's schema accepts but the seed does not hold: the longest of a fixed sample of the
 * pattern's values (seeded ids are short serials). An allowed call with it stops at 404 and changes nothing,
 * so the gate matrix can try every level without the allowed calls editing the data the next case needs.
 */
export function absentValue(schema: JsonSchema): string {
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  if (!pattern) return 'reliability-absent';
  const samples = fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: SEED, numRuns: 200 });
  return samples.reduce((longest, s) => (s.length > longest.length ? s : longest), '');
}

export function absentParams(call: CallDeclaration): Record<string, string> {
  return Object.fromEntries(pathParamNames(call).map((name) => [name, absentValue(paramSchema(call, name))]));
}
