/**
 * A few DevTools-protocol calls into the worker's isolate inside workerd (Miniflare's
 * `inspectorPort`): its JavaScript heap after a forced collection, and a CPU profile. workerd's
 * resident memory also holds the runtime's own per-connection state; the isolate's heap is the
 * hub's objects alone, which is what the Durable Object's memory limit counts.
 *
 * @example
 * const inspector = await IsolateInspector.open(await miniflare.getInspectorURL(), "blocktide");
 * await inspector.heapUsed(); // bytes, after a full collection
 * await inspector.startProfile();
 * const profile = await inspector.stopProfile(); // a .cpuprofile object
 */
import WebSocket from "ws";

export interface CpuProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly hitCount?: number;
}

export interface CpuProfile {
  readonly nodes: readonly CpuProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

interface Pending {
  readonly resolve: (result: Record<string, unknown>) => void;
  readonly reject: (error: Error) => void;
}

export class IsolateInspector {
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: Record<string, unknown>; error?: { message: string } };
      const pending = message.id === undefined ? undefined : this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id!);
      if (message.error) pending.reject(new Error(`inspector: ${message.error.message}`));
      else pending.resolve(message.result ?? {});
    });
    socket.on("close", () => {
      for (const pending of this.#pending.values()) pending.reject(new Error("inspector: the connection closed"));
      this.#pending.clear();
    });
  }

  /** Connects to the isolate of the worker named `worker` (`core:user:<name>` in workerd). */
  static async open(inspectorUrl: URL, worker: string): Promise<IsolateInspector> {
    const socket = new WebSocket(new URL(`/core:user:${worker}`, inspectorUrl), { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return new IsolateInspector(socket);
  }

  /** The isolate's used heap in bytes after a full garbage collection. */
  async heapUsed(): Promise<number> {
    await this.#call("HeapProfiler.collectGarbage");
    const usage = await this.#call("Runtime.getHeapUsage");
    return Number(usage.usedSize);
  }

  async startProfile(): Promise<void> {
    await this.#call("Profiler.enable");
    await this.#call("Profiler.start");
  }

  async stopProfile(): Promise<CpuProfile> {
    const { profile } = await this.#call("Profiler.stop");
    await this.#call("Profiler.disable");
    return profile as CpuProfile;
  }

  close(): void {
    this.socket.close();
  }

  #call(method: string, params: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }
}

/**
 * The functions that took the most of the profile's sampled time themselves (self time), with
 * their share of all samples, idle excluded.
 *
 * @example
 * topSelfTime(profile, 10); // [{ name: "fanOut hub/clients/fan-out.ts:17", ms: 41.2, share: 0.21 }, …]
 */
export function topSelfTime(profile: CpuProfile, count: number): { name: string; ms: number; share: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let busy = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    const node = byId.get(id);
    const delta = (deltas[i + 1] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === "(idle)") return;
    const file = node.callFrame.url.replace(/^.*\/(durable-objects|shared|worker|node_modules)\//, "$1/");
    const name = `${node.callFrame.functionName || "(anonymous)"} ${file}:${node.callFrame.lineNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + delta);
    busy += delta;
  });
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10, share: busy > 0 ? Math.round((ms / busy) * 1000) / 1000 : 0 }));
}
