// The public settings both front ends read (VITE_* variables, baked in at build time). Nothing here is secret: it
// all ends up in the JavaScript every visitor downloads. Each app's `src/config/env.ts` is still the one place that
// reads `import.meta.env`; it passes it here and adds its own variables with `readPublicVariables`.
// The rules are plain patterns rather than a schema library: this runs before the first render, and zod here pulled
// its whole core into every first load.

/** One public variable: the values it may take (a pattern or a list) and its default when unset. */
export type PublicVariable = { pattern?: RegExp; values?: readonly string[]; default?: string };

const publicVariables = {
  /** The environment setting (docs/product.md#analytics); analytics loads only on PRODUCTION. */
  VITE_APP_ENV: { values: ['LOCAL', 'PRODUCTION'], default: 'LOCAL' },
  /** Origin of the API when it is not on this site (e.g. `https://api.gorod.example`); empty = same origin `/api`. */
  VITE_API_URL: { pattern: /^https?:\/\/[^\s/]+(\/[^\s]*)?$/, default: '' },
  /** Yandex Metrika counter id. */
  VITE_METRIKA_ID: { pattern: /^\d+$/ },
  /** Telegram bot of the login button; no button when unset. */
  VITE_TELEGRAM_BOT_NAME: { pattern: /^[A-Za-z][A-Za-z0-9_]{3,31}$/ },
  /** Set by @mesto/vite-config at build; 'dev' under the dev server and in tests. */
  VITE_BUILD_ID: { pattern: /^\S+$/, default: 'dev' },
} satisfies Record<string, PublicVariable>;

export type PublicEnv = {
  appEnv: 'LOCAL' | 'PRODUCTION';
  isProduction: boolean;
  apiUrl: string;
  metrikaId: number | null;
  telegramBotName: string | null;
  buildId: string;
};

/** Checks raw variables against their rules; an empty value counts as unset. Throws with every problem listed. */
export function readPublicVariables<Name extends string>(
  rules: Record<Name, PublicVariable>,
  source: Record<string, unknown>,
): Record<Name, string | undefined> {
  const values = {} as Record<Name, string | undefined>;
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(rules) as [Name, PublicVariable][]) {
    const raw = source[name];
    if (raw === '' || raw == null) {
      values[name] = rule.default;
      continue;
    }
    const value = String(raw);
    if (rule.values && !rule.values.includes(value)) problems.push(`${name}: one of ${rule.values.join(', ')}`);
    else if (rule.pattern && !rule.pattern.test(value)) problems.push(`${name}: does not match ${rule.pattern}`);
    else values[name] = value;
  }
  if (problems.length > 0) throw new Error(`Invalid public configuration: ${problems.join('; ')}`);
  return values;
}

/** The settings every front end has. */
export function parsePublicEnv(source: Record<string, unknown>): PublicEnv {
  const data = readPublicVariables(publicVariables, source);
  const appEnv = data.VITE_APP_ENV === 'PRODUCTION' ? 'PRODUCTION' : 'LOCAL';
  return {
    appEnv,
    isProduction: appEnv === 'PRODUCTION',
    apiUrl: (data.VITE_API_URL ?? '').replace(/(?<!\/)\/+$/, ''),
    metrikaId: data.VITE_METRIKA_ID === undefined ? null : Number(data.VITE_METRIKA_ID),
    telegramBotName: data.VITE_TELEGRAM_BOT_NAME ?? null,
    buildId: data.VITE_BUILD_ID ?? 'dev',
  };
}
