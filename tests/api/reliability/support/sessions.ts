// Signed-in staff for the reliability suite: one demo account per level in every brand (server/db/seed.ts).
import type { FastifyInstance } from 'fastify';
import { allBrandIds } from '../../../../server/brands';
import { LEVEL_NAMES, type LevelName } from '../../../../src/domain/levels';
import { signIn, type Session } from '../../support/client';

export const BRANDS = allBrandIds();

export interface StaffSession extends Session {
  level: LevelName;
  email: string;
}

/** Every level × brand, signed in through the real second factor. */
export async function signInEveryone(app: FastifyInstance): Promise<StaffSession[]> {
  const pairs = BRANDS.flatMap((brand) =>
    LEVEL_NAMES.map((level) => ({ brand, level, email: `${level.toLowerCase()}@${brand}.example` })),
  );
  // in parallel: the password hashing runs on libuv's threads
  return Promise.all(pairs.map(async ({ level, email }) => ({ ...(await signIn(app, email)), level, email })));
}
