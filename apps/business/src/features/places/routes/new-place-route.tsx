import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.newPlace;

export default function NewPlaceRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
