/** The block graph's texts, joined to the translators when a chunk that shows them loads (../i18n.tsx). */
import { addPageTexts } from "../i18n.tsx";
import { enGraph } from "../locales/en/graph.ts";

addPageTexts({ en: enGraph });
