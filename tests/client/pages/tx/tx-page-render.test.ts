import { describe, expect, it } from "vitest";
import { renderPage, textOf } from "./render-page.ts";
import { confirmedTx, hash, REPLACED_TXID, REPLACEMENT_TXID, replacementCpfp, replacementRbf, replacementTx } from "./tx-fixtures.ts";

const unconfirmedEntry = () => ({
  key: `tx:${REPLACEMENT_TXID}`,
  data: { kind: "tx", tx: replacementTx(), outspends: [{ spent: false }], cpfp: replacementCpfp(), rbf: replacementRbf(), firstSeen: 1_743_541_726 },
});

describe("the transaction page (server render)", () => {
  it("shows an unconfirmed transaction: status, facts, replacements, inputs and outputs, and the accelerate anchor", () => {
    const html = renderPage(`/tx/${REPLACEMENT_TXID}`, unconfirmedEntry());
    const text = textOf(html);
    expect(html).toContain(`<title>Transaction ${REPLACEMENT_TXID} - Blocktide - Bitcoin Explorer</title>`);
    expect(text).toContain(`Transaction ${REPLACEMENT_TXID}`);
    expect(text).toContain("Unconfirmed");
    expect(text).toContain("960 sats");
    expect(text).toContain("224 vB");
    expect(text).toContain("896 WU");
    expect(text).toContain("Replacement");
    expect(html).toContain('id="accelerate"');
    // The replaced version is on the timeline, linked.
    expect(html).toContain(`/tx/${REPLACED_TXID}`);
    expect(text).toContain("ETA In ~75 minutes");
    expect(text).toContain("First seen 14 minutes ago");
    expect(html).toContain('href="/address/1stAprEZapjCYGUACUcXohQqSHF9MU5Kj"');
    expect(html).not.toContain('class="tx-replaced"');
  });

  it("points the strip at the transaction's estimated place among the projected blocks", () => {
    const html = renderPage(`/tx/${REPLACEMENT_TXID}`, unconfirmedEntry());
    expect(html).toMatch(/class="chain-mark [^"]*is-transaction/);
  });

  it("shows a confirmed transaction in its block, without the accelerate anchor", () => {
    const tx = confirmedTx(837_049);
    const html = renderPage(`/tx/${REPLACEMENT_TXID}`, { key: `tx:${REPLACEMENT_TXID}`, data: { kind: "tx", tx, outspends: null, cpfp: null, rbf: null, firstSeen: null } });
    const text = textOf(html);
    // The captured bundle's tip is 837050: two confirmations.
    expect(text).toContain("2 confirmations");
    expect(html).toContain(`href="/block/${hash(837_049)}"`);
    expect(html).not.toContain('id="accelerate"');
    expect(html).toMatch(/class="chain-mark [^"]*"/);
    expect(html).not.toMatch(/class="chain-mark [^"]*is-transaction/);
  });

  it("names the replacement of a replaced transaction", () => {
    const replaced = { ...replacementTx(), txid: REPLACED_TXID };
    const html = renderPage(`/tx/${REPLACED_TXID}`, { key: `tx:${REPLACED_TXID}`, data: { kind: "tx", tx: replaced, outspends: null, cpfp: null, rbf: replacementRbf(), firstSeen: null } });
    expect(html).toMatch(new RegExp(`class="tx-replaced"[\\s\\S]*href="/tx/${REPLACEMENT_TXID}"`));
  });

  it("picks out the output a /tx/{txid}:{vout} link names", () => {
    const text = textOf(renderPage(`/tx/${REPLACEMENT_TXID}:0`, unconfirmedEntry()));
    expect(text).toContain("Output 0 To 1stAprEZapjCYGUACUcXohQqSHF9MU5Kj Amount 0.00049040 BTC Status Unspent");
    expect(textOf(renderPage(`/tx/${REPLACEMENT_TXID}:4`, unconfirmedEntry()))).toContain("This transaction has no output 4: it has 1.");
  });

  it("waits for a txid the backend does not know, as a page and not an error", () => {
    const missing = hash(404);
    const text = textOf(renderPage(`/tx/${missing}`, { key: `tx:${missing}`, error: { status: 404, message: "Transaction not found" } }));
    expect(text).toContain("Transaction not found");
    expect(text).toContain("Waiting for it to appear in the mempool");
    expect(text).toContain(missing);
  });

  it("explains a malformed id", () => {
    const text = textOf(renderPage("/tx/abc", { key: "tx:abc", error: { status: 400, message: "Invalid txid" } }));
    expect(text).toContain("This is not a transaction ID");
    expect(text).toContain("Invalid txid: expected 64 hexadecimal characters, got 3 characters.");
  });

  it("shows another failure with a way to try again", () => {
    const text = textOf(renderPage(`/tx/${REPLACEMENT_TXID}`, { key: `tx:${REPLACEMENT_TXID}`, error: { status: 503, message: "The backend is syncing" } }));
    expect(text).toContain("The transaction could not be loaded The backend is syncing Try again");
  });

  it("sends a block's hash on to the block page", () => {
    const block = hash(5);
    const html = renderPage(`/testnet/tx/${block}`, { key: `tx:${block}`, data: { kind: "block", hash: block } });
    expect(textOf(html)).toContain("This is a block");
    expect(html).toContain(`href="/testnet/block/${block}"`);
  });

  it("shows the loading state while the data is on its way (a navigation)", () => {
    expect(textOf(renderPage(`/tx/${REPLACEMENT_TXID}`, null))).toContain("Loading the transaction…");
  });
});
