import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

// PGlite's initdb takes seconds; loading a dump takes a fraction of that. Every test file of a run starts from
// one migrated template made here.
export default async function setup(project: TestProject) {
  if (project.name === 'postgres' || project.name === 'faults') return;
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = await (database.pglite as NonNullable<typeof database.pglite>).dumpDataDir('none');
  const path = join(tmpdir(), `mesto-pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', path);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
