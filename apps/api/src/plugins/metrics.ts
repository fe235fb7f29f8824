import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { Env } from '../env.ts';
import { REQUEST_ID_HEADER } from '../lib/request-id.ts';

/** A number read when Prometheus scrapes; `null` leaves the series out (what it reads does not exist here yet). */
export type GaugeReading = () => Promise<number | null> | number | null;

export type Metrics = {
  registry: Registry;
  /** Adds a gauge read at every scrape, e.g. the depth of a queue table another feature owns. */
  registerGauge(name: string, help: string, read: GaugeReading): void;
  /** Where the metrics server listens, once the app is ready (null without METRICS_PORT). */
  address(): AddressInfo | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Notifications waiting for the bot: rows of `notification_outbox` neither sent nor given up on. The table comes
 * with the notifications feature; until its migration has run the series is simply absent.
 */
export function outboxDepthReading(db: DatabaseHandle['db']): GaugeReading {
  return async () => {
    const [table] = rowsOf<{ present: string | null }>(
      await db.execute(sql`select to_regclass('public.notification_outbox')::text as present`),
    );
    if (!table?.present) return null;
    const [counted] = rowsOf<{ depth: number }>(
      await db.execute(
        sql`select count(*)::int as depth from notification_outbox where sent_at is null and failed_at is null`,
      ),
    );
    return counted?.depth ?? 0;
  };
}

/**
 * Prometheus metrics on a port of their own (METRICS_PORT), never on the public one: request rate and latency by
 * route and status, open sockets, the database pool, the notification outbox, and the process's own figures.
 */
export const metricsPlugin = fp<{ env: Env; database: DatabaseHandle }>(
  async (app, { env, database }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its response being sent, by route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the path itself: ids in paths would make a series per event.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    // A gauge of its own kind: prom-client's gauges always print a value (0 when unset), and a reading of `null`
    // must leave the series out altogether.
    const registerGauge = (name: string, help: string, read: GaugeReading) => {
      const shape = { name, help, type: 'gauge', aggregator: 'sum' } as const;
      registry.registerMetric({
        ...shape,
        labelNames: [],
        reset() {},
        async get() {
          let value: number | null = null;
          try {
            value = await read();
          } catch (error) {
            // A scrape never fails for one reading; the series is left out this time.
            app.log.warn({ err: error, metric: name }, 'metric reading failed');
          }
          return { ...shape, values: value === null ? [] : [{ value, labels: {} }] };
        },
      } as unknown as Parameters<Registry['registerMetric']>[0]);
    };

    registerGauge('socketio_connections', 'Socket.IO connections open on this node', () =>
      app.hasDecorator('io') ? app.io.engine.clientsCount : null,
    );
    registerGauge(
      'notification_outbox_depth',
      'Notifications waiting to be sent, to Telegram and to browsers',
      outboxDepthReading(app.db),
    );
    if (database.pool) {
      const pool = database.pool;
      registerGauge(
        'db_pool_max_connections',
        'Connections this node may open to the primary database',
        () => pool.max,
      );
      new Gauge({
        name: 'db_pool_connections',
        help: 'Connections this node holds to the primary database, by state (active, idle, idle in transaction)',
        labelNames: ['state'],
        registers: [registry],
        async collect() {
          this.reset();
          try {
            for (const { state, count } of await pool.connections()) this.set({ state }, count);
          } catch (error) {
            app.log.warn({ err: error }, 'metric reading failed: db_pool_connections');
          }
        },
      });
    }

    let server: Server | null = null;
    app.decorate('metrics', {
      registry,
      registerGauge,
      address: () => (server?.address() as AddressInfo | null) ?? null,
    });

    if (env.METRICS_PORT === undefined) return;
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics scrape failed');
          response.writeHead(500).end();
        },
      );
    });
    const listening = server;
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(env.METRICS_PORT, env.METRICS_HOST, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      if (listening.listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
