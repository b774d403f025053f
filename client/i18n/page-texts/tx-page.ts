/** The transaction and address pages' texts, joined to the translators when a chunk that shows them loads (../i18n.tsx). */
import { addPageTexts } from "../i18n.tsx";
import { enTxPage } from "../locales/en/tx-page.ts";

addPageTexts({ en: enTxPage });
