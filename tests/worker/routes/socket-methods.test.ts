/**
 * A websocket path opened with another method than GET (found by `npm run fuzz`): workerd refuses
 * a 101 to anything but GET only after the object accepted the socket, so each object refuses the
 * request first, with 405 and `Allow: GET`, and the hub goes on serving its viewers.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app.ts";
import type { Env } from "../../../worker/env.ts";
import { ORIGIN } from "./devnet-samples.ts";

const app = createApp();

/** Straight into the app: the test runtime's own fetch opens any request with Upgrade as a GET. */
async function appFetch(path: string, init: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), env as unknown as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const UPGRADE = { Upgrade: "websocket" };

describe("websocket paths and methods", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("answers %s with Upgrade 405 on the hub's socket, with or without a network", async (method) => {
    for (const path of ["/api/v1/ws", "/testnet/api/v1/ws", "/signet/api/v1/ws?limit=7&height=-9007199254740992"]) {
      const response = await appFetch(path, { method, headers: UPGRADE });
      expect(response.status, path).toBe(405);
      expect(response.headers.get("allow"), path).toBe("GET");
      expect(await response.text(), path).toContain("open it with GET");
    }
  });

  it("still opens a socket with GET afterwards", async () => {
    await appFetch("/api/v1/ws", { method: "DELETE", headers: UPGRADE });
    const response = await SELF.fetch(`${ORIGIN}/api/v1/ws`, { headers: UPGRADE });
    expect(response.status).toBe(101);
    const socket = response.webSocket!;
    socket.accept();
    const first = new Promise<string>((resolve) => socket.addEventListener("message", (event) => resolve(String(event.data)), { once: true }));
    socket.send(JSON.stringify({ action: "want", data: ["blocks"] }));
    expect(JSON.parse(await first)).toBeTypeOf("object");
    socket.close(1000, "done");
  });
});
