/**
 * The live JavaScript heap in MB after two full collections, so what a structure holds can be read
 * as the difference between two calls. Needs node's `--expose-gc` (the bench scripts pass it).
 *
 * @example
 * const before = heapMb(); build(); const held = heapMb() - before;
 */
/** A full collection in this process when node runs with `--expose-gc`, so its own garbage stays out of a measured run. */
export const collect = (): void => (globalThis as { gc?: () => void }).gc?.();

export function heapMb(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("Run with --expose-gc (npm run bench:devnet does).");
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1_048_576;
}
