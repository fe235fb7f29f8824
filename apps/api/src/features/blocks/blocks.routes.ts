import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.ts';
import { errorResponses, Ok, page } from '../../lib/schemas.ts';
import { sessionRequired, type Viewer } from '../../plugins/auth.ts';
import { BLOCKS_MAX } from './blocks.constants.ts';
import { Block, BlockBody, BlockListItem, BlockListQuery, BlockParams, BlockStatus } from './blocks.schemas.ts';
import { block, blockList, blockStatus, unblock } from './blocks.service.ts';

// Blocking a person (blocks.service.ts says what it changes). Every call is the caller's own: who they blocked is
// theirs to know, and nobody learns who blocked them.

const tags = ['blocks'];

const requireViewer = (viewer: Viewer | null): Viewer => {
  if (!viewer) throw unauthorized();
  return viewer;
};

export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/blocks',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'Block a person: no private chat, no invitations, their texts folded away; blocking twice is once',
        description:
          `The person is not told. At most ${BLOCKS_MAX} people (409 TOO_MANY_BLOCKS); oneself is a 400 SELF ` +
          'naming `userId`; a person who does not exist is a 404.',
        body: BlockBody,
        response: { 200: Block, ...errorResponses },
      },
    },
    async (request) => block(app.db, requireViewer(request.viewer), request.body.userId),
  );

  app.delete(
    '/blocks/:userId',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'Unblock a person; not blocked already is fine',
        params: BlockParams,
        response: { 200: Ok, ...errorResponses },
      },
    },
    async (request) => {
      await unblock(app.db, requireViewer(request.viewer), request.params.userId);
      return { ok: true as const };
    },
  );

  app.get(
    '/blocks',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'The people I have blocked, newest first',
        querystring: BlockListQuery,
        response: { 200: page(BlockListItem), ...errorResponses },
      },
    },
    async (request) => blockList(app.db, requireViewer(request.viewer), request.query),
  );

  app.get(
    '/blocks/:userId',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'Whether I have blocked a person (for the button on their profile)',
        params: BlockParams,
        response: { 200: BlockStatus, ...errorResponses },
      },
    },
    async (request) => blockStatus(app.db, requireViewer(request.viewer), request.params.userId),
  );
};
