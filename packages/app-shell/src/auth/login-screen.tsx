import { useSession } from '@mesto/api-client/react';
import { LoginProvider } from '@mesto/domain';
import { type ReactNode, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';
import { TelegramLogin, type TelegramLoginPayload } from './telegram-login.tsx';
import { useReturnPath } from './use-return-path.ts';

export type LoginScreenProps = {
  title: string;
  description: string;
  /** The configured Telegram bot; no Telegram button when null. */
  telegramBotName: string | null;
  /** Under the card, e.g. a way to sign up. */
  footer?: ReactNode;
};

/** A login screen: password or Telegram, then back to the remembered path (`?redirect=`) or home. */
export function LoginScreen({ title, description, telegramBotName, footer }: LoginScreenProps) {
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
    <AuthCard title={title} description={description} {...(footer === undefined ? {} : { footer })}>
      <LoginForm label={title} onSuccess={done} />
      {telegramBotName === null ? null : <TelegramLogin botName={telegramBotName} onAuth={loginWithTelegram} />}
    </AuthCard>
  );
}
