import { AppLogo } from '@mesto/app-shell';
import { messages } from '../messages.ts';

/** The logo with the panel's badge «для бизнеса». */
export function PanelLogo() {
  return <AppLogo badge={messages.panelName} />;
}
