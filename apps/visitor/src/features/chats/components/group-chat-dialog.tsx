import { useSession } from '@mesto/api-client/react';
import { type ChatSummary, type FieldErrors, FormField, LoadFailed, useEditorForm } from '@mesto/app-shell';
import { CHAT_GROUP_MAX_MEMBERS, CHAT_TITLE_RULE, validateText } from '@mesto/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  Spinner,
  toast,
} from '@mesto/ui';
import { type ReactNode, useState } from 'react';
import type { ChatPerson } from '../api/find-people.ts';
import { useChatBlank } from '../api/get-chat-blank.ts';
import { useSaveGroupChat } from '../api/save-group-chat.ts';
import { groupChatMessages } from './group-chat-messages.ts';
import { PeoplePicker } from './people-picker.tsx';

const text = groupChatMessages.form;

/** What the group form holds: the title as typed and the other members' ids (the owner is always in the group). */
type GroupValues = { title: string; memberIds: string[] };

/** Everyone but the owner may be picked. */
const MAX_PICKED = CHAT_GROUP_MAX_MEMBERS - 1;

/** The checks the server makes too, with its words. */
function checkGroup(values: GroupValues): FieldErrors {
  const errors: FieldErrors = {};
  const title = validateText(values.title, CHAT_TITLE_RULE);
  if (!title.ok) errors.title = title.error.message;
  if (values.memberIds.length > MAX_PICKED) errors.memberIds = text.tooManyMembers;
  return errors;
}

/** A saved group as its settings start: its title and its members other than the owner. */
function toGroupValues(chat: ChatSummary): GroupValues {
  return {
    title: chat.title,
    memberIds: chat.members.filter((member) => member.id !== chat.ownerId).map((member) => member.id),
  };
}

type GroupChatDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group to change (its owner's settings); absent for a new one. */
  chat?: ChatSummary;
  /** Saved: the new or changed chat (the dialog closes itself). */
  onSaved?: (chat: ChatSummary) => void;
  /** The button that opens it, when it has one of its own (it then says it opens a dialog). */
  trigger?: ReactNode;
};

/**
 * A new group, or the settings of one: its title and the people in it, found by name. A failed save keeps what was
 * typed and shows the server's words under the fields; a successful one closes the dialog.
 */
export function GroupChatDialog({ open, onOpenChange, chat, onSaved, trigger }: GroupChatDialogProps) {
  const words = chat === undefined ? groupChatMessages.create : groupChatMessages.settings;
  const done = (saved: ChatSummary) => {
    toast({ severity: 'success', description: words.done });
    onOpenChange(false);
    onSaved?.(saved);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger === undefined ? null : <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        {chat === undefined ? (
          <NewGroupForm onCancel={() => onOpenChange(false)} onSaved={done} />
        ) : (
          <GroupChatForm
            chat={chat}
            initial={toGroupValues(chat)}
            people={chat.members}
            submitLabel={groupChatMessages.settings.submit}
            onCancel={() => onOpenChange(false)}
            onSaved={done}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A new group starts from the collection's blank, as every editor does. */
function NewGroupForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: (chat: ChatSummary) => void }) {
  const blank = useChatBlank();
  if (blank.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  }
  if (blank.isError) return <LoadFailed title={text.loadFailed} onRetry={() => void blank.refetch()} />;
  return (
    <GroupChatForm
      initial={blank.data}
      people={[]}
      submitLabel={groupChatMessages.create.submit}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

type GroupChatFormProps = {
  /** The saved group; absent for a new one. */
  chat?: ChatSummary;
  initial: GroupValues;
  /** The people the initial ids stand for. */
  people: readonly ChatPerson[];
  submitLabel: string;
  onCancel: () => void;
  onSaved: (chat: ChatSummary) => void;
};

function GroupChatForm({ chat, initial, people, submitLabel, onCancel, onSaved }: GroupChatFormProps) {
  const save = useSaveGroupChat();
  const myId = useSession().user?.id ?? null;
  // The form holds only ids (the server's errors name `memberIds`); the chips need the names and pictures.
  const [known, setKnown] = useState(() => new Map(people.map((person) => [person.id, person])));
  const form = useEditorForm<GroupValues, ChatSummary>({
    initial,
    validate: checkGroup,
    save: async (values) => {
      const saved = await save.mutateAsync({
        body: {
          ...(chat === undefined ? {} : { id: chat.id }),
          title: values.title.trim(),
          memberIds: values.memberIds,
        },
      });
      onSaved(saved);
      return saved;
    },
  });

  const selected = form.values.memberIds.flatMap((id) => {
    const person = known.get(id);
    return person === undefined ? [] : [person];
  });
  const membersError = form.error('memberIds') ?? form.serverErrorsWithin('memberIds')[0]?.[1];

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-label={text.label}
      className="flex flex-col gap-4"
    >
      <FormField form={form} name="title" label={text.title} required>
        <Input {...form.bind('title')} placeholder={text.titlePlaceholder} autoComplete="off" />
      </FormField>
      <Field
        id={form.fieldId('memberIds')}
        label={text.members}
        hint={groupChatMessages.picker.hint}
        error={membersError}
      >
        <PeoplePicker
          selected={selected}
          onChange={(next) => {
            setKnown((current) => {
              const more = new Map(current);
              for (const person of next) more.set(person.id, person);
              return more;
            });
            form.setValue(
              'memberIds',
              next.map((person) => person.id),
            );
          }}
          excludeIds={myId === null ? [] : [myId]}
          max={MAX_PICKED}
          onBlur={() => form.touch('memberIds')}
        />
      </Field>
      {form.failure === null ? null : (
        <p
          role="alert"
          className="rounded-card border border-danger bg-danger-soft px-4 py-3 text-danger-soft-foreground"
        >
          {form.failure}
        </p>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button type="submit" loading={form.saving}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
