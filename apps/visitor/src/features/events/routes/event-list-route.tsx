import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.eventList;

export default function EventListRoute() {
  const { eventListCode = '' } = useParams();
  return <ScreenPlaceholder title={screen.title} description={screen.description(eventListCode)} />;
}
