import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.place;

export default function PlaceRoute() {
  const { placeCode = '' } = useParams();
  return <ScreenPlaceholder title={screen.title} description={screen.description(placeCode)} />;
}
