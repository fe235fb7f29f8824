import { LoginScreen } from '@mesto/app-shell';
import { env } from '../../../config/env.ts';
import { messages } from '../../../messages.ts';

/** The business panel's own login screen; accounts are created on the public site. */
export default function LoginRoute() {
  return (
    <LoginScreen
      title={messages.auth.login.title}
      description={messages.auth.login.description}
      telegramBotName={env.telegramBotName}
    />
  );
}
