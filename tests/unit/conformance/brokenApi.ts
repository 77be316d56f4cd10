// A small API and its OpenAPI document, for the conformance pass's own test (issue 31). `healthy`, it answers as the
// document says; `broken`, each operation but getHealthy plants one fault the pass must name; `down`, it answers
// 500 to everything. With any token but GOOD_TOKEN every call answers 401, as an API does for an expired token.
import { createServer, type IncomingMessage } from 'node:http';

export const GOOD_TOKEN = 'good-token';

const openThing = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
};
const thing = { ...openThing, additionalProperties: false };
// OpenAPI 3.1's way to close a composed object; Prism's draft 07 does not know the keyword (replySchemaCheck.ts)
const vehicle = { allOf: [{ $ref: '#/components/schemas/OpenThing' }], unevaluatedProperties: false };
const errorReply = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'integer' }, message: { type: 'string' } },
      },
    },
  },
};
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const reply = (result: unknown) => ({
  description: 'Success.',
  ...json({ type: 'object', required: ['result'], properties: { result } }),
});
const refusal = { description: 'Refused.', ...json(errorReply) };
const read = (operationId: string, result: unknown) => ({
  get: { operationId, responses: { 200: reply(result), 401: refusal } },
});

/** Every operation declares its success status and 401 (createThing 400 too); nothing else. */
export const document = {
  openapi: '3.1.0',
  info: { title: 'Broken API', version: '1' },
  components: {
    securitySchemes: { bearerToken: { type: 'http', scheme: 'bearer' } },
    schemas: { OpenThing: openThing },
  },
  security: [{ bearerToken: [] }],
  paths: {
    '/healthy': read('getHealthy', thing),
    '/crash': read('getCrash', thing),
    '/things/{thingId}': {
      get: {
        ...read('getThing', thing).get,
        parameters: [{ name: 'thingId', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } }],
      },
    },
    '/things': {
      ...read('listThings', { type: 'array', items: thing }),
      post: {
        operationId: 'createThing',
        requestBody: {
          required: true,
          ...json({ type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1 } } }),
        },
        responses: { 201: reply(thing), 400: refusal, 401: refusal },
      },
    },
    '/extra': read('getExtra', thing),
    '/vehicle': read('getVehicle', vehicle),
    '/unbuilt': read('getUnbuilt', thing),
  },
};

const good = { id: 7, name: 'Seven' };
type Answer = [status: number, body: unknown];

/** The broken API's answer per `METHOD path` (path ids as `:id`): one planted fault each. */
const BROKEN: Record<string, Answer> = {
  'GET /crash': [500, { errors: [{ code: 500, message: 'Internal error' }] }],
  'GET /things/:id': [200, { result: { id: '7', name: 'Seven' } }],
  'GET /things': [200, { result: [{ id: 7 }] }],
  'POST /things': [409, { errors: [{ code: 409, message: 'Already there' }] }],
  'GET /extra': [200, { result: { ...good, colour: 'red' } }],
  'GET /vehicle': [200, { result: { ...good, wheels: 4 } }],
  'GET /unbuilt': [501, { errors: [{ code: 501, message: 'Not implemented' }] }],
};

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function healthy(method: string, path: string, body: unknown): Answer {
  if (method === 'POST') {
    const name = (body as { name?: unknown } | undefined)?.name;
    return typeof name === 'string' && name && Object.keys(body as object).length === 1
      ? [201, { result: { id: 8, name } }]
      : [400, { errors: [{ code: 400, message: 'name: a name is needed' }] }];
  }
  return [200, { result: path === '/things' ? [good] : good }];
}

export interface RunningApi {
  url: string;
  mode: 'healthy' | 'broken' | 'down';
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1 under /api; `mode` can be switched between runs. */
export async function startBrokenApi(): Promise<RunningApi> {
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const path = (request.url ?? '').replace(/^\/api/, '').split('?')[0];
      const method = request.method ?? 'GET';
      const [status, answer]: Answer =
        request.headers.authorization !== `Bearer ${GOOD_TOKEN}`
          ? [401, { errors: [{ code: 1, message: 'Token expired' }] }]
          : api.mode === 'down'
            ? [500, { errors: [{ code: 500, message: 'Internal error' }] }]
            : api.mode === 'broken'
              ? (BROKEN[`${method} ${path.replace(/\/[0-9]+$/, '/:id')}`] ?? healthy(method, path, body))
              : healthy(method, path, body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const api: RunningApi = {
    url: `http://127.0.0.1:${port}/api`,
    mode: 'healthy',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return api;
}
