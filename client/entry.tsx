import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Document } from "./app/document.tsx";
import { PAGE_STATE_ELEMENT_ID, parsePageState, type PageState } from "./app/page-state.ts";
import { readEmbeddedLiveSource } from "./app/live-gate.tsx";
import { readEmbeddedPageData } from "./app/page-data.tsx";
import { preloadPage, resolveLocation } from "./app/routes.tsx";
import { describedPage } from "../shared/network/preview-pages.ts";
import { setFormatLanguageSource } from "../shared/format/format-language.ts";
import { DEFAULT_LANGUAGE, languageOfTag } from "../shared/network/languages.ts";
import { loadEntryTexts } from "./i18n/dictionaries.ts";
import "./styles/app.css";

/** Hydrates the server's document once the page's own chunk is here, so hydration never suspends on it. */
async function hydrate(state: PageState): Promise<void> {
  const resolution = resolveLocation(window.location, state);
  // The page's language comes with it: the server drew it in those texts, so hydration needs them too
  // (the entry's here, the other pages' with the page's chunk: lazy-page.tsx).
  const language = languageOfTag(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  // Numbers and dates print in it too, as the server printed them (shared/format/format-language.ts).
  setFormatLanguageSource(() => language);
  await Promise.all([resolution?.kind === "page" ? preloadPage(resolution.page, describedPage(resolution).page) : undefined, loadEntryTexts(language)]);
  hydrateRoot(
    document,
    <BrowserRouter>
      <Document state={state} live={readEmbeddedLiveSource(document)} pageData={readEmbeddedPageData(document)} />
    </BrowserRouter>,
  );
}

const embedded = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
if (!embedded) {
  console.error("Blocktide: the page has no embedded state; it stays server-rendered.");
} else {
  hydrate(parsePageState(embedded)).catch((error: unknown) => console.error("Blocktide: hydration failed to start", error));
}
