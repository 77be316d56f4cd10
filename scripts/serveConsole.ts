// npm run serve:console — serves a built console (dist/) on its own, as any static host would, for a console that
// talks to brand APIs on other hosts (README "Deploying against your brand API"). It shows what such a host must do:
// serve the files, answer unknown paths with index.html (the console's router decides), serve the deployment file
// never cached, and send the console's Content-Security-Policy with the deployment's API hosts in connect-src.
// Environment: PORT (8090), HOST (127.0.0.1), DIST_DIR (dist), DEPLOYMENT_FILE (DIST_DIR/deployment.json).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { allBrandIds } from '../server/brands';
import { consoleDeployment } from '../server/consoleDeployment';
import { registerSecurityHeaders } from '../server/security';

const distDir = resolve(process.env.DIST_DIR || 'dist');
const deploymentFile = resolve(process.env.DEPLOYMENT_FILE || join(distDir, 'deployment.json'));
const port = Number(process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No built console in ${distDir}: run npm run build first (or set DIST_DIR).`);
  process.exit(1);
}

const brands = allBrandIds();
const app = Fastify();
registerSecurityHeaders(app, () => consoleDeployment(deploymentFile, brands).connectOrigins);
app.get('/deployment.json', async (_request, reply) => {
  if (!existsSync(deploymentFile)) return reply.code(404).type('text/plain').send('no deployment file');
  reply.header('Cache-Control', 'no-cache');
  return reply
    .type('application/json')
    .sendFile(deploymentFile.split('/').pop()!, deploymentFile.replace(/\/[^/]+$/, ''));
});
await app.register(fastifyStatic, { root: distDir, wildcard: true, preCompressed: true });
app.setNotFoundHandler((request, reply) => {
  if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0])) return reply.code(404).send('not found');
  return reply.type('text/html').sendFile('index.html');
});
const address = await app.listen({ port, host });
console.log(`Console (${distDir}) at ${address}/, deployment file ${deploymentFile}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
