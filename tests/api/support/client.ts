// Small helpers over app.inject() for the API suites: signing in with the second factor read from the outbox.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sandboxReplyChecker } from './replyCheck';
import { DEMO_PASSWORD } from './testDatabase';

export interface Session {
  accessToken: string;
  refreshToken: string;
  emailToken: string;
  accessLevel: number;
  brand: string;
}

export function brandOf(email: string): string {
  return email.split('@')[1].replace('.example', '');
}

export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: {
    body?: unknown;
    token?: string;
    brand?: string;
    query?: Record<string, string>;
    /** a test that provokes what no declaration can say (an injected fault's 500, a route the server left out) */
    undeclared?: true;
  } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.brand) headers['x-brand'] = options.brand;
  const reply = await app.inject({
    method,
    url,
    headers,
    payload: options.body as InjectOptions['payload'],
    query: options.query,
  });
  // every reply is held to its declaration (docs/generated/openapi.json): a drifted field fails the test that met it
  const problems = sandboxReplyChecker().check(
    String(method),
    url,
    reply.statusCode,
    reply.body,
    reply.headers['content-type'] as string | undefined,
  );
  if (problems?.length && !options.undeclared)
    throw new Error(`The reply does not fit its declaration:\n  ${problems.join('\n  ')}`);
  return reply;
}

export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const res = await call(app, 'GET', '/api/sandbox/outbox', { query: { to: email } });
  const code = res.json().result[0]?.code;
  if (!code) throw new Error(`no e-mail for ${email} in the outbox`);
  return code;
}

export async function startSignIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  brand = brandOf(email),
) {
  return call(app, 'POST', '/api/customers/auth', {
    brand,
    body: { grant_type: 'password', username: email, password, session_short: false },
  });
}

export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const first = await startSignIn(app, email, password);
  if (first.statusCode !== 202) throw new Error(`sign-in of ${email} answered ${first.statusCode} ${first.body}`);
  const emailToken = first.json().result.emailToken;
  const code = await latestCode(app, email);
  const second = await call(app, 'POST', '/api/customers/admin/auth/secondFactor', {
    body: { secondFactorType: 'EMAIL', code, token: emailToken, sessionShort: false },
  });
  if (second.statusCode !== 201)
    throw new Error(`second factor of ${email} answered ${second.statusCode} ${second.body}`);
  return { ...second.json().result, brand: brandOf(email) };
}
