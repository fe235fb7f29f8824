import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whether a server-rendered page was rendered for a guest (the request carried no signed-in marker, see
 * `SIGNED_IN_COOKIE`): a screen that differs for guests may render their content while the session is still being
 * asked, and the browser's hydration starts from the same. False where nothing was rendered on the server.
 */
const GuestHintContext = createContext(false);

export function GuestHintProvider({ guest, children }: { guest: boolean; children: ReactNode }) {
  return <GuestHintContext.Provider value={guest}>{children}</GuestHintContext.Provider>;
}

export function useGuestHint(): boolean {
  return useContext(GuestHintContext);
}
