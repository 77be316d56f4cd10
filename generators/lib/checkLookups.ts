// Quick-lookup declarations (`lookup:` of a screen, issue 21): each shape fills a field the screen has — a filter of its
// search form, or a route parameter of a detail screen — with a registered lookup format or a pattern that compiles,
// whose example fits both the pattern and the filter field's own schema (so a lookup never sends what the form refuses).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createAjv } from './brandSchema';
import type { Declaration } from './declarations';
import { problemAt, suggest, type Problem } from './problems';

interface LookupBy {
  field?: unknown;
  format?: unknown;
  pattern?: unknown;
  example?: unknown;
}

type Properties = Record<string, Record<string, unknown>>;

function formProperties(root: string, form: unknown): Properties | undefined {
  if (typeof form !== 'string') return undefined;
  const file = path.join(root, 'schemas/forms', `${form}.schema.json`);
  if (!existsSync(file)) return undefined;
  try {
    return ((JSON.parse(readFileSync(file, 'utf8')) as { properties?: Properties }).properties ?? {}) as Properties;
  } catch {
    return undefined;
  }
}

function routeParams(route: unknown): string[] {
  return typeof route === 'string' ? [...route.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]) : [];
}

/** `lookupFormats`: the registered lookup format names; without them formats are not checked. */
export function checkLookups(root: string, screens: Declaration[], lookupFormats?: Set<string>): Problem[] {
  const out: Problem[] = [];
  const ajv = createAjv({ strict: false });
  for (const screen of screens) {
    const lookup = screen.value.lookup as { by?: unknown; query?: unknown; recent?: unknown } | undefined;
    if (!lookup || typeof lookup !== 'object') continue;
    const at = [...screen.at, 'lookup'];
    const report = (keyPath: Array<string | number>, message: string) =>
      out.push(problemAt(screen.source, keyPath, message));
    const search = screen.value.search as { form?: unknown } | undefined;
    const properties = search ? formProperties(root, search.form) : undefined;
    const params = routeParams(screen.value.route);
    if (lookup.recent !== undefined && (screen.value.kind !== 'detail' || params.length === 0))
      report([...at, 'recent'], 'only a detail screen with route parameters is kept as a recent record');
    if (search && properties && lookup.query && typeof lookup.query === 'object') {
      for (const key of Object.keys(lookup.query)) {
        if (!(key in properties))
          report(
            [...at, 'query', key],
            `unknown field ${key}: not a filter of ${String(search.form)}${suggest(key, Object.keys(properties))}`,
          );
      }
    }
    if (!Array.isArray(lookup.by)) continue;
    lookup.by.forEach((entry: LookupBy, index) => {
      const here = [...at, 'by', index];
      const field = typeof entry?.field === 'string' ? entry.field : undefined;
      if (!field) return; // the meta schema reports it
      let fieldSchema: Record<string, unknown> | undefined;
      if (search) {
        if (!properties) return; // checkDeclarations reports the missing form
        fieldSchema = properties[field];
        if (!fieldSchema)
          report(
            [...here, 'field'],
            `unknown field ${field}: not a filter of ${String(search.form)}${suggest(field, Object.keys(properties))}`,
          );
      } else if (screen.value.detail) {
        if (!params.includes(field))
          report(
            [...here, 'field'],
            `unknown field ${field}: not a parameter of the route ${String(screen.value.route)}${suggest(field, params)}`,
          );
      } else report([...here, 'field'], 'a custom screen has no call a lookup could make');
      if (typeof entry.format === 'string' && lookupFormats && !lookupFormats.has(entry.format)) {
        report(
          [...here, 'format'],
          `unknown format ${entry.format}: no lookup format of that name is registered (registerLookupFormat)${suggest(entry.format, lookupFormats)}`,
        );
      }
      if (typeof entry.pattern !== 'string') return;
      let re: RegExp;
      try {
        re = new RegExp(entry.pattern);
      } catch (error) {
        report([...here, 'pattern'], `the pattern does not compile: ${(error as Error).message}`);
        return;
      }
      const example = typeof entry.example === 'string' ? entry.example : undefined;
      if (example === undefined) return;
      if (!re.test(example)) report([...here, 'example'], `the example ${example} does not fit the pattern`);
      else if (fieldSchema) {
        const validate = ajv.compile(fieldSchema);
        if (!validate(example))
          report(
            [...here, 'example'],
            `the example ${example} does not fit the filter field ${field} of ${String(search?.form)} (${validate.errors?.[0]?.message ?? 'invalid'})`,
          );
      }
    });
  }
  return out;
}
