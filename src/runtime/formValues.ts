// Form values as both form renderers hold them (./SchemaForm, ./SimpleSchemaForm).
import type { RJSFSchema } from '@rjsf/utils';

export type FormValues = Record<string, unknown>;

/** Values read from the address are strings; give number, integer and boolean fields their schema type. */
export function coerceToSchema(values: FormValues | undefined, schema: RJSFSchema): FormValues {
  const out: FormValues = { ...values };
  for (const [name, value] of Object.entries(out)) {
    const prop = schema.properties?.[name];
    if (typeof value !== 'string' || !prop || typeof prop !== 'object') continue;
    const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
    if ((type === 'number' || type === 'integer') && value.trim() !== '' && Number.isFinite(Number(value)))
      out[name] = Number(value);
    if (type === 'boolean' && (value === 'true' || value === 'false')) out[name] = value === 'true';
    // a list field read from the address with one value (claimType=delay-repay)
    if (type === 'array') out[name] = [value];
  }
  return out;
}

/** Drops empty strings and undefined so `{firstName: ''}` and `{}` count as the same values. */
export function compactValues(values: FormValues | undefined): FormValues {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}
