import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.people;

export default function PeopleRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
