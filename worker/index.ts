import { createApp } from "./app.ts";
import type { Env } from "./env.ts";
import { settleRunning } from "./services/settlement.ts";

export { Devnet } from "../durable-objects/devnet/devnet-object.ts";
export { Hub } from "../durable-objects/hub/hub-object.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  // wrangler.toml [triggers]: running accelerations settle even while nobody looks at them.
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    ctx.waitUntil(settleRunning(env, env.DB, Math.floor(Date.now() / 1_000)));
  },
} satisfies ExportedHandler<Env>;
