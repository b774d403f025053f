/**
 * The fan-out bench's baseline, run as a child process of its own (as workerd is for the hub): a
 * plain Node `ws` server that subscribes to the same upstream with one socket and, for each
 * upstream event, sends its clients the very frames the hub sent in the same round (captured by
 * the bench): one shared frame to every client, and to each client tracking a transaction the
 * block confirms, the tracker frame with its own txid. It parses each upstream frame as the hub
 * does and keeps nothing else: the least a Node server can do to deliver the same bytes.
 *
 * `init` and `want` are answered with the hub's captured replies. `track-tx` is acknowledged with a
 * `txPosition` naming the txid only: the baseline keeps no projected blocks, and that reply is not
 * measured.
 *
 * Driven over IPC by bench/fanout-baseline.ts: a `start` message with the upstream and the frames,
 * `memory` (answered after a forced collection), `stop`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import WebSocket, { WebSocketServer } from "ws";
import type { BaselineFrames, BaselineReply, BaselineRequest } from "./fanout-baseline.ts";

interface Connection {
  readonly socket: WebSocket;
  txid: string | undefined;
}

function send(message: BaselineReply): void {
  process.send?.(message);
}

function start(upstreamUrl: string, frames: BaselineFrames, deflate: boolean): void {
  const connections = new Set<Connection>();
  const server = createServer((_, response) => response.writeHead(404).end());
  const sockets = new WebSocketServer({ server, path: "/api/v1/ws", perMessageDeflate: deflate, maxPayload: 50_000 });
  sockets.on("connection", (socket) => {
    const connection: Connection = { socket, txid: undefined };
    connections.add(connection);
    socket.on("message", (data) => {
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(String(data)) as Record<string, unknown>;
      } catch {
        socket.close(1008, "not JSON");
        return;
      }
      if (message.action === "init") socket.send(frames.init);
      if (message.action === "want") socket.send(frames.want);
      const txid = message["track-tx"];
      if (typeof txid === "string") {
        connection.txid = txid;
        socket.send(JSON.stringify({ txPosition: { txid } }));
      }
    });
    socket.on("close", () => connections.delete(connection));
  });

  let feesRound = 0;
  let blockRound = 0;
  const upstream = new WebSocket(`${upstreamUrl.replace(/^http/, "ws")}/api/v1/ws`, { perMessageDeflate: false });
  upstream.on("open", () => upstream.send(JSON.stringify({ action: "init" })));
  upstream.on("message", (data) => {
    const frame = JSON.parse(String(data)) as Record<string, unknown>;
    if ("backendInfo" in frame) {
      server.listen(0, "127.0.0.1", () => send({ type: "listening", port: (server.address() as AddressInfo).port }));
      return;
    }
    if ("fees" in frame) {
      const text = frames.fees[feesRound++];
      if (text !== undefined) for (const { socket } of connections) socket.send(text);
    }
    if ("block" in frame) {
      const round = frames.blocks[blockRound++];
      if (round === undefined) return;
      const firehose = frame["mempool-transactions"] as { mined?: string[] } | undefined;
      const mined = new Set(firehose?.mined ?? []);
      for (const { socket, txid } of connections) {
        socket.send(txid !== undefined && mined.has(txid) && round.tracker ? `${round.tracker.prefix}${txid}${round.tracker.suffix}` : round.plain);
      }
    }
  });
  upstream.on("close", () => process.stderr.write("fanout baseline: the upstream closed.\n"));

  process.on("message", (request: BaselineRequest) => {
    if (request.type === "memory") {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      const usage = process.memoryUsage();
      send({ type: "memory", rss: usage.rss, heapUsed: usage.heapUsed });
    } else if (request.type === "stop") {
      upstream.terminate();
      for (const { socket } of connections) socket.terminate();
      sockets.close();
      server.close(() => process.exit(0));
    }
  });
}

process.once("message", (request: BaselineRequest) => {
  if (request.type !== "start") throw new Error(`fanout baseline: expected "start", got "${request.type}".`);
  start(request.upstreamUrl, request.frames, request.deflate);
});
