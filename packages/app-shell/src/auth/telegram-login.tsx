import type { components } from '@mesto/api-client';
import { useEffect, useRef } from 'react';
import { shellMessages } from '../messages.ts';

export type TelegramLoginPayload = components['schemas']['TelegramLoginPayload'];

const WIDGET_URL = 'https://telegram.org/js/telegram-widget.js?22';
const CALLBACK = 'mestoTelegramAuth';

declare global {
  interface Window {
    [CALLBACK]?: (user: TelegramLoginPayload) => void;
  }
}

/**
 * The official Telegram login button for the configured bot. The widget calls back with the signed payload,
 * which the API verifies (HMAC with the bot token) before it signs the person in.
 */
export function TelegramLogin({ botName, onAuth }: { botName: string; onAuth: (user: TelegramLoginPayload) => void }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    window[CALLBACK] = onAuth;
    const script = document.createElement('script');
    script.async = true;
    script.src = WIDGET_URL;
    script.dataset.telegramLogin = botName;
    script.dataset.size = 'large';
    script.dataset.radius = '12';
    script.dataset.requestAccess = 'write';
    script.dataset.onauth = `${CALLBACK}(user)`;
    host.append(script);
    return () => {
      host.replaceChildren();
      delete window[CALLBACK];
    };
  }, [botName, onAuth]);

  return (
    <div className="flex flex-col items-center gap-3">
      <p className="flex w-full items-center gap-3 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {shellMessages.telegram.or}
      </p>
      <section aria-label={shellMessages.telegram.label} className="flex min-h-touch justify-center">
        <div ref={container} data-testid="telegram-login" data-bot={botName} />
      </section>
    </div>
  );
}
