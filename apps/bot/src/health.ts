import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

// GET /health of the bot process, for the container's health check and the reverse proxy: 200 while the bot works,
// 503 while a part of it does not. The body holds states and ages only (never a token, a secret or an error's text),
// and answering reads a few variables: it may be asked every few seconds.

/** One part of the bot: whether it works now, and a few figures for whoever reads the body. */
export type Probe = () => { ok: boolean } & Record<string, unknown>;

export type Health = () => { ok: boolean; mode: 'polling' | 'webhook' } & Record<string, unknown>;

/** The bot's health: ok while every part is. */
export function healthOf(mode: 'polling' | 'webhook', probes: Record<string, Probe>): Health {
  return () => {
    const parts = Object.fromEntries(Object.entries(probes).map(([name, probe]) => [name, probe()]));
    return { ok: Object.values(parts).every((part) => part.ok), mode, ...parts };
  };
}

/** Whole seconds since a moment, for the body: ages are what a reader compares with the thresholds. */
export function secondsSince(at: number | undefined, now = Date.now()): number | null {
  return at === undefined ? null : Math.round((now - at) / 1000);
}

/** Answers GET (and HEAD) /health; false when the request is for something else. */
export function answerHealth(request: IncomingMessage, response: ServerResponse, health: Health): boolean {
  const url = new URL(request.url ?? '/', 'http://bot.local');
  if (url.pathname !== '/health' || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const report = health();
  response
    .writeHead(report.ok ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    .end(request.method === 'HEAD' ? undefined : JSON.stringify(report));
  return true;
}

/** The only HTTP server of a bot that polls Telegram: /health, and 404 for anything else. */
export function healthServer(health: Health): Server {
  return createServer((request, response) => {
    if (!answerHealth(request, response, health)) response.writeHead(404).end();
  });
}
