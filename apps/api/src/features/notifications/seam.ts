// What other features use of notifications: the producers that put a notification in the outbox when a chat message,
// an answer to an opinion or an opinion about a business is written. Other features import notifications only
// from here (app.ts gives events and moderation their producers at composition).

export {
  chatMessageOutbox,
  notifyBusinessOpinion,
  notifyChatMessage,
  notifyOpinionAnswer,
} from './notifications.service.ts';
