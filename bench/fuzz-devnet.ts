/**
 * The devnet under the fuzz: its own websocket (`/api/v1/ws` inside the Devnet object, which the
 * worker never routes to: the hub's upstream session is its only public user), reached through
 * Miniflare's binding proxy; the ids the fuzz fills its valid frames and paths with; and its manual
 * clock, stepped a block at a time.
 *
 * The worker runs as the benches run it (bench/fanout-hub.ts `startWorker`), which keeps its
 * Miniflare instance to itself: `captureMiniflare` notes the instance while `startWorker` asks it
 * for its direct URL, so the fuzz can ask the same instance for the `DEVNET` namespace.
 *
 * @example
 * const { value: runtime, miniflare } = await captureMiniflare(() => startWorker(bundle, { vars }));
 * const socket = await openDevnetSocket(miniflare, "testnet");
 * const ids = await readNetworkIds(runtime.url);
 * const { height } = await stepBlock(runtime.url);
 */
import { Miniflare } from "miniflare";
import { DEVNET_CLOCK_PATH } from "../durable-objects/devnet/api/clock-routes.ts";
import type { FuzzFrame } from "./fuzz-frames.ts";
import type { FuzzSocket, SocketClose } from "./fuzz-sockets.ts";

/**
 * durable-objects/devnet/devnet-object.ts's DEVNET_NETWORK_HEADER and DEVNET_SOCKET_PATH, copied:
 * that module imports `cloudflare:workers`, which node cannot load.
 */
const DEVNET_NETWORK_HEADER = "x-blocktide-devnet-network";
const DEVNET_SOCKET_PATH = "/api/v1/ws";

/** The devnet of the browser tests and the accelerator bench: fast profile, a day of history, a clock only steps move. */
export const FUZZ_DEVNET_VARS = { UPSTREAM_URL: "", DEVNET_PROFILE: "fast", DEVNET_HISTORY_DAYS: "1", DEVNET_CLOCK: "manual" } as const;

/** A step refused with 409 while the first start still seeds is tried again this often, this long. */
const SEEDING_RETRY_MS = 500;
const SEEDING_TIMEOUT_MS = 180_000;
const IDS_TXS_READ = 12;

/** Real values of the devnet's mainnet, for valid frames and paths. */
export interface NetworkIds {
  readonly txids: readonly string[];
  /** Transactions waiting in the mempool when the ids were read (a subset of `txids`, maybe empty). */
  readonly mempoolTxids: readonly string[];
  readonly blockHashes: readonly string[];
  readonly heights: readonly number[];
  readonly addresses: readonly string[];
  readonly scriptPubkeys: readonly string[];
  readonly poolSlugs: readonly string[];
  /** A block's timestamp, unix seconds. */
  readonly time: number;
  /** A confirmed transaction's raw hex (broadcasting it again is refused). */
  readonly txHex: string;
}

/** Runs `start` and returns what it returned with the Miniflare instance it started (see the module comment). */
export async function captureMiniflare<T>(start: () => Promise<T>): Promise<{ value: T; miniflare: Miniflare }> {
  const prototype = Miniflare.prototype;
  const original = prototype.unsafeGetDirectURL;
  let captured: Miniflare | undefined;
  prototype.unsafeGetDirectURL = function (this: Miniflare, ...args: Parameters<Miniflare["unsafeGetDirectURL"]>) {
    captured = this;
    return original.apply(this, args);
  };
  try {
    const value = await start();
    if (captured === undefined) throw new Error("The worker started without asking Miniflare for its direct URL: run it without --entry.");
    return { value, miniflare: captured };
  } finally {
    prototype.unsafeGetDirectURL = original;
  }
}

/** The slice of Miniflare's WebSocket (its `Response.webSocket`) the fuzz uses. */
interface ProxiedSocket {
  accept(): void;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "close", listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: "error", listener: (event: unknown) => void): void;
}

/** A socket on the devnet object of `network`, as the hub's upstream session opens one. */
export async function openDevnetSocket(miniflare: Miniflare, network: "mainnet" | "testnet" | "signet"): Promise<FuzzSocket> {
  const namespace = await miniflare.getDurableObjectNamespace("DEVNET");
  const stub = namespace.get(namespace.idFromName(network));
  const response = await stub.fetch(`http://devnet${DEVNET_SOCKET_PATH}`, { headers: { Upgrade: "websocket", [DEVNET_NETWORK_HEADER]: network } });
  const socket = (response as unknown as { webSocket: ProxiedSocket | null }).webSocket;
  if (response.status !== 101 || socket === null) {
    const text = await response.text();
    throw new Error(`The devnet's socket answered ${response.status}: ${text.slice(0, 200)}`);
  }
  socket.accept();
  let open = true;
  let resolveClosed!: (close: SocketClose) => void;
  const closed = new Promise<SocketClose>((resolve) => (resolveClosed = resolve));
  const listeners: ((text: string) => void)[] = [];
  socket.addEventListener("message", (event) => {
    const text = typeof event.data === "string" ? event.data : Buffer.from(event.data as ArrayBuffer).toString("utf8");
    for (const listener of listeners) listener(text);
  });
  socket.addEventListener("close", (event) => {
    open = false;
    resolveClosed({ code: event.code, reason: event.reason });
  });
  socket.addEventListener("error", () => {
    open = false;
    resolveClosed({ code: 1006, reason: "error event" });
  });
  return {
    send(frame: FuzzFrame): boolean {
      if (!open) return false;
      try {
        // Miniflare's socket has no raw text: bytes that are no UTF-8 go as text with U+FFFD in their place.
        const data = typeof frame.data === "string" ? frame.data : frame.binary ? toArrayBuffer(frame.data) : frame.data.toString("utf8");
        socket.send(data);
        return true;
      } catch {
        open = false;
        return false;
      }
    },
    close(): void {
      try {
        socket.close(1000, "fuzz session done");
      } catch {
        // Already closed.
      }
    },
    onText(listener: (text: string) => void): void {
      listeners.push(listener);
    },
    closed,
  };
}

const toArrayBuffer = (bytes: Buffer): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

export interface ClockReading {
  readonly time: number;
  readonly height: number;
}

/** Mines the next block of `prefix`'s devnet (`{"blocks": 1}`), waiting out its first start's seeding. */
export async function stepBlock(origin: string, prefix = ""): Promise<ClockReading> {
  const deadline = Date.now() + SEEDING_TIMEOUT_MS;
  for (;;) {
    let failure: string;
    try {
      const response = await fetch(`${origin}${prefix}${DEVNET_CLOCK_PATH}`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"blocks":1}' });
      const text = await response.text();
      if (response.ok) return JSON.parse(text) as ClockReading;
      failure = `${response.status}: ${text.slice(0, 200)}`;
      if (response.status !== 409) throw new Error(`Stepping the devnet's clock answered ${failure}`);
    } catch (error) {
      if (String(error).includes("Stepping the devnet")) throw error;
      // A reused connection reset under the request: sent again.
      failure = String(error);
    }
    if (Date.now() > deadline) throw new Error(`The devnet did not take a step within ${SEEDING_TIMEOUT_MS / 1000} s (last: ${failure}).`);
    await new Promise((resolve) => setTimeout(resolve, SEEDING_RETRY_MS));
  }
}

/** Reads the devnet's ids: the tip and the block before it, their transactions, addresses and scripts, pools. */
export async function readNetworkIds(origin: string): Promise<NetworkIds> {
  const text = async (path: string): Promise<string> => {
    const response = await fetch(`${origin}${path}`);
    const body = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
    return body;
  };
  const json = async (path: string): Promise<unknown> => JSON.parse(await text(path)) as unknown;
  const tip = (await text("/api/blocks/tip/hash")).trim();
  const tipBlock = (await json(`/api/block/${tip}`)) as { height: number; timestamp: number; previousblockhash: string };
  const blockHashes = [tip, tipBlock.previousblockhash];
  const txids: string[] = [];
  for (const hash of blockHashes) txids.push(...((await json(`/api/block/${hash}/txids`)) as string[]));
  const mempoolTxids = ((await json("/api/mempool/recent")) as { txid: string }[]).map((tx) => tx.txid);
  const addresses = new Set<string>();
  const scriptPubkeys = new Set<string>();
  for (const txid of [...txids.slice(0, IDS_TXS_READ), ...mempoolTxids.slice(0, 4)]) {
    const tx = (await json(`/api/tx/${txid}`)) as { vout: { scriptpubkey: string; scriptpubkey_address?: string }[] };
    for (const output of tx.vout) {
      scriptPubkeys.add(output.scriptpubkey);
      if (output.scriptpubkey_address !== undefined) addresses.add(output.scriptpubkey_address);
    }
  }
  const pools = (await json("/api/v1/mining/pools/all")) as { pools: { slug: string }[] };
  const txHex = (await text(`/api/tx/${txids[txids.length > 1 ? 1 : 0]}/hex`)).trim();
  if (addresses.size === 0 || scriptPubkeys.size === 0) throw new Error("The devnet's newest blocks pay no address.");
  return {
    txids: [...txids, ...mempoolTxids],
    mempoolTxids,
    blockHashes,
    heights: [tipBlock.height, tipBlock.height - 1, 0, tipBlock.height - 100],
    addresses: [...addresses],
    scriptPubkeys: [...scriptPubkeys],
    poolSlugs: pools.pools.map((pool) => pool.slug),
    time: tipBlock.timestamp,
    txHex,
  };
}
