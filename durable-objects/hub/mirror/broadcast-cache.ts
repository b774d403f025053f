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
import { isRecord } from "../../../client/live/live-fields.ts";
import { hasBroadcastShape } from "./broadcast-shapes.ts";

/** Live keys that are part of the bundle under the same name. */
const BUNDLE_KEYS = new Set(["mempoolInfo", "vBytesPerSecond", "blocks", "conversions", "mempool-blocks", "transactions", "loadingIndicators", "da", "fees", "rbfSummary"]);
/** research §1.4: `rbfLatestSummary` carries what the bundle calls `rbfSummary`. */
const SUMMARY_KEY = "rbfLatestSummary";
/** The bundle lists this many blocks when upstream does not say (research §0 `INITIAL_BLOCKS_AMOUNT`). */
const DEFAULT_BLOCKS_KEPT = 8;

interface BlockLike {
  readonly height: number;
  readonly id?: unknown;
}

const isBlockLike = (value: unknown): value is BlockLike =>
  typeof value === "object" && value !== null && Number.isSafeInteger((value as { height?: unknown }).height);

/** A list of blocks the cache can keep: at least one, each with its hash and height. */
const isBlockList = (value: unknown): value is BlockLike[] => Array.isArray(value) && value.length > 0 && hasBroadcastShape("blocks", value);

/**
 * Whether `frame` is an init bundle the hub can start over from (research §1.5): the backend's
 * description (an object: which of its fields a client needs is the client's to check) and at
 * least one block. A garbled one is dropped, and the hub keeps what it had.
 *
 * @example
 * isInitBundle({ backendInfo: { hostname: "…" }, blocks: [{ height: 900_000, … }], … }); // true
 * isInitBundle({ backendInfo: 5 }); // false
 */
export const isInitBundle = (frame: Readonly<Record<string, unknown>>): boolean => isRecord(frame.backendInfo) && isBlockList(frame.blocks);

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

  /** The hash of the newest block known, or undefined. */
  get tipId(): unknown {
    return this.#blocks.at(-1)?.id;
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
      if (value === undefined || value === null || !hasBroadcastShape(key, value)) continue;
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
   * becomes `rbfSummary`; other keys are kept under their name (`live-2h-chart`…). Returns false
   * when the value was dropped: empty, or not of its key's shape (broadcast-shapes.ts).
   *
   * @example
   * cache.apply("block", { height: 900_001, … }); // true: blocks now ends at 900_001
   * cache.apply("fees", "cheap");                 // false: the last good fees stay
   */
  apply(key: string, value: unknown): boolean {
    if (value === undefined || value === null || !hasBroadcastShape(key, value)) return false;
    if (key === "block") {
      if (!isBlockLike(value)) return false;
      this.#frame = undefined;
      this.#addBlock(value);
      return true;
    }
    const name = key === SUMMARY_KEY ? "rbfSummary" : key;
    if (name === "blocks") {
      if (!this.#setBlocks(value, false)) return false;
    } else {
      this.#values.set(name, serialized(value));
    }
    this.#frame = undefined;
    if (BUNDLE_KEYS.has(name) && !this.#order.includes(name)) this.#order.push(name);
    return true;
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

  #setBlocks(value: unknown, fromBundle: boolean): boolean {
    if (!isBlockList(value)) return false;
    this.#blocks = [...value].sort((a, b) => a.height - b.height);
    if (fromBundle) this.#blocksKept = value.length;
    this.#values.set("blocks", serialized(this.#blocks));
    return true;
  }

  /** A new tip replaces any block at its height or above (a reorg) and pushes out the oldest. */
  #addBlock(block: BlockLike): void {
    const kept = this.#blocks.filter((known) => known.height < block.height);
    kept.push(block);
    this.#blocks = kept.slice(-this.#blocksKept);
    this.#values.set("blocks", serialized(this.#blocks));
  }
}
