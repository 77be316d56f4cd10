// The success reply body a call declares (issue 31): `reply` (the whole body, or false for none), else the
// `{ result }` envelope around `result` — with `links` when the call is paged (its query takes `page`). The OpenAPI
// document, the generated reply types (both from the declarations as written) and the server's reply serialisers
// (from the declarations with their files inlined) all read it from here.
type Schema = Record<string, unknown>;

export function isPaged(call: Record<string, unknown>): boolean {
  const props = ((call.query as Schema | undefined)?.properties ?? {}) as Record<string, unknown>;
  return 'page' in props;
}

/** As written in schemas/api: the paging links entity, by its file. */
const LINKS_REF: Schema = { $ref: '../entities/pagedLinks.schema.json' };

/**
 * The body schema, false for a reply without a body, undefined when the call declares none. `links`: the schema of a
 * paged reply's links (the entity's file, or the entity itself for a declaration whose files are inlined).
 */
export function replyBody(call: Record<string, unknown>, links: Schema = LINKS_REF): Schema | false | undefined {
  if (Number(call.status) === 204 || call.reply === false) return false;
  if (call.reply) return call.reply as Schema;
  if (call.result === undefined) return undefined;
  const properties: Schema = { result: call.result };
  const required = ['result'];
  if (isPaged(call)) {
    properties.links = links;
    required.push('links');
  }
  return { type: 'object', required, properties, additionalProperties: false };
}

/** Whether a call says what its success reply is: `result`, `reply` (a schema, or false for none) or a 204. */
export function declaresReply(call: Record<string, unknown>): boolean {
  return replyBody(call) !== undefined;
}

/** Calls whose success reply is not declared, by id with where they are written (for `npm run generate`). */
export function undeclaredReplies(calls: Array<{ id: string; value: Record<string, unknown> }>): string[] {
  return calls.flatMap((call) => {
    const also = Object.values((call.value.alsoAnswers ?? {}) as Record<string, Record<string, unknown>>);
    return declaresReply(call.value) && also.every((a) => declaresReply({ ...a, status: 200 })) ? [] : [call.id];
  });
}
