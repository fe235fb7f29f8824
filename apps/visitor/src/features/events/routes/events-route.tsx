import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.events;

export default function EventsRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
