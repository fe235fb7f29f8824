import { paths } from '../../../config/paths.ts';
import { useUnreadChats } from '../api/unread-chats.ts';
import { dashboardMessages } from '../messages.ts';
import { WaitingCard } from './waiting-card.tsx';

const text = dashboardMessages.chats;

/** How many guests' chats with my organisations have messages nobody of the team has read yet. */
export function UnreadChats() {
  return (
    <WaitingCard
      title={text.title}
      count={useUnreadChats()}
      text={text}
      waitingHref={paths.chats.getHref()}
      allHref={paths.chats.getHref()}
      testId="unread-chats"
    />
  );
}
