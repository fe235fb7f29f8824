/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying one: under the sites'
 * Content-Security-Policy (no 'unsafe-eval') that try is reported as a violation. Without JIT it never tries, and
 * parsing stays as fast as a screen needs. Zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every
 * copy of it on the page, and read when a schema first parses), so the setting is made there, before any schema
 * exists, without importing zod into the first load: zod's core is ~4 kB (gzip) that only the screens need.
 * Call it first, from the module each app's entry imports first.
 */
export function makeSchemasJitless(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
