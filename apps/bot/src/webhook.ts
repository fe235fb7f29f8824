import { createServer, type Server } from 'node:http';
import { type Bot, webhookCallback } from 'grammy';

/**
 * The bot's own small HTTP server for production: Telegram posts updates to the webhook's path, and with a secret
 * token configured only a request carrying it in `X-Telegram-Bot-Api-Secret-Token` is handled (grammY answers 401
 * otherwise). GET /health answers for the reverse proxy and monitoring.
 */
export function webhookServer(
  bot: Bot,
  { path, secretToken }: { path: string; secretToken?: string | undefined },
): Server {
  const handle = webhookCallback(bot, 'http', { ...(secretToken ? { secretToken } : {}) });
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bot.local');
    if (request.method === 'POST' && url.pathname === path) {
      handle(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    response.writeHead(404).end();
  });
}
