import * as z from 'zod/mini';

// The public settings both front ends read (VITE_* variables, baked in at build time). Nothing here is secret: it
// all ends up in the JavaScript every visitor downloads. Each app's `src/config/env.ts` is still the one place that
// reads `import.meta.env`; it passes it here and adds its own variables with `readPublicVariables`.

const publicSchema = z.object({
  /** The environment setting (docs/product.md#analytics); analytics loads only on PRODUCTION. */
  VITE_APP_ENV: z._default(z.enum(['LOCAL', 'PRODUCTION']), 'LOCAL'),
  /** Origin of the API when it is not on this site (e.g. `https://api.gorod.example`); empty = same origin `/api`. */
  VITE_API_URL: z._default(z.string().check(z.regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/)), ''),
  /** Yandex Metrika counter id. */
  VITE_METRIKA_ID: z.optional(z.string().check(z.regex(/^\d+$/))),
  /** Telegram bot of the login button; no button when unset. */
  VITE_TELEGRAM_BOT_NAME: z.optional(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/))),
  /** Set by @mesto/vite-config at build; 'dev' under the dev server and in tests. */
  VITE_BUILD_ID: z._default(z.string().check(z.minLength(1)), 'dev'),
});

export type PublicEnv = {
  appEnv: 'LOCAL' | 'PRODUCTION';
  isProduction: boolean;
  apiUrl: string;
  metrikaId: number | null;
  telegramBotName: string | null;
  buildId: string;
};

/** Validates raw variables against `schema`; an empty value counts as unset. Throws with every problem listed. */
export function readPublicVariables<Schema extends z.ZodMiniType>(
  schema: Schema,
  source: Record<string, unknown>,
): z.infer<Schema> {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '' && value != null));
  const result = z.safeParse(schema, present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid public configuration: ${problems}`);
  }
  return result.data;
}

/** The settings every front end has. */
export function parsePublicEnv(source: Record<string, unknown>): PublicEnv {
  const data = readPublicVariables(publicSchema, source);
  return {
    appEnv: data.VITE_APP_ENV,
    isProduction: data.VITE_APP_ENV === 'PRODUCTION',
    apiUrl: data.VITE_API_URL.replace(/\/+$/, ''),
    metrikaId: data.VITE_METRIKA_ID === undefined ? null : Number(data.VITE_METRIKA_ID),
    telegramBotName: data.VITE_TELEGRAM_BOT_NAME ?? null,
    buildId: data.VITE_BUILD_ID,
  };
}
