import { describe, it, expect } from "vitest";
import { chosenLanguage, LANGUAGE_LINK_QUERY_MAX_CHARS, languageChoiceHref, preferredLanguageRedirect } from "../../../shared/network/language-redirect.ts";
import type { BaseModule } from "../../../shared/network/networks.ts";

describe("preferredLanguageRedirect", () => {
  it.each<[string, string, string, BaseModule, string | null]>([
    ["§2.1 an unprefixed home goes to the cookie's language", "/", "lang=de", "bitcoin", "/de"],
    ["the network and route are kept", "/testnet/tx/ab12", "lang=ja", "bitcoin", "/ja/testnet/tx/ab12"],
    ["the preview area is kept", "/preview/signet", "lang=fa", "bitcoin", "/fa/preview/signet"],
    ["the query is kept", "/clock/mined/0?stats=false", "lang=ar", "bitcoin", "/ar/clock/mined/0?stats=false"],
    ["on the liquid build", "/testnet", "lang=ko", "liquid", "/ko/testnet"],
    ["among other cookies", "/", "theme=dark; lang=he; x=1", "bitcoin", "/he"],
    ["English has no prefix: no redirect", "/", "lang=en", "bitcoin", null],
    ["no cookie: no redirect", "/", "", "bitcoin", null],
    ["an unsupported language: no redirect", "/", "lang=xx", "bitcoin", null],
    ["a path that chose its language wins", "/de/tx/ab12", "lang=ja", "bitcoin", null],
    ["a path with a region tag chose too", "/pt-BR", "lang=ja", "bitcoin", null],
  ])("%s", (_case, path, cookie, base, location) => {
    const [pathname, query] = path.split("?");
    expect(preferredLanguageRedirect({ pathname: pathname!, search: query ? `?${query}` : "" }, base, cookie)).toBe(location);
  });

  it("ignores a missing Cookie header", () => {
    expect(preferredLanguageRedirect({ pathname: "/" }, "bitcoin", null)).toBeNull();
    expect(preferredLanguageRedirect({ pathname: "/" }, "bitcoin", undefined)).toBeNull();
  });
});

describe("chosenLanguage and languageChoiceHref (the language menu)", () => {
  it.each<[string, string, string, string]>([
    ["/de/tx/ab12", "?lang=en&x=1", "en", "/tx/ab12?x=1"],
    ["/", "?lang=ja", "ja", "/ja"],
    ["/pt-BR/testnet/blocks", "?page=2&lang=ar", "ar", "/ar/testnet/blocks?page=2"],
  ])("reads %s%s as %s at %s", (pathname, search, language, location) => {
    expect(chosenLanguage({ pathname, search }, "bitcoin")).toEqual({ language, location });
  });

  it.each(["", "?lang=", "?lang=xx", "?lang=DE", "?x=1"])("chooses nothing for %j", (search) => {
    expect(chosenLanguage({ pathname: "/", search }, "bitcoin")).toBeNull();
  });

  it("links the current page with the choice, keeping its query", () => {
    expect(languageChoiceHref({ pathname: "/de/blocks", search: "?page=2&lang=fr" }, "ja")).toBe("/de/blocks?page=2&lang=ja");
    expect(languageChoiceHref({ pathname: "/", search: "" }, "en")).toBe("/?lang=en");
  });

  it("leaves a query longer than LANGUAGE_LINK_QUERY_MAX_CHARS off, so a page does not repeat it once per language", () => {
    const longest = `?x=${"a".repeat(LANGUAGE_LINK_QUERY_MAX_CHARS - 3)}`;
    expect(languageChoiceHref({ pathname: "/blocks", search: longest }, "de")).toBe(`/blocks${longest}&lang=de`);
    expect(languageChoiceHref({ pathname: "/blocks", search: `${longest}a` }, "de")).toBe("/blocks?lang=de");
  });
});
