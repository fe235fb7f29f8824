import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { registerCollection } from '../../lib/collection.ts';
import { ApiError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { botOnlyRoutes } from '../../lib/internal-auth.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import type { EventPublished } from '../events/seam.ts';
import { effectivePort } from './fetching/allow-list.ts';
import { resolvePublic } from './fetching/resolve-public.ts';
import { sourceFetchMessages } from './fetching/source-messages.ts';
import {
  ChannelPost,
  ChannelPostReceipt,
  Source,
  SourceItems,
  SourceParams,
  SourcePreview,
  SourcePreviewBody,
} from './source.schemas.ts';
import { findSource, type SourceChecks, sourceItemsOf, sourcesCollection } from './sources.collection.ts';
import { sourceMessages } from './sources.messages.ts';
import { startSourcePolling } from './sources.polling.ts';
import { previewSource, takeChannelPost } from './sources.preview.ts';
import { claimSource, type FetchSettings, findChannelSource, itemsOf, pollSource } from './sources.service.ts';
import { channelAdminCheck, channelAdminMessage } from './telegram-admin.ts';

type Options = { env: Env; eventPublished: EventPublished };

/** The checks a source's address passes when it is saved, as this environment has them. */
function checksOf(env: Env): SourceChecks {
  const allow = env.SOURCE_FETCH_ALLOW.length ? env.SOURCE_FETCH_ALLOW : undefined;
  const token = env.TELEGRAM_BOT_TOKEN;
  return {
    ...(allow ? { allow } : {}),
    async resolves(url) {
      const result = await resolvePublic(url.hostname, { port: effectivePort(url), ...(allow ? { allow } : {}) });
      return result.ok ? { ok: true } : { ok: false, message: sourceFetchMessages[result.problem] };
    },
    channelAdmin: token
      ? async (channel, telegramUserId) => {
          const verdict = await channelAdminCheck({
            token,
            channel,
            telegramUserId,
            ...(env.TELEGRAM_API_ROOT ? { apiRoot: env.TELEGRAM_API_ROOT } : {}),
          });
          if (verdict.ok) return { ok: true, chatId: verdict.chatId, title: verdict.title };
          return { ok: false, message: channelAdminMessage(verdict.problem, env.TELEGRAM_BOT_NAME ?? null) };
        }
      : null,
  };
}

/**
 * The sources of places and organisations: the collection (list, blank, editor, delete), a preview of what an
 * address would give before it is connected, a fetch at once, and each source's items. This node's poller runs
 * when SOURCE_POLLING is on.
 */
export const sourcesRoutes: FastifyPluginAsyncZod<Options> = async (app, { env, eventPublished }) => {
  const checks = checksOf(env);
  const fetchSettings: FetchSettings = checks.allow ? { allow: checks.allow } : {};
  const collection = sourcesCollection(checks);
  registerCollection(app, collection);
  const tags = ['sources'];

  /** The source, when the caller may manage it: 404 when it does not exist, 403 when it is not theirs. */
  async function mine(request: { viewer: import('../../lib/viewer.ts').Viewer | null; params: { id: string } }) {
    if (!request.viewer) throw unauthorized();
    const source = await findSource(app.db, request.params.id);
    if (!source) throw notFound(sourceMessages.notFound);
    const access = await collection.access.row(
      { db: app.db, viewer: request.viewer, request: request as never },
      source,
    );
    // As the collection answers for a source one may not see: it does not exist for them.
    if (!access.canView) throw notFound(sourceMessages.notFound);
    if (!access.canEdit) throw forbidden();
    return source;
  }

  app.post(
    '/sources/preview',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary:
          'What an address would give if it were connected as a source: its kind, name and the first upcoming items, each as it would be read (and whether a trusted source would publish it without a person)',
        body: SourcePreviewBody,
        response: { 200: SourcePreview },
      },
    },
    async (request) => {
      if (!request.viewer) throw unauthorized();
      if (!(await collection.access.create({ db: app.db, viewer: request.viewer, request }))) throw forbidden();
      return previewSource(app, request.body, fetchSettings);
    },
  );

  /**
   * Another fetch of the source is under way (its turn came, another node, a second click): it is the fetch the person
   * asked for, so the answer waits for it to end and shows what it brought. A fetch takes at most its 15 s bound and
   * the reading of its items; one still running after the wait is a 409 that says so.
   */
  async function runningFetchEnds(id: string) {
    const until = Date.now() + env.SOURCE_FETCH_WAIT_MS;
    for (;;) {
      await delay(Math.min(250, env.SOURCE_FETCH_WAIT_MS));
      const now = await findSource(app.db, id);
      if (!now) throw notFound(sourceMessages.notFound);
      if (now.claimedBy === null) return;
      if (Date.now() >= until) throw new ApiError(409, sourceMessages.fetchRunning, 'FETCH_RUNNING');
    }
  }

  app.post(
    '/sources/:id/fetch',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary:
          'Fetch a source now instead of at its next turn; answers with the source as it is afterwards. When a fetch of it is already under way, waits for that one instead (409 FETCH_RUNNING if it runs past SOURCE_FETCH_WAIT_MS)',
        params: SourceParams,
        response: { 200: Source },
      },
    },
    async (request) => {
      const source = await mine(request);
      if (source.kind === 'TELEGRAM_CHANNEL') {
        throw new ApiError(409, sourceMessages.channelNotFetched, 'CHANNEL_NOT_FETCHED');
      }
      const claimed = await claimSource(app.db, source.id, `request-${randomUUID().slice(0, 8)}`);
      if (claimed) await pollSource(app, claimed, { published: eventPublished, fetch: fetchSettings });
      else await runningFetchEnds(source.id);
      const fresh = await findSource(app.db, source.id);
      const [item] = await sourceItemsOf(app.db, [fresh ?? source]);
      return item as NonNullable<typeof item>;
    },
  );

  app.get(
    '/sources/:id/items',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: "A source's items, the newest change first, with the announcement or event each became",
        params: SourceParams,
        response: { 200: SourceItems },
      },
    },
    async (request) => {
      const source = await mine(request);
      return { items: await itemsOf(app.db, source.id) };
    },
  );

  if (env.SOURCE_POLLING === 'on') {
    let polling: ReturnType<typeof startSourcePolling> | undefined;
    app.addHook('onReady', async () => {
      polling = startSourcePolling(app, {
        published: eventPublished,
        fetch: fetchSettings,
        idleMs: env.SOURCE_POLL_IDLE_MS,
      });
    });
    app.addHook('preClose', async () => {
      await polling?.stop();
    });
  }
};

/** The bot's internal route for the posts of channels it administers (under /api/internal/sources). */
export const sourcesInternalRoutes =
  (env: Env, eventPublished: EventPublished): FastifyPluginAsyncZod =>
  async (app) => {
    botOnlyRoutes(app, env);
    app.post(
      '/channel-posts',
      {
        schema: {
          summary:
            'A post (or an edit) of a channel the bot administers: a connected channel turns it into an announcement',
          body: ChannelPost,
          response: { 200: ChannelPostReceipt },
        },
      },
      async (request) =>
        takeChannelPost(
          app,
          request.body,
          (chatId, username) => findChannelSource(app.db, chatId, username),
          eventPublished,
        ),
    );
  };
