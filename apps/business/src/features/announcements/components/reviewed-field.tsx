import { ConfidenceBadge, cn } from '@mesto/ui';
import type { ReactNode } from 'react';
import { announcementMessages } from '../messages.ts';
import type { FieldOrigin, ReviewedField } from './review-values.ts';

const text = announcementMessages.origin;

/** Why the field holds its value: the words of the text it came from, the model, the catalogue, or nothing. */
export function OriginHint({ origin, edited }: { origin: FieldOrigin; edited: boolean }) {
  if (edited) return <span>{text.edited}</span>;
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

/**
 * One reviewed field: highlighted while its value is not sure enough and not yet changed. Pointing at it or moving
 * the focus into it shows, in the announcement's text, the words its value came from (the pointer first, then the
 * focus: the page scrolling under a resting pointer must not take away the field being typed in).
 */
export function ReviewedFieldFrame({
  field,
  origin,
  edited,
  onPoint,
  onFocusField,
  children,
}: {
  field: ReviewedField;
  origin: FieldOrigin;
  edited: boolean;
  /** The field pointed at (null: no longer), and the field holding the focus (null: it left). */
  onPoint: (field: ReviewedField | null) => void;
  onFocusField: (field: ReviewedField | null) => void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointing only mirrors what focus already shows; the source words are also in each field's hint
    <div
      data-field={field}
      data-low-confidence={origin.low && !edited ? 'true' : undefined}
      onMouseEnter={() => onPoint(field)}
      onMouseLeave={() => onPoint(null)}
      onFocus={() => onFocusField(field)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusField(null);
      }}
      className={cn(
        // Framed outside the column's edge, so framed and plain fields line up.
        '-mx-3 rounded-card border border-transparent px-3 py-2 transition-colors',
        origin.low && !edited && 'border-warn bg-warn-soft/40',
      )}
    >
      {children}
    </div>
  );
}
