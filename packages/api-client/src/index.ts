export type { components, operations, paths } from '../generated/schema';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiPaths,
  createApiClient,
  type ErrorSink,
  type SessionRenewal,
  silent,
} from './client.ts';
export { ApiError } from './errors.ts';
export type { RenewalOutcome, TabCoordination } from './renewal.ts';
export {
  createSession,
  type Session,
  type SessionOptions,
  type SessionState,
  type SignOutReason,
} from './session.ts';
export { memoryTokenStore, storageTokenStore, type TokenStore } from './tokens.ts';
export type { CurrentUser, PublicUser } from './types.ts';
