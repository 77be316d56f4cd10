// Security headers on every reply. The CSP has no 'unsafe-eval': the console's form validators are precompiled
// (DESIGN "Forms"); and no 'unsafe-inline' for styles (issue 9): the console has no <style> elements or style
// attributes in markup — React's style props are set through the CSSOM, which style-src does not govern — so an
// injected style attribute or <style> cannot restyle the page. API replies are never cached (they carry personal data).
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (request.url === '/api' || request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
