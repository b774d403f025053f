import { describe, expect, it } from "vitest";
import { withLamAlefLigatures } from "../../../worker/og/lam-alef.ts";
import { fittedFontSize } from "../../../worker/og/card-text.tsx";

describe("withLamAlefLigatures", () => {
  it("writes a lam-alef as its isolated ligature after a letter that does not join to it", () => {
    expect(withLamAlefLigatures("Bitcoin الآن")).toBe("Bitcoin ا\uFEF5ن");
    expect(withLamAlefLigatures("لا")).toBe("\uFEFB");
    expect(withLamAlefLigatures("إلى الأمام")).toBe("إلى ا\uFEF7مام");
  });

  it("writes the final ligature after a letter that joins to it, looking through harakat", () => {
    expect(withLamAlefLigatures("سلام")).toBe("س\uFEFCم");
    expect(withLamAlefLigatures("بلاک")).toBe("ب\uFEFCک");
    expect(withLamAlefLigatures("سَلام")).toBe("سَ\uFEFCم");
    expect(withLamAlefLigatures("ـلإ")).toBe("ـ\uFEFA");
  });

  it("leaves a lam without an alef, and text without a lam, as it is", () => {
    expect(withLamAlefLigatures("لوحة تعدين")).toBe("لوحة تعدين");
    expect(withLamAlefLigatures("Block 840,000")).toBe("Block 840,000");
    expect(withLamAlefLigatures("ل")).toBe("ل");
  });
});

describe("fittedFontSize", () => {
  it("keeps the size for a short line and shrinks a long one, never under the minimum", () => {
    expect(fittedFontSize("Mining", 376, { size: 23, min: 16, weight: 700 })).toBe(23);
    expect(fittedFontSize("Blocs par pool sur la dernière semaine", 376, { size: 23, min: 16, weight: 700 })).toBe(19);
    expect(fittedFontSize("x".repeat(500), 376, { size: 23, min: 16 })).toBe(16);
  });
});
