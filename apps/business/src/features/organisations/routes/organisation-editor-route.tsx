import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.organisationEditor;

export default function OrganisationEditorRoute() {
  const { organisationCode = '' } = useParams();
  return <ScreenPlaceholder title={screen.title} description={screen.description(organisationCode)} />;
}
