// "A refused request changed nothing", proved for every table at once. Hashing every row takes seconds on the
// seeded dump (76,000 orders), too slow to do around thousands of requests, so the watch counts instead: a row
// trigger on every table of the public schema adds one per inserted, updated or deleted row (and per TRUNCATE)
// to reliability.changes, in the writing transaction — a rolled-back write counts nothing, a committed one is seen.
// Tables added later are watched as they are. Not for the race tests: the counter row would serialise writers.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../../server/db/connect';

export class ChangeWatch {
  private last: Record<string, number> = {};

  private constructor(private readonly db: Db) {}

  /** Installs the counting triggers on every table of the public schema (once per test database). */
  static async install(db: Db): Promise<ChangeWatch> {
    const statements = [
      'CREATE SCHEMA IF NOT EXISTS reliability',
      'CREATE TABLE IF NOT EXISTS reliability.changes (tbl text PRIMARY KEY, n bigint NOT NULL)',
      `CREATE OR REPLACE FUNCTION reliability.count_change() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO reliability.changes VALUES (TG_TABLE_NAME, 1)
           ON CONFLICT (tbl) DO UPDATE SET n = reliability.changes.n + 1;
         RETURN NULL;
       END $$`,
    ];
    const tables = await queryRows<{ name: string }>(
      db,
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    for (const { name } of tables) {
      statements.push(
        `DROP TRIGGER IF EXISTS reliability_rows ON "${name}"`,
        `DROP TRIGGER IF EXISTS reliability_truncate ON "${name}"`,
        `CREATE TRIGGER reliability_rows AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION reliability.count_change()`,
        `CREATE TRIGGER reliability_truncate AFTER TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION reliability.count_change()`,
      );
    }
    // one statement per call: the drivers send extended-protocol queries
    for (const statement of statements) await db.execute(sql.raw(statement));
    const watch = new ChangeWatch(db);
    await watch.before();
    return watch;
  }

  private async counts(): Promise<Record<string, number>> {
    const rows = await queryRows<{ tbl: string; n: string }>(
      this.db,
      sql`SELECT tbl, n::text AS n FROM reliability.changes`,
    );
    return Object.fromEntries(rows.map((r) => [r.tbl, Number(r.n)]));
  }

  /** Call before a request whose effect is to be checked. */
  async before(): Promise<void> {
    this.last = await this.counts();
  }

  /** Tables written since `before()`; [] = nothing changed. */
  async changedTables(): Promise<string[]> {
    const now = await this.counts();
    const changed = Object.keys(now).filter((tbl) => now[tbl] !== (this.last[tbl] ?? 0));
    this.last = now;
    return changed.sort();
  }
}
