import type { ApiClient, Session } from '@mesto/api-client';
import { ApiProvider } from '@mesto/api-client/react';
import type { DeviceClass } from '@mesto/domain';
import type { Realtime } from '@mesto/realtime';
import { RealtimeProvider } from '@mesto/realtime/react';
import {
  ColorSchemeProvider,
  DeviceClassHintProvider,
  preloadable,
  setToastSink,
  toast,
  usePreloaded,
} from '@mesto/ui';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import { type ShellConfig, ShellConfigProvider } from '../shell-config.tsx';
import { GuestHintProvider } from '../ssr/guest-hint.tsx';
import { RenderTimeProvider } from '../ssr/render-time.tsx';
import { type ResponseStatus, ResponseStatusProvider } from '../ssr/response-status.tsx';

const toaster = preloadable(() => import('./toaster.tsx').then((module) => module.default));

/** What a person does before most toasts: a toast answers something they did. */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'submit'] as const;

export type AppProviderProps = {
  api: ApiClient;
  session: Session;
  queryClient: QueryClient;
  /** The chats connection (connected while someone is signed in); absent in tests that do not need it. */
  realtime?: Realtime | undefined;
  config: ShellConfig;
  /** Wraps the screens inside the API provider, for what one app alone needs around them. */
  Wrapper?: ComponentType<{ children: ReactNode }> | undefined;
  /** A server-rendered page: the device class it was rendered for (hydrated the same before measuring). */
  deviceClassHint?: DeviceClass | undefined;
  /** On the server: the status the page answers with, which screens may set (`useResponseStatus`). */
  responseStatus?: ResponseStatus | undefined;
  /** A server-rendered page: the moment it was rendered for, so time-dependent texts hydrate the same (`useNow`). */
  renderedAt?: Date | undefined;
  /** A server-rendered page: it was rendered for a guest (`useGuestHint`). */
  guestHint?: boolean | undefined;
  children: ReactNode;
};

/**
 * Toasts only ever come from the browser, and most visits show none: the region's code (Radix toast) stays off the
 * first load. At the person's first action it is fetched and the empty region mounted, in a transition, so that a
 * toast answering what they do next shows at once, beside the form's own error (not a chunk and a Suspense reveal
 * later, when they may already be sending again). A toast asked for before that goes to a stand-in sink: it puts the
 * toast back in @mesto/ui's queue (in order, with any that follow) and mounts the region, which shows them all once
 * its chunk has arrived. Its own state, so that mounting it re-renders it alone, not the page.
 */
function BrowserToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const warm = () =>
      void toaster.preload().then(
        () => startTransition(() => setMounted(true)),
        () => undefined,
      );
    for (const type of FIRST_ACTIONS)
      document.addEventListener(type, warm, { capture: true, passive: true, once: true });
  }, []);
  useEffect(() => {
    if (mounted) return;
    // Toasts asked for during start-up are already waiting in the queue: they arrive here as soon as this registers.
    const previous = setToastSink((options) => {
      setToastSink(null);
      toast(options);
      setMounted(true);
    });
    return () => {
      setToastSink(previous);
    };
  }, [mounted]);
  // Once fetched, rendered in the same pass (React.lazy would suspend that render once more); until then nothing.
  const Toaster = usePreloaded(toaster, mounted);
  return mounted && Toaster ? <Toaster /> : null;
}

/**
 * Everything the screens rely on: colour scheme, the API and the session, the chats connection, the shell's settings,
 * and the toasts.
 */
export function AppProvider({
  api,
  session,
  queryClient,
  realtime,
  config,
  Wrapper,
  deviceClassHint = 'desktop',
  responseStatus,
  renderedAt,
  guestHint = false,
  children,
}: AppProviderProps) {
  useEffect(() => {
    // The page is alive: a server-rendered one has been taken over by the app (browser tests wait for this).
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  const wrapped = Wrapper === undefined ? children : <Wrapper>{children}</Wrapper>;
  const screens =
    responseStatus === undefined ? (
      wrapped
    ) : (
      <ResponseStatusProvider status={responseStatus}>{wrapped}</ResponseStatusProvider>
    );
  return (
    <DeviceClassHintProvider hint={deviceClassHint}>
      <RenderTimeProvider at={renderedAt}>
        <GuestHintProvider guest={guestHint}>
          <ColorSchemeProvider>
            <ShellConfigProvider config={config}>
              <ApiProvider
                api={api}
                session={session}
                queryClient={queryClient}
                serverRendered={renderedAt !== undefined}
              >
                {realtime === undefined ? screens : <RealtimeProvider realtime={realtime}>{screens}</RealtimeProvider>}
              </ApiProvider>
            </ShellConfigProvider>
            <BrowserToaster />
          </ColorSchemeProvider>
        </GuestHintProvider>
      </RenderTimeProvider>
    </DeviceClassHintProvider>
  );
}
