import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Document } from "./app/document.tsx";
import { PAGE_STATE_ELEMENT_ID, parsePageState } from "./app/page-state.ts";
import { readEmbeddedLiveSource } from "./app/live-gate.tsx";
import { readEmbeddedPageData } from "./app/page-data.tsx";
import "./styles/app.css";

const embedded = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
if (!embedded) {
  console.error("Blocktide: the page has no embedded state; it stays server-rendered.");
} else {
  hydrateRoot(
    document,
    <BrowserRouter>
      <Document state={parsePageState(embedded)} live={readEmbeddedLiveSource(document)} pageData={readEmbeddedPageData(document)} />
    </BrowserRouter>,
  );
}
