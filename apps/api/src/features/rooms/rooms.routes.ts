import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCollection } from '../../lib/collection.ts';
import { ApiError, unauthorized } from '../../lib/errors.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { RoomParticipantBody, RoomParticipants, RoomParticipantsQuery, RoomParticipation } from './room.schemas.ts';
import { roomsCollection } from './rooms.collection.ts';
import { roomMessages } from './rooms.messages.ts';
import { findRoom, maySeeRoom, participantsOf, toggleParticipant } from './rooms.service.ts';

export const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, roomsCollection(app));

  app.post(
    '/rooms/toggle-participant',
    {
      config: sessionRequired,
      schema: {
        tags: ['rooms'],
        summary: 'Join a room, or leave it if already in: the room’s chat membership follows',
        body: RoomParticipantBody,
        response: { 200: RoomParticipation },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      return toggleParticipant(app.db, viewer, request.body.roomId);
    },
  );

  app.get(
    '/rooms/participants',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Who is in a room: whoever may see the room sees its company',
        querystring: RoomParticipantsQuery,
        response: { 200: RoomParticipants },
      },
    },
    async (request) => {
      const room = await findRoom(app.db, request.query.room);
      // A room the caller may not see is as absent as one that never was.
      if (!room || !(await maySeeRoom(app.db, request.viewer, room))) {
        throw new ApiError(404, roomMessages.notFound, 'NOT_FOUND', { room: roomMessages.notFound });
      }
      return participantsOf(app.db, room);
    },
  );
};
