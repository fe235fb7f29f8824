# syntax=docker/dockerfile:1.7
# The API image: the compiled API (apps/api/dist) with only the packages it keeps outside its bundle (pnpm deploy
# --prod, pruned to dist/externals.json and their dependencies), and the two built
# apps it serves in production (visitor site with its server render, business panel). Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t mesto-api .
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
RUN pnpm install --offline --frozen-lockfile --filter "@mesto/api..." --filter "@mesto/visitor..." --filter "@mesto/business..."
RUN pnpm --filter @mesto/visitor build \
 && pnpm --filter @mesto/business build \
 && pnpm --filter @mesto/api build \
 && pnpm --filter @mesto/api deploy --prod --legacy /out/api \
 && node tooling/scripts/prune-node-modules.mjs /out/api apps/api/dist/externals.json

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app/apps/api
COPY --from=build /out/api/package.json ./package.json
COPY --from=build /out/api/node_modules ./node_modules
COPY --from=build /src/apps/api/dist ./dist
COPY --from=build /src/apps/visitor/dist /app/apps/visitor/dist
COPY --from=build /src/apps/visitor/dist-ssr /app/apps/visitor/dist-ssr
COPY --from=build /src/apps/business/dist /app/apps/business/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness; the load balancer asks /api/health/ready itself.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (readiness 503, sockets moved, in-flight requests finish); give it DRAIN_TIMEOUT_SECONDS + 5.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server.js"]
