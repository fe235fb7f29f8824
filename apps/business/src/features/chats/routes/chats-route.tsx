import { type AvatarUrls, ChatWorkspace, useShellConfig } from '@mesto/app-shell';
import { isUuid } from '@mesto/domain';
import { EmptyState, PageMeta, Select } from '@mesto/ui';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useStoredFiles, variantUrl } from '../../../lib/catalogue/files.ts';
import { useMyOrganisations } from '../../../lib/catalogue/organisations.ts';
import { messages } from '../../../messages.ts';
import { useUnreadByOrganisation } from '../api/unread-by-organisation.ts';
import { startingOrganisation } from '../lib/starting-organisation.ts';

const screen = messages.screens.chats;
const AVATAR_WIDTH = 96;

const useAvatarUrls: AvatarUrls = (fileIds) => {
  const files = useStoredFiles(fileIds);
  return useMemo(() => {
    if (!files.data) return undefined;
    return new Map([...files.data].map(([id, file]) => [id, variantUrl(file, AVATAR_WIDTH)] as const));
  }, [files.data]);
};

const hrefOf = (organisation: string, chat?: string) => {
  const query = new URLSearchParams({ organisation, ...(chat ? { chat } : {}) });
  return `${paths.chats.getHref()}?${query.toString()}`;
};

/**
 * `/business/chats?organisation=…&chat=…`: what guests wrote to one of my organisations, answered as its team, live.
 * With several organisations a select switches between them; without one in the link it opens on the one whose chats
 * wait to be read (what the navigation's badge counts), else the first by name, and writes it into the link.
 */
export default function ChatsRoute() {
  const shell = useShellConfig();
  const [params, setParams] = useSearchParams();
  const organisations = useMyOrganisations();
  const list = organisations.data ?? [];
  const wanted = params.get('organisation');
  const choosing = list.length > 1 && !list.some((item) => item.id === wanted);
  const unread = useUnreadByOrganisation(
    list.map((item) => item.id),
    choosing,
  );
  const organisation = startingOrganisation(list, wanted, unread);
  const chat = params.get('chat');
  // Chosen once: the link keeps it, so a count that changes later does not move the screen under the reader.
  const chosen = choosing && organisation ? organisation.id : null;
  useEffect(() => {
    if (chosen === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('organisation', chosen);
        return next;
      },
      { replace: true },
    );
  }, [chosen, setParams]);

  return (
    <>
      <PageMeta title={shell.documentTitle(screen.title)} description={screen.description} />
      {organisations.isPending || organisation === undefined ? null : organisation === null ? (
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-8 sm:py-10">
          <h1 className="text-2xl font-semibold">{screen.title}</h1>
          <EmptyState title={screen.noOrganisations} description={screen.noOrganisationsHint} />
        </div>
      ) : (
        <div className="flex flex-col">
          <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
            {list.length > 1 ? (
              <Select
                aria-label={screen.organisation}
                options={list.map((item) => ({ value: item.id, label: item.name }))}
                value={organisation.id}
                onValueChange={(id) => setParams({ organisation: id })}
                className="max-w-sm"
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                {screen.organisation}: <span className="font-medium text-foreground">{organisation.name}</span>
              </p>
            )}
          </div>
          <ChatWorkspace
            key={organisation.id}
            organisation={organisation.id}
            chatId={isUuid(chat) ? chat : null}
            chatHref={(id) => hrefOf(organisation.id, id)}
            listHref={hrefOf(organisation.id)}
            linkComponent={RouterLink}
            emptyHint={screen.empty}
            useAvatarUrls={useAvatarUrls}
            title={screen.title}
          />
        </div>
      )}
    </>
  );
}
