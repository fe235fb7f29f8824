import { run } from '@grammyjs/runner';
import type { Bot } from 'grammy';
import { allowedUpdates } from './bot.ts';
import { type Probe, secondsSince } from './health.ts';

export type PollingOptions = {
  /** How long getUpdates may keep failing, or stay unanswered beyond its long poll, before the bot counts as down. */
  failAfterMs?: number;
  /** How long Telegram holds a getUpdates when no update comes. */
  pollTimeoutSeconds?: number;
  /** Whether the runner keeps quiet about the fetches that fail (it logs each one otherwise). */
  silent?: boolean;
};

export type Polling = {
  /** Whether updates come in: the runner runs and Telegram answers its getUpdates. */
  probe: Probe;
  /** Settles when the runner ends: resolves after stop(), rejects when it gave up (401, 409, or retrying too long). */
  ended: Promise<void>;
  stop(): Promise<void>;
};

/**
 * Long polling by grammY's runner, watched: every getUpdates that Telegram answers, or fails, is noted on its way back
 * (an API transformer installed outside the others, so it sees what the runner sees after their retries).
 */
export function startPolling(
  bot: Bot,
  { failAfterMs = 60_000, pollTimeoutSeconds = 30, silent = false }: PollingOptions = {},
): Polling {
  // The first long poll has its time as if one had just been answered.
  let answeredAt = Date.now();
  let failingSince: number | undefined;
  // A failure counts from when its call began: retries inside it (auto-retry waits 45 s over a 5xx) were no answer.
  const failed = (startedAt: number) => {
    failingSince ??= startedAt;
  };
  bot.api.config.use(async (previous, method, payload, signal) => {
    if (method !== 'getUpdates') return previous(method, payload, signal);
    const startedAt = Date.now();
    try {
      const answer = await previous(method, payload, signal);
      if (answer.ok) {
        answeredAt = Date.now();
        failingSince = undefined;
      } else {
        failed(startedAt);
      }
      return answer;
    } catch (error) {
      // Stopping aborts the long poll under way: that is no failure.
      if (!signal?.aborted) failed(startedAt);
      throw error;
    }
  });
  const runner = run(bot, {
    runner: { fetch: { allowed_updates: allowedUpdates, timeout: pollTimeoutSeconds }, silent },
  });
  const ended = runner.task() ?? Promise.resolve();
  // The caller decides what a runner that gave up means; the promise is never left unobserved.
  ended.catch(() => {});

  const probe: Probe = () => {
    const now = Date.now();
    const running = runner.isRunning();
    const failing = failingSince !== undefined && now - failingSince >= failAfterMs;
    // A long poll that never returns fails nothing (auto-retry keeps retrying a network error), so silence beyond it
    // counts as well.
    const unanswered = now - answeredAt > failAfterMs + pollTimeoutSeconds * 1000;
    return {
      ok: running && !failing && !unanswered,
      running,
      failingSeconds: secondsSince(failingSince, now),
      lastAnswerSecondsAgo: secondsSince(answeredAt, now),
    };
  };
  return { probe, ended, stop: async () => void (await runner.stop()) };
}
