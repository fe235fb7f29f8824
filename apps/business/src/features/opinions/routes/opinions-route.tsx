import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.opinions;

export default function OpinionsRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
