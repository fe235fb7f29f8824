import { LoginScreen, useReturnPath, useTelegramBotName } from '@mesto/app-shell';
import { Link } from 'react-router';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';

const text = messages.auth.login;

export default function LoginRoute() {
  const { remembered } = useReturnPath();
  // The bot the API is configured with; the build's own setting only until the API has answered.
  const apiBotName = useTelegramBotName();
  return (
    <LoginScreen
      title={text.title}
      description={text.description}
      telegramBotName={apiBotName === undefined ? env.telegramBotName : apiBotName}
      footer={
        <>
          {text.noAccount}{' '}
          <Link
            to={paths.auth.signup.getHref(remembered)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {text.toSignup}
          </Link>
        </>
      }
    />
  );
}
