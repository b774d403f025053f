import { describe, expect, it } from "vitest";
import { ApiError, type apiFetch } from "../../../../client/api/api-fetch.ts";
import { broadcastTransaction } from "../../../../client/pages/push-tx-page.tsx";

const TXID = "AB".repeat(32);

const answering = (answer: () => Response | Promise<never>) => {
  const calls: { path: string; init: RequestInit | undefined }[] = [];
  const send = (async (path: string, init?: RequestInit) => {
    calls.push({ path, init });
    return answer();
  }) as typeof apiFetch;
  return { send, calls };
};

describe("broadcastTransaction", () => {
  it("posts the hex as text to /api/tx and reads the txid the node answers", async () => {
    const { send, calls } = answering(() => new Response(`${TXID}\n`));
    expect(await broadcastTransaction("0200", send)).toEqual({ kind: "sent", txid: TXID.toLowerCase() });
    expect(calls).toEqual([{ path: "/api/tx", init: { method: "POST", body: "0200", headers: { "content-type": "text/plain" } } }]);
  });

  it("gives the node's reason when it refuses", async () => {
    const { send } = answering(() => Promise.reject(new ApiError(400, "/api/tx", "bad-txns-inputs-missingorspent")));
    expect(await broadcastTransaction("0200", send)).toEqual({ kind: "failed", reason: "bad-txns-inputs-missingorspent" });
  });

  it("takes an answer that is no txid as the reason, not as a link", async () => {
    const { send } = answering(() => new Response("<html>proxy error</html>"));
    expect(await broadcastTransaction("0200", send)).toEqual({ kind: "failed", reason: "<html>proxy error</html>" });
  });

  it("lets a fault of its own through", async () => {
    const { send } = answering(() => Promise.reject(new TypeError("bug")));
    await expect(broadcastTransaction("0200", send)).rejects.toThrow("bug");
  });
});
