// Environment of the sandbox server (README "Running"): every setting has a working default.
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from './auth/limits';
import type { SeedScale } from './db/seed';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL via node-postgres when set; otherwise PGlite in dataDir */
  databaseUrl?: string;
  sandbox: boolean;
  seedScale: SeedScale;
  demoPassword: string;
  /** undefined = every brand the project defines */
  brands?: string[];
  accessTokenTtlSeconds: number;
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const brands = env.BRANDS?.split(',').map((b) => b.trim().toLowerCase()).filter(Boolean);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    sandbox: env.SANDBOX !== '0',
    seedScale: env.SEED_SCALE === 'large' ? 'large' : 'small',
    demoPassword: env.DEMO_PASSWORD ?? 'Demo-password-1!',
    brands: brands?.length ? brands : undefined,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
  };
}
