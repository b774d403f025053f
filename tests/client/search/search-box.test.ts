import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { SearchBox, type SearchBoxProps } from "../../../client/components/search/search-box.tsx";

const PROPS: SearchBoxProps = {
  network: "testnet",
  networkBase: "/testnet",
  onNavigate: () => {
    throw new Error("rendering must not navigate");
  },
  loadSuggestions: () => Promise.reject(new Error("rendering must not load suggestions")),
};

const html = renderToString(createElement(SearchBox, PROPS));
const attributes = (tag: string) => html.match(new RegExp(`<${tag}[ >][^>]*>`))?.[0] ?? "";

describe("SearchBox (server render)", () => {
  it("is a search landmark with a labelled combobox", () => {
    expect(html).toContain('role="search"');
    const input = attributes("input");
    expect(input).toContain('role="combobox"');
    expect(input).toContain('aria-autocomplete="list"');
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-invalid="false"');
    expect(input).toContain('placeholder="Transaction ID, block height or hash, address"');
    const id = input.match(/ id="([^"]+)"/)?.[1];
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain("Search the Bitcoin Testnet network");
  });

  it("points the combobox at its list and its message", () => {
    const input = attributes("input");
    const list = attributes("ul");
    expect(list).toContain('role="listbox"');
    expect(list).toContain("hidden");
    expect(input).toContain(`aria-controls="${list.match(/ id="([^"]+)"/)?.[1]}"`);
    const message = attributes("p");
    expect(message).toContain('aria-live="polite"');
    expect(input).toContain(`aria-describedby="${message.match(/ id="([^"]+)"/)?.[1]}"`);
  });

  it("turns off the browser's own autocomplete and correction", () => {
    const input = attributes("input");
    for (const attribute of ['autoComplete="off"', 'autoCapitalize="off"', 'spellCheck="false"']) {
      expect(input.toLowerCase()).toContain(attribute.toLowerCase());
    }
  });

  it("has a submit button", () => {
    expect(html).toMatch(/<button type="submit" class="search-submit">Search<\/button>/);
  });
});
