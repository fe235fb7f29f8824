import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('constants', () => {
  it('keep the values clients agreed on', () => {
    expect({ ...constants }).toEqual({
      TOAST_DURATION_MS: 3000,
      TOAST_PLACEMENT: 'bottom-center',
      SOCKET_PATH: '/sockets',
      CHATS_NAMESPACE: '/chats',
      SOCKET_RECONNECTION_DELAY_MS: 1000,
      SOCKET_RECONNECTION_DELAY_MAX_MS: 5000,
      SOCKET_RANDOMIZATION_FACTOR: 0.5,
      SOCKET_RECONNECTION_ATTEMPTS: Number.POSITIVE_INFINITY,
      SOCKET_CONNECT_TIMEOUT_MS: 20000,
      BUILD_CHECK_INTERVAL_MS: 3600000,
      SAME_PATH_RELOAD_SUPPRESSION_MS: 10000,
      APP_SETTINGS_STORAGE_KEY: 'appSettings',
      ACCESS_TOKEN_KEY: 'access-token',
      REFRESH_TOKEN_KEY: 'refresh-token',
      DEFAULT_PAGE_SIZE: 20,
      MAX_PAGE_SIZE: 100,
    });
  });

  it('the reconnection delay never exceeds its maximum', () => {
    expect(constants.SOCKET_RECONNECTION_DELAY_MS).toBeLessThanOrEqual(constants.SOCKET_RECONNECTION_DELAY_MAX_MS);
  });

  it('the default page size is within the maximum', () => {
    expect(constants.DEFAULT_PAGE_SIZE).toBeLessThanOrEqual(constants.MAX_PAGE_SIZE);
  });
});
