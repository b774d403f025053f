import type { Acceleration } from "../../../shared/types/acceleration.ts";
import { DEVNET_START_BITS } from "../chain/retarget.ts";
import { acceptDecoded, acceptTransaction, TransactionRejectedError, type Acceptance } from "../mempool/acceptance.ts";
import { Mempool, type MempoolEntry } from "../mempool/mempool.ts";
import { MempoolLimit } from "../mempool/mempool-limit.ts";
import { advanceMarket, INITIAL_FEE_MARKET, type FeeMarketState } from "../sim/fee-market.ts";
import { Random } from "../sim/random.ts";
import { makeFaucetPayment } from "../sim/faucet.ts";
import { makeReplacement, makeUserTransaction } from "../sim/traffic.ts";
import { Wallet } from "../sim/wallet.ts";
import { Keyring } from "../tx/keys.ts";
import { AccelerationBook, NO_STORED_ACCELERATIONS, type StoredAccelerations } from "./accelerations.ts";
import { AcceleratorDesk } from "./accelerator-desk.ts";
import { AuditWindow } from "./audit-window.ts";
import type { BlockAudit } from "./block-audit.ts";
import { RbfHistory } from "./rbf-history.ts";
import { IncomingRate, sampleMempool, STATISTICS_SAMPLE_SECONDS, type StatisticsSample } from "./statistics.ts";
import { ChainState, type BlockRecord } from "./chain-state.ts";
import { blockClockFor, firstHeightFor, historyBlockTimes, nextBlockTime } from "./chain-start.ts";
import { arrivalRateAt, blockIntervalAt, HISTORY_BLOCK_INTERVAL_SECONDS, FULL_TAIL_LEAD_BLOCKS, isLightHistory, type ClockPhase } from "./clock-pace.ts";
import type { DevnetSettings } from "./devnet-settings.ts";
import { Journal, type DevnetChange, type DevnetMeta, type OutputOwner, type StoredMempoolEntry, type StoredTx } from "./devnet-journal.ts";
import type { SettledStore } from "./settled-store.ts";
import { loadRecords } from "./stored-records.ts";
import { ownersOf, ownOutputs, type PrivateContext } from "./private-transactions.ts";
import { blockRecordOf, coinbaseRecordOf, findBlock, nextBits, type FoundBlock } from "./next-block.ts";
import { TransactionBook, toRecord } from "./transaction-book.ts";
import { UserTransactions } from "./user-transactions.ts";

/** What happened while the clock advanced, for the websocket layer to announce. */
export type DevnetEvent =
  | {
      readonly type: "transaction";
      readonly entry: MempoolEntry;
      /** What its arrival evicted: the transactions it replaced with their descendants, then what the trim to `-maxmempool` took. */
      readonly replaced: readonly MempoolEntry[];
    }
  | { readonly type: "block"; readonly block: BlockRecord; readonly conflicts: readonly MempoolEntry[] }
  | { readonly type: "acceleration"; readonly acceleration: Acceleration };

/** A seeding slice advances in steps this long, so it stops soon after its share of events. */
const SEEDING_STEP_SECONDS = 5;
/** Share of arrivals that are a user bumping one of their own unconfirmed transactions. */
const REPLACEMENT_SHARE = 0.03;

/**
 * The whole simulated network: chain, mempool, the users' wallet and traffic, and the pools, driven
 * by a clock in unix seconds. Every draw comes from the seed, so the same settings and the same
 * sequence of `advanceTo` calls give the same network.
 */
export class DevnetNetwork {
  readonly chain: ChainState;
  readonly mempool = new Mempool();
  /** `-maxmempool`: the trimming after each acceptance and the minimum fee it raises. */
  readonly mempoolLimit: MempoolLimit;
  readonly wallet = new Wallet();
  readonly keyring: Keyring;
  readonly #users: UserTransactions;
  readonly #journal = new Journal();
  readonly #audits = new AuditWindow();
  /** Recent replacements and the transactions they replaced (memory only, like the original's RBF cache). */
  readonly rbf = new RbfHistory();
  /** Accelerations waiting in the mempool and those partner pools mined (sim/accelerator.ts). */
  readonly accelerations = new AccelerationBook();
  readonly #desk: AcceleratorDesk;
  readonly #book: TransactionBook;
  readonly #incoming = new IncomingRate();
  /** One sample a minute, oldest first (the statistics graphs and the live 2-hour chart). */
  readonly samples: StatisticsSample[] = [];
  #nextSampleAt: number;
  #traffic: Random;
  #mining: Random;
  #clock: Random;
  /** Block times only, so the history's length is known before it is mined. */
  #blockClock: Random;
  #market: FeeMarketState = INITIAL_FEE_MARKET;
  #now: number;
  #nextBlockAt: number;
  #nextArrivalAt: number;
  #bits = DEVNET_START_BITS;
  #history = true;
  /** When the seeded history ends and the live clock begins. */
  #historyEnd = Number.POSITIVE_INFINITY;
  /** When the seeded history's full tail begins (settings.fullHistoryBlocks); only while seeding. */
  #fullTrafficFrom = Number.POSITIVE_INFINITY;
  /** The full tail still to run (startSeeding): from where it began to the seeding's `now`. */
  #seeding: { readonly from: number; readonly until: number } | undefined;

  private constructor(readonly settings: DevnetSettings, startTime: number, firstHeight: number) {
    const root = Random.fromSeed(settings.seed);
    this.chain = new ChainState(firstHeight);
    this.keyring = new Keyring(settings.seed);
    this.mempoolLimit = new MempoolLimit(settings.maxMempoolMb);
    this.#users = new UserTransactions(this.wallet, this.chain, this.mempool);
    this.#traffic = root.fork("traffic");
    this.#mining = root.fork("mining");
    this.#clock = root.fork("clock");
    this.#desk = new AcceleratorDesk(this.accelerations, this.#journal, root.fork("accelerations"));
    const { chain, mempool, mempoolLimit, rbf } = this;
    this.#book = new TransactionBook({ chain, mempool, mempoolLimit, rbf, incoming: this.#incoming, journal: this.#journal, users: this.#users, desk: this.#desk });
    this.#blockClock = blockClockFor(settings.seed);
    this.#now = startTime;
    this.#nextBlockAt = startTime;
    this.#nextArrivalAt = startTime;
    this.#nextSampleAt = Math.ceil(startTime / STATISTICS_SAMPLE_SECONDS) * STATISTICS_SAMPLE_SECONDS;
  }

  /**
   * A network whose history reaches `settings.historyDays` back from `now`: genesis then, blocks
   * at mainnet's pace since, with sparse traffic (the newest `fullHistoryBlocks` under full
   * traffic), and the live clock from `now` on.
   */
  static seed(settings: DevnetSettings, now: number): DevnetNetwork {
    const network = DevnetNetwork.startSeeding(settings, now);
    network.continueSeeding(Number.POSITIVE_INFINITY);
    return network;
  }

  /**
   * A network with its light history seeded and its full tail still to run, a slice at a time
   * (`continueSeeding`), so an object can answer requests and show its progress meanwhile.
   */
  static startSeeding(settings: DevnetSettings, now: number): DevnetNetwork {
    const start = Math.floor(now - settings.historyDays * 86_400);
    const times = historyBlockTimes(blockClockFor(settings.seed), start, now, HISTORY_BLOCK_INTERVAL_SECONDS);
    const network = new DevnetNetwork(settings, start, firstHeightFor(times.length, settings.blocksToHalving));
    // From the last light block on, the newest blocks (and a lead-in before them) are mined under full traffic.
    if (settings.fullHistoryBlocks > 0) network.#fullTrafficFrom = times[Math.max(0, times.length - settings.fullHistoryBlocks - 1 - FULL_TAIL_LEAD_BLOCKS)]!;
    network.#mine(network.#now);
    network.#beginQuiet(now);
    network.advanceTo(Math.min(now, network.#fullTrafficFrom));
    network.#seeding = { from: network.#now, until: now };
    return network;
  }

  /** True until the seeded history's full tail has run (see `startSeeding`). */
  get seeding(): boolean {
    return this.#seeding !== undefined;
  }

  /** How much of the full tail has run, 0–100 (100 once seeded). */
  get seedingPercent(): number {
    const seeding = this.#seeding;
    if (!seeding) return 100;
    const span = seeding.until - seeding.from;
    return span <= 0 ? 100 : Math.min(99, Math.floor(((this.#now - seeding.from) / span) * 100));
  }

  /**
   * Runs the seeded history's full tail on until about `maxEvents` events happened or it is whole,
   * returning them; then the live clock takes over.
   */
  continueSeeding(maxEvents: number): DevnetEvent[] {
    const seeding = this.#seeding;
    if (!seeding) return [];
    const events: DevnetEvent[] = [];
    while (this.#now < seeding.until && events.length < maxEvents) {
      for (const event of this.advanceTo(Math.min(seeding.until, this.#now + SEEDING_STEP_SECONDS))) events.push(event);
    }
    if (this.#now >= seeding.until) {
      this.#seeding = undefined;
      this.#fullTrafficFrom = Number.POSITIVE_INFINITY;
      this.#endQuiet();
    }
    return events;
  }

  get now(): number {
    return this.#now;
  }

  get market(): FeeMarketState {
    return this.#market;
  }

  get nextBlockAt(): number {
    return this.#nextBlockAt;
  }

  /** What changed since the last call, for the store. */
  takeChanges(): DevnetChange[] {
    return this.#journal.take();
  }

  /** The clock and generator positions, stored beside the chain. */
  meta(): DevnetMeta {
    return {
      firstHeight: this.chain.firstHeight,
      now: this.#now,
      nextBlockAt: this.#nextBlockAt,
      nextArrivalAt: this.#nextArrivalAt,
      nextSampleAt: this.#nextSampleAt,
      bits: this.#bits,
      market: this.#market,
      keyIndexFloor: this.wallet.keyIndexFloor,
      nextAccelerationAt: Number.isFinite(this.#desk.nextAt) ? this.#desk.nextAt : null,
      rollingMinimumFee: this.mempoolLimit.rollingFee,
      ...(this.#seeding ? { seeding: { ...this.#seeding, fullTrafficFrom: this.#fullTrafficFrom } } : {}),
      random: {
        traffic: this.#traffic.state,
        mining: this.#mining.state,
        clock: this.#clock.state,
        blockClock: this.#blockClock.state,
        accelerating: this.#desk.randomState,
      },
    };
  }

  /**
   * The network as it was stored: its clock and generator positions (`meta`), then its records
   * (stored-records.ts): transactions in the order they were first recorded, blocks by height, the
   * mempool in arrival order; the wallet is rebuilt from output owners.
   *
   * With `settled` storage, `txs` need only be the mempool's and those of the last HOT_BLOCKS blocks
   * (chain-state.ts): older blocks stay settled there, and the wallet's coins come from it.
   */
  static restore(
    settings: DevnetSettings,
    meta: DevnetMeta,
    txs: Iterable<StoredTx>,
    blocks: Iterable<BlockRecord>,
    mempool: Iterable<StoredMempoolEntry>,
    samples: Iterable<StatisticsSample> = [],
    accelerations: StoredAccelerations = NO_STORED_ACCELERATIONS,
    settled?: SettledStore,
  ): DevnetNetwork {
    const network = new DevnetNetwork(settings, meta.now, meta.firstHeight);
    network.#resume(meta);
    network.samples.push(...samples);
    // Before any block is back, so nothing is released: the store is only where settled records are read.
    if (settled) network.settleInto(settled);
    const parts = { chain: network.chain, mempool: network.mempool, users: network.#users, accelerations: network.accelerations };
    loadRecords(parts, { txs, blocks, mempool, accelerations, settled });
    return network;
  }

  /** Takes up the clock and generator positions where `meta()` left them. */
  #resume(meta: DevnetMeta): void {
    this.#nextSampleAt = meta.nextSampleAt;
    this.#history = false;
    this.#nextBlockAt = meta.nextBlockAt;
    this.#nextArrivalAt = meta.nextArrivalAt;
    this.#bits = meta.bits;
    this.#market = meta.market;
    this.#traffic = Random.fromState(meta.random.traffic);
    this.#mining = Random.fromState(meta.random.mining);
    this.#clock = Random.fromState(meta.random.clock);
    this.#blockClock = Random.fromState(meta.random.blockClock);
    this.#desk.resume(Random.fromState(meta.random.accelerating), meta.nextAccelerationAt ?? Number.POSITIVE_INFINITY);
    if (meta.seeding) {
      // Stored between two slices: the history's full tail carries on where it was.
      this.#seeding = { from: meta.seeding.from, until: meta.seeding.until };
      this.#fullTrafficFrom = meta.seeding.fullTrafficFrom;
      this.#history = true;
      this.#historyEnd = meta.seeding.until;
    }
    this.wallet.keyIndexFloor = meta.keyIndexFloor;
    if (meta.rollingMinimumFee) this.mempoolLimit.rollingFee = meta.rollingMinimumFee;
  }

  /**
   * Runs the clock to `time`. A long pause (nobody was watching, the object slept) is caught up at
   * mainnet's quiet pace except for its last `maxLiveSeconds`, so waking never takes long.
   */
  catchUp(time: number, maxLiveSeconds: number): DevnetEvent[] {
    if (time - this.#now > maxLiveSeconds) this.#runQuiet(time - maxLiveSeconds);
    return this.advanceTo(time);
  }

  /** Mainnet's block pace and sparse traffic until `until`, then the live clock again. */
  #runQuiet(until: number): void {
    this.#beginQuiet(until);
    this.advanceTo(until);
    this.#endQuiet();
  }

  #beginQuiet(until: number): void {
    this.#history = true;
    this.#historyEnd = until;
    this.#scheduleBlock();
    this.#scheduleArrival();
    this.#scheduleAcceleration();
  }

  #endQuiet(): void {
    this.#history = false;
    this.#scheduleBlock();
    this.#scheduleArrival();
    this.#scheduleAcceleration();
  }

  /** Runs the clock to `time`, returning what happened in order. */
  advanceTo(time: number): DevnetEvent[] {
    const events: DevnetEvent[] = [];
    while (Math.min(this.#nextArrivalAt, this.#nextBlockAt, this.#nextSampleAt, this.#desk.nextAt) <= time) {
      if (this.#desk.nextAt < Math.min(this.#nextArrivalAt, this.#nextBlockAt, this.#nextSampleAt)) {
        // No tick: the market keeps moving in the steps it always did, so accelerating shifts no traffic draw.
        const at = this.#desk.nextAt;
        const event = this.#accelerate(at);
        if (event) events.push(event);
        this.#scheduleAcceleration(at);
      } else if (this.#nextSampleAt <= Math.min(this.#nextArrivalAt, this.#nextBlockAt)) {
        this.#tick(this.#nextSampleAt);
        this.#sample();
      } else if (this.#nextBlockAt <= this.#nextArrivalAt) {
        this.#tick(this.#nextBlockAt);
        events.push(this.#mine(this.#nextBlockAt));
        this.#scheduleBlock();
      } else {
        this.#tick(this.#nextArrivalAt);
        const event = this.#arrive();
        if (event) events.push(event);
        this.#scheduleArrival();
      }
    }
    this.#tick(time);
    return events;
  }

  /** A transaction from outside (`POST /api/tx`): accepted into the mempool or rejected with the reason. */
  submit(hex: unknown): DevnetEvent {
    const mempoolMinFeeRate = this.mempoolLimit.minFeeRate(this.mempool, this.#now);
    const acceptance = acceptTransaction(this.chain, this.mempool, hex, Math.floor(this.#now), { verifyScripts: true, mempoolMinFeeRate });
    const event = this.#recordAcceptance(acceptance);
    // Core's answer when the trim right after acceptance took the newcomer itself: its coins stay unspent.
    if (!this.mempool.has(acceptance.entry.txid)) throw new TransactionRejectedError(-26, "mempool full");
    // Someone else holding the users' keys spent these coins: the users must not spend them again.
    for (const input of acceptance.entry.inputs) this.wallet.remove(input);
    return event;
  }

  /**
   * The faucet: the users' coins pay `amount` sats to `script` at `rate` sat/vB (sim/faucet.ts),
   * accepted as `submit` accepts; returns its txid, or null when they cannot pay. Paid from the
   * users' coins, but no user's to replace or accelerate: only the wallet keeps step.
   */
  fund(script: Uint8Array, amount: number, rate: number): string | null {
    const made = makeFaucetPayment({ keyring: this.keyring, wallet: this.wallet, tipHeight: this.chain.tipHeight }, { script, amount }, rate);
    if (!made) return null;
    const mempoolMinFeeRate = this.mempoolLimit.minFeeRate(this.mempool, this.#now);
    const acceptance = acceptDecoded(this.chain, this.mempool, made.tx, Math.floor(this.#now), { mempoolMinFeeRate });
    for (const coin of made.spent) this.wallet.remove(coin);
    ownOutputs(this.wallet, made);
    this.#recordAcceptance(acceptance, ownersOf(made));
    if (!this.mempool.has(made.txid)) throw new TransactionRejectedError(-26, "mempool full");
    return made.txid;
  }

  /** The accelerator's desk: the partner pools' requests reach it (api/devnet-pool-routes.ts). */
  get accelerator(): AcceleratorDesk {
    return this.#desk;
  }

  /** Incoming vbytes per second over the last 150 s. */
  get vbytesPerSecond(): number {
    return this.#incoming.perSecond(this.#now);
  }

  /**
   * Storage now holds everything up to here (call it right after a save): transactions confirmed
   * deeper than HOT_BLOCKS leave memory, and are read back from `store` when asked for.
   */
  settleInto(store: SettledStore): void {
    this.#users.settled(store, this.chain.settleInto(store));
  }

  /** The audit of a block: recent ones from memory, older ones from wherever they are stored. */
  auditOf(height: number): BlockAudit | undefined {
    return this.#audits.get(height);
  }

  /** Where audits older than the in-memory window come from (the object's storage). */
  set olderAudits(source: (height: number) => BlockAudit | undefined) {
    this.#audits.older = source;
  }

  #sample(): void {
    const sample = sampleMempool(this.mempool, this.#nextSampleAt, this.#incoming.perSecond(this.#now));
    this.samples.push(sample);
    this.#journal.push({ op: "sample", sample });
    this.#nextSampleAt += STATISTICS_SAMPLE_SECONDS;
  }

  #tick(time: number): void {
    if (time <= this.#now) return;
    this.#market = advanceMarket(this.#market, time - this.#now, this.#traffic);
    this.#now = time;
  }

  #phase(): ClockPhase {
    return { now: this.#now, history: this.#history, historyEnd: this.#historyEnd, fullTrafficFrom: this.#fullTrafficFrom };
  }

  #scheduleBlock(): void {
    this.#nextBlockAt = nextBlockTime(this.#blockClock, this.#now, blockIntervalAt(this.settings, this.#phase()));
  }

  #scheduleArrival(): void {
    const rate = arrivalRateAt(this.settings, this.#phase(), this.mempool.vsize);
    this.#nextArrivalAt = this.#now + this.#clock.exponential(1 / Math.max(1e-9, rate));
    if (!Number.isFinite(this.#nextArrivalAt)) this.#nextArrivalAt = Number.POSITIVE_INFINITY;
  }

  #arrive(): DevnetEvent | null {
    const minRate = this.mempoolLimit.minFeeRate(this.mempool, this.#now);
    const ctx = {
      keyring: this.keyring,
      wallet: this.wallet,
      random: this.#traffic,
      market: this.#market,
      tipHeight: this.chain.tipHeight,
      seeding: isLightHistory(this.#phase()),
      minRate,
    };
    const replaceable = this.#traffic.chance(REPLACEMENT_SHARE) ? this.#users.replaceable(this.#traffic) : undefined;
    const made = replaceable
      ? makeReplacement(ctx, replaceable.spent, replaceable.rate)
      : makeUserTransaction(ctx);
    if (!made) return null;
    try {
      const acceptance = acceptDecoded(this.chain, this.mempool, made.tx, Math.floor(this.#now), { mempoolMinFeeRate: minRate });
      this.#users.sent(made);
      return this.#recordAcceptance(acceptance, ownersOf(made));
    } catch {
      // A draw that policy refuses (a replacement that pays too little) is simply not sent.
      return null;
    }
  }

  #recordAcceptance(acceptance: Acceptance, owners: readonly (OutputOwner | null)[] = []): DevnetEvent {
    return { type: "transaction", entry: acceptance.entry, replaced: this.#book.admit(acceptance, owners, this.#now) };
  }

  /** Only on the live clock: the quiet history has no waiting transactions worth accelerating. */
  #scheduleAcceleration(from: number = this.#now): void {
    this.#desk.schedule(from, this.#history ? 0 : this.settings.accelerationsPerHour);
  }

  /** A user accelerates one of their low-fee waiting transactions, if they have one. */
  #accelerate(at: number): DevnetEvent | null {
    if (this.#users.waitingCount === 0) return null;
    // Oldest first: the users who waited longest are the ones who run out of patience.
    const acceleration = this.#desk.request(at, this.mempool, this.#users.waitingTxids(), this.#market.marketRate);
    return acceleration ? { type: "acceleration", acceleration } : null;
  }

  /** A pool finds the next block at `time`, and it is connected. */
  #mine(time: number): DevnetEvent {
    this.#bits = nextBits(this.chain, this.#bits);
    return this.#connect(findBlock({ ...this.#privateContext(), accelerations: this.accelerations, bits: this.#bits }, time));
  }

  #privateContext(): PrivateContext {
    const { keyring, wallet, chain, mempool } = this;
    const random = this.#mining;
    return { keyring, wallet, random, market: this.#market, tipHeight: chain.tipHeight, chain, mempool, now: Math.floor(this.#now), replaceable: () => this.#users.replaceable(random) };
  }

  /** Puts a found block on the chain: its transactions leave the mempool and confirm, its conflicts are evicted. */
  #connect(found: FoundBlock): DevnetEvent {
    const { mined, pool, height, audit, extra } = found;
    const coinbase = coinbaseRecordOf(mined);
    this.#book.record(coinbase, [{ kind: "p2wpkh", keyIndex: mined.coinbaseKeyIndex }]);
    for (const { entry, owners } of extra) {
      // Pools' own transactions reach the chain without passing through the mempool; one that did
      // not fit is dropped, and its coins go back to their owners.
      if (mined.txs.includes(entry)) this.#book.record(toRecord(entry), owners);
      else this.#users.dropped(entry);
    }
    const block = blockRecordOf(found);
    this.chain.connectBlock(block);
    this.#journal.push({ op: "block", block, audit });
    if (audit) this.#audits.keep(audit);
    const { conflicts } = this.mempool.removeForBlock(mined.txs);
    this.mempoolLimit.blockConnected(this.#now);
    for (const tx of mined.txs) {
      this.#journal.push({ op: "mempool-remove", txid: tx.txid });
      this.#users.confirmed(tx, height);
    }
    this.#desk.settle({ txs: mined.txs, weight: mined.weight }, pool, height, mined.header.timestamp);
    for (const gone of conflicts) this.#book.evict(gone);
    this.rbf.markMined(mined.txs.map((tx) => tx.txid));
    this.wallet.add({
      txid: coinbase.txid,
      vout: 0,
      value: coinbase.outputs[0]!.value,
      kind: "p2wpkh",
      keyIndex: mined.coinbaseKeyIndex,
      height,
      coinbase: true,
    });
    return { type: "block", block, conflicts };
  }
}
