// Form values as both form renderers hold them (./SchemaForm, ./SimpleSchemaForm).
export type FormValues = Record<string, unknown>;

/** Drops empty strings and undefined so `{firstName: ''}` and `{}` count as the same values. */
export function compactValues(values: FormValues | undefined): FormValues {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}
