import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.profileEditor;

export default function ProfileEditorRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
