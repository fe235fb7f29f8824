import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.organisation;

export default function OrganisationRoute() {
  const { organisationCode = '' } = useParams();
  return <ScreenPlaceholder title={screen.title} description={screen.description(organisationCode)} />;
}
