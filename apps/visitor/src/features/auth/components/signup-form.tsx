import { useSession } from '@mesto/api-client/react';
import { DISPLAY_NAME_MAX_LENGTH, validatePassword, validateUsername } from '@mesto/domain';
import { Button, Field, Input } from '@mesto/ui';
import { type FormEvent, useRef, useState } from 'react';
import { messages } from '../../../messages.ts';
import { type FieldErrors, useFormErrors } from './use-form-errors.ts';

const text = messages.auth.signup;

/** A new account with a password; the rules are the domain's, so the form and the server say the same words. */
export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const { signup } = useSession();
  const form = useRef<HTMLFormElement>(null);
  const { errors, show, showApiError } = useFormErrors(form);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = validateUsername(String(data.get('username') ?? ''));
    const password = validatePassword(String(data.get('password') ?? ''));
    const displayName = String(data.get('displayName') ?? '').trim();
    const problems: FieldErrors = {};
    if (!username.ok) problems.username = username.error.message;
    if (!password.ok) problems.password = password.error.message;
    show(problems);
    if (!username.ok || !password.ok) return;
    setPending(true);
    try {
      await signup({
        username: username.value,
        password: password.value,
        ...(displayName ? { displayName } : {}),
      });
      onSuccess();
    } catch (error) {
      showApiError(error);
      setPending(false);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={text.title}>
      <Field label={text.username} hint={text.usernameHint} error={errors.username} required>
        <Input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Field>
      <Field label={text.displayName} hint={text.displayNameHint} error={errors.displayName}>
        <Input name="displayName" autoComplete="name" maxLength={DISPLAY_NAME_MAX_LENGTH} />
      </Field>
      <Field label={text.password} hint={text.passwordHint} error={errors.password} required>
        <Input name="password" type="password" autoComplete="new-password" />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {text.submit}
      </Button>
    </form>
  );
}
