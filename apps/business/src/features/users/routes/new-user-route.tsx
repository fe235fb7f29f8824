import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.newUser;

export default function NewUserRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
