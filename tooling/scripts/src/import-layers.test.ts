// The API's import boundaries, checked as CI checks them: features are peers that reach each other only through a
// declared seam, lib/db/plugins import no feature, no import cycle, no import that points up a layer. The checker is
// tried on a small tree that breaks each rule, so a check that cannot fail would show here.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const script = join(root, 'tooling/scripts/import-layers.mjs');
const allowlist = join(root, 'tooling/import-allowlist.json');

function check(tree: string, allowed = allowlist) {
  const result = spawnSync(process.execPath, [script, tree, '--check', allowed], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const scratch = mkdtempSync(join(tmpdir(), 'mesto-import-layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>): string {
  const base = join(scratch, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), text);
  }
  return base;
}

describe('import boundaries of the API', () => {
  it('hold for apps/api/src as it is', () => {
    const { status, output } = check('apps/api/src');
    expect(status, output).toBe(0);
    expect(output).toMatch(/import cycles between files: 0/);
  });

  it('refuse a feature reaching past another’s seam, lib importing a feature, and a cycle', () => {
    const broken = tree('broken', {
      'lib/rule.ts': "import { helper } from '../features/a/a.service.ts';\nexport const rule = helper;\n",
      'features/a/a.service.ts': "export const helper = 1;\nexport { b } from '../b/b.service.ts';\n",
      'features/b/b.service.ts': 'export const b = 2;\n',
      'features/b/seam.ts': "export { b } from './b.service.ts';\n",
      'features/c/one.ts': "import { two } from './two.ts';\nexport const one = two;\n",
      'features/c/two.ts': "import { one } from './one.ts';\nexport const two = one;\n",
    });
    const { status, output } = check(broken);
    expect(status).toBe(1);
    expect(output).toContain(
      'a feature imports another past its seam: features/a/a.service.ts -> features/b/b.service.ts',
    );
    expect(output).toContain('lib, db or plugins import a feature: lib/rule.ts -> features/a/a.service.ts');
    expect(output).toMatch(/an import cycle: features\/c\/(?:one|two)\.ts ↔ features\/c\/(?:one|two)\.ts/);
  });

  it('refuse a route file that queries the database itself', () => {
    const querying = tree('querying', {
      'db/schema.ts': 'export const places = {};\n',
      'features/a/a.routes.ts': "import { places } from '../../db/schema.ts';\nexport const routes = places;\n",
      'features/b/b.routes.ts': "import { eq } from 'drizzle-orm';\nexport const routes = eq;\n",
      'features/c/c.service.ts': "import { places } from '../../db/schema.ts';\nexport const query = places;\n",
      'features/c/c.routes.ts': "import { query } from './c.service.ts';\nexport const routes = query;\n",
    });
    const { status, output } = check(querying);
    expect(status).toBe(1);
    expect(output).toContain(
      'a route file imports the schema or drizzle (queries go in services): features/a/a.routes.ts',
    );
    expect(output).toContain('features/b/b.routes.ts');
    expect(output).not.toContain('(queries go in services): features/c/');
  });

  it('let a feature use another through its seam', () => {
    const seamed = tree('seamed', {
      'lib/rule.ts': 'export const rule = 0;\n',
      'features/a/a.service.ts':
        "import { b } from '../b/seam.ts';\nimport { rule } from '../../lib/rule.ts';\nexport const a = b + rule;\n",
      'features/b/b.service.ts': 'export const b = 2;\n',
      'features/b/seam.ts': "export { b } from './b.service.ts';\n",
    });
    const { status, output } = check(seamed);
    expect(status, output).toBe(0);
  });
});
