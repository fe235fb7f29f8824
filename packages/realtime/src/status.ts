/** The state of the chats connection as people see it: connected, (re)connecting, or disconnected. */
export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';
