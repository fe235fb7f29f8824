import { useDebouncedText } from '@mesto/app-shell';
import { Button, CalendarIcon, Input, MapPinIcon, Spinner } from '@mesto/ui';
import { useRef, useState } from 'react';
import { type RoomSubject, useFindSubjects } from '../api/find-subjects.ts';
import { roomMessages } from '../messages.ts';

const text = roomMessages.editor;

type SubjectPickerProps = {
  kind: RoomSubject['kind'];
  /** The chosen place or event, or null while none is. */
  selected: RoomSubject | null;
  onSelect: (subject: RoomSubject | null) => void;
  /** Left the control (for the form's «show the check once left»). */
  onBlur?: () => void;
  disabled?: boolean;
};

/**
 * A simple search select: type part of a name, pick one of the places (or upcoming events) found. The chosen one
 * shows as a line with a way to pick another. Placed inside a `Field`, the text box takes the field's label.
 */
export function SubjectPicker({ kind, selected, onSelect, onBlur, disabled = false }: SubjectPickerProps) {
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useDebouncedText(query, setQuery);
  const found = useFindSubjects(kind, query);
  const inputRef = useRef<HTMLInputElement>(null);
  const Icon = kind === 'place' ? MapPinIcon : CalendarIcon;

  if (selected !== null) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-control border border-border bg-surface-muted p-3">
        <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="flex min-w-0 flex-1 flex-col">
          <span className="break-words font-medium">{selected.name}</span>
          {selected.detail === '' ? null : (
            <span className="break-words text-sm text-muted-foreground">{selected.detail}</span>
          )}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => {
            onSelect(null);
            setTyped('');
            setQuery('');
            // The box comes back in place of the line: keep the keyboard where the person was.
            requestAnimationFrame(() => inputRef.current?.focus());
          }}
        >
          {text.change}
        </Button>
      </div>
    );
  }

  const q = query.trim();
  const items = found.data ?? [];
  const waiting = typed.trim() !== q || (q !== '' && found.isFetching && items.length === 0);
  return (
    <div className="flex flex-col gap-2">
      <Input
        ref={inputRef}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={onBlur}
        onKeyDown={(event) => {
          // Enter picks the only match rather than submitting the whole form.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setQuery(typed);
          if (items.length === 1 && items[0]) onSelect(items[0]);
        }}
        placeholder={kind === 'place' ? text.placePlaceholder : text.eventPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        disabled={disabled}
      />
      <div aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {typed.trim() === '' ? null : waiting ? (
          <span className="inline-flex items-center gap-2">
            <Spinner size="sm" label={null} />
            {text.searching}
          </span>
        ) : found.isError ? (
          text.searchFailed
        ) : items.length === 0 ? (
          text.noResults
        ) : null}
      </div>
      {typed.trim() === '' || items.length === 0 || found.isError ? null : (
        <ul
          aria-label={text.results(kind === 'place' ? text.place : text.event)}
          className="flex flex-col divide-y divide-border overflow-hidden rounded-control border border-border bg-surface"
        >
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onSelect(item)}
                className="flex min-h-touch w-full items-center gap-3 px-3 py-2 text-start transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="flex min-w-0 flex-col">
                  <span className="break-words font-medium">{item.name}</span>
                  {item.detail === '' ? null : (
                    <span className="break-words text-sm text-muted-foreground">{item.detail}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
