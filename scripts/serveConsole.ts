// npm run serve:console — serves a built console (dist/) on its own, as any static host would, for a console that
// talks to brand APIs on other hosts (README "Deploying against your brand API"). It shows what such a host must do:
// serve the files, answer unknown paths with index.html (the console's router decides), serve the deployment file
// never cached, and send the console's Content-Security-Policy with the deployment's API hosts in connect-src.
// Environment: PORT (8090), HOST (127.0.0.1), DIST_DIR (dist), DEPLOYMENT_FILE (deployment.json in the project
// folder: outside dist/, which every build empties — docs/decisions/2536-deployment-file-outside-dist.md).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { allBrandIds } from '../server/brands';
import { consoleDeployment } from '../server/consoleDeployment';
import { registerSecurityHeaders } from '../server/security';

const PROJECT = fileURLToPath(new URL('..', import.meta.url));

/** Where serve:console reads the deployment file without DEPLOYMENT_FILE: the project folder, which no build touches. */
export const DEFAULT_DEPLOYMENT_FILE = join(PROJECT, 'deployment.json');

export interface ConsoleHostOptions {
  distDir: string;
  deploymentFile: string;
  brands: readonly string[];
}

/** The folders and file serve:console uses, from its environment. */
export function consoleHostOptions(env: NodeJS.ProcessEnv, brands: readonly string[]): ConsoleHostOptions {
  return {
    distDir: resolve(env.DIST_DIR || join(PROJECT, 'dist')),
    deploymentFile: resolve(env.DEPLOYMENT_FILE || DEFAULT_DEPLOYMENT_FILE),
    brands,
  };
}

/** What serve:console says at start about its deployment file: nothing when all is well. */
export function deploymentFileWarning({ distDir, deploymentFile }: ConsoleHostOptions): string | undefined {
  const inDist = relative(distDir, deploymentFile);
  if (!inDist.startsWith('..') && !isAbsolute(inDist))
    return `The deployment file ${deploymentFile} is inside ${distDir}: the next build empties that folder and deletes it. Keep it elsewhere (DEPLOYMENT_FILE).`;
  if (!existsSync(deploymentFile))
    return `No deployment file at ${deploymentFile} yet: the console says "answered HTTP 404" until one is written (README "Deploying against your brand API", step 2).`;
  return undefined;
}

export async function buildConsoleHost({
  distDir,
  deploymentFile,
  brands,
}: ConsoleHostOptions): Promise<FastifyInstance> {
  const app = Fastify();
  registerSecurityHeaders(app, () => consoleDeployment(deploymentFile, brands).connectOrigins);
  app.get('/deployment.json', async (_request, reply) => {
    // read per request: a moved brand applies on the next page load, without a restart
    let body: string;
    try {
      body = readFileSync(deploymentFile, 'utf8');
    } catch {
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain').send('no deployment file');
    }
    // sent as read, not through @fastify/static's sendFile: that sets its own Cache-Control (max-age=0) over ours
    return reply.header('Cache-Control', 'no-cache').type('application/json').send(body);
  });
  await app.register(fastifyStatic, { root: distDir, wildcard: true, preCompressed: true });
  app.setNotFoundHandler((request, reply) => {
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0])) return reply.code(404).send('not found');
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}

async function main() {
  const options = consoleHostOptions(process.env, allBrandIds());
  if (!existsSync(join(options.distDir, 'index.html'))) {
    console.error(`No built console in ${options.distDir}: run npm run build first (or set DIST_DIR).`);
    process.exit(1);
  }
  const warning = deploymentFileWarning(options);
  if (warning) console.warn(warning);
  const app = await buildConsoleHost(options);
  const address = await app.listen({ port: Number(process.env.PORT ?? 8090), host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Console (${options.distDir}) at ${address}/, deployment file ${options.deploymentFile}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void app.close().then(() => process.exit(0)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
