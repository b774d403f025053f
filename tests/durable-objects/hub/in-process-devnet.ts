/**
 * A hub and a devnet of its own in one workerd test, for what the deployment's devnet settings make
 * slow: a network seeded with the test's settings (say, frequent accelerations), its websocket
 * server (the devnet's SocketHub) and REST API, and a LiveHub whose upstream they are. The hub's
 * upstream sockets are real websockets (a WebSocketPair per socket), its REST lookups the devnet's
 * own routes, so only the object around each side is missing; its viewers are FakeSockets.
 *
 * @example
 * const setup = await hubOverDevnet(network);
 * const viewer = await setup.viewer({ "track-tx": txid });
 * setup.publish(); // the devnet announces the network's current state; the hub relays it
 */
import type { Hono } from "hono";
import { closeQuietly } from "../../../shared/protocol/close-quietly.ts";
import { createDevnetApi } from "../../../durable-objects/devnet/api/devnet-api.ts";
import type { DevnetNetwork } from "../../../durable-objects/devnet/state/devnet-network.ts";
import { NetworkViews } from "../../../durable-objects/devnet/views/devnet-views.ts";
import { SocketHub } from "../../../durable-objects/devnet/ws/socket-hub.ts";
import { LiveHub } from "../../../durable-objects/hub/live-hub.ts";
import type { UpstreamTarget } from "../../../durable-objects/hub/upstream/upstream-target.ts";
import { FakeSocket, type Frame } from "../../support/fake-socket.ts";
import { eventually } from "./hub-harness.ts";

/** The devnet's side of one of the hub's upstream sockets: what its SocketHub needs of a socket. */
class DevnetSide {
  #attachment: unknown = null;

  constructor(readonly ws: WebSocket) {}

  get readyState(): number {
    return this.ws.readyState;
  }

  send(message: string): void {
    this.ws.send(message);
  }

  close(code?: number, reason?: string): void {
    this.ws.close(code, reason);
  }

  serializeAttachment(value: unknown): void {
    this.#attachment = structuredClone(value);
  }

  deserializeAttachment(): unknown {
    return this.#attachment;
  }
}

/** The devnet as the hub's upstream (see the module comment). */
class InProcessUpstream implements UpstreamTarget {
  readonly description = "an in-process devnet";
  readonly views = new NetworkViews("mainnet");
  readonly devnet: SocketHub;
  readonly #api: Hono;
  readonly #sides: DevnetSide[] = [];

  constructor(readonly network: DevnetNetwork) {
    this.devnet = new SocketHub(this.views, () => this.#sides);
    this.#api = createDevnetApi(() => network, { views: this.views });
  }

  async openSocket(): Promise<WebSocket> {
    const { 0: hubEnd, 1: devnetEnd } = new WebSocketPair();
    devnetEnd.accept();
    hubEnd.accept();
    const side = new DevnetSide(devnetEnd);
    this.#sides.push(side);
    devnetEnd.addEventListener("message", (event) => this.devnet.receive(side, event.data, this.network, Date.now()));
    devnetEnd.addEventListener("close", (event) => {
      this.#sides.splice(this.#sides.indexOf(side), 1);
      closeQuietly(devnetEnd, event.code === 1005 || event.code === 1006 ? 1000 : event.code, event.reason);
    });
    return hubEnd;
  }

  get(path: string): Promise<Response> {
    return Promise.resolve(this.#api.fetch(new Request(`http://devnet${path}`)));
  }
}

export interface HubOverDevnet {
  /** The hub instance now (a new one after `restart`). */
  readonly hub: LiveHub;
  readonly upstream: InProcessUpstream;
  /** A new viewer of the hub, sent `message` (answered once the hub's first session is primed). */
  viewer(message: Frame): Promise<FakeSocket>;
  /** Sends the viewer another message. */
  send(viewer: FakeSocket, message: Frame): Promise<void>;
  /** What the devnet itself answers a socket that sends `message`. */
  ask(message: Frame): Frame[];
  /** The devnet announces its network's current state (after the test changed it). */
  publish(): void;
  /** Moves the network `seconds` on, announcing every update. */
  advance(seconds: number): void;
  /**
   * Stops the hub and starts a new instance over the same viewers, as the runtime does when it woke
   * an evicted object for them: the new instance knows each viewer only by its attachment.
   */
  restart(): Promise<void>;
  close(): void;
}

export interface HubOverDevnetOptions {
  /** What the hub reaches instead of the devnet itself (a FaultyUpstream around it, say). */
  readonly through?: (devnet: UpstreamTarget) => UpstreamTarget;
  /** The hub's clock and randomness (reconnect delays), for tests that move its time. */
  readonly now?: () => number;
  readonly random?: () => number;
}

/** Starts a hub whose upstream is `network`'s devnet. */
export async function hubOverDevnet(network: DevnetNetwork, options: HubOverDevnetOptions = {}): Promise<HubOverDevnet> {
  const upstream = new InProcessUpstream(network);
  const viewers: FakeSocket[] = [];
  const { through = (devnet: UpstreamTarget) => devnet, ...clock } = options;
  const started = async (): Promise<LiveHub> => {
    const hub = new LiveHub(through(upstream), () => viewers, "mainnet", { wakeAt: () => undefined, ...clock });
    hub.start();
    // Positions are read from the announced projected blocks: wait until every index has its first snapshot.
    await eventually(async () => (hub.mirror.feed.listings().every((listing) => listing !== undefined) ? true : undefined), "the hub's first projected blocks");
    return hub;
  };
  let hub = await started();
  const send = (viewer: FakeSocket, message: Frame) => hub.receive(viewer, JSON.stringify(message));
  return {
    get hub() {
      return hub;
    },
    upstream,
    async viewer(message) {
      const viewer = new FakeSocket();
      viewers.push(viewer);
      await send(viewer, message);
      return viewer;
    },
    send,
    ask(message) {
      const socket = new FakeSocket();
      upstream.devnet.receive(socket, JSON.stringify(message), network, Date.now());
      return socket.frames();
    },
    publish: () => upstream.devnet.publish({ transactions: [] }, network),
    advance: (seconds) => void upstream.devnet.advance(network, network.now + seconds, 120),
    async restart() {
      hub.stop();
      hub = await started();
    },
    close: () => hub.stop(),
  };
}
