/**
 * The hub's in-memory view of its connections: each socket's subscriptions (the copy of its
 * attachment), the projected-block sequence it was last sent, and its send budget. The attachment
 * stays the source of truth (shared/protocol/socket-state.ts): after the object was evicted, the
 * registry is rebuilt from the attachments on first use, and every socket that tracks a projected
 * block then gets a full snapshot (its last sequence is not known any more).
 *
 * A root hub's clients include its shards' sockets (hub-shards.ts): they carry the whole firehose
 * and are the hub's own, so they have no send budget and no message rate limit.
 *
 * @example
 * const registry = new ClientRegistry(() => ctx.getWebSockets(), limits, Date.now);
 * const entry = registry.entry(ws);
 * registry.update(entry, { ...entry.state, rbfSummary: true }); // memory and attachment
 */
import { EMPTY_SOCKET_STATE, readSocketState, socketAttachment, type SocketState } from "../../../shared/protocol/socket-state.ts";
import { SendBudget, type SendLimits } from "./send-budget.ts";

/** What the hub needs of a socket: the hibernation API's WebSocket has all of it. */
export interface HubSocket {
  /** 1 while open (WebSocket.OPEN). */
  readonly readyState: number;
  send(message: string): void;
  close(code?: number, reason?: string): void;
  serializeAttachment(value: unknown): void;
  deserializeAttachment(): unknown;
}

export interface ClientEntry {
  readonly socket: HubSocket;
  state: SocketState;
  /** The hub sequence of the last projected-block message sent for its index; undefined: it is owed a full snapshot. */
  projectedSequence: number | undefined;
  /** Undefined for a shard's socket, which is not metered (see the module comment). */
  readonly budget: SendBudget | undefined;
  /** The socket is a shard's upstream socket, not a viewer's. */
  readonly shard: boolean;
  /** Set once the socket is being closed: it gets nothing more. */
  closing: boolean;
}

/** WebSocket.OPEN; CONNECTING is 0, CLOSING and CLOSED above. */
export const OPEN = 1;

/** The connections (see the module comment). */
export class ClientRegistry {
  #entries: Map<HubSocket, ClientEntry> | undefined;

  constructor(
    private readonly sockets: () => readonly HubSocket[],
    private readonly limits: () => SendLimits,
    private readonly now: () => number,
    private readonly isShard: (socket: HubSocket) => boolean = () => false,
  ) {}

  /** The entry of `socket`, created from its attachment when the registry has none yet. */
  entry(socket: HubSocket): ClientEntry {
    const entries = this.#all();
    let entry = entries.get(socket);
    if (!entry) {
      entry = this.#fromAttachment(socket);
      entries.set(socket, entry);
    }
    return entry;
  }

  /** Every connection that can still be sent to. */
  *open(): IterableIterator<ClientEntry> {
    for (const entry of this.#all().values()) if (!entry.closing && entry.socket.readyState === OPEN) yield entry;
  }

  /** Stores new subscriptions: in memory and in the attachment (which survives an eviction). */
  update(entry: ClientEntry, state: SocketState): void {
    if (state === entry.state) return;
    entry.state = state;
    entry.socket.serializeAttachment(socketAttachment(state));
  }

  /** Forgets a socket that closed. */
  forget(socket: HubSocket): void {
    this.#entries?.delete(socket);
  }

  /** Connections still open or opening; entries of sockets that closed meanwhile are dropped. */
  get active(): number {
    const entries = this.#all();
    let count = 0;
    for (const [socket, entry] of entries) {
      if (socket.readyState > OPEN) entries.delete(socket);
      else if (!entry.closing) count++;
    }
    return count;
  }

  #all(): Map<HubSocket, ClientEntry> {
    if (!this.#entries) {
      this.#entries = new Map();
      for (const socket of this.sockets()) this.#entries.set(socket, this.#fromAttachment(socket));
    }
    return this.#entries;
  }

  #fromAttachment(socket: HubSocket): ClientEntry {
    let state = EMPTY_SOCKET_STATE;
    try {
      state = readSocketState(socket.deserializeAttachment());
    } catch {
      // An unreadable attachment reads as a socket that subscribed to nothing.
    }
    const shard = this.isShard(socket);
    return { socket, state, projectedSequence: undefined, budget: shard ? undefined : new SendBudget(this.limits(), this.now()), shard, closing: false };
  }
}
