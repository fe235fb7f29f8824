// The load of socket-scale.ts: one process holding a share of the clients (real socket.io clients on the /chats
// namespace), driven by its parent over IPC so that the clients never share an event loop with the parent's
// bookkeeping. The parent sends the whole plan of a phase at once (who sends what to which chat, and when, in epoch
// milliseconds); during the phase nothing crosses the IPC channel. Times are epoch milliseconds with sub-millisecond
// precision (performance.timeOrigin + now), comparable across the processes of one machine.
import { io, type Socket } from 'socket.io-client';
import { ChatEvent } from '../../packages/domain/src/chats.ts';

/** `set`: which of a person's sockets (one per set, to different nodes) when a run has more than one. */
export type ScaleClient = { index: number; token: string; address: string; set?: string };
export type PlannedSend = { sender: number; chatId: string; clientId: string; at: number; set?: string };
export type SendRecord = { clientId: string; sentAt: number; ackMs: number | null; ok: boolean };
/** [clientId, index of the hearing client, when] */
export type Arrival = [string, number, number];

export type ToClients =
  | { type: 'connect'; clients: ScaleClient[]; concurrency: number }
  | { type: 'phase'; sends: PlannedSend[]; ackTimeoutMs: number }
  | { type: 'collect' }
  | { type: 'close' };
export type FromClients =
  | { type: 'connected'; connected: number; failed: number; firstError: string }
  | { type: 'sent'; records: SendRecord[] }
  | { type: 'collected'; arrivals: Arrival[] };

const now = () => performance.timeOrigin + performance.now();
const sockets = new Map<string, Socket>();
const keyOf = (index: number, set: string | undefined) => `${set ?? ''}:${index}`;
let arrivals: Arrival[] = [];

const reply = (message: FromClients) => process.send?.(message);

function connect(client: ScaleClient): Promise<Socket> {
  const socket = io(`${client.address}/chats`, {
    path: '/sockets',
    transports: ['websocket'],
    auth: { token: client.token },
    reconnection: false,
    timeout: 60_000,
  });
  socket.on(ChatEvent.NEW, (event: { message: { clientId: string | null } }) => {
    if (event.message.clientId) arrivals.push([event.message.clientId, client.index, now()]);
  });
  return new Promise((resolve, reject) => {
    socket.once(ChatEvent.READY, () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** People arriving: `concurrency` handshakes at a time. */
async function connectAll(clients: ScaleClient[], concurrency: number) {
  let failed = 0;
  let firstError = '';
  let next = 0;
  const worker = async () => {
    while (next < clients.length) {
      const client = clients[next] as ScaleClient;
      next += 1;
      try {
        sockets.set(keyOf(client.index, client.set), await connect(client));
      } catch (error) {
        failed += 1;
        firstError ||= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  reply({ type: 'connected', connected: sockets.size, failed, firstError });
}

/** Sends each planned message at its time, with an acknowledgement; answers once every send is acknowledged or timed out. */
async function runPhase(sends: PlannedSend[], ackTimeoutMs: number) {
  const records = await Promise.all(
    sends.map(
      (send) =>
        new Promise<SendRecord>((resolve) => {
          setTimeout(
            () => {
              const socket = sockets.get(keyOf(send.sender, send.set));
              const sentAt = now();
              if (!socket) {
                resolve({ clientId: send.clientId, sentAt, ackMs: null, ok: false });
                return;
              }
              socket
                .timeout(ackTimeoutMs)
                .emitWithAck(ChatEvent.SEND, {
                  chatId: send.chatId,
                  clientId: send.clientId,
                  text: `Вечернее сообщение ${send.clientId}`,
                })
                .then((answer: { ok?: boolean }) =>
                  resolve({ clientId: send.clientId, sentAt, ackMs: now() - sentAt, ok: answer.ok !== false }),
                )
                .catch(() => resolve({ clientId: send.clientId, sentAt, ackMs: null, ok: false }));
            },
            Math.max(0, send.at - now()),
          );
        }),
    ),
  );
  reply({ type: 'sent', records });
}

process.on('message', (message: ToClients) => {
  if (message.type === 'connect') void connectAll(message.clients, message.concurrency);
  else if (message.type === 'phase') void runPhase(message.sends, message.ackTimeoutMs);
  else if (message.type === 'collect') {
    reply({ type: 'collected', arrivals });
    arrivals = [];
  } else {
    for (const socket of sockets.values()) socket.close();
    process.disconnect?.();
    setTimeout(() => process.exit(0), 200);
  }
});
