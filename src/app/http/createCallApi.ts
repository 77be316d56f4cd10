import type { HttpClient } from './createHttpClient';

/** The part of a call declaration (schemas/api, generated into src/generated/calls.json) the client needs. */
export interface CallDeclaration {
  id: string;
  method: string;
  /** Relative to /api, with `{name}` parameters. */
  path: string;
  /** `multipart`: the body goes out as multipart/form-data, data-URL values as files (001 §7 photo uploads). */
  encoding?: 'multipart';
}

export interface CallArgs {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** false: the caller says what a failure means itself, so the app shows no notification of its own. */
  notify?: boolean;
}

export type CallApi = (callId: string, args?: CallArgs) => Promise<any>;

/** Accepts the generated document as a list, `{ calls: [...] }`, or a map keyed by id. */
export function indexDeclarations(document: unknown): Map<string, CallDeclaration> {
  const root = document as { calls?: unknown; default?: unknown } | null;
  const source = Array.isArray(root)
    ? root
    : Array.isArray(root?.calls)
      ? root.calls
      : root && typeof root === 'object'
        ? Object.entries(root).map(([id, d]) => ({ id, ...(d as object) }))
        : [];
  const index = new Map<string, CallDeclaration>();
  for (const d of source as CallDeclaration[]) {
    if (d && typeof d.id === 'string' && typeof d.method === 'string' && typeof d.path === 'string') index.set(d.id, d);
  }
  return index;
}

/**
 * `RuntimeServices.call`: looks the call up by id and sends it through the client. `known` gives the calls of the
 * screen modules loaded so far (issue 24); the index of every call (run-time part only) is loaded on first use of
 * another call, so neither the sign-in page nor a screen carries it.
 * @example const call = createCallApi(client, () => import('../../generated/api.json'));
 *          await call('getOrder', { params: { id: 42 } });
 */
export function createCallApi(
  client: HttpClient,
  loadDeclarations: () => Promise<unknown>,
  known: (callId: string) => Omit<CallDeclaration, 'id'> | undefined = () => undefined,
): CallApi {
  let index: Promise<Map<string, CallDeclaration>> | undefined;
  return async (callId, args = {}) => {
    // A call of a loaded screen is known at once; only a call no loaded screen names (a widget's own) loads the index.
    const declaration =
      known(callId) ??
      (
        await (index ??= loadDeclarations().then((m) => indexDeclarations((m as { default?: unknown })?.default ?? m)))
      ).get(callId);
    if (!declaration) throw new Error(`Unknown call "${callId}" (not declared in schemas/api)`);
    return client.request({
      method: declaration.method,
      path: declaration.path,
      ...args,
      ...(declaration.encoding === 'multipart' ? { multipart: true } : {}),
    });
  };
}
