/**
 * One seeded devnet and its API per test file (seeding a day takes about a second, the ten live
 * minutes that fill the mempool a few more), with small helpers to read answers.
 *
 * @example
 * const api = seedApiHarness();
 * const tip = await api.json<number>("/api/blocks/tip/height");
 */
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type { Hono } from "hono";
import { createDevnetApi, type DevnetApiOptions } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";

export const NOW = 1_763_700_000;
/** Long enough for a few live blocks and a mempool of a hundred or more transactions. */
export const LIVE_SECONDS = 600;
export const API_TEST_SETTINGS = { ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "api-test" };

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

export interface ApiHarness {
  readonly network: DevnetNetwork;
  readonly app: Hono;
  /** Any answer, as text. */
  request(path: string, init?: RequestInit): Promise<Answer>;
  /** A 200 answer parsed as JSON (fails the test with the body otherwise). */
  json<T>(path: string, init?: RequestInit): Promise<T>;
  /** A 200 answer as text. */
  text(path: string): Promise<string>;
}

export function seedApiHarness(options?: DevnetApiOptions): ApiHarness {
  const network = DevnetNetwork.seed(API_TEST_SETTINGS, NOW);
  network.advanceTo(NOW + LIVE_SECONDS);
  return harnessFor(network, createDevnetApi(() => network, options));
}

export function harnessFor(network: DevnetNetwork, app: Hono): ApiHarness {
  const request = async (path: string, init?: RequestInit): Promise<Answer> => {
    const response = await app.request(path, init);
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const ok = async (path: string, init?: RequestInit): Promise<string> => {
    const answer = await request(path, init);
    expect(answer.status, `${path}: ${answer.body.slice(0, 300)}`).toBe(200);
    return answer.body;
  };
  return {
    network,
    app,
    request,
    json: async <T>(path: string, init?: RequestInit) => JSON.parse(await ok(path, init)) as T,
    text: (path: string) => ok(path),
  };
}

/** A captured upstream response (tests/fixtures/mempool, see its MANIFEST). */
export function readFixture<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(`../../../fixtures/mempool/${path}`, import.meta.url), "utf8")) as T;
}
