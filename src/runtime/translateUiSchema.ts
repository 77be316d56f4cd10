// Form text lives in schemas as i18n keys. Translating into the uiSchema (not the schema) keeps the schema
// byte-for-byte the one its validator was precompiled from.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Translate } from './formats';

const TEXT_KEYS = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'] as const;

function translateNode(schema: RJSFSchema | undefined, ui: UiSchema | undefined, t: Translate): UiSchema {
  const out: UiSchema = { ...(ui ?? {}) };
  const title = out['ui:title'] ?? schema?.title;
  if (typeof title === 'string') out['ui:title'] = t(title);
  const description = out['ui:description'] ?? schema?.description;
  // A schema description is documentation for readers of the file unless it is written as a key.
  if (
    typeof description === 'string' &&
    (out['ui:description'] !== undefined || /^[A-Z][A-Z0-9_]*$/.test(description))
  ) {
    out['ui:description'] = t(description);
  } else {
    out['ui:description'] = '';
  }
  for (const key of TEXT_KEYS.slice(2)) {
    if (typeof out[key] === 'string') out[key] = t(out[key] as string);
  }
  const enumNames = out['ui:enumNames'];
  if (Array.isArray(enumNames)) out['ui:enumNames'] = enumNames.map((k: string) => t(k));
  else if (enumNames && typeof enumNames === 'object') {
    out['ui:enumNames'] = Object.fromEntries(Object.entries(enumNames).map(([v, k]) => [v, t(String(k))]));
  }
  if (schema?.properties) {
    for (const [name, child] of Object.entries(schema.properties)) {
      if (typeof child === 'object') out[name] = translateNode(child as RJSFSchema, ui?.[name] as UiSchema, t);
    }
  }
  if (schema?.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    out.items = translateNode(schema.items as RJSFSchema, ui?.items as UiSchema, t);
  }
  return out;
}

/**
 * Returns a uiSchema with every title, help, placeholder and enum label translated, and `hiddenFields`
 * (top-level properties switched off by a flag or gate) rendered as hidden inputs.
 */
export function translateUiSchema(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  t: Translate,
  hiddenFields: readonly string[] = [],
): UiSchema {
  const out = translateNode(schema, uiSchema, t);
  // The form's own title is the screen's or modal's heading already.
  out['ui:title'] = '';
  for (const name of hiddenFields) out[name] = { ...(out[name] as UiSchema), 'ui:widget': 'hidden' };
  return out;
}
