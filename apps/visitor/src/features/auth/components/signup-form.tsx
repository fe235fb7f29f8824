import { useSession } from '@mesto/api-client/react';
import { AuthForm, type FieldErrors } from '@mesto/app-shell';
import { DISPLAY_NAME_MAX_LENGTH, validatePassword, validateUsername } from '@mesto/domain';
import { Field, Input } from '@mesto/ui';
import { messages } from '../../../messages.ts';

const text = messages.auth.signup;

/** A new account with a password; the rules are the domain's, so the form and the server say the same words. */
export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const { signup } = useSession();
  return (
    <AuthForm
      label={text.title}
      submitLabel={text.submit}
      check={(data) => {
        const username = validateUsername(String(data.get('username') ?? ''));
        const password = validatePassword(String(data.get('password') ?? ''));
        const displayName = String(data.get('displayName') ?? '').trim();
        const errors: FieldErrors = {};
        if (!username.ok) errors.username = username.error.message;
        if (!password.ok) errors.password = password.error.message;
        if (!username.ok || !password.ok) return { errors };
        return {
          values: { username: username.value, password: password.value, ...(displayName ? { displayName } : {}) },
        };
      }}
      send={signup}
      onSuccess={onSuccess}
    >
      {(errors) => (
        <>
          <Field label={text.username} hint={text.usernameHint} error={errors.username} required>
            <Input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
          </Field>
          <Field label={text.displayName} hint={text.displayNameHint} error={errors.displayName}>
            <Input name="displayName" autoComplete="name" maxLength={DISPLAY_NAME_MAX_LENGTH} />
          </Field>
          <Field label={text.password} hint={text.passwordHint} error={errors.password} required>
            <Input name="password" type="password" autoComplete="new-password" />
          </Field>
        </>
      )}
    </AuthForm>
  );
}
