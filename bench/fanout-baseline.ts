/**
 * Starts and drives the fan-out bench's baseline server (bench/fanout-baseline-server.ts) in a
 * child process, and builds what it sends from the frames the hub's clients received.
 *
 * @example
 * const baseline = await startBaseline({ upstreamUrl, frames, deflate: false });
 * await baseline.memory(); // { rss, heapUsed } after a forced collection
 * await baseline.stop();
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/** A tracker's frame split around its txid. */
export interface TrackerTemplate {
  readonly prefix: string;
  readonly suffix: string;
}

export interface BaselineFrames {
  readonly init: string;
  readonly want: string;
  /** Per fees round, the frame every client got. */
  readonly fees: readonly string[];
  /** Per block round, the frame of clients that track nothing, and the trackers' frame. */
  readonly blocks: readonly { readonly plain: string; readonly tracker: TrackerTemplate | undefined }[];
}

export type BaselineRequest =
  | { readonly type: "start"; readonly upstreamUrl: string; readonly frames: BaselineFrames; readonly deflate: boolean }
  | { readonly type: "memory" }
  | { readonly type: "stop" };

export type BaselineReply = { readonly type: "listening"; readonly port: number } | { readonly type: "memory"; readonly rss: number; readonly heapUsed: number };

export interface BaselineRuntime {
  readonly url: string;
  readonly pid: number;
  memory(): Promise<{ readonly rss: number; readonly heapUsed: number }>;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER = fileURLToPath(new URL("./fanout-baseline-server.ts", import.meta.url));

/**
 * Splits a tracker's frame around `"txConfirmed":"<txid>"`; undefined when the frame does not say
 * it (the baseline then sends trackers the plain frame, and the missing confirmations show).
 *
 * @example
 * trackerTemplate('{"block":{…},"txConfirmed":"ab…"}', "ab…"); // { prefix: '{"block":{…},"txConfirmed":"', suffix: '"}' }
 */
export function trackerTemplate(frame: string | undefined, txid: string): TrackerTemplate | undefined {
  const marker = `"txConfirmed":"${txid}"`;
  const at = frame?.indexOf(marker) ?? -1;
  if (!frame || at < 0) return undefined;
  const start = at + '"txConfirmed":"'.length;
  return { prefix: frame.slice(0, start), suffix: frame.slice(start + txid.length) };
}

function next(child: ChildProcess, type: BaselineReply["type"]): Promise<BaselineReply> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: BaselineReply) => {
      if (message.type !== type) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`The baseline server exited (${code}) before answering "${type}".`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

/** Forks the baseline server; resolves once it subscribed upstream and listens on 127.0.0.1. */
export async function startBaseline(options: { upstreamUrl: string; frames: BaselineFrames; deflate: boolean }): Promise<BaselineRuntime> {
  const child = fork(SERVER, [], {
    cwd: ROOT,
    execArgv: ["--import", "tsx", "--expose-gc"],
    // The child's stdout joins our stderr: our stdout carries only the JSON line.
    stdio: ["ignore", 2, 2, "ipc"],
  });
  const listening = next(child, "listening");
  const request: BaselineRequest = { type: "start", ...options };
  child.send(request);
  const reply = await listening;
  if (reply.type !== "listening") throw new Error("The baseline server answered out of turn.");
  return {
    url: `http://127.0.0.1:${reply.port}`,
    pid: child.pid!,
    memory: async () => {
      const answer = next(child, "memory");
      child.send({ type: "memory" } satisfies BaselineRequest);
      const memory = await answer;
      if (memory.type !== "memory") throw new Error("The baseline server answered out of turn.");
      return { rss: memory.rss, heapUsed: memory.heapUsed };
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send({ type: "stop" } satisfies BaselineRequest);
      await exited;
    },
  };
}
