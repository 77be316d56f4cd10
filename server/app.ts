// The sandbox brand API as a Fastify app: everything under /api is built from schemas/api declarations; the
// built console (dist/) is served at / with an SPA fallback. Tests build it in-process and use app.inject().
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { allBrandIds, loadBrandProfiles, type BrandProfile } from './brands';
import type { ServerSettings } from './context';
import type { Db } from './db/connect';
import { loadDeclarations } from './declarations';
import { consoleDeployment } from './consoleDeployment';
import { ApiError, Codes, notFound } from './errors';
import { handlers } from './handlers';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from './auth/limits';
import { redactUrl } from './redactUrl';
import { registerApiReference } from './apiReference';
import { registerCalls } from './routes';
import { registerSecurityHeaders } from './security';

export interface AppOptions {
  db: Db;
  /** sandbox-only calls (outbox) and code logging; default on */
  sandbox?: boolean;
  /** brands this deployment offers; default all */
  brands?: string[];
  accessTokenTtlSeconds?: number;
  /** origin of the console for links in e-mails, e.g. https://console.example; default: the request's own origin */
  publicUrl?: string;
  /** folder of the built console; null = do not serve it. Default: dist/ when it exists */
  distDir?: string | null;
  /** the console's deployment file (DEPLOYMENT_FILE, kept outside distDir: a build empties it); default: the sandbox's own */
  deploymentFile?: string;
  logger?: FastifyServerOptions['logger'];
  /** the clock of time-driven sandbox states (asynchronous smartcard replacements); default the real one */
  clock?: () => Date;
  /** origins of consoles on other hosts that may call this API with credentials (CORS; issue 19) */
  consoleOrigins?: string[];
  /** hold every reply strictly to its declaration (default: CHECK_REPLIES=1, set by the test run and `npm run dev`) */
  checkReplies?: boolean;
  /** the brands' resolved profiles, a map its owner may refresh (`npm run dev`, after a brand edit); default: read once */
  profiles?: Map<string, BrandProfile>;
  /** the HTTP server Fastify answers on (`npm run dev` shares it with the Vite dev server); default Fastify's own */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

/** Bytes kept of an uploaded file: just over the 2 MB photo limit (001 §9), so a larger one is still seen as too large. */
export const MULTIPART_FILE_LIMIT = 2 * 1024 * 1024 + 1024;

/** Bytes below which an API reply is sent uncompressed. */
export const API_COMPRESS_THRESHOLD = 1024;

const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logger = options.logger === true ? {} : options.logger;
  const app = Fastify({
    logger: logger ? { ...logger, serializers: { req: logRequest, ...logger.serializers } } : false,
    // photos (001 §9: up to 2 MB) arrive base64-encoded in JSON
    bodyLimit: 4 * 1024 * 1024,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  const brands = options.brands?.length ? options.brands : allBrandIds();
  const settings: ServerSettings = {
    sandbox: options.sandbox ?? true,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    profiles: options.profiles ?? loadBrandProfiles(brands),
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
    log: app.log,
    clock: options.clock ?? (() => new Date()),
    checkReplies: options.checkReplies ?? process.env.CHECK_REPLIES === '1',
  };

  const distDir = options.distDir === undefined ? DEFAULT_DIST : options.distDir;
  const serveConsole = distDir !== null && existsSync(join(distDir, 'index.html'));

  // reads the HttpOnly refresh cookie (server/auth/refreshCookie.ts)
  await app.register(fastifyCookie);
  registerSecurityHeaders(
    app,
    serveConsole ? () => consoleDeployment(options.deploymentFile, brands).connectOrigins : undefined,
  );
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send({ errors: error.errors });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals: unparsable JSON, wrong content type, body too large …
      return reply
        .code(400)
        .send({ errors: [{ code: Codes.VALIDATION, message: (error as Error).message, fields: ['(body)'] }] });
    }
    request.log.error(error);
    return reply.code(500).send({ errors: [{ code: '500', message: 'Server error. Please try again later.' }] });
  });

  await app.register(
    async (api) => {
      // A console served from another origin (its deployment file names this API) calls with credentials: the refresh
      // cookie. Only the configured origins are answered; any other origin gets no CORS headers, so its browser
      // refuses to send the custom headers and the cookie (server/auth/refreshCookie.ts).
      const consoleOrigins = new Set(options.consoleOrigins ?? []);
      if (consoleOrigins.size) {
        await api.register(fastifyCors, {
          origin: (origin, callback) => callback(null, origin !== undefined && consoleOrigins.has(origin)),
          credentials: true,
          methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
          allowedHeaders: ['Accept', 'Authorization', 'Content-Type', 'X-Brand', 'X-User-Token', 'X-Requested-With'],
          maxAge: 600,
        });
      }
      // API replies are compressed per request (a customer list is ~10 KB of JSON); small ones are not worth it.
      // Brotli at quality 4 (the plugin's default) costs about what gzip does; the console files are compressed at build time.
      await api.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: API_COMPRESS_THRESHOLD });
      // 001 §7 multipart uploads (a digital railcard's primaryPhoto / secondaryPhoto): each file becomes a data URL in
      // the body, so the call is validated by its declared body schema and judged by the same photo rules as JSON.
      await api.register(fastifyMultipart, {
        attachFieldsToBody: 'keyValues',
        // a file is cut just past the largest photo any brand takes (2 MB), never refused here: the photo rule then
        // answers 'too large' (001 §8) from the bytes it sees, within the body schema's length
        throwFileSizeLimit: false,
        limits: { fileSize: MULTIPART_FILE_LIMIT, files: 2, fields: 10, parts: 12 },
        onFile: async (part) => {
          const bytes = await part.toBuffer();
          const type = /^[a-z]+\/[a-z0-9.+-]+$/.test(part.mimetype) ? part.mimetype : 'application/octet-stream';
          (part as MultipartFile & Pick<MultipartValue, 'value'>).value =
            `data:${type};base64,${bytes.toString('base64')}`;
        },
      });
      registerCalls(api, options.db, settings, loadDeclarations(), handlers);
    },
    { prefix: '/api' },
  );

  await registerApiReference(app);

  if (serveConsole) {
    // the console's deployment file: DEPLOYMENT_FILE, or the sandbox's own (server/consoleDeployment.ts)
    app.get('/deployment.json', async (_request, reply) => {
      const { body } = consoleDeployment(options.deploymentFile, brands);
      reply.header('Cache-Control', 'no-cache');
      return typeof body === 'string' ? reply.type('text/plain').send(body) : reply.send(body);
    });
    await app.register(fastifyStatic, {
      root: distDir,
      // Look files up per request, so a rebuilt console is served without a restart.
      wildcard: true,
      // The build writes .br and .gz copies beside each file (scripts/precompressAssets.ts); the browser gets the
      // smallest it accepts, with Vary: Accept-Encoding. index.html, served as the SPA fallback, too.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fetched again to learn the new hashes.
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing file (an old chunk after a deploy) is a 404, not the console page served as a script.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
    if (isApi || isFile || !serveConsole || request.method !== 'GET') {
      const error = notFound();
      return reply.code(404).send({ errors: error.errors });
    }
    // SPA fallback: the console's router decides what the path shows
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}

function logRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
