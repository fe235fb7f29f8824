import { AuthCard, useReturnPath } from '@mesto/app-shell';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { SignupForm } from '../components/signup-form.tsx';

const text = messages.auth.signup;

export default function SignupRoute() {
  const navigate = useNavigate();
  const { remembered, target } = useReturnPath();
  const done = useCallback(() => void navigate(target, { replace: true }), [navigate, target]);

  return (
    <AuthCard
      title={text.title}
      description={text.description}
      footer={
        <>
          {text.haveAccount}{' '}
          <Link
            to={paths.auth.login.getHref(remembered)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {text.toLogin}
          </Link>
        </>
      }
    >
      <SignupForm onSuccess={done} />
    </AuthCard>
  );
}
