import { describe, expect, it } from 'vitest';
import { withSecretFiles } from './secret-files.ts';

const files: Record<string, string> = { '/s/token': 'abc\n', '/s/crlf': 'x\r\n', '/s/empty': '\n' };
const read = (path: string) => {
  const content = files[path];
  if (content === undefined) throw Object.assign(new Error(`no ${path}`), { code: 'ENOENT' });
  return content;
};

describe('secrets read from files', () => {
  it('reads each named secret from its file, without one trailing line break', () => {
    const result = withSecretFiles({ A_FILE: '/s/token', B_FILE: '/s/crlf', OTHER_FILE: '/s/token' }, ['A', 'B'], read);
    expect(result).toMatchObject({ A: 'abc', B: 'x' });
    expect(result.OTHER).toBeUndefined();
  });

  it('a variable set outright wins; an empty file leaves the secret unset', () => {
    expect(withSecretFiles({ A: 'set', A_FILE: '/s/token' }, ['A'], read).A).toBe('set');
    expect(withSecretFiles({ A_FILE: '/s/empty' }, ['A'], read).A).toBeUndefined();
  });

  it('a file that cannot be read names the variable and the reason, never a content', () => {
    expect(() => withSecretFiles({ A_FILE: '/s/missing' }, ['A'], read)).toThrow(
      'A_FILE names a file that cannot be read (ENOENT)',
    );
  });
});
