/**
 * resvg 2.6 loses a line's fallback font when rustybuzz forms a lam-alef ligature in it: in a line
 * mixing Arabic with Latin ("Bitcoin الآن"), the Latin letters come out as empty boxes. A lam-alef
 * written as its presentation-form ligature (U+FEF5…U+FEFC) needs no ligature step and draws right,
 * so a card's Arabic line with Latin words gets those forms: the final one after a letter that joins
 * to it, else the isolated one. Only the drawing changes; the page and its text keep the plain letters.
 *
 * @example
 * withLamAlefLigatures("Bitcoin الآن"); // "Bitcoin ا\uFEF5ن"
 */

/** The alef that follows a lam, and its ligature's isolated form (the final form is the next code point). */
const LIGATURES: Readonly<Record<string, number>> = {
  "\u0622": 0xfef5, // alef with madda above
  "\u0623": 0xfef7, // alef with hamza above
  "\u0625": 0xfef9, // alef with hamza below
  "\u0627": 0xfefb, // alef
};
const LAM = "\u0644";
/** Harakat and other marks, which the joining looks through. */
const TRANSPARENT = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED]/;
/** Letters that join to the letter after them: the dual-joining letters and the tatweel. */
const DUAL_JOINING = /[\u0626\u0628\u062A-\u062E\u0633-\u063F\u0640-\u0647\u0649\u064A\u066E\u066F\u0678-\u0687\u069A-\u06BF\u06C1\u06C2\u06CC\u06CE\u06D0\u06D1\u06FA-\u06FC\u06FF]/;

export function withLamAlefLigatures(text: string): string {
  if (!text.includes(LAM)) return text;
  const chars = [...text];
  let out = "";
  for (let at = 0; at < chars.length; at++) {
    const char = chars[at]!;
    const ligature = char === LAM ? LIGATURES[chars[at + 1] ?? ""] : undefined;
    if (ligature === undefined) {
      out += char;
      continue;
    }
    let before = at - 1;
    while (before >= 0 && TRANSPARENT.test(chars[before]!)) before--;
    const joined = before >= 0 && DUAL_JOINING.test(chars[before]!);
    out += String.fromCodePoint(joined ? ligature + 1 : ligature);
    at++;
  }
  return out;
}
