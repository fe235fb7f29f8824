/**
 * Settings with each of `names` read from the file its `<NAME>_FILE` names when `<NAME>` itself is unset (compose
 * secrets, a mounted volume): a variable wins over its file, one trailing newline is dropped, an empty file counts as
 * unset (so a start that requires the secret is still refused, naming it). A file that cannot be read is an error
 * naming the variable, never the file's content. `read` reads a file (`readFileSync(path, 'utf8')` on a server), so
 * this stays free of any runtime's modules; the API and the bot share it.
 */
export function withSecretFiles(
  source: Record<string, string | undefined>,
  names: readonly string[],
  read: (path: string) => string,
): Record<string, string | undefined> {
  const result = { ...source };
  for (const name of names) {
    const file = source[`${name}_FILE`];
    if (!file || source[name]) continue;
    let content: string;
    try {
      content = read(file);
    } catch (error) {
      const reason = (error as { code?: unknown }).code;
      throw new Error(
        `${name}_FILE names a file that cannot be read (${typeof reason === 'string' ? reason : 'unreadable'})`,
      );
    }
    const value = content.replace(/\r?\n$/, '');
    if (value !== '') result[name] = value;
  }
  return result;
}
