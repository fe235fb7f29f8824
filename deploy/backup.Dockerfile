# syntax=docker/dockerfile:1.7
# The backup job's image: the compiled API's `dist/backup.js` with the pruned packages it keeps outside its bundle
# (as in api.Dockerfile), on PostgreSQL's own image for a pg_dump and pg_restore of the server's major version (a
# pg_dump older than the server refuses to dump it). Keep POSTGRES_IMAGE's major equal to the database's (compose
# runs postgres:18). Build from the repository root:
#   docker build -f deploy/backup.Dockerfile -t mesto-backup .
# See docs/backups.md.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG POSTGRES_IMAGE=postgres:18-bookworm

FROM ${NODE_IMAGE} AS node

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
# Only the API: the job needs none of the built web apps.
RUN pnpm install --offline --frozen-lockfile --filter "@mesto/api..."
RUN pnpm --filter @mesto/api build \
 && pnpm --filter @mesto/api deploy --prod --legacy /out/api \
 && node tooling/scripts/prune-node-modules.mjs /out/api apps/api/dist/externals.json

FROM ${POSTGRES_IMAGE} AS runtime
# Node's binary from the same Debian release; it needs only libstdc++ beside what the image has.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libstdc++6 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=node /usr/local/bin/node /usr/local/bin/node
ENV NODE_ENV=production
WORKDIR /app/apps/api
COPY --from=build /out/api/package.json ./package.json
COPY --from=build /out/api/node_modules ./node_modules
COPY --from=build /src/apps/api/dist ./dist
# The same unprivileged user as the API's image. The dump is written to /tmp before it goes to the bucket: give the
# container room for one dump there.
RUN useradd --uid 1000 --create-home --shell /usr/sbin/nologin node
USER node
# Not the database server: no entrypoint of PostgreSQL's image, and SIGTERM (its image stops with SIGINT).
ENTRYPOINT []
STOPSIGNAL SIGTERM
# Unhealthy when no backup succeeded within two periods (BACKUP_EVERY_HOURS); the first may take a while on a big
# database.
HEALTHCHECK --interval=5m --timeout=30s --start-period=2h \
  CMD ["node", "dist/backup.js", "--health"]
# A backup at start, then every BACKUP_EVERY_HOURS; `--once` for one run (cron, a Kubernetes CronJob), `--drill`
# for the restore drill. SIGTERM between runs stops at once; during a run, after it (give stop_grace_period room).
CMD ["node", "--enable-source-maps", "dist/backup.js"]
