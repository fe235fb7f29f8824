import { createContext, type ReactNode, useContext } from 'react';

/** The HTTP status of a server-rendered page, set by the screen while it renders (a missing code → 404). */
export type ResponseStatus = { code: number };

const ResponseStatusContext = createContext<ResponseStatus | null>(null);

export function ResponseStatusProvider({ status, children }: { status: ResponseStatus; children: ReactNode }) {
  return <ResponseStatusContext value={status}>{children}</ResponseStatusContext>;
}

/**
 * Says what status the page answers with when it is rendered on the server: a page about an event, place or
 * person that does not exist is a real 404 for crawlers and link previews, not a 200 with «не найдено» in it. In the
 * browser there is no response to set, and this does nothing.
 */
export function useResponseStatus(code: number): void {
  const status = useContext(ResponseStatusContext);
  if (status !== null) status.code = code;
}

/** `useResponseStatus` as an element, for the branch of a screen that renders «не найдено». */
export function HttpStatus({ code }: { code: number }): null {
  useResponseStatus(code);
  return null;
}
