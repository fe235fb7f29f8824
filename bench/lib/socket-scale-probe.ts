// A watcher on the private Redis of socket-scale.ts (MONITOR): Redis's own clock of when it ran each chat send's
// commands — the shared send limit's script (EVAL on `…limits:chat-send:<user id>`) and the adapter's PUBLISH of the
// message to the other nodes (found by its clientId) — so a send on two nodes can be cut into its legs: the client's
// send → the limit taken (the sending node read and checked the event), → the publish (the node had the limit's answer,
// stored the message and emitted it), → the remote device (the other node read, decoded and emitted it). The times
// are Redis's (taken as it runs the command), not this process's, whose event loop may be late under load.
// It speaks RESP over a plain socket (no client library in the bench); MONITOR costs Redis a line per command.
import { connect, type Socket } from 'node:net';

export type RedisTimeline = {
  /** Per clientId, when the adapter's publish of that message ran (the first, if more). */
  publishes: Map<string, number>;
  /** Per user id, when their sends' limit scripts ran, in order. */
  limits: Map<string, number[]>;
};

export type RedisProbe = {
  /** What was seen since the last call; forgets it. */
  take(): RedisTimeline;
  stop(): void;
};

/** `1764432000.123456 [0 127.0.0.1:5000] "PUBLISH" "socket.io#/chats#" "…"`: time (ms), command, the rest. */
const LINE = /^(\d+\.\d+) \[[^\]]*\] "([A-Za-z]+)" (.*)$/;
/** A chat message's clientId in the escaped msgpack of a publish: the key, its string's header byte, the id. */
const CLIENT_ID = /clientId(?:\\x[0-9a-f]{2}|[^\\])([A-Za-z0-9_-]+)/;
const SEND_LIMIT = /limits:chat-send:([0-9a-f-]{36})"/;

export function probeRedis(url: string): Promise<RedisProbe> {
  const { hostname, port } = new URL(url);
  let timeline: RedisTimeline = { publishes: new Map(), limits: new Map() };
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: hostname, port: Number(port), noDelay: true });
    let pending = '';
    let started = false;
    socket.once('error', reject);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\r\n');
      pending = lines.pop() ?? '';
      for (const raw of lines) {
        if (!started && raw === '+OK') {
          started = true;
          resolve({
            take() {
              const taken = timeline;
              timeline = { publishes: new Map(), limits: new Map() };
              return taken;
            },
            stop: () => socket.destroy(),
          });
          continue;
        }
        const match = LINE.exec(raw.slice(1));
        if (!match) continue;
        const at = Number(match[1]) * 1000;
        const command = (match[2] as string).toUpperCase();
        const rest = match[3] as string;
        if (command === 'PUBLISH' && rest.startsWith('"socket.io#/chats#')) {
          const clientId = CLIENT_ID.exec(rest)?.[1];
          if (clientId && !timeline.publishes.has(clientId)) timeline.publishes.set(clientId, at);
        } else if (command === 'EVAL' || command === 'EVALSHA') {
          const userId = SEND_LIMIT.exec(rest)?.[1];
          if (!userId) continue;
          const times = timeline.limits.get(userId) ?? [];
          times.push(at);
          timeline.limits.set(userId, times);
        }
      }
    });
    socket.write('*1\r\n$7\r\nMONITOR\r\n');
  });
}
