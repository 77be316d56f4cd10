// Issue 19: the deployment file the console reads at start-up (src/app/deployment), as this server serves the console.
// The file DEPLOYMENT_FILE names is served as it is, and its API hosts join the Content-Security-Policy's connect-src;
// without one, the sandbox answers with its own — the brands it offers, each at '/api' on this origin — so the console
// works here as it always has. Read per request: a changed file applies on the next page load, without a restart or a
// rebuild. Never a file inside dist/: every build empties that folder (docs/decisions/2536).
import { existsSync, readFileSync } from 'node:fs';
import { connectOrigins, readDeployment, type Deployment } from '../src/domain/deployment';

export interface ConsoleDeployment {
  /** the body of GET /deployment.json */
  body: unknown;
  /** origins besides 'self' the console may connect to (empty when the file is invalid or same-origin) */
  connectOrigins: string[];
}

/** `file`: the deployment file to serve (DEPLOYMENT_FILE); undefined or missing: the sandbox's own. */
export function consoleDeployment(file: string | undefined, brands: readonly string[]): ConsoleDeployment {
  if (file === undefined || !existsSync(file)) {
    const own: Deployment = { brands: brands.map((id) => ({ id, apiBaseUrl: '/api' })) };
    return { body: own, connectOrigins: [] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // the console names the problem on its error page; served as text so it can
    return { body: readFileSync(file, 'utf8'), connectOrigins: [] };
  }
  const reading = readDeployment(raw, brands);
  return { body: raw, connectOrigins: reading.ok ? connectOrigins(reading.deployment) : [] };
}
