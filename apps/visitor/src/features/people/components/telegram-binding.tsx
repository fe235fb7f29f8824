import { ApiError, silent } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { useNow } from '@mesto/app-shell';
import { DEFAULT_TIME_ZONE, formatDateTime } from '@mesto/domain';
import { Button, buttonVariants, Input, toast } from '@mesto/ui';
import { useEffect, useRef, useState } from 'react';
import { useGenerateBindingToken } from '../api/generate-binding-token.ts';
import { useTelegramBinding, useUnbindTelegram } from '../api/telegram-binding.ts';
import { profileEditorMessages as text } from '../messages.ts';

/** True once the instant has passed; re-checked when it comes. */
function useExpired(expiresAt: string | undefined): boolean {
  const now = useNow();
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (expiresAt === undefined) return;
    // eslint-disable-next-line no-restricted-syntax -- an effect: how long until the instant, by the browser's clock
    const left = Date.parse(expiresAt) - Date.now();
    const timer = setTimeout(() => setPassed(expiresAt), Math.max(0, Math.min(left + 50, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expiresAt !== undefined && (passed === expiresAt || Date.parse(expiresAt) <= now.getTime());
}

/**
 * Binds a Telegram account: a press asks for a one-time token and shows the bot's link (which sends it by itself)
 * and the `/start` command to send by hand, with how long they work. While the link is open the binding is watched,
 * so the page says «привязан» as soon as the bot has done it; a bound account can be unbound here.
 */
export function TelegramBinding() {
  const { user, init } = useSession();
  const generate = useGenerateBindingToken();
  const unbind = useUnbindTelegram();
  const binding = generate.data;
  const expired = useExpired(binding?.expiresAt);
  const watching = binding !== undefined && !expired;
  const state = useTelegramBinding({ watching });
  const bound = state.data?.bound ?? user?.telegramBound ?? false;
  const username = state.data?.username ?? null;
  const command = binding === undefined ? '' : `/start ${binding.token}`;
  const refused = generate.error instanceof ApiError ? generate.error.message : null;

  // The binding as it was when the link was made: a change after that is the bot's work (a new or another account).
  const before = useRef<string | null>(null);
  useEffect(() => {
    if (binding !== undefined) before.current = null;
  }, [binding]);
  const current = state.data ? `${state.data.bound}:${state.data.username ?? ''}` : null;
  useEffect(() => {
    if (!watching || current === null) return;
    if (before.current === null) {
      before.current = current;
      return;
    }
    if (current !== before.current && state.data?.bound) {
      generate.reset();
      toast({ severity: 'success', description: text.telegramJustBound });
      // The session's user (telegramBound) follows.
      void init();
    }
  }, [current, watching, state.data?.bound, generate, init]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      toast({ severity: 'success', description: text.copied });
    } catch {
      toast({ severity: 'error', description: text.copyFailed });
    }
  };

  const unbindNow = () =>
    unbind.mutate({}, { onSuccess: () => toast({ severity: 'success', description: text.telegramUnboundDone }) });

  return (
    <section className="flex flex-col gap-3" aria-labelledby="telegram-binding">
      <h2 id="telegram-binding" className="text-lg font-semibold">
        {text.telegram}
      </h2>
      <p className="text-muted-foreground" role="status" data-testid="telegram-binding-state">
        {bound ? text.telegramBound : text.telegramUnbound}
        {bound && username ? ` ${text.telegramBoundAs(username)}` : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={!bound && (binding === undefined || expired) ? 'primary' : 'secondary'}
          loading={generate.isPending}
          onClick={() => generate.mutate({ headers: silent })}
        >
          {bound ? text.telegramRebind : text.telegramBind}
        </Button>
        {bound && user?.hasPassword !== false ? (
          <Button variant="secondary" loading={unbind.isPending} onClick={unbindNow}>
            {text.telegramUnbind}
          </Button>
        ) : null}
      </div>
      {bound && user?.hasPassword === false ? (
        <p className="text-sm text-muted-foreground">{text.telegramOnlyWay}</p>
      ) : null}
      {refused === null ? null : (
        <p className="text-danger" role="alert">
          {refused}
        </p>
      )}
      {binding === undefined ? null : expired ? (
        <p className="text-muted-foreground" role="status">
          {text.telegramExpired}
        </p>
      ) : (
        <div className="flex flex-col gap-3 rounded-control border border-border bg-surface-muted p-4">
          <a href={binding.link} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'primary' })}>
            {text.telegramOpen}
          </a>
          <label htmlFor="telegram-command" className="text-sm">
            {text.telegramCommand}
          </label>
          <div className="flex gap-2">
            <Input
              id="telegram-command"
              readOnly
              value={command}
              className="font-mono"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {text.copy}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            {text.telegramExpires(formatDateTime(new Date(binding.expiresAt), DEFAULT_TIME_ZONE))}
          </p>
          <p className="text-sm text-muted-foreground">{text.telegramWaiting}</p>
        </div>
      )}
    </section>
  );
}
