/**
 * The devnet's mining pools: invented names (it is a simulated network, so no real pool is
 * impersonated), each with a share of the hashrate, the tag it writes into its coinbase, and the
 * habits the audit should reveal. Ids and slugs are stable: pages link `/mining/pool/{slug}`.
 */
export interface DevnetPool {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly link: string;
  /** Share of the network hashrate, in percent; the table sums to 100. */
  readonly hashratePercent: number;
  /** Written into the coinbase script after the height. */
  readonly coinbaseTag: string;
  /** Chance that a block leaves out some template transactions (audit "censored"/"removed"). */
  readonly omitChance: number;
  /** Chance that a block carries transactions the template did not expect (audit "added"). */
  readonly addChance: number;
  /**
   * Takes part in the simulated accelerator: builds its templates with accelerated transactions'
   * fee deltas, so it mines them early (audit "accelerated").
   */
  readonly acceleratorPartner: boolean;
  /**
   * Leaves out every transaction whose sigops, not its bytes, set its template size (a policy
   * against bare-multisig data carriers); the audit excuses those as "High sigop count".
   */
  readonly skipsSigopHeavy: boolean;
}

interface PoolHabits {
  readonly omit: number;
  readonly add: number;
  readonly accelerator?: boolean;
  readonly skipsSigopHeavy?: boolean;
}

export const DEVNET_POOLS: readonly DevnetPool[] = [
  pool(1, "Tidewater Mining", "tidewater", 24, "/Tidewater/", { omit: 0.02, add: 0.04, accelerator: true }),
  pool(2, "Harbor Hash", "harborhash", 18, "/HarborHash/", { omit: 0.05, add: 0.02, accelerator: true }),
  pool(3, "Driftwood Pool", "driftwood", 14, "/Driftwood/", { omit: 0.01, add: 0.01, accelerator: true }),
  pool(4, "Lighthouse", "lighthouse", 11, "/Lighthouse/", { omit: 0.15, add: 0.1, skipsSigopHeavy: true }),
  pool(5, "Undertow", "undertow", 9, "/Undertow/", { omit: 0.04, add: 0.12 }),
  pool(6, "Saltmarsh", "saltmarsh", 7, "/Saltmarsh/", { omit: 0.02, add: 0.02, accelerator: true }),
  pool(7, "Kelp Forest", "kelpforest", 6, "/KelpForest/", { omit: 0.08, add: 0.05 }),
  pool(8, "Riptide", "riptide", 5, "/Riptide/", { omit: 0.03, add: 0.06, accelerator: true }),
  pool(9, "Sandbar Solo", "sandbar", 3, "/Sandbar/", { omit: 0, add: 0 }),
  pool(10, "Moonpull", "moonpull", 2, "/Moonpull/", { omit: 0.3, add: 0.2, skipsSigopHeavy: true }),
  // A block whose coinbase carries no known tag is shown as Unknown, as on mainnet.
  pool(0, "Unknown", "unknown", 1, "", { omit: 0.05, add: 0.05 }),
];

/** Unique ids of the accelerator's partner pools, ascending: every acceleration's `pools`. */
export const ACCELERATOR_POOL_IDS: readonly number[] = DEVNET_POOLS.filter((p) => p.acceleratorPartner)
  .map((p) => p.id)
  .sort((a, b) => a - b);

function pool(id: number, name: string, slug: string, hashratePercent: number, coinbaseTag: string, habits: PoolHabits): DevnetPool {
  return {
    id,
    name,
    slug,
    link: `https://${slug}.devnet.invalid`,
    hashratePercent,
    coinbaseTag,
    omitChance: habits.omit,
    addChance: habits.add,
    acceleratorPartner: habits.accelerator ?? false,
    skipsSigopHeavy: habits.skipsSigopHeavy ?? false,
  };
}

export const poolBySlug = (slug: string): DevnetPool | undefined => DEVNET_POOLS.find((p) => p.slug === slug);
export const poolById = (id: number): DevnetPool | undefined => DEVNET_POOLS.find((p) => p.id === id);

/** Which pool a coinbase script belongs to, by its tag, as the backend identifies pools. */
export function poolOfCoinbase(coinbaseAscii: string): DevnetPool {
  return DEVNET_POOLS.find((p) => p.coinbaseTag !== "" && coinbaseAscii.includes(p.coinbaseTag)) ?? poolById(0)!;
}
