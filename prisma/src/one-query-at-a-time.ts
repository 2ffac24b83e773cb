import type { SqlDriverAdapterFactory, Transaction } from '@prisma/driver-adapter-utils';

/**
 * An interactive transaction runs on one pg client, yet Prisma's query interpreter loads a query's sibling
 * relations at once (a `join` node's Promise.all), and code may run several queries of one `tx` together.
 * pg 8 queues them with "DeprecationWarning: Calling client.query() when the client is already executing a
 * query"; pg 9 refuses. Here every call on one transaction waits for the one before, so its client only
 * ever runs one query; queries outside transactions still spread over the pool. Upstream tracks the same
 * fix in adapter-pg (prisma/orm#29407); this can go once adapter-pg serializes by itself.
 */
export function oneQueryAtATimePerTransaction<F extends SqlDriverAdapterFactory>(factory: F): F {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => inTurn(await startTransaction(isolationLevel));
    return adapter;
  };
  return factory;
}

/** The transaction with each of its calls started only once the previous one has settled. */
export function inTurn(tx: Transaction): Transaction {
  let last: Promise<unknown> = Promise.resolve();
  const queued =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const turn = last.then(() => call(...args));
      last = turn.catch(() => undefined);
      return turn;
    };
  tx.queryRaw = queued(tx.queryRaw.bind(tx));
  tx.executeRaw = queued(tx.executeRaw.bind(tx));
  tx.commit = queued(tx.commit.bind(tx));
  tx.rollback = queued(tx.rollback.bind(tx));
  if (tx.createSavepoint) tx.createSavepoint = queued(tx.createSavepoint.bind(tx));
  if (tx.rollbackToSavepoint) tx.rollbackToSavepoint = queued(tx.rollbackToSavepoint.bind(tx));
  if (tx.releaseSavepoint) tx.releaseSavepoint = queued(tx.releaseSavepoint.bind(tx));
  return tx;
}
