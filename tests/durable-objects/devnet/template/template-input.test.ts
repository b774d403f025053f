import { describe, expect, it } from "vitest";
import { buildBlockTemplates } from "../../../../durable-objects/devnet/template/block-template.ts";
import {
  TemplateInputError,
  type TemplateInputProblem,
} from "../../../../durable-objects/devnet/template/template-input-error.ts";
import type { TemplateTx } from "../../../../durable-objects/devnet/template/template-tx.ts";
import type { BlockTemplateOptions } from "../../../../durable-objects/devnet/template/template-limits.ts";
import { InputError } from "../../../../shared/errors/input-error.ts";
import { templateTx, txidEndingIn } from "./builders.ts";

const broken = (uid: number, patch: Record<string, unknown>): TemplateTx =>
  ({ ...templateTx(uid), ...patch }) as TemplateTx;

describe("bad template input is rejected with a TemplateInputError", () => {
  it.each<[string, unknown, TemplateInputProblem, RegExp]>([
    [
      "a parent uid that is not in the set",
      [templateTx(1), templateTx(2, { parents: [77] })],
      "unknown-parent",
      /Unknown parent uid 77 of uid 2 \(txs\[1\]\)/,
    ],
    [
      "a cycle",
      [templateTx(1, { parents: [3] }), templateTx(2, { parents: [1] }), templateTx(3, { parents: [2] })],
      "cycle",
      /Dependency cycle through uid [123]/,
    ],
    ["a transaction that spends itself", [templateTx(4, { parents: [4] })], "cycle", /Dependency cycle through uid 4/],
    ["a repeated uid", [templateTx(1), templateTx(1)], "duplicate-uid", /Duplicate uid 1 at txs\[1\]/],
    [
      "a negative weight",
      [broken(1, { weight: -4 })],
      "field",
      /Invalid txs\[0\]\.weight -4: expected a whole number of weight units above 0/,
    ],
    ["a zero weight", [broken(1, { weight: 0 })], "field", /txs\[0\]\.weight 0/],
    ["a fractional sigop count", [broken(1, { sigops: 1.5 })], "field", /txs\[0\]\.sigops 1\.5/],
    ["a NaN fee", [broken(1, { fee: Number.NaN })], "field", /txs\[0\]\.fee NaN/],
    ["a negative fee", [broken(1, { fee: -1 })], "field", /txs\[0\]\.fee -1/],
    ["a uid beyond 32 bits", [broken(2 ** 32, {})], "field", /txs\[0\]\.uid 4294967296/],
    ["a txid of the wrong length", [broken(1, { txid: "abc" })], "field", /txs\[0\]\.txid "abc": expected 64 hex/],
    ["a txid whose tail is not hex", [broken(1, { txid: txidEndingIn("zz") })], "field", /txs\[0\]\.txid/],
    ["parents that are not an array", [broken(1, { parents: "2" })], "field", /txs\[0\]\.parents "2"/],
    ["a transaction that is not an object", [null], "field", /txs\[0\] null/],
    ["txs that are not an array", "txs", "field", /Invalid txs "txs"/],
  ])("%s", (_, txs, problem, message) => {
    const attempt = () => buildBlockTemplates(txs as TemplateTx[]);
    expect(attempt).toThrow(TemplateInputError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect(error).toMatchObject({ name: "TemplateInputError", status: 400, problem });
    }
  });

  it.each<[BlockTemplateOptions, RegExp]>([
    [{ blockCount: 0 }, /options\.blockCount 0: expected a whole number of blocks, 1 or more/],
    [{ blockCount: 2.5 }, /options\.blockCount 2\.5/],
    [{ blockWeightLimit: 12_000 }, /options\.blockWeightLimit 12000: expected a whole number of weight units above/],
  ])("options %j", (options, message) => {
    expect(() => buildBlockTemplates([templateTx(1)], options)).toThrow(message);
  });

  it("accepts repeated parents (two outputs of one parent) and counts the parent once", () => {
    const txs = [templateTx(1, { rate: 1 }), templateTx(2, { rate: 19, parents: [1, 1] })];
    expect(buildBlockTemplates(txs).effectiveRateOf(2)).toBe(10);
  });
});
