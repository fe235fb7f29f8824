import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, notFound } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { ImageQueue } from '../files/seam.ts';
import { CARD_HEIGHT, CARD_WIDTH, renderCard } from './card-image.ts';
import { CARD_KINDS, cardOf } from './cards.service.ts';

// GET /api/cards/{kind}/{code}.png: the generated preview picture of a public page without a photo of its own.

export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Drawing a card takes a core for a few dozen milliseconds: one at a time, and a burst beyond a few is refused.
  const queue = new ImageQueue(CARD_WIDTH * CARD_HEIGHT * 8);
  app.get(
    '/cards/:kind/:file',
    {
      schema: {
        tags: ['cards'],
        summary: 'The generated link-preview picture (PNG, 1200×630) of a public page without a photo of its own',
        params: z.object({
          kind: z.enum(CARD_KINDS),
          file: z.string().regex(/^[\w-]{1,64}\.png$/, messages.cards.file),
        }),
        response: { 200: z.any().describe('image/png') },
      },
    },
    async (request, reply) => {
      const code = request.params.file.slice(0, -'.png'.length);
      const card = await cardOf(app.db, request.params.kind, code);
      if (!card) throw notFound(messages.cards.notFound);
      const done = await queue.run(CARD_WIDTH * CARD_HEIGHT, () => renderCard(card));
      if (done === null) {
        throw new ApiError(503, messages.files.busy, 'IMAGES_BUSY', undefined, { 'retry-after': '5' });
      }
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(done.value);
    },
  );
};
