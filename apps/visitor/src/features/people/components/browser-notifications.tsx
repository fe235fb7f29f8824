import { ApiError } from '@mesto/api-client';
import { Button, toast } from '@mesto/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { useSaveNotificationSettings } from '../api/notification-settings.ts';
import { useDeletePushSubscription, usePushSubscriptions, useSavePushSubscription } from '../api/push-subscriptions.ts';
import {
  BrowserPushError,
  currentEndpoint,
  notificationPermission,
  type PushSupport,
  pushSupport,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '../lib/browser-push.ts';
import { browserNotificationsMessages as text } from '../messages.ts';

/** What this browser can do and has done, read after the page is in the browser (never on the server). */
type Device = { support: PushSupport; permission: NotificationPermission; endpoint: string | null };

function useDevice() {
  const [device, setDevice] = useState<Device | null>(null);
  const check = useCallback(async () => {
    const support = pushSupport();
    const endpoint = await currentEndpoint().catch(() => null);
    setDevice({ support, permission: support === 'supported' ? notificationPermission() : 'default', endpoint });
  }, []);
  useEffect(() => {
    void check();
    // Permissions change in the browser's own settings: look again when the person comes back to the tab.
    const again = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, [check]);
  return { device, check };
}

const failureText = (error: unknown, fallback: string) => {
  if (error instanceof BrowserPushError) {
    return {
      denied: text.blocked,
      dismissed: text.dismissed,
      worker: text.worker,
      'push-service': text.pushService,
    }[error.reason];
  }
  return error instanceof ApiError && error.message ? error.message : fallback;
};

/**
 * «Уведомления в браузере»: whether this device shows them (on, off, blocked in the browser with how to allow them,
 * not possible here), «Включить» — permission, subscription, stored by the API — and «Отключить»; the person's other
 * browsers, each removable. `pushChannel`: the browser channel of the settings, switched on with the first browser.
 */
export function BrowserNotifications({ available, pushChannel }: { available: boolean; pushChannel: boolean }) {
  const { device, check } = useDevice();
  const subscriptions = usePushSubscriptions({ enabled: available });
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();
  const saveSettings = useSaveNotificationSettings();
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const errorId = useId();

  const items = subscriptions.data?.items ?? [];
  const mine = device?.endpoint ? items.find((item) => item.endpoint === device.endpoint) : undefined;
  const others = items.filter((item) => item !== mine);

  const enable = () => {
    setError(null);
    save.mutate(subscribeThisBrowser, {
      onSuccess: () => {
        toast({ severity: 'success', description: text.enabled });
        if (!pushChannel) saveSettings.mutate({ body: { channels: { push: true } } });
      },
      // Blocked: the state says so, with how to allow them.
      onError: (failure) =>
        setError(
          failure instanceof BrowserPushError && failure.reason === 'denied'
            ? null
            : failureText(failure, text.saveFailed),
        ),
      onSettled: () => void check(),
    });
  };

  const disable = async () => {
    setError(null);
    try {
      if (mine) await remove.mutateAsync(mine.id);
      await unsubscribeThisBrowser();
      toast({ severity: 'success', description: text.disabled });
    } catch (failure) {
      setError(failureText(failure, text.disableFailed));
    } finally {
      await check();
    }
  };

  let state: { status: string; hint?: string; alert?: boolean; action?: 'enable' | 'disable' | 'recheck' };
  if (!available) state = { status: text.siteOff };
  else if (device === null || subscriptions.isPending) state = { status: text.checking };
  else if (device.support === 'home-screen') state = { status: text.homeScreen };
  else if (device.support === 'insecure') state = { status: text.insecure };
  else if (device.support === 'unsupported') state = { status: text.unsupported };
  else if (device.permission === 'denied') {
    state = { status: text.blocked, hint: text.blockedHint, alert: true, action: 'recheck' };
  } else if (mine && device.permission === 'granted') state = { status: text.on, action: 'disable' };
  else state = { status: text.off, action: 'enable' };

  const busy = save.isPending || remove.isPending;

  return (
    <section className="flex flex-col gap-2 rounded-lg border border-border p-3" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-base font-semibold">
        {text.title}
      </h3>
      <p className="text-sm text-muted-foreground">{text.hint}</p>
      <p className={state.alert ? 'text-danger' : undefined} role={state.alert ? 'alert' : 'status'}>
        {state.status}
      </p>
      {state.hint ? <p className="text-sm text-muted-foreground">{state.hint}</p> : null}
      {state.action ? (
        <div className="flex flex-wrap gap-2">
          {state.action === 'enable' ? (
            <Button
              onClick={enable}
              loading={save.isPending}
              disabled={busy}
              aria-describedby={error ? errorId : undefined}
            >
              {text.enable}
            </Button>
          ) : state.action === 'disable' ? (
            <Button
              variant="secondary"
              onClick={() => void disable()}
              loading={remove.isPending}
              disabled={busy}
              aria-describedby={error ? errorId : undefined}
            >
              {text.disable}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void check()}>
              {text.recheck}
            </Button>
          )}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
      {available && others.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">{text.others}</p>
          <ul className="flex flex-col divide-y divide-border">
            {others.map((item) => (
              <li key={item.id} className="flex min-h-touch items-center justify-between gap-3">
                <span className="min-w-0 break-words">{item.label}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={text.removeLabel(item.label)}
                  disabled={busy}
                  onClick={() =>
                    remove.mutate(item.id, { onError: (failure) => setError(failureText(failure, text.disableFailed)) })
                  }
                >
                  {text.remove}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
