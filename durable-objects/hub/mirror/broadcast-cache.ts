/**
 * The latest value of every broadcast key (research §1.4), serialised once, from which the hub
 * answers `init`, `want`, `refresh-blocks` and `GET /api/v1/init-data` without asking its upstream.
 *
 * The init bundle (§1.5) keeps the upstream's own key order (`backend`, `mempoolInfo`,
 * `vBytesPerSecond`, `blocks`, … `fees`, then `rbfSummary` once there was a replacement), so the
 * hub's bundle is the upstream's, kept current: live values replace their key, a new `block` joins
 * the last-blocks list, `rbfLatestSummary` becomes `rbfSummary`.
 *
 * @example
 * cache.applyInit(upstreamInitBundle);
 * cache.apply("fees", { fastestFee: 3, … });
 * cache.initFrame(); // '{"backend":"esplora","mempoolInfo":{…},…,"fees":{"fastestFee":3,…}}'
 */
import { frame, serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";

/** Live keys that are part of the bundle under the same name. */
const BUNDLE_KEYS = new Set(["mempoolInfo", "vBytesPerSecond", "blocks", "conversions", "mempool-blocks", "transactions", "loadingIndicators", "da", "fees", "rbfSummary"]);
/** research §1.4: `rbfLatestSummary` carries what the bundle calls `rbfSummary`. */
const SUMMARY_KEY = "rbfLatestSummary";
/** The bundle lists this many blocks when upstream does not say (research §0 `INITIAL_BLOCKS_AMOUNT`). */
const DEFAULT_BLOCKS_KEPT = 8;

interface BlockLike {
  readonly height: number;
}

const isBlockLike = (value: unknown): value is BlockLike =>
  typeof value === "object" && value !== null && Number.isSafeInteger((value as { height?: unknown }).height);

/** The latest broadcast values (see the module comment). */
export class BroadcastCache {
  readonly #values = new Map<string, Serialized>();
  /** Bundle keys in upstream's order. */
  #order: string[] = [];
  #blocks: BlockLike[] = [];
  #blocksKept = DEFAULT_BLOCKS_KEPT;
  #frame: string | undefined;

  /** Whether an init bundle with blocks arrived: until then `init` has no answer (research §1.3). */
  get ready(): boolean {
    return this.#values.has("blocks") && this.#blocks.length > 0;
  }

  /** The height of the newest block known, or undefined. */
  get tipHeight(): number | undefined {
    return this.#blocks.at(-1)?.height;
  }

  /**
   * Replaces everything with upstream's init bundle (a new upstream session).
   *
   * @example
   * cache.applyInit({ backend: "esplora", mempoolInfo: {…}, blocks: […], … });
   */
  applyInit(bundle: Readonly<Record<string, unknown>>): void {
    this.clear();
    for (const [key, value] of Object.entries(bundle)) {
      if (value === undefined || value === null) continue;
      this.#order.push(key);
      if (key === "blocks") this.#setBlocks(value, true);
      else this.#values.set(key, serialized(value));
    }
  }

  /** Forgets everything (the hub closed its upstream; what it knew will be stale when it reopens). */
  clear(): void {
    this.#values.clear();
    this.#order = [];
    this.#blocks = [];
    this.#frame = undefined;
  }

  /**
   * Keeps a live value: a bundle key replaces its value, `block` joins `blocks`, `rbfLatestSummary`
   * becomes `rbfSummary`; other keys are kept under their name (`live-2h-chart`…).
   *
   * @example
   * cache.apply("block", { height: 900_001, … }); // blocks now ends at 900_001
   */
  apply(key: string, value: unknown): void {
    if (value === undefined || value === null) return;
    this.#frame = undefined;
    if (key === "block") {
      if (isBlockLike(value)) this.#addBlock(value);
      return;
    }
    const name = key === SUMMARY_KEY ? "rbfSummary" : key;
    if (name === "blocks") {
      this.#setBlocks(value, false);
    } else {
      this.#values.set(name, serialized(value));
    }
    if (BUNDLE_KEYS.has(name) && !this.#order.includes(name)) this.#order.push(name);
  }

  /**
   * The serialised value of `key` (`rbfLatestSummary` reads `rbfSummary`); undefined when unknown.
   *
   * @example
   * cache.value("fees"); // '{"fastestFee":3,…}'
   */
  value(key: string): Serialized | undefined {
    return this.#values.get(key === SUMMARY_KEY ? "rbfSummary" : key);
  }

  /** The init bundle as one frame, keys in upstream's order; undefined until `ready`. */
  initFrame(): string | undefined {
    if (!this.ready) return undefined;
    this.#frame ??= frame(this.#order.map((key) => [key, this.#values.get(key)] as const)) ?? undefined;
    return this.#frame;
  }

  #setBlocks(value: unknown, fromBundle: boolean): void {
    if (!Array.isArray(value)) return;
    const blocks = value.filter(isBlockLike);
    if (blocks.length !== value.length) return;
    this.#blocks = [...blocks].sort((a, b) => a.height - b.height);
    if (fromBundle && blocks.length > 0) this.#blocksKept = blocks.length;
    this.#values.set("blocks", serialized(this.#blocks));
  }

  /** A new tip replaces any block at its height or above (a reorg) and pushes out the oldest. */
  #addBlock(block: BlockLike): void {
    const kept = this.#blocks.filter((known) => known.height < block.height);
    kept.push(block);
    this.#blocks = kept.slice(-this.#blocksKept);
    this.#values.set("blocks", serialized(this.#blocks));
  }
}
