# syntax=docker/dockerfile:1.7
# The Telegram bot image: the compiled bot (apps/bot/dist/main.js, bundled by tooling/scripts/bundle-node-app.mjs
# through the bot's `build` script) with the packages it keeps outside its bundle. From the repository root:
#   docker build -f deploy/bot.Dockerfile -t mesto-bot .
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV CI=true TURBO_TELEMETRY_DISABLED=1
RUN npm install -g pnpm@12.21.0
WORKDIR /src
# The lockfile alone fills pnpm's store (a layer reused until the lockfile changes); the install is then offline.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
# Fixes to dependencies that pnpm applies on install (pnpm-workspace.yaml: patchedDependencies).
COPY patches ./patches
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile --filter "@mesto/bot..."
RUN pnpm --filter @mesto/bot build \
 && pnpm --filter @mesto/bot deploy --prod --legacy /out/bot \
 && node tooling/scripts/prune-node-modules.mjs /out/bot apps/bot/dist/externals.json

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app/apps/bot
COPY --from=build /out/bot/package.json ./package.json
COPY --from=build /out/bot/node_modules ./node_modules
COPY --from=build /src/apps/bot/dist ./dist
USER node
# The bot answers GET /health on BOT_WEBHOOK_PORT in both modes (beside the webhook, or alone while polling): 503 while
# long polling or the notification delivery does not work.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.BOT_WEBHOOK_PORT||3100)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/main.js"]
