import { useSession } from '@mesto/api-client/react';
import { type ReactNode, useEffect } from 'react';
import { setRealtimeWanted } from '../lib/realtime.ts';

/** The chats socket is connected while someone is signed in (the server authenticates it by the same cookies). */
export function Realtime({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const signedIn = user !== null;
  useEffect(() => setRealtimeWanted(signedIn), [signedIn]);
  return children;
}
