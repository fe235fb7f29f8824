import { useSession } from '@mesto/api-client/react';
import { Field, Input } from '@mesto/ui';
import { shellMessages } from '../messages.ts';
import { AuthForm, type FieldErrors } from './auth-form.tsx';

const text = shellMessages.login;

/** Username, email or phone and a password; on success the caller decides where to go. */
export function LoginForm({ label, onSuccess }: { label: string; onSuccess: () => void }) {
  const { login } = useSession();
  return (
    <AuthForm
      label={label}
      submitLabel={text.submit}
      check={(data) => {
        const values = { login: String(data.get('login') ?? '').trim(), password: String(data.get('password') ?? '') };
        const errors: FieldErrors = {};
        if (!values.login) errors.login = text.loginRequired;
        if (!values.password) errors.password = text.passwordRequired;
        return Object.keys(errors).length > 0 ? { errors } : { values };
      }}
      send={login}
      onSuccess={onSuccess}
    >
      {(errors) => (
        <>
          <Field label={text.login} error={errors.login} required>
            <Input name="login" autoComplete="username" autoCapitalize="none" spellCheck={false} />
          </Field>
          <Field label={text.password} error={errors.password} required>
            <Input name="password" type="password" autoComplete="current-password" />
          </Field>
        </>
      )}
    </AuthForm>
  );
}
