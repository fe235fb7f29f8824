import type { DeviceClass } from '@mesto/domain';
import type { DehydratedState } from '@tanstack/react-query';

/** What a server-rendered page hands to the browser besides its HTML, so the first render there is the same. */
export type ServerRenderPayload = {
  /** The query cache the page was rendered from. */
  queries: DehydratedState;
  deviceClass: DeviceClass;
  /** The server's clock at rendering (ISO): screens that show «открыто до…» render for the same moment. */
  renderedAt: string;
  /** Rendered for a guest (no signed-in marker on the request): see `useGuestHint`. */
  guest: boolean;
};

/** The global the payload script sets (`window.__MESTO_SSR__`). */
export const PAYLOAD_GLOBAL = '__MESTO_SSR__';

export function readServerRenderPayload(): ServerRenderPayload | null {
  const payload = (window as unknown as Record<string, unknown>)[PAYLOAD_GLOBAL];
  return payload !== null && typeof payload === 'object' ? (payload as ServerRenderPayload) : null;
}
