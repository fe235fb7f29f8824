export { chatsSocketOptions, createChatsSocket, type RealtimeStatus, watchStatus } from './socket.ts';
