import { useDebouncedText } from '@mesto/app-shell';
import { Avatar, Input, Spinner } from '@mesto/ui';
import { useRef, useState } from 'react';
import { type ChatPerson, PEOPLE_QUERY_MIN, useFindPeople } from '../api/find-people.ts';
import { usePersonAvatars } from '../api/person-avatars.ts';
import { groupChatMessages } from './group-chat-messages.ts';

const text = groupChatMessages.picker;

/** How a person is named on screen: the display name, else the username, else the code. */
function personName(person: Pick<ChatPerson, 'displayName' | 'username' | 'code'>): string {
  return person.displayName.trim() || person.username || person.code;
}

type PeoplePickerProps = {
  /** The people picked so far, in the order they were added. */
  selected: readonly ChatPerson[];
  onChange: (people: ChatPerson[]) => void;
  /** Never offered: the one picking (the owner is in the group anyway). */
  excludeIds?: readonly string[];
  /** How many may be picked; the search stops offering people once there are this many. */
  max?: number;
  /** Left the search box (for the form's «show the check once left»). */
  onBlur?: () => void;
  disabled?: boolean;
};

/**
 * People to add to a group: the picked ones as chips, each with its own «Убрать …» button, and a search box whose
 * results are buttons that add a person. Oneself and the people already picked are not offered. Placed inside a
 * `Field`, the search box takes the field's label, hint and error.
 */
export function PeoplePicker({
  selected,
  onChange,
  excludeIds = [],
  max,
  onBlur,
  disabled = false,
}: PeoplePickerProps) {
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useDebouncedText(query, setQuery);
  const found = useFindPeople(query);
  const inputRef = useRef<HTMLInputElement>(null);

  const hidden = new Set([...excludeIds, ...selected.map((person) => person.id)]);
  const q = query.trim();
  const asking = q.length >= PEOPLE_QUERY_MIN && typed.trim().length >= PEOPLE_QUERY_MIN;
  const all = asking ? (found.data ?? []) : [];
  const offered = all.filter((person) => !hidden.has(person.id));
  const full = max !== undefined && selected.length >= max;
  const waiting = asking && (typed.trim() !== q || (found.isFetching && all.length === 0));
  const avatars = usePersonAvatars([...selected, ...offered]);

  const focusSearch = () => {
    // The button just pressed is gone (picked, or its chip removed): keep the keyboard in the picker.
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const add = (person: ChatPerson) => {
    onChange([...selected, person]);
    setTyped('');
    setQuery('');
    focusSearch();
  };
  const remove = (person: ChatPerson) => {
    onChange(selected.filter((other) => other.id !== person.id));
    focusSearch();
  };

  return (
    <div className="flex flex-col gap-2">
      {selected.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.none}</p>
      ) : (
        <ul aria-label={text.picked} className="flex flex-wrap gap-2">
          {selected.map((person) => {
            const name = personName(person);
            return (
              <li
                key={person.id}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border bg-surface-muted py-0.5 ps-0.5 pe-1"
              >
                <Avatar
                  name={name}
                  src={person.avatarFileId ? avatars.get(person.avatarFileId) : null}
                  size="sm"
                  aria-hidden="true"
                />
                <span className="min-w-0 break-words text-sm font-medium">{name}</span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => remove(person)}
                  aria-label={text.remove(name)}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring pointer-coarse:size-touch"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Input
        ref={inputRef}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={onBlur}
        onKeyDown={(event) => {
          // Enter adds the only match rather than submitting the whole form.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setQuery(typed);
          const [only, ...others] = offered;
          if (only && others.length === 0 && !full) add(only);
        }}
        placeholder={text.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        disabled={disabled}
      />
      <div aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {full ? (
          text.full
        ) : !asking ? null : waiting ? (
          <span className="inline-flex items-center gap-2">
            <Spinner size="sm" label={null} />
            {text.searching}
          </span>
        ) : found.isError ? (
          text.failed
        ) : all.length === 0 ? (
          text.nobody
        ) : offered.length === 0 ? (
          text.nobodyNew
        ) : null}
      </div>
      {full || offered.length === 0 || found.isError ? null : (
        <ul
          aria-label={text.results}
          aria-busy={waiting}
          className="flex max-h-64 flex-col divide-y divide-border overflow-y-auto rounded-control border border-border bg-surface aria-busy:opacity-60"
        >
          {offered.map((person) => {
            const name = personName(person);
            return (
              <li key={person.id}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => add(person)}
                  className="flex min-h-touch w-full items-center gap-3 px-3 py-2 text-start transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                >
                  <Avatar
                    name={name}
                    src={person.avatarFileId ? avatars.get(person.avatarFileId) : null}
                    size="sm"
                    aria-hidden="true"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="break-words font-medium">{name}</span>
                    {person.username === null ? null : (
                      <span className="break-words text-sm text-muted-foreground">@{person.username}</span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
