import { Button, ConfidenceBadge, cn } from '@mesto/ui';
import type { ReactNode } from 'react';
import { announcementMessages } from '../messages.ts';
import type { FieldOrigin, ReviewedField } from './review-values.ts';

const text = announcementMessages.origin;

/** Why the field holds its value: the words of the text it came from, the model, the catalogue, or nothing. */
export function OriginHint({
  origin,
  edited,
  confirmed = false,
}: {
  origin: FieldOrigin;
  edited: boolean;
  confirmed?: boolean;
}) {
  if (edited) return <span>{text.edited}</span>;
  if (confirmed) return <span>{text.confirmed}</span>;
  const why =
    origin.span !== null
      ? text.text(origin.span.text)
      : origin.source === 'model'
        ? text.model
        : origin.source === 'lookup'
          ? text.lookup
          : origin.source === 'text'
            ? text.fromText
            : text.default;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <ConfidenceBadge confidence={origin.confidence} low={origin.low} />
      <span className="break-words">{why}</span>
    </span>
  );
}

/** For a required field the reader was unsure of: «Верно», pressed once the person has found the value right. */
type FieldConfirmation = {
  /** The field's name, so that each «Верно» says which field it confirms. */
  label: string;
  confirmed: boolean;
  onChange: (confirmed: boolean) => void;
};

/**
 * One reviewed field: highlighted while its value is not sure enough, not yet changed and not confirmed. Pointing at
 * it or moving the focus into it shows, in the announcement's text, the words its value came from (the pointer
 * first, then the focus: the page scrolling under a resting pointer must not take away the field being typed in).
 * A required field the reader was unsure of has «Верно» beside it: publishing waits for it or for a correction.
 */
export function ReviewedFieldFrame({
  field,
  origin,
  edited,
  confirmation,
  onPoint,
  onFocusField,
  children,
}: {
  field: ReviewedField;
  origin: FieldOrigin;
  edited: boolean;
  confirmation?: FieldConfirmation | undefined;
  /** The field pointed at (null: no longer), and the field holding the focus (null: it left). */
  onPoint: (field: ReviewedField | null) => void;
  onFocusField: (field: ReviewedField | null) => void;
  children: ReactNode;
}) {
  const confirmed = confirmation?.confirmed ?? false;
  const asking = origin.low && !edited && !confirmed;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointing only mirrors what focus already shows; the source words are also in each field's hint
    <div
      data-field={field}
      data-low-confidence={asking ? 'true' : undefined}
      onMouseEnter={() => onPoint(field)}
      onMouseLeave={() => onPoint(null)}
      onFocus={() => onFocusField(field)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusField(null);
      }}
      className={cn(
        // Framed outside the column's edge, so framed and plain fields line up.
        '-mx-3 rounded-card border border-transparent px-3 py-2 transition-colors',
        asking && 'border-warn bg-warn-soft/40',
      )}
    >
      {children}
      {confirmation !== undefined && origin.low && !edited ? (
        <Button
          variant={confirmed ? 'ghost' : 'secondary'}
          size="sm"
          aria-pressed={confirmed}
          // The visible word first, then which field: every «Верно» of the form says what it confirms.
          aria-label={`${announcementMessages.review.confirm}: ${confirmation.label}`}
          onClick={() => confirmation.onChange(!confirmed)}
          className="mt-2"
        >
          {confirmed ? <span aria-hidden="true">✓</span> : null}
          {announcementMessages.review.confirm}
        </Button>
      ) : null}
    </div>
  );
}
