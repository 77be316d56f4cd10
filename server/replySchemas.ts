// The success replies of a call as Fastify response schemas (issue 31): the route serialises each reply with
// fast-json-stringify compiled from its declaration, so what leaves the server is exactly what is declared. With
// `checkReplies` (the API tests, `npm run dev`), a reply is first held strictly to its declaration (no undeclared
// property, formats checked): fast-json-stringify would drop a drifted field silently, this names it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { CallDeclaration, JsonSchema } from './declarations';
import { replyBody } from './replyBody';
import { strictSchema } from './strictSchema';

const PAGED_LINKS = withoutIds(
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../schemas/entities/pagedLinks.schema.json', import.meta.url)), 'utf8'),
  ),
) as JsonSchema;

/** Inlined entity files keep their `$id` and `$schema`: two copies of one entity in a reply would clash. */
function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== '$id' && key !== '$schema')
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}

/** Success status → body schema, for each success reply of the call that has a body. */
export function responseSchemas(call: CallDeclaration): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  const add = (status: number, declaration: Record<string, unknown>) => {
    const body = replyBody(declaration, PAGED_LINKS);
    if (body) out[String(status)] = withoutIds(body) as JsonSchema;
  };
  add(call.status, call as unknown as Record<string, unknown>);
  for (const [status, also] of Object.entries(call.alsoAnswers ?? {}))
    add(Number(status), { ...also, query: call.query, status: Number(status) });
  return out;
}

let ajv: Ajv | undefined;

/** The strict validator of one reply schema (compiled once per schema object). */
const strictValidators = new WeakMap<JsonSchema, ValidateFunction>();
export function strictReplyValidator(schema: JsonSchema): ValidateFunction {
  let validate = strictValidators.get(schema);
  if (!validate) {
    ajv ??= addFormats(new Ajv({ strict: false, allErrors: true }));
    validate = ajv.compile(strictSchema(schema) as JsonSchema);
    strictValidators.set(schema, validate);
  }
  return validate;
}

/** What is wrong with a reply, one line per problem (empty when it fits). */
export function replyProblems(schema: JsonSchema, body: unknown): string[] {
  const validate = strictReplyValidator(schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `${e.instancePath || '(body)'} ${e.message}${
        e.keyword === 'additionalProperties' ? ` '${String(e.params.additionalProperty)}'` : ''
      }`,
  );
}
