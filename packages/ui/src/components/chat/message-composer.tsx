import { formatNumber } from '@mesto/domain';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { SendIcon } from '../icons/icons.tsx';
import { Textarea } from '../textarea/textarea.tsx';
import { chatMessages } from './messages.ts';

const text = chatMessages.composer;

/** The counter shows up once the text takes this share of the limit. */
const COUNTER_FROM = 0.9;

export type MessageComposerProps = {
  /** Gets the text without surrounding whitespace; the field clears right away (failures show in the list). */
  onSend: (text: string) => void;
  /** The longest message the server takes, in UTF-16 units (String.length). */
  maxLength: number;
  disabled?: boolean;
  /** With `disabled`: shown instead of the field, e.g. «Войдите, чтобы писать». */
  disabledReason?: ReactNode;
  /** Focus the field when it appears (an opened chat on a desktop). */
  autoFocus?: boolean;
  /** Called as the person types (the others see «печатает…»); the caller decides how often to tell them. */
  onInput?: () => void;
  className?: string;
};

// Four-digit counts stay unbroken («3950 / 4000»), as Russian typesetting writes them.
const count = (n: number) => formatNumber(n, { useGrouping: 'min2' });

/**
 * The field a message is written in: it grows with the text up to about six lines, Enter sends, Shift+Enter
 * starts a new line, and a counter appears near the length limit.
 */
export function MessageComposer({
  onSend,
  maxLength,
  disabled = false,
  disabledReason,
  autoFocus = false,
  onInput,
  className,
}: MessageComposerProps) {
  const [value, setValue] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const trimmed = value.trim();
  // What is sent is what counts: spaces around the text are dropped before sending.
  const length = trimmed.length;
  const tooLong = length > maxLength;
  const canSend = !disabled && length > 0 && !tooLong;
  const showCounter = length >= Math.ceil(maxLength * COUNTER_FROM);
  const showReason = disabled && disabledReason !== undefined && disabledReason !== null && disabledReason !== '';

  // Grows the field to its text; CSS caps the height at about six lines, after which it scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text, which the effect reads from the element
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (field === null) return;
    field.style.height = 'auto';
    const borders = field.offsetHeight - field.clientHeight;
    field.style.height = `${field.scrollHeight + borders}px`;
  }, [value, showReason]);

  // Focused from an effect rather than the autoFocus attribute, which React applies only on first render.
  useEffect(() => {
    if (autoFocus) fieldRef.current?.focus();
  }, [autoFocus]);

  function send() {
    if (!canSend) return;
    onSend(trimmed);
    setValue('');
    // A click on the button took the focus; the next message is typed straight away.
    fieldRef.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // While an input method composes a word, Enter confirms the word; it must not send a half-typed message.
    // Safari ends the composition before the keydown, leaving only keyCode 229 as a sign of it.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  }

  if (showReason) {
    return (
      <p
        className={cn(
          'rounded-control border border-border bg-surface-muted px-4 py-3 text-center text-sm text-muted-foreground',
          className,
        )}
      >
        {disabledReason}
      </p>
    );
  }

  return (
    <form onSubmit={handleSubmit} className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-end gap-2">
        <Textarea
          ref={fieldRef}
          rows={1}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (event.target.value.trim() !== '') onInput?.();
          }}
          onKeyDown={handleKeyDown}
          disabled={disabled}
          aria-label={text.label}
          placeholder={text.placeholder}
          enterKeyHint="send"
          aria-invalid={tooLong || undefined}
          aria-describedby={showCounter ? counterId : undefined}
          className="field-sizing-fixed max-h-[10.375rem] min-h-touch resize-none overflow-y-auto py-2.5 leading-6"
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label={text.send} className="shrink-0">
          <SendIcon className="size-5" />
        </Button>
      </div>
      {showCounter ? (
        <p
          id={counterId}
          className={cn(
            'self-end pe-13 text-xs tabular-nums',
            tooLong ? 'font-semibold text-danger' : 'text-muted-foreground',
          )}
        >
          <span aria-hidden="true">{text.counter(count(length), count(maxLength))}</span>
          <span className="sr-only">
            {tooLong ? text.tooLong(count(maxLength)) : text.counterLabel(count(length), count(maxLength))}
          </span>
        </p>
      ) : null}
    </form>
  );
}
