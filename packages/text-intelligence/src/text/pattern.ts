/**
 * Every regular expression assembled from pieces (`pattern(String.raw\`…${WEEKDAY}…\`)`) is built here, once, at
 * module level. The regex lint proves literals linear-time, but it cannot see the value of a piece imported from
 * another module; `pattern.test.ts` lints each assembled pattern as the literal it amounts to, under the same rules.
 * Never call this per call or per post: every pattern built is kept for that test.
 */
const built: RegExp[] = [];

export function pattern(source: string, flags = ''): RegExp {
  const regex = new RegExp(source, flags);
  built.push(regex);
  return regex;
}

/** The patterns assembled so far (every module that builds one has been imported). */
export const builtPatterns = (): readonly RegExp[] => built;
