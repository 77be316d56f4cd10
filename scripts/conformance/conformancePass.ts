// The conformance pass (issue 19): every operation of docs/generated/openapi.json, sent through a Prism validation
// proxy (scripts/conformance/prism.ts) — one well-formed call built from the operation's examples or schemas, and
// for each call with a body the reliability suite's bad bodies (tests/api/reliability/support/schemaArbitrary.ts).
// Prism names what it finds in the `sl-violations` reply header. Counted as violations: anything about a reply
// (status, content type or body the document does not declare), and anything about a well-formed request (the
// document would refuse what the console sends); a bad body's request violations are the point of sending it.
import fc from 'fast-check';
import { fuzzBody } from '../../tests/api/reliability/support/schemaArbitrary';
import { wellFormedValue } from './wellFormedValue';

type Schema = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema; example?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
  security?: Array<Record<string, unknown>>;
}

export interface Violation {
  operationId: string;
  request: string;
  kind: 'well-formed' | 'bad body';
  status: number;
  location: string;
  message: string;
}

export interface PassOptions {
  /** the dereferenced document (no $ref left) */
  document: { paths: Record<string, Record<string, Operation>> };
  /** Prism's address, e.g. http://127.0.0.1:8251 (it forwards to the API under test) */
  proxyUrl: string;
  brand: string;
  token: string;
  /** only GET operations: for an API whose data must not change */
  readOnly?: boolean;
  /** bad bodies per operation with a body */
  badBodies?: number;
  seed?: number;
  /** requests in flight at once */
  concurrency?: number;
  /** operations to leave out (ending the session the pass signs in with) */
  skip?: (operation: Operation) => boolean;
}

export interface PassResult {
  operations: number;
  requests: number;
  violations: Violation[];
  /** status → count, over every request */
  statuses: Record<string, number>;
}

interface PlannedRequest {
  operation: Operation;
  kind: Violation['kind'];
  url: string;
  body?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation, GETs first so the reads see the seed before the writes change it. */
export function operationsOf(document: PassOptions['document']): Operation[] {
  const all: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) all.push({ ...operation, method: method.toUpperCase(), path });
    }
  }
  const rank = (o: Operation) => (o.method === 'GET' ? 0 : o.method === 'DELETE' ? 2 : 1);
  return all.sort((a, b) => rank(a) - rank(b));
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function urlFor(operation: Operation, seed: number): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const [index, parameter] of (operation.parameters ?? []).entries()) {
    const value =
      parameter.example !== undefined
        ? parameter.example
        : parameter.in === 'path' || parameter.required
          ? wellFormedValue(parameter.schema, seed + index)
          : undefined;
    if (value === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(stringOf(value)));
    else if (parameter.in === 'query') query.set(parameter.name, stringOf(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function jsonContent(operation: Operation): { schema?: Schema; example?: unknown } | undefined {
  return operation.requestBody?.content?.['application/json'];
}

export function planRequests(operation: Operation, options: Pick<PassOptions, 'badBodies' | 'seed'>, index: number) {
  const seed = (options.seed ?? 20261126) + index * 101;
  const url = urlFor(operation, seed);
  const content = jsonContent(operation);
  const planned: PlannedRequest[] = [];
  if (!content) return [{ operation, kind: 'well-formed', url }] as PlannedRequest[];
  const wellFormed = content.example !== undefined ? content.example : wellFormedValue(content.schema, seed);
  planned.push({ operation, kind: 'well-formed', url, body: JSON.stringify(wellFormed) });
  const bad = fc.sample(fuzzBody(content.schema), { seed, numRuns: options.badBodies ?? 4 });
  // Bodies that are not JSON at all (20,000 nested brackets, a NUL) test the server's parser, not the contract, and
  // Prism's own parser gives up on them (it answers 500 or never): the reliability suite sends those to the server.
  for (const body of bad.filter((b) => !['valid', 'deep nesting', 'not json'].includes(b.kind))) {
    planned.push({ operation, kind: 'bad body', url, body: body.raw ?? JSON.stringify(body.json) });
  }
  return planned;
}

interface PrismViolation {
  location?: string[];
  message?: string;
  severity?: string;
  code?: string | number;
}

async function send(
  request: PlannedRequest,
  options: PassOptions,
): Promise<{ status: number; violations: Violation[] }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${options.token}`,
    'x-brand': options.brand,
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const where = `${request.operation.method} ${request.url}${request.body ? ` ${request.body.slice(0, 120)}` : ''}`;
  let response: Response;
  try {
    response = await fetch(`${options.proxyUrl}${request.url}`, {
      method: request.operation.method,
      headers,
      body: request.body,
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
  } catch (error) {
    const message = `no reply through Prism: ${(error as Error).cause ?? (error as Error).message}`;
    const { operationId } = request.operation;
    return {
      status: 0,
      violations: [{ operationId, request: where, kind: request.kind, status: 0, location: 'proxy', message }],
    };
  }
  const header = response.headers.get('sl-violations');
  const found = header ? (JSON.parse(header) as PrismViolation[]) : [];
  const counted = found.filter((v) => {
    if (v.severity && v.severity !== 'Error') return false;
    const where = v.location?.[0];
    return where === 'response' || request.kind === 'well-formed';
  });
  // Prism answers a request it could not forward itself (problem+json); that is a violation too.
  if (response.headers.get('content-type')?.includes('application/problem+json')) {
    counted.push({ location: ['proxy'], message: `Prism could not pass the request on (${response.status})` });
  }
  return {
    status: response.status,
    violations: counted.map((v) => ({
      operationId: request.operation.operationId,
      request: where,
      kind: request.kind,
      status: response.status,
      location: (v.location ?? []).join('.'),
      message: v.message ?? String(v.code ?? 'violation'),
    })),
  };
}

export async function runConformancePass(options: PassOptions): Promise<PassResult> {
  const operations = operationsOf(options.document).filter(
    (o) => !(options.readOnly && o.method !== 'GET') && !options.skip?.(o),
  );
  const result: PassResult = { operations: operations.length, requests: 0, violations: [], statuses: {} };
  // Requests of one operation run in order; operations run side by side, GETs before the writes.
  const queue = operations.map((operation, index) => ({ operation, index }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const requests = planRequests(next.operation, options, next.index);
      for (const request of options.readOnly ? requests.filter((r) => r.kind === 'well-formed') : requests) {
        const { status, violations } = await send(request, options);
        result.requests++;
        result.statuses[status] = (result.statuses[status] ?? 0) + 1;
        result.violations.push(...violations);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return result;
}
