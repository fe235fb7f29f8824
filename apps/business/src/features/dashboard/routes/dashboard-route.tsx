import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { messages } from '../../../messages.ts';

const screen = messages.screens.home;

export default function DashboardRoute() {
  return <ScreenPlaceholder title={screen.title} description={screen.description} />;
}
