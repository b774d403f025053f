/**
 * The original project's public client library, speaking websocket to the explorer served exactly as
 * `npm start` serves it: the worker hands `/api/v1/ws` to the network's hub, which subscribes to the
 * devnet. The library's Node client must work against the hub unchanged.
 */
import mempoolJS from "@mempool/mempool.js";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { waitingTransaction } from "./devnet-clock.ts";

type Frame = Record<string, unknown>;
type LibrarySocket = ReturnType<ReturnType<typeof mempoolJS>["bitcoin"]["websocket"]["wsInit"]>;

const base = new URL(inject("baseURL"));
const { bitcoin } = mempoolJS({ hostname: base.host, protocol: "http" });
const open: LibrarySocket[] = [];

/** A library socket whose frames are collected, and a way to wait for a frame with a key. */
function connect(): { socket: LibrarySocket; next: (key: string, match?: (value: unknown) => boolean) => Promise<Frame> } {
  const socket = bitcoin.websocket.wsInit();
  open.push(socket);
  const frames: Frame[] = [];
  const waiting: { key: string; match: (value: unknown) => boolean; resolve: (frame: Frame) => void }[] = [];
  socket.addEventListener("message", (event: { data: unknown }) => {
    const frame = JSON.parse(String(event.data)) as Frame;
    const hit = waiting.findIndex((w) => w.key in frame && w.match(frame[w.key]));
    if (hit >= 0) waiting.splice(hit, 1)[0]!.resolve(frame);
    else frames.push(frame);
  });
  const next = (key: string, match: (value: unknown) => boolean = () => true) => {
    const seen = frames.findIndex((frame) => key in frame && match(frame[key]));
    if (seen >= 0) return Promise.resolve(frames.splice(seen, 1)[0]!);
    return new Promise<Frame>((resolve) => waiting.push({ key, match, resolve }));
  };
  return { socket, next };
}

// Projected block 0 holds something only while transactions wait.
beforeAll(() => waitingTransaction(inject("baseURL")));

afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

describe("@mempool/mempool.js websocket against the hub", () => {
  it("gets the init bundle, the wanted keys and a projected block, then tracks a transaction's position", async () => {
    const { socket, next } = connect();
    const init = await next("blocks");
    expect(init).toMatchObject({ backend: "esplora" });
    expect((init.blocks as unknown[]).length).toBe(8);
    expect(Array.isArray(init["mempool-blocks"])).toBe(true);

    bitcoin.websocket.wsWantData(socket, ["blocks", "stats", "mempool-blocks"]);
    bitcoin.websocket.wsTrackMempoolBlock(socket, 0);
    const projected = (await next("projected-block-transactions", (v) => (v as { index?: number }).index === 0))["projected-block-transactions"] as {
      sequence: number;
      blockTransactions: [string, number, number][];
    };
    expect(Number.isInteger(projected.sequence)).toBe(true);
    expect(projected.blockTransactions.length).toBeGreaterThan(0);

    // The first transaction of projected block 0 sits at half its own vsize from the block's start:
    // the devnet's clock stands still, so nothing arrives or confirms meanwhile.
    const [txid, , vsize] = projected.blockTransactions[0]!;
    bitcoin.websocket.wsTrackTransaction(socket, txid);
    const position = (await next("txPosition")).txPosition as { txid: string; position: { block: number; vsize: number } };
    expect(position.txid).toBe(txid);
    expect(position.position.block).toBe(0);
    expect(position.position.vsize).toBeCloseTo(vsize / 2, 6);
  }, 60_000);

  it("answers every library socket from the same hub: two clients get the same tip", async () => {
    const [a, b] = [connect(), connect()];
    const [initA, initB] = await Promise.all([a.next("blocks"), b.next("blocks")]);
    const tip = (init: Frame) => (init.blocks as { height: number }[]).at(-1)!.height;
    expect(tip(initA)).toBe(tip(initB));
  }, 60_000);
});
