// Group commit. With synchronous=FULL every SQLite commit waits for an fsync; committing each
// submission alone would cap throughput at the disk's fsyncs per second. Instead, submissions that
// arrive while a commit is in progress wait for the next one and are committed together. Each caller
// still resolves only after ITS rows are durable, so "acknowledged" keeps meaning "on disk".

type Pending<T, R> = { item: T; resolve: (value: R) => void; reject: (error: unknown) => void };

export type CommitBatcher<T, R> = {
  (item: T): Promise<R>;
  /** Resolves when everything queued so far has been committed or rejected. */
  drain(): Promise<void>;
};

/**
 * @param commitAll writes every item in ONE transaction and returns one result per item, in order.
 */
export function createCommitBatcher<T, R>(
  commitAll: (items: T[]) => Promise<R[]>,
  maxBatch = 200,
): CommitBatcher<T, R> {
  let queue: Pending<T, R>[] = [];
  let running: Promise<void> | undefined;

  async function commitBatch(batch: Pending<T, R>[]): Promise<void> {
    try {
      const results = await commitAll(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad item must not fail its neighbours: retry each on its own.
      for (const p of batch) await commitBatch([p]);
    }
  }

  async function run(): Promise<void> {
    // Let the requests already parsed in this turn of the event loop join the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await commitBatch(batch);
    }
  }

  function schedule(): void {
    if (running) return;
    running = run().finally(() => {
      running = undefined;
      // An item may have arrived between the loop's last check and this callback.
      if (queue.length > 0) schedule();
    });
  }

  const submit = ((item: T) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    })) as CommitBatcher<T, R>;
  submit.drain = async () => {
    while (running) await running;
  };
  return submit;
}
