import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { type RealtimeStatus, watchStatus } from './socket.ts';

const SocketContext = createContext<Socket | null>(null);

/** Connects the socket while `enabled` (a user is signed in) and disconnects otherwise. */
export function RealtimeProvider({
  socket,
  enabled,
  children,
}: {
  socket: Socket;
  enabled: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!enabled) return;
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [socket, enabled]);
  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

export function useSocket(): Socket {
  const socket = useContext(SocketContext);
  if (!socket) throw new Error('useSocket must be used inside <RealtimeProvider>');
  return socket;
}

/** Spec §4: connected or disconnected, with 'connecting' while a (re)connection is under way. */
export function useRealtimeStatus(): RealtimeStatus {
  const socket = useContext(SocketContext);
  const [status, setStatus] = useState<RealtimeStatus>('disconnected');
  useEffect(() => (socket ? watchStatus(socket, setStatus) : undefined), [socket]);
  return status;
}
