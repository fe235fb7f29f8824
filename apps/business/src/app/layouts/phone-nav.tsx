import { PhoneMenu } from '@mesto/app-shell';
import { shellMessages as messages } from '../../shell-messages.ts';
import { SideNav } from './side-nav.tsx';

/** The phone's menu button: the panel's sections in a sheet that closes on navigation. */
export function PhoneNav() {
  return <PhoneMenu description={messages.nav.menuDescription}>{(close) => <SideNav onNavigate={close} />}</PhoneMenu>;
}
