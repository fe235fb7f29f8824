import { useSession } from '@mesto/api-client/react';
import type { ChatSummary } from '@mesto/app-shell';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  toast,
} from '@mesto/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDeleteChat } from '../api/delete-chat.ts';
import { useLeaveChat } from '../api/leave-chat.ts';
import { GroupChatDialog } from './group-chat-dialog.tsx';
import { groupChatMessages } from './group-chat-messages.ts';

const text = groupChatMessages.actions;

type Open = 'settings' | 'delete' | 'leave' | null;

/**
 * What one can do with the open chat, in its header: a group's owner changes its settings or deletes it, another
 * member leaves it. Private and room chats get nothing here (they change with their people and rooms).
 */
export function GroupChatActions({ chat }: { chat: ChatSummary }) {
  const myId = useSession().user?.id ?? null;
  if (chat.type !== 'GROUP' || myId === null) return null;
  return <GroupActions chat={chat} owner={chat.ownerId === myId} />;
}

function GroupActions({ chat, owner }: { chat: ChatSummary; owner: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const remove = useDeleteChat();
  const leave = useLeaveChat();
  const toggle = (which: Exclude<Open, null>) => (next: boolean) => setOpen(next ? which : null);
  const backToList = (done: string) => {
    toast({ severity: 'success', description: done });
    setOpen(null);
    void navigate(paths.chats.getHref());
  };

  // The same actions twice: as buttons where the header has room, as one «⋯» menu on a phone. The menu only opens
  // the dialogs, which live here, so closing the menu does not take them down with it.
  const items: { key: Exclude<Open, null>; label: string; danger: boolean }[] = owner
    ? [
        { key: 'settings', label: groupChatMessages.settings.button, danger: false },
        { key: 'delete', label: text.delete, danger: true },
      ]
    : [{ key: 'leave', label: text.leave, danger: true }];

  return (
    <div className="flex shrink-0 items-center gap-1">
      <div className="hidden items-center gap-1 lg:flex">
        {items.map((item) => (
          <Button
            key={item.key}
            variant={item.danger ? 'ghost' : 'secondary'}
            size="sm"
            className={item.danger ? 'text-danger' : undefined}
            aria-haspopup="dialog"
            onClick={() => setOpen(item.key)}
          >
            {item.label}
          </Button>
        ))}
      </div>
      {/* Not modal: a dialog opened from it would otherwise fight the menu for focus and the page's pointer lock. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="text-xl lg:hidden" aria-label={text.menu}>
            <span aria-hidden="true">⋯</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {items.map((item) => (
            <DropdownMenuItem
              key={item.key}
              variant={item.danger ? 'danger' : 'default'}
              onSelect={() => setOpen(item.key)}
            >
              {item.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {owner ? (
        <>
          <GroupChatDialog open={open === 'settings'} onOpenChange={toggle('settings')} chat={chat} />
          <ConfirmDialog
            open={open === 'delete'}
            onOpenChange={toggle('delete')}
            words={groupChatMessages.remove}
            title={chat.title}
            pending={remove.isPending}
            onConfirm={() =>
              remove
                .mutateAsync({ params: { path: { id: chat.id } } })
                .then(() => backToList(groupChatMessages.remove.done))
            }
          />
        </>
      ) : (
        <ConfirmDialog
          open={open === 'leave'}
          onOpenChange={toggle('leave')}
          words={groupChatMessages.leave}
          title={chat.title}
          pending={leave.isPending}
          onConfirm={() =>
            leave.mutateAsync({ body: { chatId: chat.id } }).then(() => backToList(groupChatMessages.leave.done))
          }
        />
      )}
    </div>
  );
}

type ConfirmWords = {
  title: (title: string) => string;
  description: string;
  cancel: string;
  confirm: string;
};

/** A question before something that cannot be undone; the safe answer comes first, so a stray Enter does nothing. */
function ConfirmDialog({
  open,
  onOpenChange,
  words,
  title,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  words: ConfirmWords;
  title: string;
  pending: boolean;
  onConfirm: () => Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog" hideCloseButton>
        <DialogHeader className="pe-0">
          <DialogTitle>{words.title(title)}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {words.cancel}
          </Button>
          <Button
            variant="danger"
            loading={pending}
            onClick={() => {
              onConfirm().catch(
                // The failure is already a toast; the question stays open for another try.
                () => undefined,
              );
            }}
          >
            {words.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
