// The conformance pass (issue 19): every operation of docs/generated/openapi.json, sent through a Prism validation
// proxy (scripts/conformance/prism.ts) — one well-formed call built from the operation's examples or schemas, and
// for each call with a body the reliability suite's bad bodies (tests/api/reliability/support/schemaArbitrary.ts).
// Prism names what it finds in the `sl-violations` reply header. Counted as violations, whatever Prism's severity
// (it calls an undeclared 4xx or 5xx a warning; issue 31): anything about a reply (status, content type or body the
// document does not declare), and anything about a well-formed request (the document would refuse what the console
// sends); a bad body's request violations are the point of sending it. Every JSON reply of a declared status is also
// checked against its schema by the pass itself (replySchemaCheck.ts), and a run in which too few operations
// answered 2xx fails (successShortfall.ts): a refused token must not pass as "0 violations".
import fc from 'fast-check';
import { fuzzBody } from '../../tests/api/reliability/support/schemaArbitrary';
import { replySchemaCheck, type ResponseSpec } from './replySchemaCheck';
import { DEFAULT_MIN_SUCCESS_SHARE, successShortfall } from './successShortfall';
import { wellFormedValue } from './wellFormedValue';

type Schema = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema; example?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
  security?: Array<Record<string, unknown>>;
  responses?: Record<string, ResponseSpec>;
}

export interface Violation {
  operationId: string;
  request: string;
  kind: 'well-formed' | 'bad body';
  status: number;
  location: string;
  message: string;
  /** Prism's severity (Error, Warning …); `Error` for what the pass finds itself */
  severity: string;
  /** who found it: Prism, the pass's schema check (what Prism let through), or the pass (no reply, Prism failed) */
  source: 'prism' | 'schema' | 'pass';
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
  /** the share of operations whose well-formed call must answer 2xx (successShortfall.ts) */
  minSuccessShare?: number;
}

export interface PassResult {
  operations: number;
  requests: number;
  violations: Violation[];
  /** status → count, over every request */
  statuses: Record<string, number>;
  /** operations whose well-formed call answered 2xx: the ones whose success reply was checked */
  successes: number;
  /** why the run checked too little (token refused, everything 5xx …), or undefined */
  shortfall?: string;
}

/** The run fails on any violation and on a shortfall of success replies. */
export function passed(result: PassResult): boolean {
  return result.violations.length === 0 && !result.shortfall;
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

type CheckReply = ReturnType<typeof replySchemaCheck>;

/** Prism's `sl-violations` header; past 8 KB Prism cuts it and says so, and that is reported as it stands. */
function prismViolations(header: string | null): PrismViolation[] {
  if (!header) return [];
  try {
    return JSON.parse(header) as PrismViolation[];
  } catch {
    return [{ location: ['response'], severity: 'Error', message: header.slice(0, 300) }];
  }
}

async function send(
  request: PlannedRequest,
  options: PassOptions,
  checkReply: CheckReply,
): Promise<{ status: number; violations: Violation[] }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${options.token}`,
    'x-brand': options.brand,
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const where = `${request.operation.method} ${request.url}${request.body ? ` ${request.body.slice(0, 120)}` : ''}`;
  const { operationId } = request.operation;
  const violation = (status: number, found: Omit<Violation, 'operationId' | 'request' | 'kind' | 'status'>) => ({
    operationId,
    request: where,
    kind: request.kind,
    status,
    ...found,
  });
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${options.proxyUrl}${request.url}`, {
      method: request.operation.method,
      headers,
      body: request.body,
      signal: AbortSignal.timeout(30_000),
    });
    text = await response.text();
  } catch (error) {
    const message = `no reply through Prism: ${(error as Error).cause ?? (error as Error).message}`;
    return {
      status: 0,
      violations: [violation(0, { location: 'proxy', message, severity: 'Error', source: 'pass' })],
    };
  }
  const { status } = response;
  const counted = prismViolations(response.headers.get('sl-violations')).filter((v) => {
    const where = v.location?.[0];
    // Prism found no operation for the request: nothing about it or its reply was checked
    if (v.message === 'Selected route not found') return true;
    return where === 'response' || request.kind === 'well-formed';
  });
  const violations: Violation[] = counted.map((v) =>
    violation(status, {
      location: (v.location ?? []).join('.'),
      message: v.message ?? String(v.code ?? 'violation'),
      severity: v.severity ?? 'Error',
      source: 'prism',
    }),
  );
  // Prism answers a request it could not forward itself (problem+json); that is a violation too.
  const contentType = response.headers.get('content-type');
  if (contentType?.includes('application/problem+json')) {
    const message = `Prism could not pass the request on (${status}): ${text.slice(0, 200)}`;
    violations.push(violation(status, { location: 'proxy', message, severity: 'Error', source: 'pass' }));
    return { status, violations };
  }
  // what Prism said about a place and keyword is not said twice
  const named = new Set(counted.map((v) => `${(v.location ?? []).join('.')} ${String(v.code)}`));
  for (const finding of checkReply(request.operation.responses, status, contentType, text)) {
    if (named.has(`${finding.location} ${finding.code}`)) continue;
    violations.push(
      violation(status, { location: finding.location, message: finding.message, severity: 'Error', source: 'schema' }),
    );
  }
  return { status, violations };
}

export async function runConformancePass(options: PassOptions): Promise<PassResult> {
  const operations = operationsOf(options.document).filter(
    (o) => !(options.readOnly && o.method !== 'GET') && !options.skip?.(o),
  );
  const result: PassResult = {
    operations: operations.length,
    requests: 0,
    violations: [],
    statuses: {},
    successes: 0,
  };
  const checkReply = replySchemaCheck(options.document);
  const wellFormedStatuses: number[] = [];
  // Requests of one operation run in order; operations run side by side, GETs before the writes.
  const queue = operations.map((operation, index) => ({ operation, index }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const requests = planRequests(next.operation, options, next.index);
      for (const request of options.readOnly ? requests.filter((r) => r.kind === 'well-formed') : requests) {
        const { status, violations } = await send(request, options, checkReply);
        if (request.kind === 'well-formed') wellFormedStatuses.push(status);
        result.requests++;
        result.statuses[status] = (result.statuses[status] ?? 0) + 1;
        result.violations.push(...violations);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  result.successes = wellFormedStatuses.filter((status) => status >= 200 && status < 300).length;
  result.shortfall = successShortfall(wellFormedStatuses, options.minSuccessShare ?? DEFAULT_MIN_SUCCESS_SHARE);
  return result;
}
