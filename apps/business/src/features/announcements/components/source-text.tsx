import { Card, HighlightedText } from '@mesto/ui';
import { useId } from 'react';
import { announcementMessages } from '../messages.ts';
import type { FieldOrigin } from './review-values.ts';

const text = announcementMessages.source;

/**
 * The announcement as it was written, with the words of the field the manager is looking at marked. On a wide
 * screen it stays in view beside the form while the form scrolls.
 */
export function SourceText({
  rawText,
  source,
  sourceUrl,
  shown,
}: {
  rawText: string;
  source: string;
  sourceUrl: string | null;
  shown: FieldOrigin | null;
}) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 p-4 sm:p-5 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {text.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {text.from(source)}
          {sourceUrl === null ? null : (
            <>
              {' · '}
              <a href={sourceUrl} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                {text.original}
              </a>
            </>
          )}
        </p>
      </div>
      <HighlightedText
        text={rawText}
        highlight={shown?.span ?? null}
        markLabel={text.markLabel}
        className="text-base leading-relaxed"
      />
    </Card>
  );
}
