import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The visitor app of this checkout (its build: dist/ and dist-ssr/). */
export const visitorDir = fileURLToPath(new URL('../../apps/visitor/', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port'))));
    });
  });
}

/** `vite preview` of the built visitor site (of this checkout or `appDir`) in a process of its own, rendering pages or not. */
export async function startSite(
  apiAddress: string,
  serverRender: boolean,
  appDir = visitorDir,
): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    `${appDir}node_modules/.bin/vite`,
    ['preview', '--port', String(port), '--strictPort', '--logLevel', 'warn'],
    {
      cwd: appDir,
      env: { ...process.env, MESTO_API_TARGET: apiAddress, MESTO_SERVER_RENDER: serverRender ? 'on' : 'off' },
      stdio: 'ignore',
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, stop: () => process.kill(-(child.pid as number), 'SIGTERM') };
}
