/** The link-preview cards' texts, joined to the translators when a chunk that shows them loads (../i18n.tsx). */
import { addPageTexts } from "../i18n.tsx";
import { enOg } from "../locales/en/og.ts";

addPageTexts({ en: enOg });
