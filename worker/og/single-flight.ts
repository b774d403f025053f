/**
 * One piece of work per key at a time: callers that ask for a key while its work is under way
 * share that work's result instead of starting their own. A burst of requests for one new image
 * renders it once per isolate.
 *
 * @example
 * const flights = new SingleFlight<Uint8Array>();
 * const [a, b] = await Promise.all([flights.run("k", render), flights.run("k", render)]); // render ran once
 */
export class SingleFlight<T> {
  readonly #underway = new Map<string, Promise<T>>();
  #started = 0;

  /** How many times work has been started, over the object's life: what a burst test counts. */
  get started(): number {
    return this.#started;
  }

  /** Keys whose work is under way now. */
  get size(): number {
    return this.#underway.size;
  }

  /**
   * The result of `work` for `key`: the one under way, or a new one. A settled flight is
   * forgotten at once (its result is cached elsewhere, or a failure retried by the next caller).
   */
  run(key: string, work: () => Promise<T>): Promise<T> {
    const underway = this.#underway.get(key);
    if (underway !== undefined) return underway;
    this.#started++;
    const flight = Promise.resolve()
      .then(work)
      .finally(() => this.#underway.delete(key));
    this.#underway.set(key, flight);
    return flight;
  }
}
