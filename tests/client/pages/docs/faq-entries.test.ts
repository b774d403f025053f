import { describe, expect, it } from "vitest";
import { FAQ_ENTRIES, FILTER_ENTRY_ID } from "../../../../client/pages/docs/faq-entries.ts";
import { enFaq } from "../../../../client/i18n/locales/en/faq.ts";
import { FILTER_FAQ_PATH } from "../../../../shared/graph/graph-constants.ts";

describe("FAQ_ENTRIES", () => {
  it("gives each entry its own anchor", () => {
    const ids = FAQ_ENTRIES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
  });

  it("has the entry the block graph's info badge links to, listing the filter groups", () => {
    expect(FILTER_FAQ_PATH.endsWith(`#${FILTER_ENTRY_ID}`)).toBe(true);
    expect(FAQ_ENTRIES.find((entry) => entry.id === FILTER_ENTRY_ID)?.flagGroups).toBe(true);
  });

  it("has every text it names", () => {
    for (const entry of FAQ_ENTRIES) {
      for (const key of [entry.question, ...entry.answer, ...(entry.link ? [entry.link.label] : [])]) expect(enFaq[key], key).toBeTruthy();
    }
  });
});
