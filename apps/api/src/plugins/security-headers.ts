import { baseSecurityHeaders, contentSecurityPolicy, NON_PAGE_POLICY } from '@mesto/server-render/security-headers';
import fp from 'fastify-plugin';
import { type Env, isProduction } from '../env.ts';

/** The API's own documentation page (Swagger UI) brings its own scripts and keeps its own rules. */
const DOCS = '/api/docs';

/**
 * The security headers of every answer, in one place (the values are shared with `vite preview`, see
 * @mesto/server-render/security-headers): nosniff, a referrer policy, no framing, HSTS in production only; a page gets
 * the page policy (a rendered page or a served `index.html` brings one with the hashes of its own inline scripts),
 * anything else a policy that allows nothing.
 */
export const securityHeadersPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const base = baseSecurityHeaders({ production: isProduction(env) });
    const pagePolicy = contentSecurityPolicy();
    app.addHook('onSend', async (request, reply, payload) => {
      for (const [name, value] of Object.entries(base)) if (!reply.hasHeader(name)) reply.header(name, value);
      if (!reply.hasHeader('content-security-policy') && !request.url.startsWith(DOCS)) {
        const type = String(reply.getHeader('content-type') ?? '');
        reply.header('content-security-policy', type.includes('text/html') ? pagePolicy : NON_PAGE_POLICY);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
