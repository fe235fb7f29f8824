import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from './security-headers.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page security headers', () => {
  it('hash exactly the inline scripts a page runs, not files or data blocks', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<script>window.__P__={"a":1}</script>',
      '<script type="module">import "/x.js"</script>',
      '<script type="application/ld+json">{"@type":"Place"}</script>',
      '<SCRIPT TYPE="text/javascript">run()</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha256('window.__P__={"a":1}'), sha256('import "/x.js"'), sha256('run()')].sort(),
    );
  });

  it('the policy never allows inline or evaluated scripts, nor framing', () => {
    const policy = contentSecurityPolicy('<script>boot()</script>');
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).toContain(sha256('boot()'));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('an app built for an API on another origin may call it and its sockets', () => {
    const policy = contentSecurityPolicy('', { apiUrl: 'https://api.gorod.example/' });
    expect(/connect-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.gorod.example', 'wss://api.gorod.example']),
    );
  });

  it('HSTS in production only', () => {
    expect(baseSecurityHeaders({ production: true })['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(baseSecurityHeaders({ production: false })['strict-transport-security']).toBeUndefined();
    expect(baseSecurityHeaders({ production: false })['x-content-type-options']).toBe('nosniff');
  });
});
