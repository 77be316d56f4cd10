// Bad input anywhere gets a 4xx and changes nothing — never a 500 (brief "Standards"; issue 9). For every mutating
// call of schemas/api, bodies generated from its JSON Schema by fast-check (seeded: the same cases every run;
// RELIABILITY_FUZZ_RUNS per call, small in CI, 1000+ on demand): valid, near-valid, wrong types, huge,
// NUL / lone surrogates, __proto__ keys, deep nesting, bad path ids — sent by staff of every level and brand.
// Asserted per request: no 5xx; a refused staff request changed no table; an accepted one has its audit row.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { queryRows, type Db } from '../../../server/db/connect';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { absentValue, CALLS, FUZZ_RUNS, isMutating, paramSchema, pathParamNames, SEED, urlOf } from './support/calls';
import { ChangeWatch } from './support/fingerprint';
import { fuzzBody, fuzzPathValue, type FuzzBody } from './support/schemaArbitrary';
import { BRANDS, signInEveryone, type StaffSession } from './support/sessions';

const MUTATING = CALLS.filter(isMutating);

/**
 * Ids the seed holds, per table and brand (of the caller's brand where the table has a brand column), so
 * valid-looking bodies meet real rows the caller may act on.
 */
async function seededIds(
  db: Db,
  brands: string[],
  exclude: Set<string>,
): Promise<Map<string, Record<string, string[]>>> {
  const columns = await queryRows<{ name: string; branded: boolean }>(
    db,
    sql`SELECT c.table_name AS name, bool_or(b.column_name IS NOT NULL) AS branded
        FROM information_schema.columns c
        LEFT JOIN information_schema.columns b ON b.table_schema = c.table_schema AND b.table_name = c.table_name AND b.column_name = 'brand'
        WHERE c.table_schema = 'public' AND c.column_name = 'id' GROUP BY c.table_name ORDER BY 1`,
  );
  const byTable = new Map<string, Record<string, string[]>>();
  for (const { name, branded } of columns) {
    const perBrand: Record<string, string[]> = {};
    for (const brand of brands) {
      const where = branded ? sql`WHERE brand = ${brand}` : sql``;
      const rows = await queryRows<{ id: string }>(
        db,
        sql`SELECT id::text AS id FROM ${sql.identifier(name)} ${where} ORDER BY md5(id::text) LIMIT 25`,
      );
      perBrand[brand] = rows.map((r) => r.id).filter((id) => !exclude.has(id));
    }
    byTable.set(name, perBrand);
  }
  return byTable;
}

/** The table a path parameter most likely names: the one called like the path segment before it (`/orders/{id}`). */
function tableFor(path: string, name: string, tables: string[]): string | undefined {
  const segment = path.split(`/{${name}}`)[0].split('/').pop()?.replace(/-/g, '_');
  if (!segment) return undefined;
  return tables.find((t) => t === segment) ?? tables.find((t) => t.endsWith(`_${segment}`));
}

async function auditCount(db: Db, action: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM audit_trail WHERE action = ${action}`,
  );
  return row.n;
}

describe.each(DRIVERS)('fuzzing every mutating call from its schema (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sessions: StaffSession[];
  let ids: Map<string, Record<string, string[]>>;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    sessions = await signInEveryone(app);
    // the fuzzer must not remove or demote the accounts it signs in with
    const own = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id::text AS id FROM staff_users WHERE email IN ${sessions.map((s) => s.email)}`,
    );
    ids = await seededIds(database.db, BRANDS, new Set(own.map((r) => r.id)));
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('answers every generated body without a 5xx, a refusal changes nothing, an acceptance is audited', async () => {
    const watch = await ChangeWatch.install(database.db);
    const problems: string[] = [];
    const kinds: Record<string, number> = {};
    const statuses: Record<string, number> = {};
    let sent = 0;
    let accepted = 0;
    let serverErrors = 0;
    for (const [index, declared] of MUTATING.entries()) {
      const names = pathParamNames(declared);
      const anyIds = (brand: string) => [...ids.values()].flatMap((perBrand) => perBrand[brand]);
      const pathValue = (name: string, brand: string) => {
        const table = tableFor(declared.path, name, [...ids.keys()]);
        const likely = table ? ids.get(table)![brand] : [];
        return fc.oneof(
          { weight: 1, arbitrary: fuzzPathValue(absentValue(paramSchema(declared, name))) },
          { weight: 1, arbitrary: fc.constantFrom(...anyIds(brand)) },
          { weight: likely.length ? 4 : 0, arbitrary: fc.constantFrom(...(likely.length ? likely : ['0'])) },
        );
      };
      // mostly the most permitted level, so more requests get past the gate to the handler
      const caller = fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(...sessions) },
        { weight: 2, arbitrary: fc.constantFrom(...sessions.filter((s) => s.level === 'HQ')) },
      );
      const cases = fc.sample(
        caller.chain((who) =>
          fc.record({
            params: fc.record(Object.fromEntries(names.map((n) => [n, pathValue(n, who.brand)]))),
            body: declared.body ? fuzzBody(declared.body) : fc.constant<FuzzBody>({ kind: 'no body' }),
            who: fc.constant(who),
          }),
        ),
        { seed: SEED + index, numRuns: FUZZ_RUNS },
      );
      for (const { params, body, who } of cases) {
        kinds[body.kind] = (kinds[body.kind] ?? 0) + 1;
        const auditBefore = await auditCount(database.db, declared.id);
        await watch.before();
        const res = await app.inject({
          method: declared.method,
          url: urlOf(declared, params as Record<string, string>, true),
          headers: {
            ...(declared.gate ? { authorization: `Bearer ${who.accessToken}` } : {}),
            ...(body.json !== undefined || body.raw !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          payload: body.raw ?? (body.json === undefined ? undefined : JSON.stringify(body.json)),
        });
        sent++;
        const where = `${declared.id} ${JSON.stringify(params)} ${body.kind} ${JSON.stringify(body.json ?? body.raw?.slice(0, 80))?.slice(0, 300)} as ${who.email}`;
        statuses[`${declared.id} ${res.statusCode}`] = (statuses[`${declared.id} ${res.statusCode}`] ?? 0) + 1;
        if (res.statusCode >= 500) {
          serverErrors++;
          problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        const changed = await watch.changedTables();
        if (!declared.gate) continue; // public calls (sign-in …) may rightly count a failed attempt
        if (res.statusCode >= 400 && changed.length)
          problems.push(`${where}: ${res.statusCode} but changed ${changed.join(', ')}`);
        if (res.statusCode < 300) {
          accepted++;
          const audits = (await auditCount(database.db, declared.id)) - auditBefore;
          // a readOnly POST only asks (eligibility): it changes nothing, so it writes no audit row
          const expected = declared.readOnly ? 0 : 1;
          if (audits !== expected) problems.push(`${where}: accepted (${res.statusCode}) with ${audits} audit rows`);
          if (declared.readOnly && changed.length)
            problems.push(`${where}: readOnly but changed ${changed.join(', ')}`);
        }
      }
    }
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted by a __proto__ body').toBeUndefined();
    console.log(
      `[reliability] fuzz (${driver}): ${MUTATING.length} mutating calls × ${FUZZ_RUNS} = ${sent} bodies (seed ${SEED}; ` +
        `${Object.entries(kinds)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}), ${accepted} accepted, 5xx seen: ${serverErrors}, problems: ${problems.length}`,
    );
    if (process.env.RELIABILITY_VERBOSE) console.log(statuses);
    expect(problems).toEqual([]);
    expect(sent).toBe(MUTATING.length * FUZZ_RUNS);
  }, 600_000);
});
