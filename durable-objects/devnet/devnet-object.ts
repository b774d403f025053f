import { DurableObject } from "cloudflare:workers";
import type { Hono } from "hono";
import { createDevnetApi } from "./api/devnet-api.ts";
import { DevnetStore } from "./devnet-store.ts";
import { DevnetNetwork } from "./state/devnet-network.ts";
import { readDevnetSettings, type DevnetSettings } from "./state/devnet-settings.ts";
import type { AddressNetwork } from "./tx/output-script.ts";

/** Set by the worker: which explorer network this object simulates (its chain and address prefixes). */
export const DEVNET_NETWORK_HEADER = "x-blocktide-devnet-network";

/** After a sleep, only this much of the gap is simulated at full traffic (the rest at a quiet pace). */
const MAX_LIVE_CATCH_UP_SECONDS = 120;

export interface DevnetEnv {
  readonly DEVNET_SEED?: string;
  readonly DEVNET_BLOCK_INTERVAL_SECONDS?: string;
  readonly DEVNET_TX_PER_SECOND?: string;
  readonly DEVNET_HISTORY_DAYS?: string;
}

/**
 * The embedded default upstream: one simulated Bitcoin network per object (the worker names one per
 * explorer network). It serves the mempool backend's REST API and keeps its state in SQLite. Its
 * clock follows the wall clock: each request first brings the network up to now.
 */
export class Devnet extends DurableObject<DevnetEnv> {
  #network: DevnetNetwork | undefined;
  #api: Hono | undefined;
  readonly #store: DevnetStore;

  constructor(ctx: DurableObjectState, env: DevnetEnv) {
    super(ctx, env);
    this.#store = new DevnetStore(ctx.storage.sql, (run) => ctx.storage.transactionSync(run));
  }

  override async fetch(request: Request): Promise<Response> {
    const chain = chainOf(request);
    const network = this.#ensure(chain);
    const events = network.catchUp(Date.now() / 1000, MAX_LIVE_CATCH_UP_SECONDS);
    const response = await this.#apiFor(chain).fetch(request);
    if (events.length > 0 || request.method === "POST") this.#store.save(network);
    return response;
  }

  #ensure(chain: AddressNetwork): DevnetNetwork {
    if (this.#network) return this.#network;
    const settings = this.#settings(chain);
    let network = this.#store.load(settings);
    if (!network) {
      network = DevnetNetwork.seed(settings, Math.floor(Date.now() / 1000));
      this.#store.save(network);
    }
    this.#network = network;
    return network;
  }

  #apiFor(chain: AddressNetwork): Hono {
    this.#api ??= createDevnetApi(() => this.#network!, { addressNetwork: chain });
    return this.#api;
  }

  /** Each explorer network gets its own chain: the seed is extended by the network's name. */
  #settings(chain: AddressNetwork): DevnetSettings {
    const settings = readDevnetSettings(this.env as unknown as Record<string, unknown>);
    return { ...settings, seed: `${settings.seed}/${chain}` };
  }
}

function chainOf(request: Request): AddressNetwork {
  const network = request.headers.get(DEVNET_NETWORK_HEADER);
  return network === "testnet" || network === "signet" ? network : "mainnet";
}
