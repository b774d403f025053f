import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { WaitingForTransaction } from "../../../client/components/transaction/index.ts";
import { render, text } from "./render-html.ts";

describe("WaitingForTransaction", () => {
  it("says the transaction is not found yet and that the page waits for it, politely announced", () => {
    const txid = "ab".repeat(32);
    const html = render(createElement(WaitingForTransaction, { txid }));
    expect(text(html)).toBe(`Transaction not found. Waiting for it to appear in the mempool… ${txid}`);
    expect(html).toMatch(/role="status" aria-live="polite"/);
  });
});
