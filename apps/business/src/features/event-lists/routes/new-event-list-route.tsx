import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.newEventList;

export default function NewEventListRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
