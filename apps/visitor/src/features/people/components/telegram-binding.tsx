import { ApiError, silent } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { DEFAULT_TIME_ZONE, formatDateTime } from '@mesto/domain';
import { Button, buttonVariants, Input, toast } from '@mesto/ui';
import { useEffect, useState } from 'react';
import { useGenerateBindingToken } from '../api/generate-binding-token.ts';
import { profileEditorMessages as text } from '../messages.ts';

/** True once the instant has passed; re-checked when it comes. */
function useExpired(expiresAt: string | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === undefined) return;
    const left = Date.parse(expiresAt) - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expiresAt !== undefined && Date.parse(expiresAt) <= now;
}

/**
 * Binds a Telegram account: a press asks for a one-time token and shows the bot's link (which sends it by itself)
 * and the `/start` command to send by hand, with how long they work.
 */
export function TelegramBinding() {
  const { user } = useSession();
  const generate = useGenerateBindingToken();
  const binding = generate.data;
  const expired = useExpired(binding?.expiresAt);
  const command = binding === undefined ? '' : `/start ${binding.token}`;
  const refused = generate.error instanceof ApiError ? generate.error.message : null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      toast({ severity: 'success', description: text.copied });
    } catch {
      toast({ severity: 'error', description: text.copyFailed });
    }
  };

  return (
    <section className="flex flex-col gap-3" aria-labelledby="telegram-binding">
      <h2 id="telegram-binding" className="text-lg font-semibold">
        {text.telegram}
      </h2>
      <p className="text-muted-foreground">{user?.telegramBound ? text.telegramBound : text.telegramUnbound}</p>
      <div>
        <Button
          variant={binding === undefined || expired ? 'primary' : 'secondary'}
          loading={generate.isPending}
          onClick={() => generate.mutate({ headers: silent })}
        >
          {user?.telegramBound ? text.telegramRebind : text.telegramBind}
        </Button>
      </div>
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
        </div>
      )}
    </section>
  );
}
