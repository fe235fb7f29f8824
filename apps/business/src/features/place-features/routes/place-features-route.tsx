import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.features;

export default function PlaceFeaturesRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
