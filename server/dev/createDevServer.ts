// `npm run dev`: one HTTP server on one port for both the sandbox API (Fastify, /api) and the console (Vite's dev
// server in middleware mode, with its hot-reload socket on the same server), plus the config watcher.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { configWatchPlugin } from './configWatchPlugin';

export interface DevServer {
  vite: ViteDevServer;
  /** for buildApp: Fastify answers /api on the shared server, Vite everything else */
  serverFactory: FastifyServerFactory;
}

export async function createDevServer(root: string): Promise<DevServer> {
  const httpServer = createHttpServer();
  const vite = await createViteServer({
    root,
    appType: 'spa',
    server: { middlewareMode: true, ws: { server: httpServer } },
    plugins: [configWatchPlugin(root)],
  });
  const serverFactory: FastifyServerFactory = (handler) => {
    httpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const url = request.url ?? '/';
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return handler(request, response);
      vite.middlewares(request, response, () => {
        response.statusCode = 404;
        response.end();
      });
    });
    return httpServer;
  };
  return { vite, serverFactory };
}
