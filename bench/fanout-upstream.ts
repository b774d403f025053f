/**
 * The fan-out bench's upstream: a plain `ws` server (and the few REST answers) in the bench's own
 * process that speaks the original backend's websocket protocol (research §1) with captured
 * mainnet data, so the hub (or the baseline server) has realistic state and the bench decides when
 * each event leaves the upstream.
 *
 * Data (tests/fixtures/mempool, see its MANIFEST.md): the init bundle of 2024-03-31 answers `init`,
 * `want`, `track-rbf-summary`; `rbfLatest` is the two-tree capture; the projected blocks are the
 * GBT fixture's 19,873-transaction mainnet mempool ordered by fee rate and cut into blocks of
 * 4 MWU (5 blocks; indices 5–7 are empty, as upstream's are for a 4.5 MvB mempool). The fixture has
 * no output values or first-seen times: those tuple fields are 0 (upstream's "unknown").
 *
 * Events: `fees` sends `{"fees":…}` (the captured values, `fastestFee` raised by the round so no
 * two are equal). `block` mines projected block 0: the main socket gets the new tip (the bundle's
 * last block, moved up by one height per round), `mempool-blocks` and the firehose's `mined` list
 * in one frame, and every projected-block socket a full snapshot of its new listing (upstream
 * sends full snapshots when a block shifts most of a listing, §1.6). The mempool then refills with
 * what was mined at the low end, so the five blocks rotate and any number of rounds can run.
 *
 * @example
 * const upstream = await FakeUpstream.start();
 * const sentAt = upstream.sendFees(0);   // performance.now() just before the first send
 * const mined = upstream.blockZeroTxids(); // what the next block confirms
 * upstream.mineBlock();
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { WebSocketServer, type WebSocket } from "ws";
import { readGbtFixture } from "../scripts/gbt-fixture.ts";
import type { TransactionCompressed } from "../shared/types/compressed-tx.ts";
import { MEMPOOL_BLOCKS_AMOUNT } from "../shared/protocol/socket-limits.ts";

type Json = Record<string, unknown>;

const FIXTURES = new URL("../tests/fixtures/mempool/", import.meta.url);
const BLOCK_WEIGHT = 4_000_000;

function readFixture<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, FIXTURES), "utf8")) as T;
}

/** The captured mempool as projected blocks: fee rate order, cut at 4 MWU. */
function projectedFromFixture(): TransactionCompressed[][] {
  const { txs } = readGbtFixture();
  const ranked = txs
    .map((tx) => {
      const vsize = Number(tx.weight) / 4;
      const fee = Number(tx.fee);
      return { tuple: [tx.txid, fee, vsize, 0, Math.round((fee / vsize) * 100) / 100, 0, 0] as TransactionCompressed, weight: Number(tx.weight), rate: fee / vsize };
    })
    .sort((a, b) => b.rate - a.rate);
  const blocks: TransactionCompressed[][] = [[]];
  let weight = 0;
  for (const { tuple, weight: w } of ranked) {
    if (weight + w > BLOCK_WEIGHT) {
      blocks.push([]);
      weight = 0;
    }
    blocks.at(-1)!.push(tuple);
    weight += w;
  }
  return blocks;
}

interface Bundle extends Json {
  readonly blocks: Json[];
  readonly fees: Json;
}

/** The bench's upstream (see the module comment). */
export class FakeUpstream {
  readonly #bundle: Bundle;
  readonly #bundleText: string;
  readonly #wantReply: string;
  readonly #rbfLatest: string;
  readonly #blocks: TransactionCompressed[][];
  readonly #main = new Set<WebSocket>();
  readonly #projected = new Map<WebSocket, number>();
  /** Blocks mined so far: projected index i holds fixture block (mined + i) mod the count. */
  #mined = 0;
  #sequence = 1;
  #tip: Json;

  private constructor(
    private readonly server: Server,
    private readonly sockets: WebSocketServer,
  ) {
    this.#bundle = readFixture<Bundle>("cypress/mainnet_mempoolInfo.json");
    this.#bundleText = JSON.stringify(this.#bundle);
    const { blocks, mempoolInfo, vBytesPerSecond, fees, da } = this.#bundle;
    this.#wantReply = JSON.stringify({ blocks, "mempool-blocks": this.#bundle["mempool-blocks"], mempoolInfo, vBytesPerSecond, fees, da });
    this.#rbfLatest = JSON.stringify(readFixture<Json>("cypress/rbf_page/rbf_02.json"));
    this.#blocks = projectedFromFixture();
    this.#tip = this.#bundle.blocks.at(-1)!;
    sockets.on("connection", (socket) => this.#accept(socket));
  }

  /** Listens on 127.0.0.1 (a free port). */
  static async start(): Promise<FakeUpstream> {
    const server = createServer();
    const sockets = new WebSocketServer({ server });
    const upstream = new FakeUpstream(server, sockets);
    server.on("request", (request, response) => {
      if (request.method === "GET" && request.url?.replace(/\?.*/, "") === "/api/v1/init-data") {
        response.writeHead(200, { "content-type": "application/json" }).end(upstream.#bundleText);
      } else {
        response.writeHead(404, { "content-type": "text/plain" }).end("The bench's upstream serves the websocket and /api/v1/init-data only.");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return upstream;
  }

  /** The origin to give the hub as `UPSTREAM_URL`. */
  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Main sockets (those that sent `init`) and projected-block sockets currently open. */
  get subscribers(): { readonly main: number; readonly projected: number } {
    return { main: this.#main.size, projected: this.#projected.size };
  }

  /** Projected block counts (transactions per non-empty block). */
  get blockSizes(): number[] {
    return this.#blocks.map((block) => block.length);
  }

  /** The txids of projected block 0 now: what the next `mineBlock` confirms. */
  blockZeroTxids(): string[] {
    return this.#listing(0).map((tuple) => tuple[0]);
  }

  /** Sends round `round`'s `fees` frame to every main socket; returns the send time (performance.now()). */
  sendFees(round: number): number {
    const fees = { ...this.#bundle.fees, fastestFee: Number(this.#bundle.fees.fastestFee) + round };
    const text = JSON.stringify({ fees });
    const sentAt = performance.now();
    for (const socket of this.#main) socket.send(text);
    return sentAt;
  }

  /**
   * Mines projected block 0 (see the module comment); returns the send time of the first frame.
   * Every frame is serialised before the clock is read.
   */
  mineBlock(): number {
    const minedTxids = this.blockZeroTxids();
    this.#mined++;
    this.#sequence++;
    const height = Number(this.#tip.height) + 1;
    const block = {
      ...this.#tip,
      id: createHash("sha256").update(`fanout-bench-block-${height}`).digest("hex"),
      height,
      previousblockhash: this.#tip.id,
      timestamp: Number(this.#tip.timestamp) + 600,
      tx_count: minedTxids.length + 1,
    };
    this.#tip = block;
    const mainText = JSON.stringify({
      block,
      "mempool-blocks": this.#bundle["mempool-blocks"],
      "mempool-transactions": { sequence: this.#sequence, added: [], removed: [], mined: minedTxids, replaced: [] },
    });
    const snapshots = Array.from({ length: MEMPOOL_BLOCKS_AMOUNT }, (_, index) => this.#snapshot(index));
    const sentAt = performance.now();
    for (const socket of this.#main) socket.send(mainText);
    for (const [socket, index] of this.#projected) socket.send(snapshots[index]!);
    return sentAt;
  }

  /** Back to the captured tip and mempool, so a second server under test sees the same events. */
  reset(): void {
    this.#mined = 0;
    this.#tip = this.#bundle.blocks.at(-1)!;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets.clients) socket.terminate();
    await new Promise<void>((resolve) => this.sockets.close(() => resolve()));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  #listing(index: number): TransactionCompressed[] {
    return index < this.#blocks.length ? this.#blocks[(this.#mined + index) % this.#blocks.length]! : [];
  }

  #snapshot(index: number): string {
    return JSON.stringify({ "projected-block-transactions": { index, sequence: this.#sequence, blockTransactions: this.#listing(index) } });
  }

  #accept(socket: WebSocket): void {
    socket.on("message", (data) => {
      let message: unknown;
      try {
        message = JSON.parse(String(data));
      } catch {
        socket.close(1008, "not JSON");
        return;
      }
      if (typeof message === "object" && message !== null) this.#answer(socket, message as Json);
    });
    socket.on("close", () => {
      this.#main.delete(socket);
      this.#projected.delete(socket);
    });
  }

  /** Answers one client message as upstream does (research §1.3), for the messages the hub sends. */
  #answer(socket: WebSocket, message: Json): void {
    if (message.action === "init") {
      this.#main.add(socket);
      socket.send(this.#bundleText);
    }
    if (message.action === "want") socket.send(this.#wantReply);
    if (message.action === "ping") socket.send('{"pong":true}');
    if (message["track-rbf-summary"] === true) socket.send(JSON.stringify({ rbfLatestSummary: this.#bundle.rbfSummary }));
    if (message["track-rbf"] === "all") socket.send(this.#rbfLatest);
    if (message["track-accelerations"] === true) socket.send('{"accelerations":{"accelerations":[]}}');
    const index = message["track-mempool-block"];
    if (typeof index === "number" && Number.isInteger(index) && index >= 0 && index < MEMPOOL_BLOCKS_AMOUNT) {
      this.#projected.set(socket, index);
      socket.send(this.#snapshot(index));
    }
  }
}
