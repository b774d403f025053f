/**
 * The devnet's faucet: `POST /api/v1/devnet/faucet` with `{ address, amount }` (whole sats,
 * FAUCET_MIN_SATS to FAUCET_MAX_SATS) pays `amount` to `address` from the simulated users' coins at
 * a rate for the next block (sim/faucet.ts), so the payment enters the mempool, is announced like
 * any arrival and confirms in the next block. It answers `{ txid, amount }`. Not public:
 * devnet-service-paths.ts; the accelerator's test coins come from it.
 *
 * Errors are a status and a bare code in `text/plain`, as the services API answers: 400
 * `invalid_faucet_request` (no JSON object), `invalid_address` or `invalid_amount`; 503
 * `faucet_empty` when the users' coins cannot pay.
 *
 * @example
 * await app.request("/api/v1/devnet/faucet", { method: "POST", body: '{"address":"bc1q…","amount":100000}' });
 * // 200 {"txid":"…","amount":100000}
 */
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { TransactionRejectedError } from "../mempool/acceptance.ts";
import { faucetRate } from "../sim/faucet.ts";
import { CACHE_NONE } from "./cache-control.ts";
import { type FaucetRequestCode, parseFaucetRequest } from "./devnet-service-bodies.ts";
import { DEVNET_FAUCET_PATH } from "./devnet-service-paths.ts";
import type { ViewSource } from "./view-source.ts";

/** What the faucet paid. */
export interface FaucetPaid {
  readonly txid: string;
  readonly amount: number;
}

export type FaucetCode = FaucetRequestCode | "faucet_empty";

const STATUS_OF = {
  invalid_faucet_request: 400,
  invalid_address: 400,
  invalid_amount: 400,
  faucet_empty: 503,
} as const satisfies Record<FaucetCode, ContentfulStatusCode>;

const refuse = (c: Context, code: FaucetCode): Response => {
  c.header("Cache-Control", CACHE_NONE);
  return c.text(code, STATUS_OF[code]);
};

/**
 * The faucet route over `views`.
 *
 * @example
 * app.route("/", devnetFaucetRoutes(views));
 */
export function devnetFaucetRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.post(DEVNET_FAUCET_PATH, async (c) => {
    const v = views();
    const request = parseFaucetRequest(await c.req.text(), v.addressNetwork);
    if (!request.ok) return refuse(c, request.code);
    const { network } = v;
    const rate = faucetRate(v.mempool().blocks[0], network.mempoolLimit.peekMinFeeRate(network.mempool, network.now));
    let paid: string | null = null;
    try {
      paid = network.fund(request.script, request.amount, rate);
    } catch (error) {
      // The mempool refusing the faucet's own payment (full to its limit) is the faucet unable to pay.
      if (!(error instanceof TransactionRejectedError)) throw error;
      console.error("devnet faucet: the mempool refused the payment.", error.message);
    }
    if (paid === null) return refuse(c, "faucet_empty");
    c.header("Cache-Control", CACHE_NONE);
    return c.json({ txid: paid, amount: request.amount } satisfies FaucetPaid);
  });

  return app;
}
