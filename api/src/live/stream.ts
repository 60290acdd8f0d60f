/**
 * The source stream of one subscriber (pageChanged, brandChanged, pagePresence). Not an async
 * generator: `return()` must end a pending `next()` at once when the client goes away, where an
 * async generator would wait for its next value. Values announced while one is being sent coalesce
 * into one through `merge`.
 */
export class LiveStream<T> implements AsyncIterableIterator<T> {
  private pending: { value: T } | undefined;
  private done = false;
  private wake: (() => void) | undefined;
  /** Called once when the stream ends (stops listening). */
  onEnd = () => undefined as void;

  constructor(private readonly merge: (waiting: T, next: T) => T) {}

  /** Announces a value, merged into the one waiting if any. */
  readonly push = (value: T) => {
    if (this.done) return;
    this.pending = this.pending ? { value: this.merge(this.pending.value, value) } : { value };
    this.wake?.();
  };

  readonly end = () => {
    if (this.done) return;
    this.done = true;
    this.onEnd();
    this.wake?.();
  };

  async next(): Promise<IteratorResult<T, undefined>> {
    while (!this.done && !this.pending) await new Promise<void>((resolve) => (this.wake = resolve));
    this.wake = undefined;
    if (this.done || !this.pending) return { done: true, value: undefined };
    const { value } = this.pending;
    this.pending = undefined;
    return { done: false, value };
  }

  async return(): Promise<IteratorResult<T, undefined>> {
    this.end();
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
