import { DEPLOYMENT_PATH, readDeployment, type Deployment } from '../../domain/deployment';

export type LoadedDeployment = { ok: true; deployment: Deployment | undefined } | { ok: false; problems: string[] };

/**
 * Reads /deployment.json at start-up (never cached: a changed host applies on the next load). A built console
 * without one stops with the reason; the development server (`devFallback`) without one keeps today's same-origin
 * /api, as does the sandbox, which serves a deployment file of its own (server/consoleDeployment.ts).
 */
export async function loadDeployment(
  fetchFn: typeof fetch,
  knownBrands: readonly string[],
  devFallback: boolean,
): Promise<LoadedDeployment> {
  let response: Response;
  try {
    response = await fetchFn(DEPLOYMENT_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    return { ok: false, problems: [`${DEPLOYMENT_PATH} could not be fetched: ${(error as Error).message}`] };
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (devFallback && (!response.ok || !isJson)) return { ok: true, deployment: undefined };
  if (!response.ok) return { ok: false, problems: [`${DEPLOYMENT_PATH} answered HTTP ${response.status}`] };
  let raw: unknown;
  try {
    raw = JSON.parse(await response.text());
  } catch {
    return { ok: false, problems: [`${DEPLOYMENT_PATH} is not JSON`] };
  }
  const reading = readDeployment(raw, knownBrands);
  return reading.ok ? { ok: true, deployment: reading.deployment } : reading;
}
