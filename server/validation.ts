// Request validation with the declared JSON Schemas. Every broken rule becomes one error item naming its field,
// so the console can list them (000 §8: "400: message lists each server error code, message and fields").
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ApiError, Codes, type ErrorItem } from './errors';
import type { JsonSchema } from './declarations';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

/** Query strings and path parameters arrive as text: coerce them to the declared types. */
const coercing = addFormats(new Ajv({ allErrors: true, coerceTypes: 'array', useDefaults: true, strict: false }));
/** JSON bodies keep their types: "12" is not a number. */
const strictTypes = addFormats(new Ajv({ allErrors: true, useDefaults: true, strict: false }));

export type Validator = (data: unknown) => void;

/** Every value of a request passes here, declared or not: text a database cannot store is refused even where no schema is. */
export function compileValidator(schema: JsonSchema | undefined, coerce: boolean): Validator {
  const validate: ValidateFunction | undefined = schema && (coerce ? coercing : strictTypes).compile(schema);
  return (data) => {
    const errors = unstorableText(data, '');
    if (validate && !validate(data)) errors.push(...toErrorItems(validate.errors ?? []));
    if (errors.length > 0) throw new ApiError(400, errors);
  };
}

/**
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is not valid UTF-8: either would make the insert
 * fail (a 500 after part of the work). Refused here, for every string and every object key of every call.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No declared body nests near this deep; a deeper one is refused before its walk could overflow the stack (a 500). */
const MAX_DEPTH = 64;

function unstorableText(value: unknown, path: string, depth = 0): ErrorItem[] {
  const field = path || '(body)';
  if (depth > MAX_DEPTH) {
    return [
      { code: Codes.VALIDATION, message: `${field} is nested more than ${MAX_DEPTH} levels deep`, fields: [field] },
    ];
  }
  if (typeof value === 'string') {
    return UNSTORABLE.test(value)
      ? [
          {
            code: Codes.VALIDATION,
            message: `${field} contains a character that cannot be stored (NUL or a lone surrogate)`,
            fields: [field],
          },
        ]
      : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const childPath = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) {
      return [
        {
          code: Codes.VALIDATION,
          message: `${field} has a property name that cannot be stored (NUL or a lone surrogate)`,
          fields: [field],
        },
      ];
    }
    return unstorableText(child, childPath, depth + 1);
  });
}

function toErrorItems(errors: ErrorObject[]): ErrorItem[] {
  // an `if`/`then` rule reports the broken `then` fields and, besides, 'must match "then" schema' on the whole object:
  // the latter names no field and says nothing the others do not
  return errors
    .filter((error) => error.keyword !== 'if')
    .map((error) => ({ code: Codes.VALIDATION, message: describe(error), fields: [fieldOf(error)] }));
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = error.params as Record<string, string>;
  const child = params.missingProperty ?? params.additionalProperty;
  if (child) return path ? `${path}.${child}` : child;
  return path || '(body)';
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, string>;
  if (error.keyword === 'required') return `${params.missingProperty} is required`;
  if (error.keyword === 'additionalProperties') return `${params.additionalProperty} is not allowed`;
  return `${fieldOf(error)} ${error.message ?? 'is invalid'}`;
}
