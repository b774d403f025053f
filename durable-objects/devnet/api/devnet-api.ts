/**
 * The devnet's REST API: the Esplora routes (`/api/…`) and the mempool backend's (`/api/v1/…`),
 * served from a simulated network so that clients of the original cannot tell the difference
 * (research §2), and the partner pools' API and faucet the explorer's services call. Paths carry no
 * network prefix: the worker strips `/testnet`, `/signet`… first.
 *
 * @example
 * const app = createDevnetApi(() => network, { addressNetwork: "testnet" });
 * await app.request("/api/blocks/tip/height"); // "146"
 */
import { Hono } from "hono";
import { cors } from "hono/cors";
import { InvalidConfigError } from "../../../shared/network/errors.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import type { AddressNetwork } from "../tx/output-script.ts";
import { NetworkViews } from "../views/devnet-views.ts";
import { backendAboutRoutes } from "./backend-about-routes.ts";
import { backendAccelerationRoutes } from "./backend-acceleration-routes.ts";
import { backendAuditRoutes } from "./backend-audit-routes.ts";
import { backendBlockRoutes } from "./backend-block-routes.ts";
import { backendFeeRoutes } from "./backend-fee-routes.ts";
import { backendMempoolRoutes } from "./backend-mempool-routes.ts";
import { backendMiningBlockRoutes } from "./backend-mining-block-routes.ts";
import { backendMiningHashrateRoutes } from "./backend-mining-hashrate-routes.ts";
import { backendMiningPoolRoutes } from "./backend-mining-pool-routes.ts";
import { backendPriceRoutes } from "./backend-price-routes.ts";
import { backendRbfRoutes } from "./backend-rbf-routes.ts";
import { backendStatisticsRoutes } from "./backend-statistics-routes.ts";
import { backendStatusRoutes } from "./backend-status-routes.ts";
import { devnetFaucetRoutes } from "./devnet-faucet-routes.ts";
import { devnetPoolRoutes } from "./devnet-pool-routes.ts";
import { answerNoRoute, handleApiError } from "./error-handler.ts";
import { esploraAddressRoutes } from "./esplora-address-routes.ts";
import { esploraBlockRoutes } from "./esplora-block-routes.ts";
import { esploraMempoolRoutes } from "./esplora-mempool-routes.ts";
import { esploraMerkleblockRoutes } from "./esplora-merkleblock-routes.ts";
import { esploraMultiAddressRoutes } from "./esplora-multi-address-routes.ts";
import { esploraTxRoutes } from "./esplora-tx-routes.ts";
import type { ViewSource } from "./view-source.ts";

export interface DevnetApiOptions {
  /** Address prefixes the API prints and accepts: mainnet's (bc1…, 1…, 3…) unless set (or given by `views`). */
  readonly addressNetwork?: AddressNetwork;
  /** Views shared with another reader of the same network (the websocket hub), so both use one set of caches. */
  readonly views?: NetworkViews;
}

export const DEFAULT_DEVNET_API_OPTIONS = { addressNetwork: "mainnet" } as const satisfies Required<Pick<DevnetApiOptions, "addressNetwork">>;

/**
 * The API over whatever network `getNetwork` returns at each request (the Durable Object may
 * restore or replace it); views and their caches follow the network object.
 *
 * @throws InvalidConfigError for an address network that is not one of ADDRESS_PREFIXES' keys, or
 *   one that contradicts the shared views'.
 * @example
 * export default { fetch: createDevnetApi(() => network).fetch };
 */
export function createDevnetApi(getNetwork: () => DevnetNetwork, options: DevnetApiOptions = {}): Hono {
  const shared = options.views ?? new NetworkViews(options.addressNetwork ?? DEFAULT_DEVNET_API_OPTIONS.addressNetwork);
  if (options.addressNetwork !== undefined && options.addressNetwork !== shared.addressNetwork) {
    throw new InvalidConfigError("addressNetwork", options.addressNetwork, `the shared views serve ${shared.addressNetwork}.`);
  }
  const views: ViewSource = () => shared.of(getNetwork());

  // Clients build some paths with a trailing slash (`/api/blocks/` + an optional height), so a
  // trailing slash must not change the route.
  const app = new Hono({ strict: false });
  // research §2.1: the backend allows any origin and exposes X-Total-Count.
  app.use("*", cors({ origin: "*", exposeHeaders: ["X-Total-Count"] }));
  for (const routes of [
    esploraBlockRoutes,
    esploraTxRoutes,
    esploraMempoolRoutes,
    esploraAddressRoutes,
    esploraMultiAddressRoutes,
    esploraMerkleblockRoutes,
    backendBlockRoutes,
    backendFeeRoutes,
    backendMempoolRoutes,
    backendStatusRoutes,
    backendStatisticsRoutes,
    backendPriceRoutes,
    backendRbfRoutes,
    backendAuditRoutes,
    backendAccelerationRoutes,
    backendMiningPoolRoutes,
    backendMiningHashrateRoutes,
    backendMiningBlockRoutes,
    // The explorer's own services only (devnet-service-paths.ts): the worker's proxy refuses them.
    devnetPoolRoutes,
    devnetFaucetRoutes,
  ]) {
    app.route("/", routes(views));
  }
  app.route("/", backendAboutRoutes());
  app.notFound(answerNoRoute);
  app.onError(handleApiError);
  return app;
}
