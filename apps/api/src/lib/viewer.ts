// Who is asking: the caller a request carries once the auth plugin has resolved its session, and the route option
// that marks a route for signed-in callers only. Declared here, below the plugins, so lib can speak of the caller.
import type { FastifyContextConfig } from 'fastify';

export type Viewer = {
  id: string;
  sessionId: string;
  permissions: string[];
  /** How the caller proved who they are: browsers use cookies, other clients a Bearer header. */
  via: 'cookie' | 'bearer';
};

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /**
     * `required`: the route is for signed-in callers only. A caller without a live session gets 401 before the body is
     * read or validated and before anything is looked up, so a signed-out person is sent to sign in rather than shown
     * form errors, and learns nothing about what exists. The OpenAPI document shows it as the route's `security`.
     */
    session?: 'required';
    /** What that 401 tells the person, where the route has more to say than the general «sign in to continue». */
    signInMessage?: string;
  }
}

/** Route options of a route for signed-in callers only: `{ config: sessionRequired, schema: … }`. */
export const sessionRequired: FastifyContextConfig = { session: 'required' };
