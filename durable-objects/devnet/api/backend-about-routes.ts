/**
 * Routes of the mempool backend that serve another party's data (research §2.2, spec §7.2): the
 * about page's donations, contributors and translators, which upstream relays from mempool.space's
 * own data server, and the wallets it tracks for its operators (`/api/v1/wallet/:name`). The
 * devnet has none of them, so it says so in the backend's error form (`{"error": …}` to a client
 * that accepts JSON) rather than with the catch-all "no route": 501 for the lists, and for a
 * wallet the backend's own 404 for a name it does not track.
 *
 * @example
 * (await app.request("/api/v1/donations")).status; // 501
 */
import { Hono } from "hono";
import { NO_SUCH_WALLET, NotFoundError, NotServedError } from "./api-errors.ts";

/** The about page's lists (spec §7.2: requested without a network prefix). */
export const ABOUT_LISTS = ["donations", "contributors", "translators"] as const;

/**
 * Why the devnet has no such list, and where one is served.
 *
 * @example
 * notServedMessage("donations"); // "The devnet has no donations list: …"
 */
export const notServedMessage = (list: (typeof ABOUT_LISTS)[number]): string =>
  `The devnet has no ${list} list: the original relays it from mempool.space's data server. Set UPSTREAM_URL to a mempool backend that serves it.`;

/**
 * The about and wallet routes, to mount with `app.route("/", …)`.
 *
 * @example
 * app.route("/", backendAboutRoutes());
 */
export function backendAboutRoutes(): Hono {
  const app = new Hono();
  for (const list of ABOUT_LISTS) {
    app.get(`/api/v1/${list}`, () => {
      throw new NotServedError(notServedMessage(list));
    });
  }
  // The devnet's simulated users keep no wallet an operator could name.
  app.get("/api/v1/wallet/:name", () => {
    throw new NotFoundError(NO_SUCH_WALLET);
  });
  return app;
}
