import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { ROWS_SHOWN_PER_SIDE, TransactionList, type TransactionListProps } from "../../../client/components/transaction/index.ts";
import type { EsploraOutspend, EsploraTransaction } from "../../../shared/types/esplora.ts";
import { everyType, input, output, replacement, simplePayment, transaction, withOpReturn } from "../../shared/tx/tx-fixtures.ts";
import { countClass, links, render, text } from "./render-html.ts";

const SPENDER = "5e".repeat(32);
const BLOCK_850000 = "00000000000000000002a0b5db2a7f8d9087464c2586b546be7bce8eb53b8187";
const list = (props: Partial<TransactionListProps> = {}) =>
  render(createElement(TransactionList, { transactions: [everyType], network: "mainnet", linkBase: "", ...props }));

/** b10c's outputs: the first three spent (one still unconfirmed), the rest unspent; the OP_RETURN can never be. */
const everyTypeOutspends: EsploraOutspend[] = everyType.vout.map((_, vout) =>
  vout < 3 ? { spent: true, txid: SPENDER, vin: vout, status: { confirmed: vout !== 2 } } : { spent: false },
);

describe("TransactionList", () => {
  it("links each transaction and each confirmed one's block, with its age", () => {
    const now = (everyType.status.block_time! + 3 * 3_600) * 1_000;
    const html = list({ transactions: [everyType, replacement], linkBase: "/testnet", now });
    const hrefs = links(html).map((link) => link.href);
    expect(hrefs).toContain(`/testnet/tx/${everyType.txid}`);
    expect(hrefs).toContain(`/testnet/tx/${replacement.txid}`);
    expect(hrefs).toContain(`/testnet/block/${BLOCK_850000}`);
    expect(text(html)).toContain("Block 850,000 3 hours ago");
    expect(text(html)).toContain("Unconfirmed");
    expect(countClass(html, "tx-card")).toBe(2);
  });

  it("prints the UTC time of the block when no clock is given", () => {
    expect(text(list())).toContain("Block 850,000 Jun 29, 2024, 19:34:34 UTC");
  });

  it("links every input to the output it spends as /tx/{txid}:{vout}, and names script kinds without an address", () => {
    const html = list({ network: "signet", linkBase: "/signet" });
    const prevoutLinks = links(html).filter((link) => link.className === "tx-io-link").map((link) => link.href);
    expect(prevoutLinks).toEqual(everyType.vin.map((vin) => `/signet/tx/${vin.txid}:${vin.vout}`));
    const shown = text(html);
    expect(shown).toContain("P2PK 0.00006102 sBTC");
    expect(shown).toContain("Bare multisig 0.00001971 sBTC");
    expect(links(html).some((link) => link.href === "/signet/address/1J7SZJry7CX4zWdH3P8E8UJjZrhcLEjJ39")).toBe(true);
  });

  it("shows each output's address or kind and amount, and an OP_RETURN's message", () => {
    const shown = text(list());
    expect(shown).toContain("Outputs (9)");
    expect(shown).toContain("P2PK 0.00000576 BTC");
    expect(shown).toContain("OP_RETURN Not your inputs, not your outputs. 0.00000000 BTC");
    expect(links(list()).some((link) => link.href === "/address/bc1pfeessrawgf")).toBe(true);
  });

  it("marks spent outputs with a link to the spending transaction and the others as unspent", () => {
    const html = list({ outspends: { [everyType.txid]: everyTypeOutspends } });
    const spent = links(html).filter((link) => link.className === "tx-io-spent");
    expect(spent).toHaveLength(3);
    expect(new Set(spent.map((link) => link.href))).toEqual(new Set([`/tx/${SPENDER}`]));
    // Outputs 3–7 are unspent; output 8 is an OP_RETURN, which no one can spend.
    expect(countClass(html, "tx-io-unspent")).toBe(5);
    expect(text(html)).toContain("Unspent");
  });

  it("shows no spent state without outspends", () => {
    const html = list();
    expect(countClass(html, "tx-io-spent") + countClass(html, "tx-io-unspent")).toBe(0);
  });

  it("sums up the fee, the fee rate in the chosen unit, and what the outputs pay", () => {
    expect(text(list())).toContain("Fee 71,294 sats 34.8 sat/vB 0.00003438 BTC");
    expect(text(list({ rateUnit: "wu" }))).toContain("Fee 71,294 sats 8.71 sat/WU");
  });

  it("calls a coinbase input what it is, with no link to a previous output", () => {
    const coinbase = transaction(
      [input(null, { is_coinbase: true, txid: "00".repeat(32), vout: 0xffff_ffff, scriptsig: "0350f80c" + Buffer.from("/pool tag/").toString("hex") })],
      [output("v0_p2wpkh", "0014" + "03".repeat(20), 312_500_000, "bc1qminer")],
      { txid: "c0".repeat(32) },
    );
    const html = list({ transactions: [coinbase] });
    expect(text(html)).toContain("Coinbase (newly generated coins)");
    expect(text(html)).toContain("Newly generated coins and fees 3.12500000 BTC");
    expect(countClass(html, "tx-io-link")).toBe(0);
    expect(text(list({ transactions: [coinbase], defaultExpanded: true }))).toContain("Coinbase text /pool tag/");
  });

  it("keeps details closed until asked, with the button saying so", () => {
    const html = list();
    expect(html).toMatch(/<button[^>]*class="tx-toggle"[^>]*aria-expanded="false"/);
    expect(text(html)).toContain("Details");
    expect(text(html)).not.toContain("ScriptSig (ASM)");
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${controls}"`);
  });

  it("opens scripts, witness, inner scripts and sequence of every input when expanded", () => {
    const html = list({ defaultExpanded: true });
    expect(html).toMatch(/<button[^>]*aria-expanded="true"/);
    const shown = text(html);
    expect(shown).toContain("Hide details");
    expect(shown).toContain("nSequence 0x01328cf7");
    expect(shown).toContain("Type P2SH-P2WPKH");
    expect(shown).toContain("P2SH redeem script OP_0 OP_PUSHBYTES_20 9b27f072e4b972927c445d1946162a550b0914d8");
    expect(shown).toContain(`Witness script ${everyType.vin[5]!.inner_witnessscript_asm}`);
    expect(shown).toContain(`Tapscript ${everyType.vin[9]!.inner_witnessscript_asm}`);
    expect(shown).toContain(`Witness ${everyType.vin[6]!.witness!.join(" ")}`);
    expect(shown).toContain(`Previous output script ${everyType.vin[0]!.prevout!.scriptpubkey_asm}`);
    expect(shown).toContain(`ScriptPubKey (hex) ${everyType.vout[0]!.scriptpubkey}`);
    // Empty witness items (the taproot script path's OP_0 arguments) are named, not blank.
    expect(shown).toContain("(empty)");
  });

  it("shows binary OP_RETURN data as hex only, when expanded", () => {
    // A runestone: OP_RETURN OP_13 then 6 bytes of varints, nothing readable.
    const shown = text(list({ transactions: [withOpReturn], defaultExpanded: true }));
    expect(shown).toContain("OP_RETURN 0.00000000 BTC");
    expect(shown).toContain("Data 14c0a2331441 bc1p");
  });

  it("names the spending transaction and its input in the details of a spent output", () => {
    const shown = text(list({ outspends: { [everyType.txid]: everyTypeOutspends }, defaultExpanded: true }));
    expect(shown).toContain(`Spent by ${SPENDER} (input 0)`);
    expect(shown).toContain(`Spent by ${SPENDER} (input 2) (unconfirmed)`);
  });

  it("shows the first rows of a long side and a button for the rest", () => {
    const many = transaction(
      [input(output("v0_p2wpkh", "0014" + "04".repeat(20), 1_000_000, "bc1qpayer"))],
      Array.from({ length: 25 }, (_, i) => output("v0_p2wpkh", "0014" + i.toString(16).padStart(40, "0"), 1_000 + i, `bc1qpayee${i}`)),
      { txid: "ba".repeat(32), fee: 5_000, weight: 3_000 },
    );
    const html = list({ transactions: [many] });
    expect(countClass(html, "tx-io")).toBe(1 + ROWS_SHOWN_PER_SIDE);
    expect(text(html)).toContain("Show all 25 outputs");
    expect(text(html)).not.toContain("Show all 1 inputs");
  });

  it("marks the address page's rows and shows the net change to the address", () => {
    const payer = simplePayment.vin[0]!.prevout!.scriptpubkey_address!;
    const html = list({ transactions: [simplePayment], highlightAddress: payer });
    expect(countClass(html, "tx-io-highlight")).toBe(1);
    expect(countClass(html, "tx-net-loss")).toBe(1);
    const spent = simplePayment.vin[0]!.prevout!.value;
    const back = simplePayment.vout.filter((vout) => vout.scriptpubkey_address === payer).reduce((sum, vout) => sum + vout.value, 0);
    expect(text(html)).toContain(`Change to this address: -${((spent - back) / 1e8).toFixed(8)} BTC`);
    const payee = simplePayment.vout[0]!;
    const gained = list({ transactions: [simplePayment], highlightAddress: payee.scriptpubkey_address! });
    expect(text(gained)).toContain(`+${(payee.value / 1e8).toFixed(8)} BTC`);
    expect(countClass(gained, "tx-net-gain")).toBe(1);
  });

  it("prints Liquid amounts with their prefix and hides nothing it cannot read", () => {
    const confidential = { ...output("v0_p2wpkh", "0014" + "05".repeat(20), 0, "ex1qconfidential"), value: undefined } as unknown as EsploraTransaction["vout"][number];
    const tx = transaction([input(output("v0_p2wpkh", "0014" + "06".repeat(20), 50_000, "ex1qpayer"))], [confidential, output("v0_p2wpkh", "0014" + "07".repeat(20), 49_000, "ex1qpayee")]);
    const shown = text(list({ transactions: [tx], network: "liquid", linkBase: "/liquid" }));
    expect(shown).toContain("0.00050000 L-BTC");
    expect(shown).toContain("Confidential");
  });

  it("says so when there is nothing to list", () => {
    expect(text(list({ transactions: [] }))).toBe("No transactions.");
  });
});
