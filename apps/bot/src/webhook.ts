import { createServer, type Server } from 'node:http';
import { type Bot, webhookCallback } from 'grammy';
import { answerHealth, healthOf, type Probe, secondsSince } from './health.ts';

/**
 * The bot's own small HTTP server for production: Telegram posts updates to the webhook's path, and with a secret
 * token configured only a request carrying it in `X-Telegram-Bot-Api-Secret-Token` is handled (grammY answers 401
 * otherwise). GET /health answers for the reverse proxy and monitoring: 503 while one of `probes` (the parts of the
 * process beside the webhook, e.g. the notification delivery) is down.
 *
 * Telegram is answered 200 within `answerWithinMs` even while an update is still being handled (a forwarded post is
 * read by the API for up to its reading budget): the handler goes on and sends its reply by the Bot API. Answered with
 * an error instead, Telegram would deliver the same update again, and the person would get the reply twice.
 */
export function webhookServer(
  bot: Bot,
  {
    path,
    secretToken,
    probes = {},
    answerWithinMs = 10_000,
  }: { path: string; secretToken?: string | undefined; probes?: Record<string, Probe>; answerWithinMs?: number },
): Server {
  const handle = webhookCallback(bot, 'http', {
    onTimeout: 'return',
    timeoutMilliseconds: answerWithinMs,
    ...(secretToken ? { secretToken } : {}),
  });
  // Updates handled, for the body of /health only: a quiet hour is no fault.
  let updates = 0;
  let lastUpdateAt: number | undefined;
  const webhook: Probe = () => ({
    ok: server.listening,
    updates,
    lastUpdateSecondsAgo: secondsSince(lastUpdateAt),
  });
  const health = healthOf('webhook', { webhook, ...probes });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bot.local');
    if (request.method === 'POST' && url.pathname === path) {
      handle(request, response)
        .then(() => {
          if (response.statusCode !== 200) return;
          updates += 1;
          lastUpdateAt = Date.now();
        })
        .catch(() => {
          if (!response.headersSent) response.writeHead(500);
          response.end();
        });
      return;
    }
    if (answerHealth(request, response, health)) return;
    response.writeHead(404).end();
  });
  return server;
}
