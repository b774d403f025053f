/**
 * The fan-out bench's floor for memory per idle socket (bench/fanout-trivial.ts): a worker that
 * passes every request to one Durable Object, which accepts it as a hibernatable websocket and
 * does nothing else (the clients' `init` and `want` go unanswered; it only completes their close). Bench-only: bundled and run in its own workerd by the bench, never part of
 * the production worker.
 *
 * It takes the same path as a viewer of the hub (worker → stub.fetch → acceptWebSocket → 101 back
 * through the worker), so what the runtime keeps per socket on that path is in its figure too.
 */
import { DurableObject } from "cloudflare:workers";

interface TrivialEnv {
  readonly SOCKETS: DurableObjectNamespace;
}

export class TrivialSockets extends DurableObject<TrivialEnv> {
  override fetch(): Response {
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  // Completes the closing handshake, as the hub does: this runtime does not answer a client's Close by itself.
  override webSocketClose(ws: WebSocket, code: number, reason: string): void {
    ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
  }
}

export default {
  fetch(request: Request, env: TrivialEnv): Response | Promise<Response> {
    // The bench's nudge (fanout-trivial.ts): workerd runs inspector calls only when the isolate runs something.
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response(null, { status: 204 });
    return env.SOCKETS.get(env.SOCKETS.idFromName("trivial")).fetch(request);
  },
} satisfies ExportedHandler<TrivialEnv>;
