import { useSession } from '@mesto/api-client/react';
import { LoginProvider } from '@mesto/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { env } from '../../../config/env.ts';
import { messages } from '../../../messages.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { TelegramLogin, type TelegramLoginPayload } from '../components/telegram-login.tsx';
import { useReturnPath } from '../hooks/use-return-path.ts';

const text = messages.auth.login;

/** The business panel's own login screen; accounts are created on the public site. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const { login } = useSession();
  const { target } = useReturnPath();
  const done = useCallback(() => void navigate(target, { replace: true }), [navigate, target]);
  const loginWithTelegram = useCallback(
    (telegram: TelegramLoginPayload) => {
      // A failure is already shown as a toast by the API client.
      login({ provider: LoginProvider.TELEGRAM, telegram }).then(done, () => {});
    },
    [login, done],
  );

  return (
    <AuthCard title={text.title} description={text.description}>
      <LoginForm onSuccess={done} />
      {env.telegramBotName === null ? null : <TelegramLogin botName={env.telegramBotName} onAuth={loginWithTelegram} />}
    </AuthCard>
  );
}
