import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.rooms;

export default function RoomsRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
