/**
 * The entry carries only its own texts (client/i18n/locales/en.ts); every other area's join the
 * translators when a module that imports them loads (client/i18n/page-texts/*.ts). These checks read
 * the sources: a module showing an area's key must import that area's texts itself or through its
 * static imports (then they are there when it renders, on any page), and the entry's static closure
 * (the home page's first load) must import none.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT, closureOf, source, staticImports } from "../../support/module-closure.ts";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import { en } from "../../../client/i18n/locales/en.ts";

const TEXTS_DIR = "client/i18n/page-texts";

const walk = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** Each area's texts module and the keys of the dictionary it joins. */
const AREAS = readdirSync(join(ROOT, TEXTS_DIR))
  .filter((name) => name !== "all.ts")
  .map((name) => {
    const module = `${TEXTS_DIR}/${name}`;
    const dictionary = /from "\.\.\/locales\/(en\/[^"]+)"/.exec(source(module))?.[1];
    const keys = [...source(`client/i18n/locales/${dictionary}`).matchAll(/^\s*"([a-z0-9.-]+)":/gm)].map((match) => match[1]!);
    const prefixes = new Set(keys.flatMap((key) => key.split(".").slice(1).map((_, index, parts) => `${key.split(".").slice(0, index + 1).join(".")}.`)));
    return { module, keys, prefixes: [...prefixes] };
  });

/** Whether `text` names one of the area's keys, whole or as the start of a template key. */
const usesArea = (text: string, area: (typeof AREAS)[number]): boolean =>
  area.keys.some((key) => text.includes(`"${key}"`)) || area.prefixes.some((prefix) => text.includes(`\`${prefix}\${`));

const CLIENT_MODULES = walk("client").filter((path) => !path.startsWith("client/i18n/"));

describe("page texts travel with the chunks that show them", () => {
  it("finds the areas and their keys", () => {
    expect(AREAS.length).toBeGreaterThan(5);
    for (const area of AREAS) expect(area.keys.length, area.module).toBeGreaterThan(0);
  });

  it("a module showing an area's key loads that area's texts first", () => {
    const missing: string[] = [];
    for (const path of CLIENT_MODULES) {
      const text = source(path);
      const closure = closureOf(path);
      for (const area of AREAS) if (usesArea(text, area) && !closure.has(area.module)) missing.push(`${path} → ${area.module}`);
    }
    expect(missing).toEqual([]);
  });

  it("the entry's first load carries no area's texts", () => {
    const entry = closureOf("client/entry.tsx");
    expect(entry.has("client/pages/home-page.tsx")).toBe(true);
    expect([...entry].filter((path) => path.startsWith(TEXTS_DIR))).toEqual([]);
  });

  it("the worker's set has every area, and no key is both the entry's and an area's", () => {
    const all = staticImports(`${TEXTS_DIR}/all.ts`);
    for (const area of AREAS) expect(all).toContain(area.module);
    for (const area of AREAS) for (const key of area.keys) expect(Object.hasOwn(en, key), key).toBe(false);
  });

  it("an area's texts are the translators' once its module loaded", async () => {
    await import("../../../client/i18n/page-texts/block.ts");
    expect(createTranslator("en")("block.heading")).not.toBe("");
    expect(createTranslator("xx")("block.heading")).toBe(createTranslator("en")("block.heading"));
  });
});
