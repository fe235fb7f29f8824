// What other features use of chats: the rooms feature keeps each room's chat (its title and its members, who are
// the room's participants) through these. Other features import chats only from here.

export {
  createRoomChat,
  joinRoomChat,
  leaveRoomChat,
  removeRoomChat,
  renameRoomChat,
} from './chats.membership.ts';
