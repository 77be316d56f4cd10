// Security headers on every reply. The CSP has no 'unsafe-eval': the console's form validators are precompiled
// (DESIGN "Forms"); and no 'unsafe-inline' for styles (issue 9): the console has no <style> elements or style
// attributes in markup — React's style props are set through the CSSOM, which style-src does not govern — so an
// injected style attribute or <style> cannot restyle the page. API replies are never cached (they carry personal data).
import type { FastifyInstance } from 'fastify';

/** The console's policy; `connectOrigins`: the brand API hosts of its deployment file (issue 19), besides its own. */
export function contentSecurityPolicy(connectOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** `consoleConnectOrigins`: asked per console page (not per API reply) for the deployment file's API hosts. */
export function registerSecurityHeaders(app: FastifyInstance, consoleConnectOrigins?: () => string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const origins = !isApi && consoleConnectOrigins ? consoleConnectOrigins() : [];
    reply.header('Content-Security-Policy', contentSecurityPolicy(origins));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (isApi) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
