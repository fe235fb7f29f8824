import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.announcements;

export default function AnnouncementsRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
