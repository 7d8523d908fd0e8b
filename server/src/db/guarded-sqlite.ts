import {
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';

export class ConnectionWaitTimeout extends Error {
  constructor(ms: number) {
    super(
      `Waited ${ms} ms for the SQLite connection. Inside db.transaction().execute(trx => ...), run every query on trx: ` +
        'a query on the outer db (or a service holding it) waits for the transaction that waits for it.',
    );
    this.name = 'ConnectionWaitTimeout';
  }
}

/**
 * SQLite has one connection, so a query on the outer `db` inside a transaction waits forever.
 * This driver turns that hang into an error after `waitMs` (a healthy wait is milliseconds).
 */
class GuardedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly waitMs: number,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const pending = this.inner.acquireConnection();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new ConnectionWaitTimeout(this.waitMs));
      }, this.waitMs);
    });
    // A late acquisition after the timeout is handed straight back, or the mutex stays locked.
    pending.then(
      (conn) => {
        if (timedOut) void this.inner.releaseConnection(conn);
      },
      () => undefined,
    );
    return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
  }

  beginTransaction(c: DatabaseConnection, s: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(c, s);
  }
  commitTransaction(c: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(c);
  }
  rollbackTransaction(c: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(c);
  }
  async savepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint!(c, name, compile);
  }
  async rollbackToSavepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint!(c, name, compile);
  }
  async releaseSavepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint!(c, name, compile);
  }
  releaseConnection(c: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(c);
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

export class GuardedSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly waitMs: number,
  ) {
    super(config);
  }
  override createDriver(): Driver {
    return new GuardedDriver(super.createDriver(), this.waitMs);
  }
}
