// 000 §7 "All paths are relative to the brand API host": one API host per brand. The deployment file
// (/deployment.json beside the built console, read at start-up) says which brands this console offers and each
// brand's API base URL, so moving a brand to another host needs no rebuild (docs/decisions/1903). Pure: shared by
// the console (src/main.tsx), the sandbox (its Content-Security-Policy) and scripts/serveConsole.ts.

export interface DeploymentBrand {
  id: string;
  /** the brand API base URL, e.g. https://api.southern.example/api, or a path on the console's own origin (/api) */
  apiBaseUrl: string;
}

export interface Deployment {
  brands: DeploymentBrand[];
}

export type DeploymentReading = { ok: true; deployment: Deployment } | { ok: false; problems: string[] };

export const DEPLOYMENT_PATH = '/deployment.json';

/** An absolute http(s) URL without query or fragment, or an absolute path on the console's origin. */
function baseUrlProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return 'is missing';
  if (value.startsWith('/') && !value.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a URL (https://host/path, or a path such as /api)`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${value}" is not an http or https URL`;
  if (url.search || url.hash || url.username || url.password)
    return `"${value}" must not carry a query, fragment or credentials`;
  return undefined;
}

/**
 * Checks a deployment file: at least one brand, each a brand this build knows (`knownBrands`), once, with a usable
 * API base URL. Every problem is named, so the error page can list them all.
 */
export function readDeployment(raw: unknown, knownBrands: readonly string[]): DeploymentReading {
  const problems: string[] = [];
  const list = (raw as { brands?: unknown } | null)?.brands;
  if (!raw || typeof raw !== 'object' || !Array.isArray(list) || list.length === 0) {
    return { ok: false, problems: ['"brands" must be a non-empty list of { "id", "apiBaseUrl" }'] };
  }
  const brands: DeploymentBrand[] = [];
  const seen = new Set<string>();
  list.forEach((entry: unknown, index) => {
    const { id, apiBaseUrl } = (entry ?? {}) as { id?: unknown; apiBaseUrl?: unknown };
    const where = `brands[${index}]`;
    if (typeof id !== 'string' || !knownBrands.includes(id)) {
      problems.push(
        `${where}.id: unknown brand ${JSON.stringify(id ?? null)} (this console knows ${knownBrands.join(', ')})`,
      );
      return;
    }
    if (seen.has(id)) problems.push(`${where}.id: brand ${id} is listed twice`);
    seen.add(id);
    const urlProblem = baseUrlProblem(apiBaseUrl);
    if (urlProblem) problems.push(`${where}.apiBaseUrl (${id}): ${urlProblem}`);
    else brands.push({ id, apiBaseUrl: String(apiBaseUrl).replace(/\/+$/, '') });
  });
  return problems.length ? { ok: false, problems } : { ok: true, deployment: { brands } };
}

/** The API base URL of `brand`; the first brand's when none is chosen yet or the brand is not offered. */
export function apiBaseUrlFor(deployment: Deployment, brand: string | undefined): string {
  return (deployment.brands.find((b) => b.id === brand) ?? deployment.brands[0]).apiBaseUrl;
}

/** Origins the console must be allowed to connect to (CSP connect-src), besides its own. */
export function connectOrigins(deployment: Deployment): string[] {
  const origins = deployment.brands
    .filter((b) => !b.apiBaseUrl.startsWith('/'))
    .map((b) => new URL(b.apiBaseUrl).origin);
  return [...new Set(origins)];
}
