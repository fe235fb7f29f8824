import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { testEnv } from '../env.ts';

/** The OpenAPI document as the code declares it, formatted as committed. */
export async function generateOpenApiDocument(): Promise<string> {
  const app = await buildApp({ env: testEnv(), database: openDatabase({ dataDir: 'memory://' }) });
  await app.ready();
  const document = app.swagger() as { components?: { schemas?: Record<string, unknown> } };
  await app.close();
  // Shared schemas are registered in the order modules load, which differs between the script (tsx) and the test
  // runner: sorted by name, the committed file is the same whoever writes it.
  const schemas = document.components?.schemas;
  if (schemas && document.components) {
    document.components.schemas = Object.fromEntries(
      Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  }
  return `${JSON.stringify(document, null, 2)}\n`;
}
