// The chats connection of the front ends. Importing this entry does not load socket.io-client: the store loads it
// with the first connection. `@mesto/realtime/socket` is the socket itself, for tests and scripts.

export type { Socket } from 'socket.io-client';
export type { RealtimeStatus } from './status.ts';
export { createRealtime, type Realtime, type RealtimeCredentials, type RealtimeOptions } from './store.ts';
