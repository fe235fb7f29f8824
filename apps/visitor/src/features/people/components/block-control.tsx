import { useSession } from '@mesto/api-client/react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@mesto/ui';
import { useState } from 'react';
import { useBlock, useBlockStatus, useUnblock } from '../api/blocks.ts';
import { blockMessages as text } from '../messages.ts';

/**
 * «Заблокировать» on a person's profile, after a question that says what it does (no private messages, no
 * invitations, their opinions and rooms folded; they are not told); «Разблокировать» once blocked, at once.
 * Only for someone signed in, on another person's profile.
 */
export function BlockControl({ userId, name }: { userId: string; name: string }) {
  const { user } = useSession();
  const signedIn = user !== null && user.id !== userId;
  const status = useBlockStatus(userId, { enabled: signedIn });
  const block = useBlock();
  const unblock = useUnblock();
  const [asking, setAsking] = useState(false);

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
          variant="secondary"
          size="sm"
          aria-label={text.unblockLabel(name)}
          loading={unblock.isPending}
          onClick={() =>
            unblock.mutate(
              { params: { path: { userId } } },
              { onSuccess: () => toast({ severity: 'success', description: text.unblocked(name) }) },
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
      <Button
        variant="ghost"
        className="text-danger"
        aria-label={text.blockLabel(name)}
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        {text.block}
      </Button>
      <DialogContent role="alertdialog" hideCloseButton>
        <DialogHeader className="pe-0">
          <DialogTitle>{text.confirmTitle(name)}</DialogTitle>
          <DialogDescription asChild>
            <ul className="flex list-disc flex-col gap-1 ps-5">
              {text.confirmEffects.map((line) => (
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
                    setAsking(false);
                    toast({ severity: 'success', description: text.blocked(name) });
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
