import { useApi, useSession } from '@mesto/api-client/react';
import type { Gender } from '@mesto/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  toast,
} from '@mesto/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { blockStatusQueryOptions, useBlock, useBlockStatus, useUnblock } from '../api/blocks.ts';
import { blockMessages as text } from '../messages.ts';

/**
 * «Заблокировать» on a person's profile, after a question that says what it does (no private messages, no
 * invitations, their opinions and rooms folded; they are not told); «Разблокировать» once blocked, at once.
 * Only for someone signed in, on another person's profile.
 */
export function BlockControl({ userId, name, gender }: { userId: string; name: string; gender: Gender | null }) {
  const { user } = useSession();
  const signedIn = user !== null && user.id !== userId;
  const status = useBlockStatus(userId, { enabled: signedIn });
  const block = useBlock();
  const unblock = useUnblock();
  const [asking, setAsking] = useState(false);
  const { $api } = useApi();
  const queryClient = useQueryClient();
  // The other button takes the focus once the state has changed (the pressed one is gone by then).
  const blockButton = useRef<HTMLButtonElement>(null);
  const unblockButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef(false);
  const blocked = status.data?.blocked;
  useEffect(() => {
    if (!focusAfter.current || blocked === undefined) return;
    focusAfter.current = false;
    (blocked ? unblockButton : blockButton).current?.focus();
  }, [blocked]);
  const settle = (next: boolean) => {
    focusAfter.current = true;
    queryClient.setQueryData(blockStatusQueryOptions($api, userId).queryKey, { blocked: next });
  };

  if (!signedIn || status.isPending) return null;
  if (status.isError) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {text.statusFailed}
        <Button variant="ghost" size="sm" onClick={() => void status.refetch()}>
          {text.retry}
        </Button>
      </p>
    );
  }
  if (status.data.blocked) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">{text.youBlocked}</span>
        <Button
          ref={unblockButton}
          variant="secondary"
          size="sm"
          aria-label={text.unblockLabel(name)}
          loading={unblock.isPending}
          onClick={() =>
            unblock.mutate(
              { params: { path: { userId } } },
              {
                onSuccess: () => {
                  settle(false);
                  toast({ severity: 'success', description: text.unblocked(name, gender) });
                },
              },
            )
          }
        >
          {text.unblock}
        </Button>
      </div>
    );
  }
  return (
    <Dialog open={asking} onOpenChange={(next) => (block.isPending ? undefined : setAsking(next))}>
      <DialogTrigger asChild>
        <Button ref={blockButton} variant="ghost" className="text-danger" aria-label={text.blockLabel(name)}>
          {text.block}
        </Button>
      </DialogTrigger>
      <DialogContent
        role="alertdialog"
        hideCloseButton
        // Blocked: the button that opened it is gone, and «Разблокировать» takes the focus instead.
        onCloseAutoFocus={(event) => {
          if (focusAfter.current) event.preventDefault();
        }}
      >
        <DialogHeader className="pe-0">
          <DialogTitle>{text.confirmTitle(name)}</DialogTitle>
          <DialogDescription asChild>
            <ul className="flex list-disc flex-col gap-1 ps-5">
              {text.confirmEffects(gender).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {/* The safe answer first, so a stray Enter blocks nobody. */}
          <Button variant="secondary" onClick={() => setAsking(false)} disabled={block.isPending}>
            {text.cancel}
          </Button>
          <Button
            variant="danger"
            loading={block.isPending}
            onClick={() =>
              block.mutate(
                { body: { userId } },
                {
                  onSuccess: () => {
                    settle(true);
                    setAsking(false);
                    toast({ severity: 'success', description: text.blocked(name, gender) });
                  },
                },
              )
            }
          >
            {text.block}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
