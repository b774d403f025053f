/**
 * The fan-out bench's memory per idle client, measured the same way for every server (the hub, the
 * trivial object, the baseline): the server process's resident memory after a warm-up client per
 * hub shard, and again once all N clients had their replies, divided by N, each time after a forced
 * collection; and the growth when the same N connect again after all had left (memory the first
 * wave freed stays with the process and is reused).
 *
 * @example
 * const idle = await idleMemory(server, { url, concurrency: 128, deflate: false }, 10_000, 1);
 * idle.bytesPerClient; // resident growth per client
 * await idle.swarm.close();
 * const again = await secondWave(server, { url, concurrency: 128, deflate: false, count: 10_000 });
 * await idle.warm.close();
 */
import { ClientSwarm, sleep, type SwarmOptions } from "./fanout-clients.ts";
import type { IsolateInspector } from "./fanout-inspector.ts";
import { residentBytes } from "./fanout-process.ts";

/** Before reading a server's memory, let its allocations settle. */
export const MEMORY_SETTLE_MS = 2_000;

export interface ServerUnderTest {
  readonly name: string;
  readonly url: string;
  readonly pid: number;
  /** Resident bytes, and heap bytes (after a forced collection) where the server can say. */
  memory(): Promise<{ readonly rss: number; readonly heap?: number }>;
  /** Profiles the server's CPU during a kind of round, when asked to (--profile). */
  profile?(kind: string, during: () => Promise<void>): Promise<void>;
}

export interface IdleMemory {
  /** The warm-up clients, connected before the first reading; the caller closes them last. */
  readonly warm: ClientSwarm;
  /** The N clients; the caller closes them. */
  readonly swarm: ClientSwarm;
  readonly connectMs: number;
  readonly failed: number;
  readonly bytesPerClient: number;
  readonly heapBytesPerClient: number | undefined;
}

const log = (text: string): void => void process.stderr.write(`fanout: ${text}\n`);

/**
 * A `ServerUnderTest.memory` for workerd: its resident memory and its isolate's heap, the
 * collection first, as for the baseline: resident memory then holds no collectable garbage of the
 * isolate.
 */
export const workerdMemory = (pid: number, inspector: IsolateInspector) => async (): Promise<{ rss: number; heap: number }> => {
  const heap = await inspector.heapUsed();
  return { rss: residentBytes(pid), heap };
};

/** Connects `warmCount` clients, then `count` more, and reads the server's growth per client between. */
export async function idleMemory(server: ServerUnderTest, options: Omit<SwarmOptions, "count">, count: number, warmCount: number): Promise<IdleMemory> {
  const warm = await ClientSwarm.connect({ ...options, count: warmCount, concurrency: 1 });
  if (warm.swarm.size !== warmCount) throw new Error(`${server.name}: the warm-up clients could not connect.`);
  await sleep(MEMORY_SETTLE_MS);
  const before = await server.memory();

  log(`${server.name}: connecting ${count} clients…`);
  const { swarm, connectMs, failed } = await ClientSwarm.connect({ ...options, count });
  log(`${server.name}: ${swarm.size} connected in ${Math.round(connectMs)} ms (${Math.round((swarm.size / connectMs) * 1000)}/s), ${failed} failed`);
  await sleep(MEMORY_SETTLE_MS);
  const after = await server.memory();
  const perClient = (a: number, b: number): number => (a - b) / Math.max(1, swarm.size);
  const bytesPerClient = perClient(after.rss, before.rss);
  const heapBytesPerClient = after.heap !== undefined && before.heap !== undefined ? perClient(after.heap, before.heap) : undefined;
  const heapText = heapBytesPerClient === undefined ? "" : `, heap ${Math.round(heapBytesPerClient)} B`;
  log(`${server.name}: resident ${Math.round(before.rss / 1_048_576)} → ${Math.round(after.rss / 1_048_576)} MB, ${Math.round(bytesPerClient)} B per idle client${heapText}`);
  return { warm: warm.swarm, swarm, connectMs, failed, bytesPerClient, heapBytesPerClient };
}

/**
 * Resident growth per client when `options.count` clients connect again after all had left: what
 * a server that already served them needs per client (the first wave's growth also holds what the
 * allocator kept after it was freed).
 */
export async function secondWave(server: ServerUnderTest, options: SwarmOptions): Promise<number> {
  await sleep(MEMORY_SETTLE_MS);
  const emptied = await server.memory();
  const { swarm } = await ClientSwarm.connect(options);
  await sleep(MEMORY_SETTLE_MS);
  const refilled = await server.memory();
  const perClient = (refilled.rss - emptied.rss) / Math.max(1, swarm.size);
  log(`${server.name}: all left: resident ${Math.round(emptied.rss / 1_048_576)} MB; ${swarm.size} again: ${Math.round(refilled.rss / 1_048_576)} MB, ${Math.round(perClient)} B per client`);
  await swarm.close();
  return perClient;
}
