import { DEFAULT_TIME_ZONE, formatDateTime, MODERATION_ACTION_LABELS, MODERATION_STATE_LABELS } from '@mesto/domain';
import type { ModerationDecision } from '../api/moderation.ts';
import { moderationMessages } from '../messages.ts';

const text = moderationMessages.history;

const actionLabel = (action: string) =>
  MODERATION_ACTION_LABELS[action as keyof typeof MODERATION_ACTION_LABELS] ?? action;
const stateLabel = (state: string) => MODERATION_STATE_LABELS[state as keyof typeof MODERATION_STATE_LABELS] ?? state;

/** The decisions taken on an item, newest first: who, when, what and why, and the change of state. */
export function DecisionHistory({ decisions }: { decisions: readonly ModerationDecision[] }) {
  if (decisions.length === 0) return <p className="text-sm text-muted-foreground">{text.empty}</p>;
  return (
    <ol className="flex flex-col gap-2">
      {decisions.map((decision) => (
        <li key={decision.id} className="flex flex-col gap-0.5 rounded-control bg-surface-muted px-3 py-2 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">
              {text.entry(
                decision.moderator?.name ?? moderationMessages.item.anonymousAuthor,
                actionLabel(decision.action),
              )}
            </span>
            <time dateTime={decision.createdAt} className="text-muted-foreground">
              {formatDateTime(new Date(decision.createdAt), DEFAULT_TIME_ZONE)}
            </time>
          </p>
          <p className="text-muted-foreground">
            {text.change(stateLabel(decision.previousState), stateLabel(decision.newState))}
          </p>
          {decision.reason ? <p className="whitespace-pre-line break-words">{decision.reason}</p> : null}
        </li>
      ))}
    </ol>
  );
}

export { stateLabel };
