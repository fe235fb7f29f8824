import { useSession } from '@mesto/api-client/react';
import { LoginProvider } from '@mesto/domain';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { TelegramLogin, type TelegramLoginPayload } from '../components/telegram-login.tsx';
import { useReturnPath } from '../hooks/use-return-path.ts';

const text = messages.auth.login;

export default function LoginRoute() {
  const navigate = useNavigate();
  const { login } = useSession();
  const { remembered, target } = useReturnPath();
  const done = useCallback(() => void navigate(target, { replace: true }), [navigate, target]);
  const loginWithTelegram = useCallback(
    (telegram: TelegramLoginPayload) => {
      // A failure is already shown as a toast by the API client.
      login({ provider: LoginProvider.TELEGRAM, telegram }).then(done, () => {});
    },
    [login, done],
  );

  return (
    <AuthCard
      title={text.title}
      description={text.description}
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
    >
      <LoginForm onSuccess={done} />
      {env.telegramBotName === null ? null : <TelegramLogin botName={env.telegramBotName} onAuth={loginWithTelegram} />}
    </AuthCard>
  );
}
