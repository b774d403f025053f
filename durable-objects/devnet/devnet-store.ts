import { DevnetNetwork } from "./state/devnet-network.ts";
import { type BlockRecord, type BlockTotals, type ChainState, type ConfirmedPlace, HOT_BLOCKS, type Spend, type TxRecord } from "./state/chain-state.ts";
import type { DevnetChange, DevnetMeta, OutputOwner, StoredMempoolEntry, StoredTx } from "./state/devnet-journal.ts";
import type { DevnetSettings } from "./state/devnet-settings.ts";
import type { BlockAudit } from "./state/block-audit.ts";
import type { StatisticsSample } from "./state/statistics.ts";
import type { Acceleration } from "../../shared/types/acceleration.ts";
import type { MinedAcceleration } from "./state/accelerations.ts";
import type { Outpoint } from "./mempool/mempool.ts";
import type { OwnedCoin } from "./sim/wallet.ts";
import type { ScriptKind } from "./tx/script-kinds.ts";
import { ownedCoin, recordOf, settledBlockFacts, type SettledStore, storedCoins } from "./state/settled-store.ts";

/**
 * The layout of the tables below. A store in another layout (one written before the settled
 * indexes existed has no `height` on its transactions) is dropped and the devnet reseeded, as a
 * change of settings does.
 */
const STORE_FORMAT = 2;
const FORMAT_KEY = "format";

const META_SCHEMA = "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)";
const SCHEMA = [
  // height and idx: the confirmed place, NULL while in the mempool.
  "CREATE TABLE IF NOT EXISTS txs (seq INTEGER PRIMARY KEY AUTOINCREMENT, txid TEXT NOT NULL UNIQUE, body TEXT NOT NULL, height INTEGER, idx INTEGER)",
  "CREATE INDEX IF NOT EXISTS txs_by_height ON txs (height)",
  "CREATE TABLE IF NOT EXISTS blocks (height INTEGER PRIMARY KEY, body TEXT NOT NULL, fees INTEGER NOT NULL, reward INTEGER NOT NULL)",
  // Confirmed spends only: an outpoint has at most one.
  "CREATE TABLE IF NOT EXISTS spends (prev_txid TEXT NOT NULL, prev_vout INTEGER NOT NULL, txid TEXT NOT NULL, vin INTEGER NOT NULL, PRIMARY KEY (prev_txid, prev_vout)) WITHOUT ROWID",
  "CREATE TABLE IF NOT EXISTS script_txs (script TEXT NOT NULL, height INTEGER NOT NULL, idx INTEGER NOT NULL, txid TEXT NOT NULL, PRIMARY KEY (script, height, idx)) WITHOUT ROWID",
  // The users' outputs that no confirmed transaction spends: the wallet, read back on wake-up.
  "CREATE TABLE IF NOT EXISTS coins (txid TEXT NOT NULL, vout INTEGER NOT NULL, kind TEXT NOT NULL, key_index INTEGER NOT NULL, value INTEGER NOT NULL, PRIMARY KEY (txid, vout)) WITHOUT ROWID",
  "CREATE TABLE IF NOT EXISTS audits (height INTEGER PRIMARY KEY, hash TEXT NOT NULL UNIQUE, body TEXT NOT NULL)",
  "CREATE TABLE IF NOT EXISTS samples (added INTEGER PRIMARY KEY, body TEXT NOT NULL)",
  "CREATE TABLE IF NOT EXISTS mempool (seq INTEGER PRIMARY KEY AUTOINCREMENT, txid TEXT NOT NULL UNIQUE, signals_rbf INTEGER NOT NULL)",
  "CREATE TABLE IF NOT EXISTS accelerations (seq INTEGER PRIMARY KEY AUTOINCREMENT, txid TEXT NOT NULL UNIQUE, body TEXT NOT NULL)",
  "CREATE TABLE IF NOT EXISTS mined_accelerations (txid TEXT PRIMARY KEY, height INTEGER NOT NULL, body TEXT NOT NULL)",
];
const TABLES = ["txs", "blocks", "spends", "script_txs", "coins", "audits", "samples", "mempool", "accelerations", "mined_accelerations"];

/**
 * The devnet in the object's SQLite storage: every transaction it knows (with its output owners),
 * every block, the mempool's membership in arrival order, the accelerations (waiting and mined),
 * and the clock. Each save applies the network's journal of changes in order, inside one
 * transaction, so storage never holds half a block.
 *
 * Storage is also where the network reads its settled part back (state/settled-store.ts): after
 * each save the network keeps only its hot transactions in memory, and on wake-up only those are
 * loaded, so its memory stays flat however long the chain grows.
 *
 * The first save of a network (its whole seeded history) may be written a slice at a time, so the
 * object answers meanwhile; storage holds no clock until the last slice, and a store found
 * without one is wiped and the network seeded again.
 */
export class DevnetStore {
  readonly #settled: SqlSettledStore;
  /** Changes taken from the network and not yet written (only before storage first holds it whole). */
  #unwritten: DevnetChange[] = [];
  #written = 0;
  /** Audits among the unwritten changes, by height, for `auditAt` meanwhile. */
  readonly #unwrittenAudits = new Map<number, BlockAudit>();
  /** Whether storage holds a whole network: its clock is written. */
  #whole: boolean;

  constructor(
    private readonly sql: SqlStorage,
    private readonly transaction: <T>(run: () => T) => T,
  ) {
    this.sql.exec(META_SCHEMA);
    const format = this.#meta(FORMAT_KEY);
    if (format !== STORE_FORMAT) {
      for (const table of TABLES) this.sql.exec(`DROP TABLE IF EXISTS ${table}`);
      this.sql.exec("DELETE FROM meta");
    }
    for (const statement of SCHEMA) this.sql.exec(statement);
    // Last: a wake-up interrupted before this line starts over.
    if (format !== STORE_FORMAT) this.#setMeta(FORMAT_KEY, STORE_FORMAT);
    this.#settled = new SqlSettledStore(sql);
    this.#whole = this.#meta("clock") !== null;
  }

  /** False while a first save is partly written (see the class comment). */
  get whole(): boolean {
    return this.#whole && this.#written === this.#unwritten.length;
  }

  /** The stored network, or null when there is none or it was made from other settings (then it is wiped). */
  load(settings: DevnetSettings): DevnetNetwork | null {
    const stored = this.#meta("settings");
    const meta = this.#meta("clock");
    if (stored === null || meta === null || JSON.stringify(stored) !== JSON.stringify(settings)) {
      // Also what a first save interrupted before its last slice left.
      this.wipe();
      return null;
    }
    const tip = this.sql.exec<{ tip: number | null }>("SELECT MAX(height) AS tip FROM blocks").one().tip;
    const hotFrom = tip === null ? 0 : tip - HOT_BLOCKS + 1;
    return DevnetNetwork.restore(
      settings,
      meta as DevnetMeta,
      // The hot part only: the last HOT_BLOCKS blocks' transactions and the mempool's. Read whole
      // before any is recorded, since recording one reads its inputs' settled transactions.
      [...this.#rows<StoredTx>("SELECT seq, body FROM txs WHERE height >= ? UNION ALL SELECT seq, body FROM txs WHERE height IS NULL ORDER BY seq", hotFrom)],
      this.#rows<BlockRecord>("SELECT body FROM blocks ORDER BY height"),
      this.sql
        .exec<{ txid: string; signals_rbf: number }>("SELECT txid, signals_rbf FROM mempool ORDER BY seq")
        .toArray()
        .map((row): StoredMempoolEntry => ({ txid: row.txid, signalsRbf: row.signals_rbf === 1 })),
      this.#rows<StatisticsSample>("SELECT body FROM samples ORDER BY added"),
      {
        active: this.#rows<Acceleration>("SELECT body FROM accelerations ORDER BY seq"),
        mined: this.#rows<MinedAcceleration>("SELECT body FROM mined_accelerations ORDER BY height, txid"),
      },
      this.#settled,
    );
  }

  /**
   * Writes what changed since the last save, and the clock; then the network drops from memory
   * what storage now holds for it to read back. Until storage first holds the network whole, at
   * most about `maxRows` rows a call (at least one change): returns whether all is written.
   */
  save(network: DevnetNetwork, maxRows = Number.POSITIVE_INFINITY): boolean {
    const changes = network.takeChanges();
    if (this.#whole) {
      this.transaction(() => this.#write(changes, network));
      network.settleInto(this.#settled);
      return true;
    }
    for (const change of changes) {
      this.#unwritten.push(change);
      if (change.op === "block" && change.audit) this.#unwrittenAudits.set(change.block.height, change.audit);
    }
    this.transaction(() => {
      let rows = 0;
      const from = this.#written;
      while (this.#written < this.#unwritten.length && (this.#written === from || rows < maxRows)) {
        const change = this.#unwritten[this.#written++]!;
        rows += rowsOf(change);
        this.#apply(change, network.chain);
        if (change.op === "block") this.#unwrittenAudits.delete(change.block.height);
      }
      if (this.#written === this.#unwritten.length) this.#write([], network);
    });
    if (this.#written < this.#unwritten.length) return false;
    this.#unwritten = [];
    this.#written = 0;
    this.#whole = true;
    network.settleInto(this.#settled);
    return true;
  }

  /** The changes, then the settings and the clock (which make storage whole). */
  #write(changes: readonly DevnetChange[], network: DevnetNetwork): void {
    for (const change of changes) this.#apply(change, network.chain);
    this.#setMeta("settings", network.settings);
    this.#setMeta("clock", network.meta());
  }

  wipe(): void {
    this.transaction(() => {
      for (const table of TABLES) this.sql.exec(`DELETE FROM ${table}`);
      this.sql.exec("DELETE FROM meta WHERE key <> ?", FORMAT_KEY);
    });
    this.#whole = false;
  }

  /** The stored audit of a block, by height. */
  auditAt(height: number): BlockAudit | undefined {
    const unwritten = this.#unwrittenAudits.get(height);
    if (unwritten) return unwritten;
    const row = this.sql.exec<{ body: string }>("SELECT body FROM audits WHERE height = ?", height).toArray()[0];
    return row ? (JSON.parse(row.body) as BlockAudit) : undefined;
  }

  #apply(change: DevnetChange, chain: ChainState): void {
    switch (change.op) {
      case "tx":
        // An upsert, so a transaction stored again keeps its sequence and place.
        this.sql.exec("INSERT INTO txs (txid, body) VALUES (?, ?) ON CONFLICT (txid) DO UPDATE SET body = excluded.body", change.tx.txid, JSON.stringify(change.tx));
        for (const coin of storedCoins(change.tx)) {
          this.sql.exec(
            "INSERT OR REPLACE INTO coins (txid, vout, kind, key_index, value) VALUES (?, ?, ?, ?, ?)",
            change.tx.txid,
            coin.vout,
            coin.owner.kind,
            coin.owner.keyIndex,
            coin.value,
          );
        }
        return;
      case "forget":
        this.sql.exec("DELETE FROM txs WHERE txid = ?", change.txid);
        this.sql.exec("DELETE FROM coins WHERE txid = ?", change.txid);
        return;
      case "block":
        this.#settleBlock(change.block, chain);
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
      case "acceleration":
        // An upsert: an acceleration a pool joins or leaves keeps its place among the active ones.
        this.sql.exec(
          "INSERT INTO accelerations (txid, body) VALUES (?, ?) ON CONFLICT (txid) DO UPDATE SET body = excluded.body",
          change.acceleration.txid,
          JSON.stringify(change.acceleration),
        );
        return;
      case "acceleration-end":
        this.sql.exec("DELETE FROM accelerations WHERE txid = ?", change.txid);
        return;
      case "acceleration-mined":
        this.sql.exec("INSERT OR REPLACE INTO mined_accelerations (txid, height, body) VALUES (?, ?, ?)", change.mined.txid, change.mined.height, JSON.stringify(change.mined));
        return;
    }
  }

  /** The block, and what it settles: its transactions' places, their spends, the scripts they touch. */
  #settleBlock(block: BlockRecord, chain: ChainState): void {
    const facts = settledBlockFacts(chain, block);
    this.sql.exec("INSERT OR REPLACE INTO blocks (height, body, fees, reward) VALUES (?, ?, ?, ?)", block.height, JSON.stringify(block), facts.totals.fees, facts.totals.reward);
    for (const { txid, height, index } of facts.places) this.sql.exec("UPDATE txs SET height = ?, idx = ? WHERE txid = ?", height, index, txid);
    for (const { outpoint, spend } of facts.spends) {
      this.sql.exec("INSERT OR REPLACE INTO spends (prev_txid, prev_vout, txid, vin) VALUES (?, ?, ?, ?)", outpoint.txid, outpoint.vout, spend.txid, spend.vin);
      this.sql.exec("DELETE FROM coins WHERE txid = ? AND vout = ?", outpoint.txid, outpoint.vout);
    }
    for (const { script, height, index, txid } of facts.scripts) {
      this.sql.exec("INSERT OR REPLACE INTO script_txs (script, height, idx, txid) VALUES (?, ?, ?, ?)", script, height, index, txid);
    }
  }

  #meta(key: string): unknown {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row ? JSON.parse(row.value) : null;
  }

  #setMeta(key: string, value: unknown): void {
    this.sql.exec("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", key, JSON.stringify(value));
  }

  *#rows<T>(query: string, ...bindings: SqlStorageValue[]): Generator<T> {
    for (const row of this.sql.exec<{ body: string }>(query, ...bindings)) yield JSON.parse(row.body) as T;
  }
}

/** About how many rows a change writes: a slice of a first save is measured in these. */
function rowsOf(change: DevnetChange): number {
  if (change.op === "tx") return 1 + change.tx.outputs.length;
  // Each transaction's place, about two spends and five scripts.
  if (change.op === "block") return change.block.txids.length * 8;
  return 1;
}

/** The settled chain and the users' coins, read from the tables above. */
class SqlSettledStore implements SettledStore {
  constructor(private readonly sql: SqlStorage) {}

  tx(txid: string): TxRecord | undefined {
    const row = this.sql.exec<{ body: string }>("SELECT body FROM txs WHERE txid = ? AND height IS NOT NULL", txid).toArray()[0];
    return row ? recordOf(JSON.parse(row.body) as StoredTx) : undefined;
  }

  placeOf(txid: string): ConfirmedPlace | undefined {
    const row = this.sql.exec<{ height: number; idx: number }>("SELECT height, idx FROM txs WHERE txid = ? AND height IS NOT NULL", txid).toArray()[0];
    return row ? { height: row.height, index: row.idx } : undefined;
  }

  spendOf(outpoint: Outpoint): Spend | undefined {
    const row = this.sql.exec<{ txid: string; vin: number }>("SELECT txid, vin FROM spends WHERE prev_txid = ? AND prev_vout = ?", outpoint.txid, outpoint.vout).toArray()[0];
    return row ? { txid: row.txid, vin: row.vin } : undefined;
  }

  scriptHistory(script: string): readonly string[] {
    return this.sql.exec<{ txid: string }>("SELECT txid FROM script_txs WHERE script = ? ORDER BY height, idx", script).toArray().map((row) => row.txid);
  }

  blockTotals(height: number): BlockTotals | undefined {
    const row = this.sql.exec<{ fees: number; reward: number }>("SELECT fees, reward FROM blocks WHERE height = ?", height).toArray()[0];
    return row ? { fees: row.fees, reward: row.reward } : undefined;
  }

  blockTxids(height: number): readonly string[] | undefined {
    const txids = this.sql.exec<{ txid: string }>("SELECT txid FROM txs WHERE height = ? ORDER BY idx", height).toArray().map((row) => row.txid);
    return txids.length > 0 ? txids : undefined;
  }

  ownerOf(outpoint: Outpoint): OutputOwner | undefined {
    const row = this.sql.exec<{ kind: string; key_index: number }>("SELECT kind, key_index FROM coins WHERE txid = ? AND vout = ?", outpoint.txid, outpoint.vout).toArray()[0];
    return row ? { kind: row.kind as ScriptKind, keyIndex: row.key_index } : undefined;
  }

  *unspentCoins(): Generator<OwnedCoin> {
    const rows = this.sql.exec<{ txid: string; vout: number; kind: string; key_index: number; value: number; height: number | null; idx: number | null }>(
      "SELECT c.txid, c.vout, c.kind, c.key_index, c.value, t.height, t.idx FROM coins c JOIN txs t ON t.txid = c.txid ORDER BY t.seq, c.vout",
    );
    for (const row of rows) {
      const place = row.height === null || row.idx === null ? undefined : { height: row.height, index: row.idx };
      yield ownedCoin(row.txid, { vout: row.vout, owner: { kind: row.kind as ScriptKind, keyIndex: row.key_index }, value: row.value }, place);
    }
  }
}
