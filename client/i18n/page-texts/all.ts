/**
 * Every area's texts at once, for the worker: its renders and cards may show any page in one
 * isolate, while the browser loads each area with the chunk that shows it.
 */
import "./block.ts";
import "./clock.ts";
import "./graph.ts";
import "./mining.ts";
import "./og.ts";
import "./pool.ts";
import "./preview.ts";
import "./transaction.ts";
import "./tx-page.ts";
import "./view-blocks.ts";
