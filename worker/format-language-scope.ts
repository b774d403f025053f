/**
 * The worker's side of shared/format/format-language.ts: a render runs in its page's language, held
 * per async flow (AsyncLocalStorage), so renders of different languages streaming at the same time in
 * one isolate never print numbers or dates in each other's style.
 *
 * @example
 * return inFormatLanguage("de", () => renderDocument(options)); // "1.234,5" in the German page
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { setFormatLanguageSource } from "../shared/format/format-language.ts";

const renderLanguage = new AsyncLocalStorage<string>();
setFormatLanguageSource(() => renderLanguage.getStore());

export function inFormatLanguage<T>(language: string, work: () => T): T {
  return renderLanguage.run(language, work);
}
