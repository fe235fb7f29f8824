import { useSession } from '@mesto/api-client/react';
import { Button, Field, Input } from '@mesto/ui';
import { type FormEvent, useRef, useState } from 'react';
import { messages } from '../../../messages.ts';
import { type FieldErrors, useFormErrors } from './use-form-errors.ts';

const text = messages.auth.login;

/** Username, email or phone and a password; on success the caller decides where to go. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { login } = useSession();
  const form = useRef<HTMLFormElement>(null);
  const { errors, show, showApiError } = useFormErrors(form);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { login: String(data.get('login') ?? '').trim(), password: String(data.get('password') ?? '') };
    const problems: FieldErrors = {};
    if (!values.login) problems.login = text.loginRequired;
    if (!values.password) problems.password = text.passwordRequired;
    show(problems);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      await login(values);
      onSuccess();
    } catch (error) {
      showApiError(error);
      setPending(false);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={text.title}>
      <Field label={text.login} error={errors.login} required>
        <Input name="login" autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Field>
      <Field label={text.password} error={errors.password} required>
        <Input name="password" type="password" autoComplete="current-password" />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {text.submit}
      </Button>
    </form>
  );
}
