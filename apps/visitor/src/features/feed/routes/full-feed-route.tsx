import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.fullFeed;

export default function FullFeedRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
