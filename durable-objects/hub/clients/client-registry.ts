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
 * Each update walks every connection, so the registry keeps them in a plain array (a socket leaves
 * it when it closes: `forget`, or the `active` count noticing), and each entry keeps the name of
 * the frame group it shares (client-update.ts `sharedFrameKey`), renewed when its subscriptions
 * change: an update reads neither the runtime's socket list nor each socket's state.
 *
 * @example
 * const registry = new ClientRegistry(() => ctx.getWebSockets(), limits, Date.now);
 * const entry = registry.entry(ws);
 * registry.update(entry, { ...entry.state, rbfSummary: true }); // memory and attachment
 */
import { EMPTY_SOCKET_STATE, readSocketState, socketAttachment, type SocketState } from "../../../shared/protocol/socket-state.ts";
import { sharedFrameKey } from "./client-update.ts";
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
  /** The frame group of its subscriptions (client-update.ts `sharedFrameKey`), undefined when it has keys of its own. */
  readonly frameGroup: string | undefined;
}

/** The registry's own fields of an entry: where it sits in the array of connections. */
interface ListedEntry extends ClientEntry {
  frameGroup: string | undefined;
  slot: number;
}

/** WebSocket.OPEN; CONNECTING is 0, CLOSING and CLOSED above. */
export const OPEN = 1;

/** The connections (see the module comment). */
export class ClientRegistry {
  #entries: Map<HubSocket, ListedEntry> | undefined;
  /** The same entries in an array, for the walk of each update. */
  readonly #list: ListedEntry[] = [];

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
      this.#add(entry);
    }
    return entry;
  }

  /** Every connection that can still be sent to. */
  *open(): IterableIterator<ClientEntry> {
    for (const entry of this.connections()) if (!entry.closing) yield entry;
  }

  /**
   * Every connection the hub has not seen close, in an array the caller must not change: the walk
   * of an update, which skips the ones `closing`.
   */
  connections(): readonly ClientEntry[] {
    this.#all();
    return this.#list;
  }

  /** Stores new subscriptions: in memory and in the attachment (which survives an eviction). */
  update(entry: ClientEntry, state: SocketState): void {
    if (state === entry.state) return;
    const listed = entry as ListedEntry;
    listed.state = state;
    listed.frameGroup = sharedFrameKey(state);
    entry.socket.serializeAttachment(socketAttachment(state));
  }

  /** Forgets a socket that closed. */
  forget(socket: HubSocket): void {
    const entry = this.#entries?.get(socket);
    if (entry) this.#remove(entry);
  }

  /** Connections still open or opening; entries of sockets that closed meanwhile are dropped. */
  get active(): number {
    const entries = this.#all();
    let count = 0;
    for (const [socket, entry] of entries) {
      if (socket.readyState > OPEN) this.#remove(entry);
      else if (!entry.closing) count++;
    }
    return count;
  }

  #all(): Map<HubSocket, ListedEntry> {
    if (!this.#entries) {
      this.#entries = new Map();
      for (const socket of this.sockets()) this.#add(this.#fromAttachment(socket));
    }
    return this.#entries;
  }

  #add(entry: ListedEntry): void {
    entry.slot = this.#list.length;
    this.#list.push(entry);
    this.#entries!.set(entry.socket, entry);
  }

  /** Swaps the last entry into the leaving one's slot: the array never has holes. */
  #remove(entry: ListedEntry): void {
    this.#entries!.delete(entry.socket);
    const last = this.#list.pop()!;
    if (last !== entry) {
      this.#list[entry.slot] = last;
      last.slot = entry.slot;
    }
    entry.slot = -1;
  }

  #fromAttachment(socket: HubSocket): ListedEntry {
    let state = EMPTY_SOCKET_STATE;
    try {
      state = readSocketState(socket.deserializeAttachment());
    } catch {
      // An unreadable attachment reads as a socket that subscribed to nothing.
    }
    const shard = this.isShard(socket);
    const budget = shard ? undefined : new SendBudget(this.limits(), this.now());
    return { socket, state, projectedSequence: undefined, budget, shard, closing: false, frameGroup: sharedFrameKey(state), slot: -1 };
  }
}
