import type { ApiClient, Session } from '@mesto/api-client';
import { ApiProvider } from '@mesto/api-client/react';
import type { DeviceClass } from '@mesto/domain';
import type { Realtime } from '@mesto/realtime';
import { RealtimeProvider } from '@mesto/realtime/react';
import { ColorSchemeProvider, DeviceClassHintProvider, setToastSink, toast } from '@mesto/ui';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { type ShellConfig, ShellConfigProvider } from '../shell-config.tsx';
import { GuestHintProvider } from '../ssr/guest-hint.tsx';
import { RenderTimeProvider } from '../ssr/render-time.tsx';
import { type ResponseStatus, ResponseStatusProvider } from '../ssr/response-status.tsx';

const loadToaster = () => import('./toaster.tsx');
const Toaster = lazy(loadToaster);

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
 * Toasts only ever come from the browser: the region mounts there, at the first toast asked for (most visits show
 * none, and the region's code, Radix toast, stays off the page until then). Until then a stand-in sink takes that
 * first toast: it puts it back in @mesto/ui's queue (in order, with any that follow) and mounts the region, which
 * shows them all once its chunk has arrived. Its own state, so that mounting it re-renders it alone, not the page.
 * The chunk is fetched at the person's first action: a toast answering a form should be on
 * screen with the form's own error, not a network round trip later, when the person may already be sending again.
 */
function BrowserToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // Fetched once (import() caches the module); the listeners go with their first call.
    const warm = () => void loadToaster().catch(() => undefined);
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
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
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
