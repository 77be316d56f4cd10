// 001 §7 "PATCH /delay-repay/whitelist/complete-whitelist-claim or the no-passcode variant" (docs/decisions/2576): the
// variant processes a whitelisted season-new claim by its e-mail and photocard — the photocard is required (400, the
// form says so first) and must match the claim's (401 'Invalid passcode/photocard number', 001 §8).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { DEMO_PHOTOCARD, compensationDemoRequestId } from '../../server/db/seed/compensation';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const PATH = '/api/delay-repay/whitelist/complete-whitelist-claim-no-passcode';

describe.each(DRIVERS)('whitelist processing without the code (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let agent: Session;
  let hq: Session;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    [agent, hq] = await Promise.all([signIn(app, 'agent@southern.example'), signIn(app, 'hq@southern.example')]);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('needs the photocard (400 naming it), which must match; then confirms the claim', async () => {
    const requestId = compensationDemoRequestId(allBrandIds(), 'southern', 'whitelist', 'season-new');
    const claim = async () =>
      (await call(app, 'GET', `/api/delay-repay/compensation/${requestId}`, { token: hq.accessToken })).json()
        .compensationClaim;
    const email = (await claim()).customer.email;
    const patch = (body: unknown) => call(app, 'PATCH', PATH, { token: agent.accessToken, body });

    const without = await patch({ requestId, email, photocardNumber: null });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors.flatMap((e: { fields: string[] }) => e.fields)).toEqual(['photocardNumber']);
    const wrong = await patch({ requestId, email, photocardNumber: 'PC000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0].message).toBe('Invalid passcode/photocard number');
    expect((await claim()).claimState).toBe('season-new');

    const ok = await patch({ requestId, email, photocardNumber: DEMO_PHOTOCARD.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().compensationClaim.claimState).toBe('confirmed');
  });
});
