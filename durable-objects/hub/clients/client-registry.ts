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
 * A close must not walk them all (10,000 viewers leaving would cost 10,000 walks): the registry
 * counts the connections not being closed as they come, go and get shed (`unclosed`), so the hub
 * knows at once when the last one left. The exact count (`active`) also drops the entries of sockets
 * that closed before the runtime told the hub; their close events follow.
 *
 * What is kept per connection is kept lean (kept-state.ts): shared want lists, and attachments
 * without their empty fields.
 *
 * @example
 * const registry = new ClientRegistry(() => ctx.getWebSockets(), limits, Date.now);
 * const entry = registry.entry(ws);
 * registry.update(entry, { ...entry.state, rbfSummary: true }); // memory and attachment
 */
import { EMPTY_SOCKET_STATE, readSocketState, type SocketState } from "../../../shared/protocol/socket-state.ts";
import { sharedFrameKey } from "./client-update.ts";
import { compactAttachment, keptState } from "./kept-state.ts";
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

/** How many of a registry's entries are not being closed; its entries keep it as they are shed. */
interface UnclosedCount {
  value: number;
}

/** An entry with the registry's own fields: where it sits in the array of connections. */
class ListedEntry implements ClientEntry {
  projectedSequence: number | undefined = undefined;
  slot = -1;
  #closing = false;

  constructor(
    readonly socket: HubSocket,
    public state: SocketState,
    readonly budget: SendBudget | undefined,
    readonly shard: boolean,
    public frameGroup: string | undefined,
    private readonly unclosed: UnclosedCount,
  ) {}

  get closing(): boolean {
    return this.#closing;
  }

  /** Set by whoever sheds the socket (fan-out.ts `closeClient`); it then stops counting as unclosed. */
  set closing(closing: boolean) {
    if (closing === this.#closing) return;
    this.#closing = closing;
    if (this.slot >= 0) this.unclosed.value += closing ? -1 : 1;
  }
}

/** WebSocket.OPEN; CONNECTING is 0, CLOSING and CLOSED above. */
export const OPEN = 1;

/** The connections (see the module comment). */
export class ClientRegistry {
  #entries: Map<HubSocket, ListedEntry> | undefined;
  /** The same entries in an array, for the walk of each update. */
  readonly #list: ListedEntry[] = [];
  readonly #unclosed: UnclosedCount = { value: 0 };

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
    const kept = keptState(state);
    listed.state = kept;
    listed.frameGroup = sharedFrameKey(kept);
    entry.socket.serializeAttachment(compactAttachment(kept));
  }

  /** Forgets a socket that closed. */
  forget(socket: HubSocket): void {
    const entry = this.#entries?.get(socket);
    if (entry) this.#remove(entry);
  }

  /**
   * Connections not being closed, without a walk: those of sockets that closed before their close
   * event reached the hub still count, until it does. Zero means no viewer is left.
   */
  get unclosed(): number {
    this.#all();
    return this.#unclosed.value;
  }

  /** Connections still open or opening; entries of sockets that closed meanwhile are dropped. A walk of them all. */
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
      // A socket already closing is left out: its close event is on its way, and it would not count.
      for (const socket of this.sockets()) if (socket.readyState <= OPEN) this.#add(this.#fromAttachment(socket));
    }
    return this.#entries;
  }

  #add(entry: ListedEntry): void {
    entry.slot = this.#list.length;
    this.#list.push(entry);
    this.#entries!.set(entry.socket, entry);
    if (!entry.closing) this.#unclosed.value++;
  }

  /** Swaps the last entry into the leaving one's slot: the array never has holes. */
  #remove(entry: ListedEntry): void {
    this.#entries!.delete(entry.socket);
    if (!entry.closing) this.#unclosed.value--;
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
      const read = readSocketState(socket.deserializeAttachment());
      // A new socket has no attachment: it shares the empty state until it subscribes to something.
      state = read === EMPTY_SOCKET_STATE ? read : keptState(read);
    } catch {
      // An unreadable attachment reads as a socket that subscribed to nothing.
    }
    const shard = this.isShard(socket);
    const budget = shard ? undefined : new SendBudget(this.limits(), this.now());
    return new ListedEntry(socket, state, budget, shard, sharedFrameKey(state), this.#unclosed);
  }
}
