// 000 §6 Roles and permissions, checked from the declarations: every gated call of schemas/api × every level ×
// every brand. The server must refuse (403, nothing changed in any table) exactly what checkGate says the
// resolved brand profile forbids, and must not refuse the rest. A call declared later is covered as it is.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadBrandProfiles } from '../../../server/brands';
import { checkGate } from '../../../src/domain/checkGate';
import { gateContextFor } from '../../../src/domain/gateContextFor';
import { call } from '../support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { absentParams, CALLS, urlOf } from './support/calls';
import { ChangeWatch } from './support/fingerprint';
import { BRANDS, signInEveryone, type StaffSession } from './support/sessions';

const GATED = CALLS.filter((c) => c.gate);
const profiles = loadBrandProfiles(BRANDS);

describe.each(DRIVERS)('gate matrix: every gated call × level × brand (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sessions: StaffSession[];

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    sessions = await signInEveryone(app);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('refuses exactly what the brand profile forbids, and a refusal changes nothing', async () => {
    const watch = await ChangeWatch.install(database.db);
    const wrong: string[] = [];
    let refused = 0;
    let allowed = 0;
    for (const declared of GATED) {
      // an id the seed does not hold: an allowed call stops at 404 (or at its body's 400) and edits nothing
      const url = urlOf(declared, absentParams(declared));
      for (const session of sessions) {
        const expected = checkGate(
          declared.gate,
          gateContextFor(profiles.get(session.brand)!, session.level, session.email),
        );
        await watch.before();
        const res = await call(app, declared.method, url, {
          token: session.accessToken,
          body: declared.body ? {} : undefined,
        });
        const where = `${declared.id} as ${session.email}`;
        if (res.statusCode >= 500) wrong.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (expected) {
          allowed++;
          if (res.statusCode === 403) wrong.push(`${where}: refused although the profile allows it`);
        } else {
          refused++;
          if (res.statusCode !== 403) wrong.push(`${where}: ${res.statusCode} although the profile forbids it`);
          const changed = await watch.changedTables();
          if (changed.length) wrong.push(`${where}: refused but changed ${changed.join(', ')}`);
        }
      }
    }
    console.log(
      `[reliability] gate matrix (${driver}): ${GATED.length} gated calls × ${sessions.length / BRANDS.length} levels × ${BRANDS.length} brands = ` +
        `${GATED.length * sessions.length} cases (${refused} refused, ${allowed} allowed), ${wrong.length} wrong`,
    );
    expect(wrong).toEqual([]);
    // the matrix means something only if both answers occur
    expect(refused).toBeGreaterThan(0);
    expect(allowed).toBeGreaterThan(0);
  }, 600_000);
});
