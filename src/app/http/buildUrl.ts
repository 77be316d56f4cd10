/**
 * Substitutes `{name}` path parameters (URI-encoded) and appends a query string in which arrays
 * repeat their key (`state=ACCEPTED&state=PENDING`, 000 §7 railcards). Empty values are left out.
 * @example buildUrl('/api', '/customers/{id}/railcards', { id: 7 }, { state: ['ACCEPTED', 'PENDING'] })
 *   // '/api/customers/7/railcards?state=ACCEPTED&state=PENDING'
 */
export function buildUrl(
  base: string,
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, unknown> = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const qs = search.toString();
  return `${base.replace(/\/$/, '')}${filled}${qs ? `?${qs}` : ''}`;
}
