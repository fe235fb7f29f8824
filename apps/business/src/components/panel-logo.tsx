import { AppLogo } from '@mesto/app-shell';
import { shellMessages as messages } from '../shell-messages.ts';

/** The logo with the panel's badge «для бизнеса». */
export function PanelLogo() {
  return <AppLogo badge={messages.panelName} />;
}
