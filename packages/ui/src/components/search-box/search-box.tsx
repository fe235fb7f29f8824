import { formatCount, SEARCH_QUERY_MAX_LENGTH } from '@mesto/domain';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { CloseIcon, SearchIcon } from '../icons/icons.tsx';
import { controlClassName } from '../input/input.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { searchBoxMessages as text } from './messages.ts';

export type SearchItem = { id: string; title: string; subtitle?: string | null; href: string };

export type SearchGroup = { key: string; title: string; items: readonly SearchItem[] };

export type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** Results for the current value, by kind («Места», «События», «Люди»); empty groups are left out. */
  groups: readonly SearchGroup[];
  /** A search for the current value is running (or waiting for the caller's debounce): «Ищем…», not «Ничего». */
  loading?: boolean;
  /** A result was chosen (Enter on it or a click); the caller navigates to `item.href`. */
  onSelect: (item: SearchItem) => void;
  /** Enter with no result highlighted: the caller opens the results page for the query. */
  onSubmit: (query: string) => void;
  /** The name of the field for screen readers (the field has only a placeholder on screen). */
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
};

/**
 * The header's search: a WAI-ARIA combobox with a grouped listbox popup. Focus stays in the field; ArrowUp and
 * ArrowDown move the highlighted result across groups (aria-activedescendant), Enter opens it or, with none
 * highlighted, submits the query; Escape closes the popup, and a second Escape clears the field. No debouncing
 * here: the caller debounces before it searches.
 */
export function SearchBox({
  value,
  onChange,
  groups,
  loading = false,
  onSelect,
  onSubmit,
  label = text.label,
  placeholder = text.placeholder,
  autoFocus = false,
  className,
}: SearchBoxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (item: SearchItem) => `${id}-option-${item.id}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const shownGroups = groups.filter((group) => group.items.length > 0);
  const items = shownGroups.flatMap((group) => group.items);
  const query = value.trim();
  const popupOpen = open && query !== '';
  const hasOptions = popupOpen && items.length > 0;
  const activeItem = hasOptions && active >= 0 ? items[active] : undefined;

  // New results (or a new query) start with nothing highlighted, so Enter searches for what was typed.
  const resultKey = items.map((item) => item.id).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the highlight resets whenever the result list changes
  useEffect(() => setActive(-1), [resultKey, query]);

  useEffect(() => {
    if (activeItem === undefined) return;
    document.getElementById(optionId(activeItem))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (item: SearchItem) => {
    setOpen(false);
    onSelect(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!popupOpen) {
        setOpen(true);
        return;
      }
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the field, ArrowDown goes to the first result and ArrowUp to the last; past either end, back to none.
      setActive((current) => {
        const next = current + step;
        if (current === -1) return step === 1 ? 0 : items.length - 1;
        return next < 0 || next >= items.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      if (popupOpen) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value !== '') {
        event.preventDefault();
        onChange('');
      }
    } else if (event.key === 'Enter' && activeItem !== undefined) {
      event.preventDefault();
      choose(activeItem);
    }
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query === '') return;
    setOpen(false);
    onSubmit(query);
  };

  const status = loading
    ? text.loading
    : items.length === 0
      ? text.empty
      : text.found(formatCount(items.length, text.results));

  let index = -1;
  return (
    <search className={cn('relative block w-full', className)}>
      <form onSubmit={onFormSubmit}>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label={label}
            aria-autocomplete="list"
            aria-expanded={hasOptions}
            aria-controls={listboxId}
            aria-activedescendant={activeItem === undefined ? undefined : optionId(activeItem)}
            aria-busy={loading || undefined}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            // biome-ignore lint/a11y/noAutofocus: only when the caller opens search on purpose (the phone's search screen)
            autoFocus={autoFocus}
            placeholder={placeholder}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={cn(controlClassName, 'min-h-touch py-2 ps-10', value !== '' && 'pe-11')}
          />
          {value === '' ? null : (
            <button
              type="button"
              aria-label={text.clear}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onChange('');
                inputRef.current?.focus();
              }}
              className="absolute end-0 top-0 flex size-touch items-center justify-center rounded-control text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <CloseIcon className="size-4" />
            </button>
          )}
        </div>
        {/* The count of results is read out as it changes; the popup itself is not a live region. */}
        <p role="status" className="sr-only">
          {popupOpen ? status : ''}
        </p>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops a press from taking focus out of the field */}
        <div
          hidden={!popupOpen}
          // Keeps focus in the field when a result is pressed, so the popup stays open until the click lands.
          onMouseDown={(event) => event.preventDefault()}
          // As wide as the field: the header gives the field its width on a desktop, the full width on a phone.
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(70vh,32rem)] overflow-y-auto rounded-card border border-border bg-surface p-1 text-foreground shadow-overlay"
        >
          <div role="listbox" id={listboxId} aria-label={label} hidden={!hasOptions}>
            {shownGroups.map((group) => {
              const headingId = `${id}-group-${group.key}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group, not fieldsets
                <div key={group.key} role="group" aria-labelledby={headingId} className="py-1">
                  <div
                    id={headingId}
                    role="presentation"
                    className="px-3 pt-1.5 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
                  >
                    {group.title}
                  </div>
                  {group.items.map((item) => {
                    index += 1;
                    const itemIndex = index;
                    const isActive = itemIndex === active;
                    return (
                      <div
                        key={item.id}
                        id={optionId(item)}
                        role="option"
                        aria-selected={isActive}
                        tabIndex={-1}
                        onMouseMove={() => (isActive ? undefined : setActive(itemIndex))}
                        onClick={() => choose(item)}
                        onKeyDown={() => undefined}
                        className={cn(
                          'flex min-h-touch cursor-pointer flex-col justify-center rounded-control px-3 py-1.5',
                          isActive ? 'bg-primary-soft text-primary-soft-foreground' : 'hover:bg-secondary',
                        )}
                      >
                        <span className="break-words font-medium">{item.title}</span>
                        {item.subtitle ? (
                          <span className={cn('break-words text-sm', isActive ? '' : 'text-muted-foreground')}>
                            {item.subtitle}
                          </span>
                        ) : null}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
          {hasOptions ? null : (
            <p className="flex min-h-touch items-center gap-2 px-3 py-2 text-muted-foreground">
              {loading ? <Spinner size="sm" label={null} /> : null}
              {loading ? text.loading : text.empty}
            </p>
          )}
          {loading && hasOptions ? (
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground">
              <Spinner size="sm" label={null} />
              {text.loading}
            </p>
          ) : null}
        </div>
      </form>
    </search>
  );
}
