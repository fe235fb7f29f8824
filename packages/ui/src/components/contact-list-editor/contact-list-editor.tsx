import {
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  type Contact,
  type ContactsValidation,
  ContactType,
  formatPhone,
  normalizeContactValue,
  validateContact,
  validateContacts,
} from '@mesto/domain';
import { type ComponentProps, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';
import { Button } from '../button/button.tsx';
import { PlusIcon, TrashIcon } from '../icons/icons.tsx';
import { Input } from '../input/input.tsx';
import { NativeSelect } from '../select/select.tsx';

type Row = { key: number; type: ContactType; value: string; description: string; touched: boolean };

const typeOptions = CONTACT_TYPES.map((type) => ({ value: type, label: CONTACT_TYPE_LABELS[type] }));

// Keyboards and autofill that suit each kind of contact on a phone.
const inputHints: Record<ContactType, Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete'>> = {
  PHONE: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  SITE: { type: 'text', inputMode: 'url', autoComplete: 'url' },
  EMAIL: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  TELEGRAM: { type: 'text', inputMode: 'text', autoComplete: 'off' },
  OTHER: { type: 'text', inputMode: 'text', autoComplete: 'off' },
};

// One shared empty list: a fresh `[]` default on every render would look like a new value each time.
const NO_CONTACTS: readonly Contact[] = [];

/** What a row's field shows: a phone as a person writes it (+7 900 123-45-67), not as it is stored (79001234567). */
const writtenForm = (type: ContactType, value: string) => (type === ContactType.PHONE ? formatPhone(value) : value);

function toContact(row: Row): Contact {
  const description = row.description.trim();
  return {
    type: row.type,
    value: normalizeContactValue(row.type, row.value),
    ...(description === '' ? {} : { description }),
  };
}

export type ContactListEditorProps = {
  /** The contacts to edit. When it changes to something this editor did not emit, the rows are reset. */
  value?: readonly Contact[];
  /**
   * Every change: all rows as normalised contacts (phones as 11 digits, Telegram without @…), and the domain's
   * validation of the list, so a form can refuse to submit while `validation.ok` is false.
   */
  onChange?: (contacts: Contact[], validation: ContactsValidation) => void;
  /** Show every row's error, also of fields not visited yet (set it after a failed submit). */
  showAllErrors?: boolean;
  /** The type a new row starts with. */
  defaultType?: ContactType;
  max?: number;
  disabled?: boolean;
  className?: string;
};

/** Rows of type + value + description with add and remove; each row is checked by the domain's `validateContact`. */
export function ContactListEditor({
  value = NO_CONTACTS,
  onChange,
  showAllErrors = false,
  defaultType = ContactType.PHONE,
  max,
  disabled = false,
  className,
}: ContactListEditorProps) {
  const idPrefix = useId();
  const nextKey = useRef(0);
  const toRows = (contacts: readonly Contact[]): Row[] =>
    contacts.map((contact) => ({
      key: nextKey.current++,
      type: contact.type,
      value: writtenForm(contact.type, contact.value),
      description: contact.description ?? '',
      touched: false,
    }));
  const [rows, setRows] = useState<Row[]>(() => toRows(value));
  const [shownValue, setShownValue] = useState(value);
  const emitted = useRef<string>(JSON.stringify(value));
  if (value !== shownValue) {
    setShownValue(value);
    // A parent that feeds our own output back must not reset what the person is typing.
    if (JSON.stringify(value) !== emitted.current) setRows(toRows(value));
  }

  const commit = (next: Row[]) => {
    setRows(next);
    const contacts = next.map(toContact);
    emitted.current = JSON.stringify(contacts);
    onChange?.(contacts, validateContacts(contacts));
  };
  const update = (key: number, patch: Partial<Row>) =>
    commit(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  // Leaving a field tidies a phone typed any way into the written form; what is emitted stays the same.
  const touch = (key: number) =>
    setRows(
      rows.map((row) => (row.key === key ? { ...row, value: writtenForm(row.type, row.value), touched: true } : row)),
    );

  const canAdd = !disabled && (max === undefined || rows.length < max);
  const focusAfterAdd = useRef<number | null>(null);

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">{messages.contacts.empty}</p> : null}
      <ul className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const result = validateContact({ type: row.type, value: row.value });
          const error = !result.ok && (row.touched || showAllErrors) ? result.error.message : null;
          const id = `${idPrefix}-${row.key}`;
          return (
            <li
              key={row.key}
              className="grid grid-cols-[1fr_auto] gap-2 rounded-card border border-border bg-surface p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start"
              aria-label={`${messages.contacts.value} ${index + 1}`}
            >
              <NativeSelect
                aria-label={messages.contacts.type}
                value={row.type}
                options={typeOptions}
                disabled={disabled}
                onChange={(event) => update(row.key, { type: event.target.value as ContactType })}
                className="col-start-1"
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={messages.contacts.remove}
                disabled={disabled}
                onClick={() => commit(rows.filter((other) => other.key !== row.key))}
                className="col-start-2 row-start-1 text-muted-foreground hover:text-danger sm:col-start-3"
              >
                <TrashIcon />
              </Button>
              <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1 sm:col-start-2 sm:row-start-1">
                <Input
                  id={`${id}-value`}
                  {...inputHints[row.type]}
                  aria-label={`${messages.contacts.value}: ${CONTACT_TYPE_LABELS[row.type]}`}
                  placeholder={messages.contacts.placeholders[row.type]}
                  value={row.value}
                  disabled={disabled}
                  aria-invalid={error === null ? undefined : true}
                  aria-describedby={error === null ? undefined : `${id}-error`}
                  onChange={(event) => update(row.key, { value: event.target.value })}
                  onBlur={() => touch(row.key)}
                  ref={(input) => {
                    if (input !== null && focusAfterAdd.current === row.key) {
                      focusAfterAdd.current = null;
                      input.focus();
                    }
                  }}
                />
                {error === null ? null : (
                  <p id={`${id}-error`} className="text-sm text-danger">
                    {error}
                  </p>
                )}
                <Input
                  aria-label={messages.contacts.description}
                  placeholder={messages.contacts.descriptionPlaceholder}
                  value={row.description}
                  disabled={disabled}
                  onChange={(event) => update(row.key, { description: event.target.value })}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {canAdd ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            const key = nextKey.current++;
            focusAfterAdd.current = key;
            commit([...rows, { key, type: defaultType, value: '', description: '', touched: false }]);
          }}
        >
          <PlusIcon className="size-4" />
          {messages.contacts.add}
        </Button>
      ) : null}
    </div>
  );
}
