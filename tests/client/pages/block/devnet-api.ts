/**
 * A seeded devnet behind the client's own API function, for the block pages' loaders: requests go
 * through apiFetch (so errors are ApiError, as in the browser) to the devnet's Hono app. Every
 * path asked is recorded. Also finds blocks with the properties a test needs.
 *
 * @example
 * const devnet = blockDevnet();
 * const hash = await devnet.hashAt(devnet.tip);
 */
import { apiFetch } from "../../../../client/api/api-fetch.ts";
import type { ApiGet } from "../../../../client/app/page-data.tsx";
import { type ApiHarness, seedApiHarness } from "../../../durable-objects/devnet/api/api-harness.ts";

export interface BlockDevnet {
  readonly harness: ApiHarness;
  /** The client's API over the devnet. */
  readonly api: ApiGet;
  /** Paths asked through `api`, in order. */
  readonly asked: string[];
  readonly tip: number;
  hashAt(height: number): Promise<string>;
  /** The newest block (at most `depth` below the tip) whose audit satisfies `test`, with its hash and height. */
  findAudited(test: (audit: Record<string, unknown[]>) => boolean, depth?: number): Promise<{ hash: string; height: number } | null>;
}

export async function blockDevnet(): Promise<BlockDevnet> {
  const harness = seedApiHarness();
  const asked: string[] = [];
  const api: ApiGet = (path) => {
    asked.push(path);
    return apiFetch(path, { headers: { accept: "application/json" } }, { context: { networkBase: () => "", fetch: async (input, init) => harness.app.request(input, init), cookies: () => "" } });
  };
  const tip = await harness.json<number>("/api/blocks/tip/height");
  const hashAt = (height: number) => harness.text(`/api/block-height/${height}`);
  return {
    harness,
    api,
    asked,
    tip,
    hashAt,
    async findAudited(test, depth = 64) {
      for (let height = tip; height > tip - depth; height--) {
        const hash = await hashAt(height);
        const answer = await harness.request(`/api/v1/block/${hash}/audit-summary`);
        if (answer.status === 200 && test(JSON.parse(answer.body) as Record<string, unknown[]>)) return { hash, height };
      }
      return null;
    },
  };
}
