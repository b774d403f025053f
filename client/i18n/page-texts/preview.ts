/** The preview pages' texts, joined to the translators when a chunk that shows them loads (../i18n.tsx). */
import { addPageTexts } from "../i18n.tsx";
import { enPreview } from "../locales/en/preview.ts";

addPageTexts({ en: enPreview });
