// Request validation with the declared JSON Schemas. Every broken rule becomes one error item naming its field,
// so the console can list them (000 §8: "400: message lists each server error code, message and fields").
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ApiError, Codes, type ErrorItem } from './errors';
import type { JsonSchema } from './declarations';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

/** Query strings and path parameters arrive as text: coerce them to the declared types. */
const coercing = addFormats(new Ajv({ allErrors: true, coerceTypes: 'array', useDefaults: true, strict: false }));
/** JSON bodies keep their types: "12" is not a number. */
const strictTypes = addFormats(new Ajv({ allErrors: true, useDefaults: true, strict: false }));

export type Validator = (data: unknown) => void;

export function compileValidator(schema: JsonSchema | undefined, coerce: boolean): Validator {
  if (!schema) return () => undefined;
  const validate: ValidateFunction = (coerce ? coercing : strictTypes).compile(schema);
  return (data) => {
    if (!validate(data)) throw new ApiError(400, toErrorItems(validate.errors ?? []));
  };
}

function toErrorItems(errors: ErrorObject[]): ErrorItem[] {
  // an `if`/`then` rule reports the broken `then` fields and, besides, 'must match "then" schema' on the whole object:
  // the latter names no field and says nothing the others do not
  return errors.filter((error) => error.keyword !== 'if').map((error) => ({ code: Codes.VALIDATION, message: describe(error), fields: [fieldOf(error)] }));
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
