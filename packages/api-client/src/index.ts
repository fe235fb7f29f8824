export {
  type ApiClient,
  type ApiClientOptions,
  type ApiPaths,
  createApiClient,
  type ErrorSink,
  SILENT_HEADER,
  silent,
} from './client.ts';
export { ApiError } from './errors.ts';
export type { components, operations, paths } from './schema';
export { createSession, type Session, type SessionState } from './session.ts';
export { memoryTokenStore, storageTokenStore, type TokenStore } from './tokens.ts';
export type { CurrentUser, PublicUser } from './types.ts';
