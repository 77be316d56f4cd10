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
  /** folder of the built console served at /; undefined = dist/ of the project */
  distDir?: string;
  /** DEPLOYMENT_FILE: the deployment file served beside the console; undefined = the sandbox's own */
  deploymentFile?: string;
  /** origin of the console in e-mailed links (password reset) */
  publicUrl: string;
  /** CONSOLE_ORIGINS: consoles on other origins allowed to call the API with credentials (CORS) */
  consoleOrigins: string[];
  /** SANDBOX_NOW: the server's clock starts at this instant and the seed's "today" is its date (visual snapshots) */
  sandboxNow?: Date;
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  // a wildcard address is not a place a browser can go to
  const linkHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const brands = env.BRANDS?.split(',')
    .map((b) => b.trim().toLowerCase())
    .filter(Boolean);
  return {
    port,
    host,
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    sandbox: env.SANDBOX !== '0',
    seedScale: env.SEED_SCALE === 'large' ? 'large' : 'small',
    demoPassword: env.DEMO_PASSWORD ?? 'Demo-password-1!',
    brands: brands?.length ? brands : undefined,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
    distDir: env.DIST_DIR || undefined,
    deploymentFile: env.DEPLOYMENT_FILE || undefined,
    publicUrl: env.PUBLIC_URL || `http://${linkHost}:${port}`,
    consoleOrigins: (env.CONSOLE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    sandboxNow: readInstant(env.SANDBOX_NOW),
  };
}

function readInstant(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new Error(`SANDBOX_NOW must be an ISO date-time, not "${value}"`);
  return instant;
}
