// README "Demo data", the KeyGo row (issue 32): the e-mail it gives each KeyGo case, written as the row says, is the
// one the seed stores — the e-mail search of the customer list matches it exactly.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { KEYGO_CASES } from '../../server/db/seed/keyGo';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The e-mail of `kind` as the README's KeyGo row tells a reader to write it. */
function readmeEmail(kind: string): string {
  const row = README.split('\n').find((line) => line.startsWith('| KeyGo in a given situation'));
  const rule = /e-mail `(keygo\.\{kind\}@southern\.example)`( in lower case)?/.exec(row ?? '');
  if (!rule) throw new Error('README: the KeyGo row names no e-mail');
  const email = rule[1].replace('{kind}', kind);
  return rule[2] ? email.toLowerCase() : email;
}

describe('README KeyGo demo e-mails', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  }, 300_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('spells every KeyGo case e-mail as it is stored', async () => {
    const wanted = KEYGO_CASES.filter((kind) => README.includes(` ${kind} `)).map(readmeEmail);
    expect(wanted.length).toBeGreaterThan(5);
    const rows = await queryRows<{ email: string }>(
      database.db,
      sql`SELECT email FROM customers WHERE brand = 'southern' AND email IN (${sql.join(
        wanted.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
    expect(rows.map((r) => r.email).sort()).toEqual([...wanted].sort());
    // the row's own example too
    expect(README).toContain('`keygo.keygoactive@southern.example`');
    expect(wanted).toContain('keygo.keygoactive@southern.example');
  });
});
