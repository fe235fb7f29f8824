import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.profile;

export default function ProfileRoute() {
  const { userCodeOrUsername = '' } = useParams();
  return <ScreenPlaceholder title={screen.title} description={screen.description(userCodeOrUsername)} />;
}
