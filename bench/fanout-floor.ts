/**
 * The floor under the hub's memory per idle client (issue 17): the same swarm, measured the same
 * way (bench/fanout-memory.ts), on a trivial Durable Object that only accepts the sockets
 * (bench/fanout-trivial.ts), in two setups, each in a fresh workerd:
 *
 * - as the hub is run (wrangler.toml's static assets configured): Miniflare then puts its assets
 *   proxy and router workers in front of the worker, and each websocket is coupled through them;
 * - direct (no assets): the worker alone in front of the object; the hub is measured this way too
 *   (one object: HUB_SHARDS is left at wrangler.toml's setting).
 *
 * Clients reach each worker on workerd's own socket for it, as the hub's do without `--entry`.
 *
 * The ratio of the hub to the trivial object in the same setup is what the hub itself adds per
 * socket; the difference between the setups is what the assets hops cost, which no object's code
 * can change (in production, asset routing and the worker run on Cloudflare's edge, not in the
 * object's process; locally everything shares one workerd, whose memory the bench reads).
 *
 * @example
 * const floor = await measureFloor(upstream, { clients: 10_000, concurrency: 128, deflate: false });
 * floor.trivial.bytesPerClient; // the trivial object behind the assets hops
 * floor.hubDirect.bytesPerClient; // the hub without them
 */
import { startHub } from "./fanout-hub.ts";
import { idleMemory, type ServerUnderTest, workerdMemory } from "./fanout-memory.ts";
import { startTrivial } from "./fanout-trivial.ts";
import type { FakeUpstream } from "./fanout-upstream.ts";

export interface FloorSettings {
  readonly clients: number;
  readonly concurrency: number;
  readonly deflate: boolean;
}

export interface IdleFigures {
  readonly connected: number;
  readonly bytesPerClient: number;
  readonly heapBytesPerClient: number | undefined;
}

export interface Floor {
  /** The trivial object served as the hub is (assets hops in front). */
  readonly trivial: IdleFigures;
  /** The trivial object with the worker alone in front. */
  readonly trivialDirect: IdleFigures;
  /** The hub with the worker alone in front. */
  readonly hubDirect: IdleFigures;
}

/** A server started for one idle measure and stopped after it. */
interface IdleRuntime {
  readonly server: ServerUnderTest;
  stop(): Promise<void>;
}

const log = (text: string): void => void process.stderr.write(`fanout: ${text}\n`);

/** N clients connected to a fresh server, its growth per client read, everything closed again. */
async function idleOnce(start: () => Promise<IdleRuntime>, settings: FloorSettings, answers: boolean): Promise<IdleFigures> {
  const runtime = await start();
  try {
    const options = { url: runtime.server.url, concurrency: settings.concurrency, deflate: settings.deflate, answers };
    const idle = await idleMemory(runtime.server, options, settings.clients, 1);
    await idle.swarm.close();
    await idle.warm.close();
    return { connected: idle.swarm.size, bytesPerClient: idle.bytesPerClient, heapBytesPerClient: idle.heapBytesPerClient };
  } finally {
    await runtime.stop();
  }
}

function trivial(assets: boolean): () => Promise<IdleRuntime> {
  return async () => {
    const runtime = await startTrivial({ assets });
    const name = assets ? "trivial" : "trivial direct";
    log(`${name}: workerd ${runtime.pid} on ${runtime.url}`);
    return { server: { name, url: runtime.url, pid: runtime.pid, memory: () => runtime.memory() }, stop: () => runtime.stop() };
  };
}

function hubDirect(upstream: FakeUpstream): () => Promise<IdleRuntime> {
  return async () => {
    upstream.reset();
    const runtime = await startHub({ upstreamUrl: upstream.origin, withoutAssets: true });
    log(`hub direct: workerd ${runtime.pid} on ${runtime.url}`);
    const inspector = await runtime.inspect();
    const memory = workerdMemory(runtime.pid, inspector);
    const stop = async (): Promise<void> => {
      inspector.close();
      await runtime.stop();
    };
    return { server: { name: "hub direct", url: runtime.url, pid: runtime.pid, memory }, stop };
  };
}

/** The three measures of the module comment, one after the other (one workerd at a time). */
export async function measureFloor(upstream: FakeUpstream, settings: FloorSettings): Promise<Floor> {
  const routed = await idleOnce(trivial(true), settings, false);
  const trivialDirect = await idleOnce(trivial(false), settings, false);
  const direct = await idleOnce(hubDirect(upstream), settings, true);
  return { trivial: routed, trivialDirect, hubDirect: direct };
}
