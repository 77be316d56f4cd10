// `npm run dev`: one HTTP server on one port for both the sandbox API (Fastify, /api) and the console (Vite's dev
// server in middleware mode, with its hot-reload socket on the same server), plus the config watcher. The console's
// deployment file is the sandbox's, as `npm start` serves it (server/consoleDeployment.ts).
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { DEPLOYMENT_PATH } from '../../src/domain/deployment';
import { consoleDeployment } from '../consoleDeployment';
import { configWatchPlugin, type ConfigWatchOptions } from './configWatchPlugin';

export interface DevServer {
  vite: ViteDevServer;
  /** for buildApp: Fastify answers /api on the shared server, Vite everything else */
  serverFactory: FastifyServerFactory;
}

export interface DevServerOptions extends ConfigWatchOptions {
  /** the brands the sandbox offers, for its deployment file */
  brands: readonly string[];
  /** DEPLOYMENT_FILE, as the sandbox serves it; default the sandbox's own (its brands at /api) */
  deploymentFile?: string;
}

export async function createDevServer(root: string, options: DevServerOptions): Promise<DevServer> {
  const httpServer = createHttpServer();
  const vite = await createViteServer({
    root,
    appType: 'spa',
    server: { middlewareMode: true, ws: { server: httpServer } },
    plugins: [configWatchPlugin(root, options)],
  });
  const serverFactory: FastifyServerFactory = (handler) => {
    httpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const url = request.url ?? '/';
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return handler(request, response);
      // every page reads it first: without it Vite answered 404 and the console fell back to /api
      if (url.split('?')[0] === DEPLOYMENT_PATH) return sendDeploymentFile(response, options);
      vite.middlewares(request, response, () => {
        response.statusCode = 404;
        response.end();
      });
    });
    return httpServer;
  };
  return { vite, serverFactory };
}

function sendDeploymentFile(response: ServerResponse, { deploymentFile, brands }: DevServerOptions): void {
  const { body } = consoleDeployment(deploymentFile, brands);
  response.setHeader('Cache-Control', 'no-cache');
  // a file that is not JSON is sent as it is, for the console to name the problem
  response.setHeader('Content-Type', typeof body === 'string' ? 'text/plain' : 'application/json');
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}
