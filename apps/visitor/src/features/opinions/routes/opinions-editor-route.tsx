import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.opinionsEditor;

export default function OpinionsEditorRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
