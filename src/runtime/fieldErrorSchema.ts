// Server field errors → RJSF `extraErrors`, so a refused value is marked beside its own field.
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import type { FieldError } from './describeCallFailure';

type Node = Record<string, unknown> & { __errors?: string[] };

/** The schema reached by following `path` (object properties, array items), or undefined when the form has no such field. */
function resolve(schema: RJSFSchema, path: string[]): RJSFSchema | undefined {
  let node: RJSFSchema | undefined = schema;
  for (const segment of path) {
    if (!node || typeof node !== 'object') return undefined;
    const prop: unknown = node.properties?.[segment];
    const items: unknown = /^\d+$/.test(segment) && node.items && !Array.isArray(node.items) ? node.items : undefined;
    node = (prop ?? items) as RJSFSchema | undefined;
  }
  return node;
}

/** Whether the form has a field at `path` (`['address', 'postCode']`). */
export function formHasField(schema: RJSFSchema, path: string[]): boolean {
  return path.length > 0 && resolve(schema, path) !== undefined;
}

function attach(root: Node, path: string[], message: string): void {
  let node = root;
  for (const segment of path) node = (node[segment] ??= {}) as Node;
  node.__errors = [...(node.__errors ?? []), message];
}

/**
 * `fields` of a server error is a path (`['refunds', '0', 'amount']`) or, in some replies, a list of top-level field
 * names (`['firstName', 'surname']`); errors naming nothing the form shows are left to the dialog's message.
 * @example fieldErrorSchema(schema, [{ path: ['email'], message: 'Invalid domain' }]) // { email: { __errors: ['Invalid domain'] } }
 */
export function fieldErrorSchema(schema: RJSFSchema, fieldErrors: readonly FieldError[]): ErrorSchema | undefined {
  const root: Node = {};
  let any = false;
  for (const { path, message } of fieldErrors) {
    if (path.length === 0) continue;
    if (resolve(schema, path)) {
      attach(root, path, message);
      any = true;
    } else if (path.every((name) => resolve(schema, [name]))) {
      for (const name of path) attach(root, [name], message);
      any = true;
    }
  }
  return any ? (root as ErrorSchema) : undefined;
}
