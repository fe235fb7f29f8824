// The one "now" of check-ins. A visit is active while it is not closed and its expiry is ahead of this instant; every
// query passes it as a parameter instead of calling now() in SQL, so a test that moves the clock moves the whole
// feature with it (`vi.spyOn(clock, 'now')`). In lib: the statistics count the visits active at that instant too.

export const clock = {
  now: (): Date => new Date(),
};
