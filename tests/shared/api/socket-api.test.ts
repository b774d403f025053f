import { describe, expect, it } from "vitest";
import { fillExample } from "../../../shared/api/public-api.ts";
import { SOCKET_MESSAGES, WANT_PUSHES, WANT_TOPICS } from "../../../shared/api/socket-api.ts";
import { WANTABLE, parseClientFrame } from "../../../shared/protocol/client-message.ts";
import { enApiDocs } from "../../../client/i18n/locales/en/api-docs.ts";

const VALUES = { txid: "a".repeat(64), hash: "b".repeat(64), height: "1", time: "1", address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", slug: "x" };

describe("SOCKET_MESSAGES", () => {
  it("documents the messages the issue names, once each", () => {
    expect(SOCKET_MESSAGES.map((m) => m.id).sort()).toEqual(["init", "ping", "track-address", "track-mempool-block", "track-rbf", "track-rbf-summary", "track-tx", "want"]);
  });

  it("gives examples the server's parser accepts as the message they document", () => {
    const expected: Record<string, (message: Record<string, unknown>) => unknown> = {
      init: (m) => m.init,
      want: (m) => m.want,
      ping: (m) => m.ping,
      "track-tx": (m) => m.trackTx,
      "track-address": (m) => m.trackAddress,
      "track-mempool-block": (m) => m.trackMempoolBlock,
      "track-rbf": (m) => m.trackRbf,
      "track-rbf-summary": (m) => m.trackRbfSummary,
    };
    for (const doc of SOCKET_MESSAGES) {
      const parsed = parseClientFrame(fillExample(doc.example, VALUES));
      expect(parsed.ok, doc.id).toBe(true);
      if (!parsed.ok) continue;
      const value = expected[doc.id]!(parsed.message as unknown as Record<string, unknown>);
      expect(value === undefined || value === null || value === false, `${doc.id} sets its field`).toBe(false);
    }
  });

  it("lists every want topic with the keys it brings and a description", () => {
    expect([...WANT_TOPICS]).toEqual([...WANTABLE]);
    for (const topic of WANTABLE) {
      expect(WANT_PUSHES[topic].length, topic).toBeGreaterThan(0);
      expect(enApiDocs[`api-docs.topic.${topic}`]).toBeTruthy();
    }
  });
});
