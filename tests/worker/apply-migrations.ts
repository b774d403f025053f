// Each test file gets the accelerator's schema in its D1 database (migrations/), as `npm start` does.
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
