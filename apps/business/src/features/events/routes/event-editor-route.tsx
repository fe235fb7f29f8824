import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.eventEditor;

export default function EventEditorRoute() {
  const { eventCode = '' } = useParams();
  return <ScreenPlaceholder title={screen.title} description={screen.description(eventCode)} />;
}
