// Builds one Fastify route per call declaration (docs/architecture.md "Call declarations"):
// authenticate (gated calls) → check the gate with checkGate → validate params/query/body → handler → audit.
// A mutating call (every method but GET) runs its handler and writes its audit row in ONE transaction that the
// route opens and hands to the handler as ctx.db: the change and its audit row commit together or not at all,
// also under kill -9, and no handler has to remember it. A handler's own ctx.db.transaction() nests as a savepoint.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { checkGate } from '../src/domain/checkGate';
import { gateContextFor } from '../src/domain/gateContextFor';
import { authenticate } from './auth/authenticate';
import { writeAudit } from './audit';
import type { AnyHandler, CallContext, ServerSettings } from './context';
import type { Db } from './db/connect';
import { fastifyPath, type CallDeclaration, type JsonSchema } from './declarations';
import { ApiError, Codes, forbidden } from './errors';
import { compileValidator } from './validation';
import { replyProblems, responseSchemas } from './replySchemas';

/** A call that declares no query takes none: an unknown parameter is a 400 naming it, not silently ignored. */
const NO_QUERY: JsonSchema = { type: 'object', additionalProperties: false };

export function registerCalls(
  api: FastifyInstance,
  db: Db,
  settings: ServerSettings,
  calls: CallDeclaration[],
  handlers: Record<string, AnyHandler>,
): void {
  for (const call of calls) {
    if (call.sandboxOnly && !settings.sandbox) continue;
    const handler =
      handlers[call.id] ??
      (async () => {
        throw ApiError.of(501, Codes.NOT_IMPLEMENTED, `${call.id} is declared but not implemented by the sandbox`);
      });
    const validateParams = compileValidator(call.params, true);
    const validateQuery = compileValidator(call.query ?? NO_QUERY, true);
    const validateBody = compileValidator(call.body, false);
    const response = responseSchemas(call);

    api.route({
      method: call.method,
      url: fastifyPath(call.path),
      // each success reply serialised from its declaration (fast-json-stringify): only declared fields leave
      schema: { response },
      serializerCompiler: lazySerializer,
      ...(settings.checkReplies ? { preSerialization: checkReply(call, response) } : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const ctx: CallContext = {
          db,
          settings,
          request,
          reply,
          params: { ...(request.params as Record<string, string>) },
          query: { ...(request.query as Record<string, unknown>) },
          body: {},
          status: call.status,
        };
        if (call.gate) {
          const staff = await authenticate(db, request);
          const header = request.headers['x-brand'];
          // a token of one brand cannot be used for another brand's data
          if (typeof header === 'string' && header && header.toLowerCase() !== staff.brand) throw forbidden();
          const profile = settings.profiles.get(staff.brand);
          if (!profile) throw forbidden(); // the deployment no longer offers the user's brand
          const gateContext = gateContextFor(profile, staff.level, staff.email);
          if (!checkGate(call.gate, gateContext)) throw forbidden();
          Object.assign(ctx, { staff, brand: staff.brand, profile, gateContext });
        }
        validateParams(ctx.params);
        validateQuery(ctx.query);
        if (call.body) {
          // validated as sent: an array or a string is "(body) must be object", not spread into numbered keys
          const body = request.body ?? {};
          validateBody(body);
          ctx.body = body as Record<string, unknown>;
        }

        const result =
          call.method === 'GET' || call.readOnly ? await handler(ctx) : await runAudited(db, call, handler, ctx);
        reply.code(ctx.status);
        return result === undefined ? reply.send() : result;
      },
    });
  }
}

/**
 * A reply's serialiser is compiled when the route first answers with that status, not when the app starts: 185
 * routes' serialisers cost ~0.3 s of every start (each API test suite starts the app) for routes most runs never call.
 */
function lazySerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => (serialize ??= fastJsonStringify(schema as JsonSchema))(data);
}

/** Holds a reply to its declaration before it is serialised: a drifted field is a 500 naming it, not dropped. */
function checkReply(call: CallDeclaration, response: Record<string, JsonSchema>) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const schema = response[String(reply.statusCode)];
    if (!schema) return payload;
    const problems = replyProblems(schema, payload);
    if (problems.length)
      throw new Error(`${call.id}: the reply does not fit its declaration (schemas/api): ${problems.join('; ')}`);
    return payload;
  };
}

/**
 * Runs a mutating call's handler and its audit row in one transaction. A refusal (any thrown error) rolls back
 * everything the handler wrote, so a refused call changes nothing — except an ApiError marked keepingChanges()
 * (a counted wrong password), which commits what was written and is answered after the commit.
 */
async function runAudited(db: Db, call: CallDeclaration, handler: AnyHandler, ctx: CallContext): Promise<unknown> {
  let refusal: ApiError | undefined;
  const result = await db.transaction(async (tx) => {
    // a transaction offers the same query interface as the database; handlers only ever see ctx.db
    ctx.db = tx as unknown as Db;
    try {
      const result = await handler(ctx);
      const actor = ctx.staff?.id ?? ctx.auditUserId;
      if (actor !== undefined) await writeAudit(ctx.db, actor, call, ctx.params, ctx.body);
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.keepChanges) {
        refusal = error;
        return undefined;
      }
      throw error;
    } finally {
      ctx.db = db;
    }
  });
  if (refusal) throw refusal;
  return result;
}
