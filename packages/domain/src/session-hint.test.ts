import { describe, expect, it } from 'vitest';
import { hasSignedInMarker, SIGNED_IN_COOKIE, signedInMarker } from './session-hint.ts';

describe('hasSignedInMarker', () => {
  it('finds the marker among other cookies', () => {
    expect(hasSignedInMarker(`theme=dark; ${SIGNED_IN_COOKIE}=1; access-token=abc`)).toBe(true);
    expect(hasSignedInMarker(`${SIGNED_IN_COOKIE}=1`)).toBe(true);
  });

  it('is false without it, also for a cookie whose name only starts the same', () => {
    expect(hasSignedInMarker(null)).toBe(false);
    expect(hasSignedInMarker('')).toBe(false);
    expect(hasSignedInMarker('access-token=abc')).toBe(false);
    expect(hasSignedInMarker(`${SIGNED_IN_COOKIE}-old=1; x=${SIGNED_IN_COOKIE}`)).toBe(false);
  });
});

describe('signedInMarker', () => {
  it('reads the marker’s value, not that of a cookie whose name only starts the same', () => {
    expect(signedInMarker(`${SIGNED_IN_COOKIE}-old=a; theme=dark; ${SIGNED_IN_COOKIE}=Xy_9-k=; x=1`)).toBe('Xy_9-k=');
    expect(signedInMarker('theme=dark')).toBeNull();
    expect(signedInMarker(undefined)).toBeNull();
  });
});
