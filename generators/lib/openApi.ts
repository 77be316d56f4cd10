// docs/generated/openapi.json: the contract a brand API must implement for this console (000 §7 "All paths are
// relative to the brand API host"), as OpenAPI 3.1, built from the call declarations of schemas/api. Form and entity
// schemas become components named after their file (forms.customers.customerSearch, entities.pagedLinks) and are
// referenced, not copied. Reply bodies: the success envelope of docs/architecture.md "HTTP conventions" and the
// error shape for every refusal the call can answer (docs/decisions/1901-openapi-contract.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readYamlSource } from './yamlSource';
import { handlerStatuses } from './handlerStatuses';
import { openApiExamples } from './openApiExamples';
import { replyBody } from '../../server/replyBody';

type Schema = Record<string, unknown>;

export interface OpenApiCall {
  /** the declaration as written (file $refs kept) */
  value: Record<string, unknown>;
  /** the same with file $refs inlined (for parameters, which OpenAPI lists one by one) */
  inlined: Record<string, unknown>;
  /** schemas/api/{area}.yaml */
  file: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every refusal, whatever the status: docs/architecture.md "HTTP conventions". */
const ERROR_REPLY: Schema = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: {
            type: 'string',
            description:
              'Machine-readable code: 1 / 2 drive the refresh, 1000 a validation error, 8033… sign-in outcomes (000 §8).',
          },
          message: { type: 'string' },
          fields: {
            type: 'array',
            items: { type: 'string' },
            description: 'The fields the refusal names (a 400 always names one).',
          },
        },
      },
    },
  },
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: the error names the field; nothing was changed.',
  401: 'Not signed in, or the access token is stale (code 1: refresh and retry); sign-in calls: the sign-in outcome.',
  403: "The caller's level, permission or brand flag does not allow the call, or X-Brand names another brand.",
  404: "The record (or a record the call names) does not exist in the caller's brand.",
  409: 'The record is not in a state that allows the call (already decided, locked, limit reached …).',
  429: 'Too many attempts.',
  501: 'Declared but not implemented by this API.',
  502: 'A service this call depends on failed.',
  503: 'A service this call depends on is unavailable; try again later.',
};

/** `../forms/customers/customerSearch.schema.json` (from schemas/api) → `forms.customers.customerSearch` */
function componentName(schemasDir: string, file: string): string {
  return path
    .relative(schemasDir, file)
    .split(path.sep)
    .join('.')
    .replace(/\.schema\.json$/, '')
    .replace(/\.ya?ml$/, '');
}

/**
 * Rewrites `$ref`s of a schema read from `fromFile` into document references: another file becomes its component
 * (queued in `pending`), `#/definitions/x` of the same file becomes a pointer into its own component.
 */
function rewriteRefs(
  node: unknown,
  fromFile: string,
  schemasDir: string,
  pending: Map<string, string>,
  ownComponent?: string,
): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, fromFile, schemasDir, pending, ownComponent));
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    // JSON Schema draft-07 markers of the source files: the document's dialect is OpenAPI 3.1's
    if (key === '$schema' || key === '$id') continue;
    if (key === '$ref' && typeof value === 'string') {
      const [file, fragment = ''] = value.split('#');
      if (file) {
        const target = path.resolve(path.dirname(fromFile), file);
        const name = componentName(schemasDir, target);
        pending.set(name, target);
        out.$ref = `#/components/schemas/${name}${fragment}`;
      } else {
        out.$ref = ownComponent ? `#/components/schemas/${ownComponent}${fragment}` : value;
      }
      continue;
    }
    out[key] = rewriteRefs(value, fromFile, schemasDir, pending, ownComponent);
  }
  return out;
}

function readSchemaFile(file: string): unknown {
  return file.endsWith('.json')
    ? JSON.parse(readFileSync(file, 'utf8'))
    : readYamlSource(path.dirname(file), file).data;
}

function operationParameters(call: Record<string, unknown>, examples: Record<string, unknown>): Schema[] {
  const params: Schema[] = [];
  const path = String(call.path);
  const declaredParams = ((call.params as Schema | undefined)?.properties ?? {}) as Record<string, Schema>;
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const schema = declaredParams[name] ?? { type: 'string' };
    params.push({ name, in: 'path', required: true, schema, ...(name in examples ? { example: examples[name] } : {}) });
  }
  const query = call.query as Schema | undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  for (const [name, schema] of Object.entries((query?.properties ?? {}) as Record<string, Schema>)) {
    params.push({
      name,
      in: 'query',
      required: required.has(name),
      schema,
      ...(name in examples ? { example: examples[name] } : {}),
    });
  }
  return params;
}

function successReply(
  call: Record<string, unknown>,
  fromFile: string,
  schemasDir: string,
  pending: Map<string, string>,
): Schema {
  // an undeclared reply stays untyped here; `npm run generate` refuses it (generators/lib/checkDeclarations.ts)
  const body = replyBody(call) ?? replyBody({ ...call, result: {} }) ?? {};
  const schema = rewriteRefs(body, fromFile, schemasDir, pending);
  return { description: 'Success.', content: { 'application/json': { schema } } };
}

/** `components.responses` name of a refusal status, e.g. Error409. */
const errorResponseName = (status: number) => `Error${status}`;

function errorResponse(status: number): Schema {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Refused.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
  };
}

export interface OpenApiInput {
  root: string;
  version: string;
  calls: OpenApiCall[];
}

export function openApiDocument({ root, version, calls }: OpenApiInput): Schema {
  const schemasDir = path.join(root, 'schemas');
  const pending = new Map<string, string>();
  const paths: Record<string, Record<string, Schema>> = {};
  const tags = new Set<string>();
  const errorStatuses = new Set<number>();

  for (const { value, inlined, file } of calls) {
    const id = String(value.id);
    const method = String(value.method).toUpperCase();
    if (!METHODS.includes(method)) continue;
    const area = path.basename(file, '.yaml');
    tags.add(area);
    const fromFile = path.join(root, file);
    const examples = openApiExamples(id, String(value.path));
    const gated = value.gate !== undefined;
    const status = Number(value.status);

    const responses: Record<string, Schema> = {};
    const answered = handlerStatuses(root, area, id);
    // other success statuses a handler may answer (sign-in: 201 with the tokens, 202 asking for the code) declare
    // their own reply under `alsoAnswers: { status: { result | reply } }`
    const alsoAnswers = (value.alsoAnswers ?? {}) as Record<string, Record<string, unknown>>;
    const successes = new Set([
      status,
      ...[...answered].filter((s) => s >= 200 && s < 300),
      ...Object.keys(alsoAnswers).map(Number),
    ]);
    for (const s of [...successes].sort()) {
      const declaration = s === status ? value : { ...alsoAnswers[String(s)], query: value.query };
      responses[String(s)] =
        s === 204 || declaration.reply === false
          ? { description: 'Success, no content.' }
          : successReply(declaration, fromFile, schemasDir, pending);
    }
    // `refusals: { status: { code: meaning } }`: statuses (and their error codes) a call answers beyond the ones read
    // from its handler, e.g. the sign-in refusals of 000 §8 (401 8033 …)
    const refusals = (value.refusals ?? {}) as Record<string, Record<string, string>>;
    const errors = new Set([400, ...[...answered].filter((s) => s >= 400), ...Object.keys(refusals).map(Number)]);
    if (gated) {
      errors.add(401);
      errors.add(403);
    }
    if (/\{\w+\}/.test(String(value.path))) errors.add(404);
    for (const s of [...errors].sort()) {
      errorStatuses.add(s);
      const codes = refusals[String(s)];
      responses[String(s)] = codes
        ? {
            description: `${ERROR_DESCRIPTIONS[s] ?? 'Refused.'} Codes: ${Object.entries(codes)
              .map(([code, meaning]) => `${code} ${meaning}`)
              .join('; ')}.`,
            'x-error-codes': codes,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
          }
        : { $ref: `#/components/responses/${errorResponseName(s)}` };
    }

    const operation: Schema = {
      operationId: id,
      tags: [area],
      summary: value.summary,
      parameters: operationParameters(inlined, examples),
      responses,
      security: gated ? [{ bearerToken: [], brand: [] }, { bearerToken: [] }] : [{}, { brand: [] }],
      ...(gated ? { 'x-gate': value.gate } : {}),
      ...(value.sandboxOnly ? { 'x-sandbox-only': true } : {}),
    };
    if (value.body) {
      const schema = rewriteRefs(value.body, fromFile, schemasDir, pending);
      const content: Schema = {
        'application/json': { schema, ...('body' in examples ? { example: examples.body } : {}) },
      };
      if (value.encoding === 'multipart') content['multipart/form-data'] = { schema };
      operation.requestBody = { required: true, content };
    }
    const pathKey = String(value.path);
    paths[pathKey] ??= {};
    paths[pathKey][method.toLowerCase()] = operation;
  }

  // Components: every form and entity reached from the declarations (and from each other), by $ref.
  const components: Record<string, unknown> = {};
  pending.set('entities.pagedLinks', path.join(schemasDir, 'entities/pagedLinks.schema.json'));
  while (pending.size) {
    const [name, file] = pending.entries().next().value as [string, string];
    pending.delete(name);
    if (name in components) continue;
    components[name] = rewriteRefs(readSchemaFile(file), file, schemasDir, pending, name);
  }
  components.ErrorReply = ERROR_REPLY;

  return {
    openapi: '3.1.0',
    info: {
      title: 'Brand API for the rail back-office console',
      version,
      description: [
        'What a brand API must implement for the customer-service console (000 §7: one host per brand; every path',
        'is relative to the brand API base URL, e.g. https://api.brand.example/api). Generated from schemas/api by',
        '`npm run generate`; do not edit. Success replies are `{ "result": … }` (paged lists add',
        '`links: { page, limit, total }`); refusals are `{ "errors": [{ "code", "message", "fields" }] }`.',
        'Gated calls carry `Authorization: Bearer {accessToken}` and `X-Brand: {brand}`; `x-gate` is the gate the',
        'API enforces (docs/architecture.md "Gates"). Check an API against this document with',
        '`npm run conformance -- --base-url URL --brand B --token T`.',
      ].join(' '),
    },
    servers: [{ url: '/api', description: 'The sandbox brand API (same origin as its console)' }],
    tags: [...tags].map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      responses: Object.fromEntries(
        [...errorStatuses].sort().map((status) => [errorResponseName(status), errorResponse(status)]),
      ),
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token of the second factor or refresh reply (000 §7).',
        },
        brand: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Brand',
          description:
            "The brand of the call; a gated call's X-Brand must be the signed-in user's brand (403 otherwise).",
        },
      },
    },
  };
}
