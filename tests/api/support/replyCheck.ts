// Every reply an API test receives is held to docs/generated/openapi.json (issue 31): its status must be one the
// operation declares, and its body must fit the declared schema strictly — formats checked, and no property the
// declaration does not name (every object schema is read as `additionalProperties: false` unless it says otherwise),
// so a drifted field fails the test that met it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { strictSchema } from '../../../server/strictSchema';

type Schema = Record<string, unknown>;

export { strictSchema };

interface Operation {
  responses: Record<string, Schema>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Schema> };
}

interface Matcher {
  pattern: RegExp;
  /** literal characters: the most specific template wins (/orders/search before /orders/{id}) */
  literal: number;
  method: string;
  path: string;
  operation: Operation;
}

export interface ReplyChecker {
  /** Problems of one reply, empty when it fits; undefined when no operation declares the request. */
  check(method: string, url: string, status: number, body: string, contentType?: string): string[] | undefined;
}

export function replyChecker(document: Document): ReplyChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const components = Object.fromEntries(
    Object.entries(document.components.schemas).map(([name, schema]) => [name, strictSchema(schema)]),
  );
  ajv.addSchema({ $id: 'doc', components: { schemas: components } });
  const matchers: Matcher[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const pattern = new RegExp(
      `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`.replace(/\\\{/g, '{'),
    );
    for (const [method, operation] of Object.entries(methods))
      matchers.push({
        pattern,
        literal: path.replace(/\{\w+\}/g, '').length,
        method: method.toUpperCase(),
        path,
        operation,
      });
  }
  matchers.sort((a, b) => b.literal - a.literal);
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: Schema) => {
    let validate = validators.get(key);
    if (!validate) {
      // document refs (#/components/schemas/x) resolve against the document's components
      const rebased = JSON.parse(
        JSON.stringify(strictSchema(schema)).replace(/"#\/components\//g, '"doc#/components/'),
      );
      validate = ajv.compile(rebased as Schema);
      validators.set(key, validate);
    }
    return validate;
  };

  return {
    check(method, url, status, body, contentType) {
      const pathname = new URL(url, 'http://api.test').pathname.replace(/^\/api(?=\/)/, '');
      const match = matchers.find((m) => m.method === method.toUpperCase() && m.pattern.test(pathname));
      if (!match) return undefined;
      let response = match.operation.responses[String(status)];
      const where = `${method.toUpperCase()} ${match.path} → ${status}`;
      if (!response) return [`${where}: status not declared (declared: ${Object.keys(match.operation.responses)})`];
      const ref = response.$ref;
      if (typeof ref === 'string') response = document.components.responses[ref.split('/').pop()!];
      const schema = (response.content as Record<string, { schema?: Schema }> | undefined)?.['application/json']
        ?.schema;
      if (!schema) return body.length > 0 && status !== 204 ? [`${where}: declared without a body, answered one`] : [];
      if (!contentType?.includes('json')) return [`${where}: declared JSON, answered ${contentType ?? 'no body'}`];
      let value: unknown;
      try {
        value = JSON.parse(body);
      } catch {
        return [`${where}: the body is not JSON`];
      }
      const validate = validatorOf(`${match.method} ${match.path} ${status}`, schema);
      if (validate(value)) return [];
      return (validate.errors ?? []).map(
        (e) =>
          `${where}: ${e.instancePath || '(body)'} ${e.message}${
            e.keyword === 'additionalProperties' ? ` '${String(e.params.additionalProperty)}'` : ''
          }`,
      );
    },
  };
}

let shared: ReplyChecker | undefined;

/** The checker of the generated document (read once per test process). */
export function sandboxReplyChecker(): ReplyChecker {
  shared ??= replyChecker(
    JSON.parse(
      readFileSync(fileURLToPath(new URL('../../../docs/generated/openapi.json', import.meta.url)), 'utf8'),
    ) as Document,
  );
  return shared;
}
