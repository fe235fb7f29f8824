import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.places;

export default function PlacesRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
