import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.roomsEditor;

export default function RoomsEditorRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
