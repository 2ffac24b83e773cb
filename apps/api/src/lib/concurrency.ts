import pLimit from 'p-limit';

/** Runs a task once fewer than the limit's `max` tasks are running, in arrival order. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `max` of the tasks given to the returned function run at once; the rest wait their turn in
 * arrival order. 0: no limit. Searches use it (decision 111): on a saturated machine, twenty searches
 * sharing the cores each take twenty times their own time, so the costliest ones reach the slowest
 * percentiles; admitted a few at a time, each takes its own time after its wait in the queue.
 */
export function concurrencyLimit(max: number): ConcurrencyLimit {
  if (max === 0) return (task) => task();
  const limit = pLimit(max);
  return (task) => limit(task);
}
