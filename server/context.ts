// What a call handler receives: the validated request, the caller (when signed in) and the brand profile.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { GateContext } from '../src/domain/checkGate';
import type { Replies } from '../src/generated/replies';
import type { BrandProfile } from './brands';
import type { Db } from './db/connect';

export interface StaffPrincipal {
  id: number;
  email: string;
  brand: string;
  level: number;
}

export interface ServerSettings {
  sandbox: boolean;
  accessTokenTtlSeconds: number;
  /** brand id → resolved profile, only the brands this deployment offers */
  profiles: Map<string, BrandProfile>;
  /** origin of the console for links in e-mails (PUBLIC_URL); never taken from the request's Host header */
  publicUrl?: string;
  log: FastifyBaseLogger;
  /** hold every reply strictly to its declaration before it is sent (the API tests, `npm run dev`; issue 31) */
  checkReplies?: boolean;
  /** the sandbox's clock (tests move it forward instead of sleeping; time-driven states read it) */
  clock: () => Date;
}

export interface CallContext {
  db: Db;
  settings: ServerSettings;
  request: FastifyRequest;
  /** for headers a handler sets (the refresh cookie); the route sends the reply */
  reply?: FastifyReply;
  params: Record<string, string>;
  // validated against the declaration; handlers narrow them with their own types
  query: Record<string, any>;
  body: Record<string, any>;
  /** signed-in caller; set on every gated call */
  staff?: StaffPrincipal;
  /** brand of the call: the caller's brand when signed in, else X-Brand when it names an offered brand */
  brand?: string;
  profile?: BrandProfile;
  /** the caller's gate context (profile + level + overrides): handlers decide rights with checkGate against it */
  gateContext?: GateContext;
  /** success status; from the declaration, a handler may change it (sign-in: 201 vs 202) */
  status: number;
  /** a public call that acted for a known staff user (logout, password change) names them for the audit trail */
  auditUserId?: number;
}

/**
 * A handler returns the reply body (`{ result … }`), or undefined for an empty reply (204). `Handler<'getOrder'>`
 * holds it to the reply its declaration gives (src/generated/replies, issue 31): a reply that does not fit fails
 * `npm run typecheck`.
 */
export type Handler<Id extends keyof Replies = never> = (
  ctx: CallContext,
) => Promise<[Id] extends [never] ? unknown : Replies[Id]>;

/** Any handler, whatever its call (the route layer's view). */
export type AnyHandler = (ctx: CallContext) => Promise<unknown>;

/** Handlers by call id, each held to its call's reply type (an area's handler map `satisfies` it). */
// (plain function types, not Handler<Id>: TypeScript compares two instantiations of one alias by their type
// arguments, and a plain Handler's `never` would pass for any id)
export type TypedHandlers = { [Id in keyof Replies]?: (ctx: CallContext) => Promise<Replies[Id]> };

/** Signed-in caller of a gated call (the route layer guarantees it is set). */
export function requireStaff(ctx: CallContext): StaffPrincipal & { profile: BrandProfile; gateContext: GateContext } {
  if (!ctx.staff || !ctx.profile || !ctx.gateContext)
    throw new Error('handler of a gated call ran without a signed-in caller');
  return { ...ctx.staff, profile: ctx.profile, gateContext: ctx.gateContext };
}
