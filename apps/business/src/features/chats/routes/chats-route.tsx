import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.chats;

export default function ChatsRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
