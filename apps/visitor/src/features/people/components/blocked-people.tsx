import type { components } from '@mesto/api-client';
import { CursorList } from '@mesto/app-shell';
import { DEFAULT_TIME_ZONE, formatDate } from '@mesto/domain';
import { Avatar, Button, EmptyState, toast } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useBlockedPeople, useUnblock } from '../api/blocks.ts';
import { blockMessages as text } from '../messages.ts';
import { useAvatarUrl } from './profile-card.tsx';

type Blocked = components['schemas']['BlockListItem'];

function BlockedRow({ entry }: { entry: Blocked }) {
  const unblock = useUnblock();
  const avatar = useAvatarUrl(entry.user.avatar, 96);
  const name = entry.user.name || entry.user.username || '';
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <Avatar name={name} src={avatar} size="md" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={paths.profile.getHref(entry.user.username ?? entry.user.code)}
          className="break-words font-medium hover:underline"
        >
          {name}
        </Link>
        <span className="text-sm text-muted-foreground">
          {text.list.since(formatDate(new Date(entry.blockedAt), DEFAULT_TIME_ZONE))}
        </span>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={text.unblockLabel(name)}
        loading={unblock.isPending}
        onClick={() =>
          unblock.mutate(
            { params: { path: { userId: entry.user.id } } },
            { onSuccess: () => toast({ severity: 'success', description: text.unblocked(name, null) }) },
          )
        }
      >
        {text.unblock}
      </Button>
    </li>
  );
}

/** The profile settings' list of the people I blocked, each with «Разблокировать». */
export function BlockedPeople() {
  const blocked = useBlockedPeople();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="blocked-people">
      <div className="flex flex-col gap-1">
        <h2 id="blocked-people" className="text-lg font-semibold">
          {text.list.title}
        </h2>
        <p className="text-sm text-muted-foreground">{text.list.hint}</p>
      </div>
      <CursorList
        query={blocked}
        label={text.list.label}
        loadingLabel={text.list.loading}
        failedTitle={text.list.loadFailed}
        getKey={(entry) => entry.user.id}
        renderItem={(entry) => <BlockedRow entry={entry} />}
        empty={<EmptyState title={text.list.empty} description={text.list.emptyHint} />}
      />
    </section>
  );
}
