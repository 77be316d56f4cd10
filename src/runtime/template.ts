// Small helpers for the `{name}` templates and dotted paths used in screen definitions.
import { derive } from './derivations';
import type { PredicateContext } from './predicates';

/** A template's `|derivation` is a plain value transform: it is given no user. */
const NO_USER = {} as PredicateContext;

/** Reads a dotted path (`result.trails`, `delivery.displayName`) from a value; undefined when any step is missing. */
export function getPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  let current: unknown = value;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/**
 * Fills `{name}` placeholders; `{name|derivation}` passes the value through a registered derivation first (a claim's
 * display id without its prefix: `{id|removeClaimIdPrefix}`). from `values` (dotted names allowed: `{record.email}`).
 * Returns undefined when a placeholder has no value, so a link to `/orders/undefined` is never built.
 * @example fillTemplate('/account/{id}', { id: 42 }) // '/account/42'
 */
export function fillTemplate(template: string, values: unknown): string | undefined {
  let missing = false;
  const filled = template.replace(
    /\{([A-Za-z0-9_.]+)(?:\|([a-z][A-Za-z0-9]*))?\}/g,
    (_, name: string, through?: string) => {
      const held = getPath(values, name);
      // a missing value stays missing: a filter never makes something out of nothing
      const v = through && held !== undefined && held !== null && held !== '' ? derive(through, held, NO_USER) : held;
      if (v === undefined || v === null || v === '') {
        missing = true;
        return '';
      }
      return encodeURIComponent(String(v));
    },
  );
  return missing ? undefined : filled;
}

/** Fills every template of a params map; a param whose placeholder has no value is left out. */
export function fillParams(params: Record<string, string> | undefined, values: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, template] of Object.entries(params ?? {})) {
    const filled = fillTemplate(template, values);
    if (filled !== undefined) out[name] = decodeURIComponent(filled);
  }
  return out;
}

/** Fills a template without URL-encoding (form initial values): a lone `{path}` keeps the value's type. */
export function fillValue(template: string, values: unknown): unknown {
  const whole = /^\{([A-Za-z0-9_.]+)\}$/.exec(template);
  if (whole) return getPath(values, whole[1]);
  return template.replace(/\{([A-Za-z0-9_.]+)\}/g, (_, name: string) => String(getPath(values, name) ?? ''));
}

/** `/account/{id}` → `/account/:id` for react-router. */
export function toRouterPath(route: string): string {
  return route.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}
