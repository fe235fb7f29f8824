import { useApi, useSession } from '@mesto/api-client/react';
import { Button, buttonVariants } from '@mesto/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';

const text = {
  write: 'Написать',
  writeTo: (name: string) => `Написать: ${name}`,
  signInToWrite: 'Войдите, чтобы написать',
} as const;

/** With an organisation, `place`: the place of it one writes from (its page), so its team knows what it is about. */
type WriteTarget = { user: string } | { organisation: string; place?: string };

type WriteControlProps = {
  /** Whom to write to: a person (id, code or username) or an organisation (its team answers). */
  target: WriteTarget;
  /** Who that is, for the button's accessible name («Написать: Кофейня «Зерно»»). */
  name: string;
  className?: string;
};

/**
 * «Написать»: opens (the first time: makes) the private chat with a person or an organisation and goes to it.
 * Signed out: a link to the login screen that comes back here. Nothing on one's own profile.
 */
export function WriteControl({ target, name, className }: WriteControlProps) {
  const { user } = useSession();
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [opening, setOpening] = useState(false);

  if (user && 'user' in target && [user.id, user.code, user.username].includes(target.user)) return null;
  if (!user) {
    return (
      <Link
        to={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
        className={buttonVariants({ variant: 'secondary', className })}
        title={text.signInToWrite}
        aria-label={text.writeTo(name)}
      >
        {text.write}
      </Link>
    );
  }
  const open = async () => {
    setOpening(true);
    try {
      const chat = await queryClient.fetchQuery({
        ...$api.queryOptions('get', '/api/chats/private', { params: { query: target } }),
        staleTime: 0,
      });
      navigate(paths.chats.getHref(chat.id));
    } catch {
      // The client has shown the server's reason in a toast already.
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      variant="secondary"
      className={className}
      aria-label={text.writeTo(name)}
      disabled={opening}
      onClick={() => void open()}
    >
      {text.write}
    </Button>
  );
}
