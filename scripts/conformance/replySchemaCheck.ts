// The pass's own check of reply bodies against the document (issue 31), beside Prism's. Prism validates with a
// draft-07 Ajv after converting each OpenAPI 3.1 schema, and drops a schema it cannot compile without a word
// (prism-http validators/utils.ts: `O.tryCatch(() => compile(...))` — no diagnostic, the reply passes). Here every
// JSON reply whose status the document declares is checked with Ajv's 2020-12 dialect (OpenAPI 3.1's own): Prism's
// draft 07 ignores `unevaluatedProperties`, `dependentRequired`, `minContains` (tried: replies breaking them pass
// Prism). A keyword Ajv does not know, or a schema that does not compile, is a violation, not a pass.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Schema = Record<string, unknown>;

export interface ResponseSpec {
  content?: Record<string, { schema?: Schema }>;
}

export interface SchemaFinding {
  /** `response.body.result.count`, as Prism names a place */
  location: string;
  /** the JSON Schema keyword that failed (`type`, `required` …), as Prism's `code` */
  code: string;
  message: string;
}

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders (server/validation.ts)
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

/** OpenAPI's own schema keywords (3.1 §4.8.24) and the document's `x-` extensions: annotations, nothing to check. */
function annotationKeywords(document: unknown): string[] {
  const found = new Set(['example', 'discriminator', 'xml', 'externalDocs']);
  const seen = new Set<unknown>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      walk(item);
    }
  };
  walk(document);
  return [...found];
}

/** The response a status picks, as Prism picks it: the exact code, then `5XX`-style ranges, then `default`. */
export function responseFor(
  responses: Record<string, ResponseSpec> | undefined,
  status: number,
): ResponseSpec | undefined {
  if (!responses) return undefined;
  const code = String(status);
  if (responses[code]) return responses[code];
  const range = Object.keys(responses).find((key) => /^[1-5]XX$/i.test(key) && key[0] === code[0]);
  return range ? responses[range] : responses.default;
}

function findingOf(error: ErrorObject): SchemaFinding {
  const path = error.instancePath.split('/').filter(Boolean);
  const place = path.length ? `property ${path.join('.')} ` : '';
  const { additionalProperty, unevaluatedProperty, allowedValues } = error.params as Record<string, unknown>;
  const extra = additionalProperty ?? unevaluatedProperty;
  const detail =
    extra !== undefined
      ? `; found '${String(extra)}'`
      : Array.isArray(allowedValues)
        ? `: ${allowedValues.join(', ')}`
        : '';
  return {
    location: ['response', 'body', ...path].join('.'),
    code: error.keyword,
    message: `Response body ${place}${error.message ?? error.keyword}${detail}`,
  };
}

/** A checker over one (dereferenced) document; schemas compile once each. */
export function replySchemaCheck(document: unknown) {
  // strictSchema: an unknown keyword or format is an error; the other strict checks are about style, not replies
  const ajv = addFormats(
    new Ajv2020({
      allErrors: true,
      strictSchema: true,
      strictTypes: false,
      strictTuples: false,
      strictRequired: false,
    }),
  );
  ajv.addVocabulary(annotationKeywords(document));
  const compiled = new WeakMap<Schema, ValidateFunction | Error>();
  const validatorOf = (schema: Schema) => {
    let validator = compiled.get(schema);
    if (!validator) {
      try {
        validator = ajv.compile(schema);
      } catch (error) {
        validator = error as Error;
      }
      compiled.set(schema, validator);
    }
    return validator;
  };

  /** What is wrong with a reply body; nothing when the status is undeclared or the reply is not JSON (Prism names those). */
  return (
    responses: Record<string, ResponseSpec> | undefined,
    status: number,
    contentType: string | null,
    text: string,
  ): SchemaFinding[] => {
    const schema = responseFor(responses, status)?.content?.['application/json']?.schema;
    if (!schema || !contentType || !/^application\/(.+\+)?json\b/i.test(contentType)) return [];
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [{ location: 'response.body', code: 'json', message: `Response body is not JSON: ${text.slice(0, 80)}` }];
    }
    const validator = validatorOf(schema);
    if (validator instanceof Error) {
      return [
        {
          location: 'response.body',
          code: 'schema',
          message: `the reply schema does not compile: ${validator.message}`,
        },
      ];
    }
    return validator(body) ? [] : (validator.errors ?? []).map(findingOf);
  };
}
