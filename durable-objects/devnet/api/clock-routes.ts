/**
 * The manual clock's route, served only when DEVNET_CLOCK is "manual" (README "Configure"):
 * `GET /api/v1/devnet/clock` reads the devnet's clock, `POST` with `{"blocks": n}` or
 * `{"seconds": s}` steps it (state/clock-step.ts). Both answer `{"time", "height"}`: the clock in
 * unix seconds and the tip's height after the step. Errors take the API's form (`{"error": …}`).
 *
 * Apart from the REST API, because the object announces a step's updates as it runs them, where
 * it compares a POST to the API before and after and would announce the step's arrivals again.
 *
 * @example
 * const app = createClockApi({ read: () => reading, step: async (step) => stepped(step) });
 * await app.request(DEVNET_CLOCK_PATH, { method: "POST", body: '{"blocks": 1}' }); // {"time":…,"height":…}
 */
import { Hono } from "hono";
import type { ClockStep } from "../state/clock-step.ts";
import { CACHE_NONE } from "./cache-control.ts";
import { parseClockStep } from "./clock-step-body.ts";
import { answerNoRoute, handleApiError } from "./error-handler.ts";

/** The route's path, as the object sees it once the worker stripped the network prefix. */
export const DEVNET_CLOCK_PATH = "/api/v1/devnet/clock";

/** The clock as the route answers it. */
export interface ClockReading {
  /** The devnet's time, unix seconds (a block's step ends at that block's fractional moment). */
  readonly time: number;
  /** The tip's height. */
  readonly height: number;
}

/** What the route drives: the object reads its network, and steps it announcing each update. */
export interface ClockControl {
  read(): ClockReading;
  step(step: ClockStep): Promise<ClockReading>;
}

export function createClockApi(control: ClockControl): Hono {
  const app = new Hono({ strict: false });
  app.get(DEVNET_CLOCK_PATH, (c) => {
    c.header("Cache-Control", CACHE_NONE);
    return c.json(control.read());
  });
  app.post(DEVNET_CLOCK_PATH, async (c) => {
    const step = parseClockStep(await c.req.text());
    c.header("Cache-Control", CACHE_NONE);
    return c.json(await control.step(step));
  });
  app.notFound(answerNoRoute);
  app.onError(handleApiError);
  return app;
}
