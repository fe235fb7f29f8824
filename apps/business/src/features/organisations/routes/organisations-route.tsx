import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.organisations;

export default function OrganisationsRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
