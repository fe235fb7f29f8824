/** Only web addresses are kept: a `javascript:` or `file:` link from a source must never reach a page. */
export function httpUrl(value: string | null | undefined, base?: string): string | null {
  if (!value || value.length > 4096) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
