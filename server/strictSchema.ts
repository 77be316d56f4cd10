// A reply schema read strictly (issue 31): what a declaration does not name is a drift, not an extra.
type Schema = Record<string, unknown>;

const COMBINATORS = ['allOf', 'anyOf', 'oneOf'];

/**
 * The schema with `additionalProperties: false` on every object that lists its properties and says nothing about
 * others. Branches of allOf are left open: a property one branch adds is evaluated by another.
 */
export function strictSchema(node: unknown, insideAllOf = false): unknown {
  if (Array.isArray(node)) return node.map((item) => strictSchema(item, insideAllOf));
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'allOf' && Array.isArray(value)) out[key] = value.map((item) => strictSchema(item, true));
    else if (key === 'properties' && value && typeof value === 'object')
      out[key] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, strictSchema(item)]));
    else if (key === 'example' || key === 'examples') out[key] = value;
    else out[key] = strictSchema(value);
  }
  const open =
    insideAllOf ||
    'additionalProperties' in out ||
    'patternProperties' in out ||
    'unevaluatedProperties' in out ||
    COMBINATORS.some((key) => key in out);
  if (!open && out.properties && typeof out.properties === 'object') out.additionalProperties = false;
  return out;
}
