/** The transaction components' (transaction, block, address and projected-block pages) texts, joined to the translators when a chunk that shows them loads (../i18n.tsx). */
import { addPageTexts } from "../i18n.tsx";
import { enTransaction } from "../locales/en/transaction.ts";

addPageTexts({ en: enTransaction });
