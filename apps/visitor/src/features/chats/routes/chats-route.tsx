import { type AvatarUrls, ChatWorkspace, useShellConfig } from '@mesto/app-shell';
import { isUuid } from '@mesto/domain';
import { PageMeta } from '@mesto/ui';
import { useSearchParams } from 'react-router';
import { useFileUrlMap } from '../../../api/get-file-urls.ts';
import { ReportControl } from '../../../components/report-control.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { GroupChatActions } from '../components/group-chat-actions.tsx';
import { NewGroupButton } from '../components/new-group-button.tsx';

const screen = messages.screens.chats;
const AVATAR_WIDTH = 96;

/** Pictures of the people in the chats, by file id. */
const useAvatarUrls: AvatarUrls = (fileIds) => useFileUrlMap(fileIds, AVATAR_WIDTH);

/**
 * `/chats?chat=…`: my private, group and room chats and my chats with places' teams, the open one beside the list
 * (on a phone, one at a time), live.
 */
export default function ChatsRoute() {
  const shell = useShellConfig();
  const [params] = useSearchParams();
  const chat = params.get('chat');
  return (
    <>
      <PageMeta title={shell.documentTitle(screen.title)} description={screen.description} />
      <ChatWorkspace
        chatId={isUuid(chat) ? chat : null}
        chatHref={(id) => paths.chats.getHref(id)}
        listHref={paths.chats.getHref()}
        linkComponent={RouterLink}
        useAvatarUrls={useAvatarUrls}
        listActions={<NewGroupButton />}
        chatActions={(openChat) => <GroupChatActions chat={openChat} />}
        messageActions={(message) => (
          <ReportControl
            subject={{ targetType: 'CHAT_MESSAGE', targetId: message.id }}
            authorId={message.author?.id ?? null}
            what={messages.report.subjects.CHAT_MESSAGE(message.author?.name ?? '')}
            size="sm"
            className="min-h-7 px-2 text-xs text-muted-foreground"
          />
        )}
      />
    </>
  );
}
