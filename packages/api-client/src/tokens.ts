import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@mesto/domain';

/**
 * Where the client keeps the tokens the API returns (under the access-token and refresh-token keys, docs/product.md#session).
 * Browsers authenticate by the httpOnly cookies the API sets; the stored copies serve clients without cookies.
 */
export interface TokenStore {
  get(): { accessToken: string | null; refreshToken: string | null };
  set(tokens: { accessToken: string; refreshToken: string }): void;
  clear(): void;
}

export function memoryTokenStore(): TokenStore {
  let tokens = { accessToken: null as string | null, refreshToken: null as string | null };
  return {
    get: () => tokens,
    set: (next) => {
      tokens = { ...next };
    },
    clear: () => {
      tokens = { accessToken: null, refreshToken: null };
    },
  };
}

export function storageTokenStore(storage: Storage): TokenStore {
  return {
    get: () => ({ accessToken: storage.getItem(ACCESS_TOKEN_KEY), refreshToken: storage.getItem(REFRESH_TOKEN_KEY) }),
    set: ({ accessToken, refreshToken }) => {
      storage.setItem(ACCESS_TOKEN_KEY, accessToken);
      storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
    },
    clear: () => {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}
