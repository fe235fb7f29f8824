import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const serverScript = fileURLToPath(new URL('./public-pages-server.ts', import.meta.url));

export type PublicApi = { address: string; stop: () => Promise<void> };

/** lib/public-pages-server.ts (the demo city with its pictures) in a process of its own, once it listens. */
export async function startPublicApi(): Promise<PublicApi> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const { address } = await new Promise<{ address: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the public pages' API exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line));
    });
  });
  return {
    address,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export type PageName = 'home' | 'events' | 'place' | 'event';

/**
 * The public pages by name: the best-rated place that has photos (the viewer opens on it) and the first event of the
 * list still to come (its «Пойду» is offered; a past one shows the counts alone).
 */
export async function publicPaths(apiAddress: string): Promise<Record<PageName, string>> {
  const places = (await (await fetch(`${apiAddress}/api/places?limit=50&sort=rating`)).json()) as {
    items: { code: string; photoFileIds: string[] }[];
  };
  const place = places.items.find((item) => item.photoFileIds.length > 0) ?? places.items[0];
  const events = (await (await fetch(`${apiAddress}/api/events?limit=20`)).json()) as {
    items: { code: string; startsAt: string }[];
  };
  const event = events.items.find((item) => Date.parse(item.startsAt) > Date.now()) ?? events.items[0];
  if (!place || !event) throw new Error('the demo city has no place or no event');
  return { home: '/', events: '/events', place: `/place/${place.code}`, event: `/event/${event.code}` };
}
