import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { testEnv } from '../env.ts';

/** The OpenAPI document as the code declares it, formatted as committed. */
export async function generateOpenApiDocument(): Promise<string> {
  const app = await buildApp({ env: testEnv(), database: openDatabase({ dataDir: 'memory://' }) });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return `${JSON.stringify(document, null, 2)}\n`;
}
