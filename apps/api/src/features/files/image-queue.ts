/**
 * Decoding an image takes memory in proportion to its pixels, and a few large uploads at once can take hundreds of
 * megabytes. Images are therefore re-encoded one (or `concurrency`) at a time, and the pixels of those running and
 * waiting together stay within a budget: an upload that does not fit is refused at once (the route answers 503 with
 * Retry-After) instead of queueing without end. An empty queue takes any single image, so a large but allowed
 * picture is never refused for being large alone.
 */
export class ImageQueue {
  private admittedPixels = 0;
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly budgetPixels: number,
    readonly concurrency = 1,
    readonly maxWaiting = 16,
  ) {}

  /** Whether nothing more can be admitted now: callers may refuse before even reading an upload. */
  get full(): boolean {
    return this.admittedPixels >= this.budgetPixels || this.waiting.length >= this.maxWaiting;
  }

  /** Pixels admitted and not yet finished (running and waiting). */
  get pixelsInFlight(): number {
    return this.admittedPixels;
  }

  /** Runs `job` when its turn comes, or answers `null` at once when admitting `pixels` would exceed the budget. */
  async run<T>(pixels: number, job: () => Promise<T>): Promise<{ value: T } | null> {
    const empty = this.admittedPixels === 0;
    if (!empty && (this.admittedPixels + pixels > this.budgetPixels || this.waiting.length >= this.maxWaiting)) {
      return null;
    }
    this.admittedPixels += pixels;
    try {
      // A finishing job hands its slot straight to the next waiting one, so `running` never exceeds `concurrency`.
      if (this.running < this.concurrency) this.running += 1;
      else await new Promise<void>((resolve) => this.waiting.push(resolve));
      try {
        return { value: await job() };
      } finally {
        const next = this.waiting.shift();
        if (next) next();
        else this.running -= 1;
      }
    } finally {
      this.admittedPixels -= pixels;
    }
  }
}
