import { type MouseEvent, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { ErrorIcon } from '../icons/icons.tsx';

export type FormErrorSummaryItem = {
  /** Unique within the summary, e.g. the field path `contacts.0.value`. */
  key: string;
  message: string;
  /** The field's name as its label says it, e.g. «Имя» or «Контакт 1». */
  label?: string | undefined;
  /** The id of the control to go to; the item is then a link that focuses it. */
  targetId?: string | undefined;
};

export type FormErrorSummaryProps = {
  title: ReactNode;
  items: readonly FormErrorSummaryItem[];
  /** A failure that names no field (no access, no connection), shown above the list. */
  description?: ReactNode;
  className?: string;
};

function focusTarget(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (target === null) return;
  // Focus instead of following the #fragment: the router would see a navigation, and the page would jump.
  event.preventDefault();
  target.scrollIntoView({ block: 'center' });
  target.focus();
}

/**
 * What stops a form from being saved, in one place near its submit button: every field's message (each a link to
 * its field) and a failure that names no field. Renders nothing when there is nothing to say. Focusable
 * (`data-error-summary`), so a form can move focus here when no field is marked invalid.
 */
export function FormErrorSummary({ title, items, description, className }: FormErrorSummaryProps) {
  const titleId = useId();
  const hasDescription = description !== undefined && description !== null && description !== '';
  if (items.length === 0 && !hasDescription) return null;
  return (
    <section
      aria-labelledby={titleId}
      tabIndex={-1}
      data-error-summary=""
      className={cn(
        'flex gap-3 rounded-card border border-danger/40 bg-danger-soft p-4 text-danger-soft-foreground outline-none',
        'focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <ErrorIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p id={titleId} className="font-semibold">
          {title}
        </p>
        {hasDescription ? <p>{description}</p> : null}
        {items.length === 0 ? null : (
          <ul className="flex list-disc flex-col gap-1 ps-5">
            {items.map((item) => {
              // A message that already starts with its field's name («Ссылка на меню: …») is not named twice.
              const text =
                item.label === undefined || item.message.startsWith(item.label)
                  ? item.message
                  : `${item.label}: ${item.message}`;
              const { targetId } = item;
              return (
                <li key={item.key}>
                  {targetId === undefined ? (
                    text
                  ) : (
                    <a
                      href={`#${targetId}`}
                      onClick={(event) => focusTarget(event, targetId)}
                      className="underline underline-offset-2 hover:no-underline"
                    >
                      {text}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
