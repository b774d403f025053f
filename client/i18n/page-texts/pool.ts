/** The pool page's texts, joined to the translators when a chunk that shows them loads (../i18n.tsx). */
import { addPageTexts } from "../i18n.tsx";
import { enPool } from "../locales/en/pool.ts";

addPageTexts({ en: enPool });
