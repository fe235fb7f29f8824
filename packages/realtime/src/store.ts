import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { RealtimeStatus } from './status.ts';

/** How the socket proves who is connecting, given by the session of the app. */
export type RealtimeCredentials = {
  /**
   * An access token to send as the handshake's `auth.token`, read on every (re)connection, so a reconnect always
   * presents the latest one. Browsers leave it out: the handshake carries the session cookies.
   */
  token?: () => string | null;
  /**
   * Renews the session unless that already happened after `since`; resolves true when it goes on. The server
   * checks the access token only at the handshake, so a refused handshake (often after a reconnect, once the token
   * has expired) is the socket's 401.
   */
  renew?: (since: number) => Promise<boolean>;
};

/** The code of a handshake refused for missing or expired credentials (other refusals: origin, server error). */
const UNAUTHORIZED = 'UNAUTHORIZED';

export type RealtimeOptions = {
  /** The API's origin; empty for the same origin (the apps proxy /sockets to the API). */
  baseUrl?: string;
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
};

/**
 * The chats connection of an app: connected while someone is signed in, with its state for the screens.
 * socket.io-client is loaded on the first connection only, so public pages never download it.
 */
export type Realtime = {
  /** Connects while true (someone is signed in), disconnects when false. */
  setWanted(wanted: boolean): void;
  setCredentials(credentials: RealtimeCredentials): void;
  /** The socket itself, for features that send and receive chat events (loads socket.io-client if needed). */
  getChatsSocket(): Promise<Socket>;
  getStatus(): RealtimeStatus;
  subscribe(listener: () => void): () => void;
};

export function createRealtime(options: RealtimeOptions = {}): Realtime {
  let status: RealtimeStatus = 'disconnected';
  const listeners = new Set<() => void>();
  let socket: Promise<Socket> | null = null;
  let wanted = false;
  let credentials: RealtimeCredentials = {};
  /** When the last handshake started: a renewal after it means that handshake had the old token. */
  let handshakeAt = 0;
  let renewing = false;
  /** Set when reconnecting right after a renewal: a second refusal then is not about an expired token. */
  let retriedAfterRenewal = false;

  function setStatus(next: RealtimeStatus) {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  }

  function connect(loaded: Socket) {
    handshakeAt = Date.now();
    loaded.connect();
  }

  async function afterRefusal(loaded: Socket) {
    if (!wanted || renewing || retriedAfterRenewal || !credentials.renew) return;
    renewing = true;
    setStatus('connecting');
    try {
      const renewed = await credentials.renew(handshakeAt);
      if (renewed && wanted && !loaded.active) {
        retriedAfterRenewal = true;
        connect(loaded);
      } else if (!loaded.active) {
        setStatus('disconnected');
      }
    } finally {
      renewing = false;
    }
  }

  function load(): Promise<Socket> {
    socket ??= import('./socket.ts').then(({ createChatsSocket, watchStatus }) => {
      const created = createChatsSocket(options.baseUrl, {
        ...options.socketOptions,
        auth: (send) => {
          const token = credentials.token?.();
          send(token ? { token } : {});
        },
      });
      watchStatus(created, setStatus);
      created.io.on('reconnect_attempt', () => {
        handshakeAt = Date.now();
      });
      created.on('connect', () => {
        retriedAfterRenewal = false;
      });
      // socket.io keeps retrying on its own after a lost connection (the socket stays active); when the server
      // refuses the handshake it stops, and when the refusal is about the credentials only new ones can help.
      created.on('connect_error', (error: Error & { data?: { code?: string } }) => {
        if (created.active) return;
        const code = error.data?.code;
        if (code === undefined || code === UNAUTHORIZED) void afterRefusal(created);
        else setStatus('disconnected');
      });
      return created;
    });
    return socket;
  }

  return {
    setWanted(next) {
      wanted = next;
      if (next) {
        retriedAfterRenewal = false;
        void load().then((loaded) => {
          if (wanted && !loaded.active) connect(loaded);
        });
      } else if (socket !== null) {
        void socket.then((loaded) => {
          if (!wanted) loaded.disconnect();
        });
      }
    },
    setCredentials(next) {
      credentials = next;
    },
    getChatsSocket: load,
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
