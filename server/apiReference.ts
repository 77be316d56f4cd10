// Issue 19: the contract the sandbox implements, served by the sandbox itself — GET /api/openapi.json (the document
// `npm run generate` writes, docs/generated/openapi.json) and an interactive reference at /api/docs
// (@fastify/swagger in static mode + @fastify/swagger-ui). The reference has its own Content-Security-Policy (its
// page needs its own scripts and styles); the console's strict policy (server/security.ts) is untouched elsewhere.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';

export const OPENAPI_FILE = fileURLToPath(new URL('../docs/generated/openapi.json', import.meta.url));
export const API_DOCS_PREFIX = '/api/docs';

export async function registerApiReference(app: FastifyInstance): Promise<void> {
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Record<string, unknown>;
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json').send(document),
  );
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0 },
    // the page's own inline script and style (their hashes from @fastify/swagger); nothing from other origins
    staticCSP: true,
    transformStaticCSP: () => docsContentSecurityPolicy(app),
  });
}

function docsContentSecurityPolicy(app: FastifyInstance): string {
  const { script } = (app as unknown as { swaggerCSP: { script: string[] } }).swaggerCSP;
  return [
    "default-src 'self'",
    `script-src 'self' ${script.join(' ')}`,
    // Swagger UI sets a few inline styles of its own (a hash beside 'unsafe-inline' would switch it off); this page
    // holds no personal data and runs no inline script
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
