import { DevnetNetwork } from "./state/devnet-network.ts";
import type { BlockRecord } from "./state/chain-state.ts";
import type { DevnetChange, DevnetMeta, StoredMempoolEntry, StoredTx } from "./state/devnet-journal.ts";
import type { DevnetSettings } from "./state/devnet-settings.ts";
import type { BlockAudit } from "./state/block-audit.ts";
import type { StatisticsSample } from "./state/statistics.ts";

const SCHEMA = [
  "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
  "CREATE TABLE IF NOT EXISTS txs (seq INTEGER PRIMARY KEY AUTOINCREMENT, txid TEXT NOT NULL UNIQUE, body TEXT NOT NULL)",
  "CREATE TABLE IF NOT EXISTS blocks (height INTEGER PRIMARY KEY, body TEXT NOT NULL)",
  "CREATE TABLE IF NOT EXISTS audits (height INTEGER PRIMARY KEY, hash TEXT NOT NULL UNIQUE, body TEXT NOT NULL)",
  "CREATE TABLE IF NOT EXISTS samples (added INTEGER PRIMARY KEY, body TEXT NOT NULL)",
  "CREATE TABLE IF NOT EXISTS mempool (seq INTEGER PRIMARY KEY AUTOINCREMENT, txid TEXT NOT NULL UNIQUE, signals_rbf INTEGER NOT NULL)",
];

/**
 * The devnet in the object's SQLite storage: every transaction it knows (with its output owners),
 * every block, the mempool's membership in arrival order, and the clock. Each save applies the
 * network's journal of changes in order, inside one transaction, so storage never holds half a block.
 */
export class DevnetStore {
  constructor(
    private readonly sql: SqlStorage,
    private readonly transaction: <T>(run: () => T) => T,
  ) {
    for (const statement of SCHEMA) this.sql.exec(statement);
  }

  /** The stored network, or null when there is none or it was made from other settings (then it is wiped). */
  load(settings: DevnetSettings): DevnetNetwork | null {
    const stored = this.#meta("settings");
    const meta = this.#meta("clock");
    if (stored === null || meta === null) return null;
    if (JSON.stringify(stored) !== JSON.stringify(settings)) {
      this.wipe();
      return null;
    }
    return DevnetNetwork.restore(
      settings,
      meta as DevnetMeta,
      this.#rows<StoredTx>("SELECT body FROM txs ORDER BY seq"),
      this.#rows<BlockRecord>("SELECT body FROM blocks ORDER BY height"),
      this.sql
        .exec<{ txid: string; signals_rbf: number }>("SELECT txid, signals_rbf FROM mempool ORDER BY seq")
        .toArray()
        .map((row): StoredMempoolEntry => ({ txid: row.txid, signalsRbf: row.signals_rbf === 1 })),
      this.#rows<StatisticsSample>("SELECT body FROM samples ORDER BY added"),
    );
  }

  /** Writes what changed since the last save, and the clock. */
  save(network: DevnetNetwork): void {
    const changes = network.takeChanges();
    this.transaction(() => {
      for (const change of changes) this.#apply(change);
      this.#setMeta("settings", network.settings);
      this.#setMeta("clock", network.meta());
    });
  }

  wipe(): void {
    this.transaction(() => {
      for (const table of ["meta", "txs", "blocks", "audits", "samples", "mempool"]) this.sql.exec(`DELETE FROM ${table}`);
    });
  }

  /** The stored audit of a block, by height. */
  auditAt(height: number): BlockAudit | undefined {
    const row = this.sql.exec<{ body: string }>("SELECT body FROM audits WHERE height = ?", height).toArray()[0];
    return row ? (JSON.parse(row.body) as BlockAudit) : undefined;
  }

  #apply(change: DevnetChange): void {
    switch (change.op) {
      case "tx":
        this.sql.exec("INSERT OR REPLACE INTO txs (txid, body) VALUES (?, ?)", change.tx.txid, JSON.stringify(change.tx));
        return;
      case "forget":
        this.sql.exec("DELETE FROM txs WHERE txid = ?", change.txid);
        return;
      case "block":
        this.sql.exec("INSERT OR REPLACE INTO blocks (height, body) VALUES (?, ?)", change.block.height, JSON.stringify(change.block));
        if (change.audit) {
          this.sql.exec("INSERT OR REPLACE INTO audits (height, hash, body) VALUES (?, ?, ?)", change.block.height, change.audit.id, JSON.stringify(change.audit));
        }
        return;
      case "mempool-add":
        this.sql.exec("INSERT OR REPLACE INTO mempool (txid, signals_rbf) VALUES (?, ?)", change.entry.txid, change.entry.signalsRbf ? 1 : 0);
        return;
      case "sample":
        this.sql.exec("INSERT OR REPLACE INTO samples (added, body) VALUES (?, ?)", change.sample.added, JSON.stringify(change.sample));
        return;
      case "mempool-remove":
        this.sql.exec("DELETE FROM mempool WHERE txid = ?", change.txid);
        return;
    }
  }

  #meta(key: string): unknown {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row ? JSON.parse(row.value) : null;
  }

  #setMeta(key: string, value: unknown): void {
    this.sql.exec("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", key, JSON.stringify(value));
  }

  *#rows<T>(query: string): Generator<T> {
    for (const row of this.sql.exec<{ body: string }>(query)) yield JSON.parse(row.body) as T;
  }
}
