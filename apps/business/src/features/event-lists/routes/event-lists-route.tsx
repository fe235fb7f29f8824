import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.eventLists;

export default function EventListsRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
