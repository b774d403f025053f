import type { DevnetViews } from "../views/devnet-views.ts";

/**
 * How a router reaches the current network's views: called once per request, because the Durable
 * Object may swap the network (restore, re-seed) between requests.
 *
 * @example
 * const tip = views().network.chain.tipHeight;
 */
export type ViewSource = () => DevnetViews;
