import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's request id may look like: short, printable, nothing a log line could be confused by. */
const ACCEPTED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id of a request, in every log line of it and in its X-Request-Id response header. A
 * trusted proxy's X-Request-Id is kept, so one id follows a request from the balancer through the API; from anyone
 * else the header is ignored (a caller could otherwise plant ids, or another request's id, in the logs).
 */
export function requestIdGenerator(trustedProxies: string[]): (request: IncomingMessage) => string {
  const trusted = trustedProxies.length > 0 ? compile(trustedProxies) : () => false;
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    if (typeof given === 'string' && ACCEPTED_ID.test(given) && peer && trusted(peer, 0)) return given;
    return randomUUID();
  };
}
