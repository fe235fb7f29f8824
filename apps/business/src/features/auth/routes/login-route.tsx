import { LoginScreen, useTelegramBotName } from '@mesto/app-shell';
import { env } from '../../../config/env.ts';
import { messages } from '../../../messages.ts';

/** The business panel's own login screen; accounts are created on the public site. */
export default function LoginRoute() {
  // The bot the API is configured with; the build's own setting only until the API has answered.
  const apiBotName = useTelegramBotName();
  return (
    <LoginScreen
      title={messages.auth.login.title}
      description={messages.auth.login.description}
      telegramBotName={apiBotName === undefined ? env.telegramBotName : apiBotName}
    />
  );
}
