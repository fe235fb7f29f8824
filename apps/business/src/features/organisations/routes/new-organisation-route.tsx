import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.newOrganisation;

export default function NewOrganisationRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
