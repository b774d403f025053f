import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { type Network, NETWORKS } from "../../../shared/network/networks.ts";
import { useT } from "../../i18n/i18n.tsx";
import { INITIAL_SEARCH_BOX_STATE, type SearchBoxState, type SearchMessage, blurred, dismissed, moved } from "./search-box-model.ts";

/** What reads the text: the address rules and their checksum code, loaded once someone searches. */
type SearchRules = typeof import("./search-box-state.ts");
let rulesLoad: Promise<SearchRules> | null = null;
const loadRules = (): Promise<SearchRules> => (rulesLoad ??= import("./search-box-state.ts"));

export interface SearchBoxProps {
  readonly network: Network;
  /** The network part of links ("" or e.g. "/testnet"), prepended to /tx, /block and /address. */
  readonly networkBase: string;
  /** Opens a page; called only for input that leads somewhere. */
  readonly onNavigate: (path: string) => void;
  /** Completions of an address prefix, e.g. from `/api/address-prefix/{prefix}`. A rejection shows none. */
  readonly loadSuggestions: (prefix: string) => Promise<readonly string[]>;
  /** Quiet time after the last keystroke before completions are requested. */
  readonly suggestionDelayMs?: number;
}

/** Long enough to skip the requests of a fast typist, short enough to feel immediate. */
export const DEFAULT_SUGGESTION_DELAY_MS = 250;

const MESSAGE_KEYS = {
  empty: "search.error.empty",
  "too-long": "search.error.too-long",
  "height-too-large": "search.error.height-too-large",
  "wrong-network": "search.error.wrong-network",
  "invalid-address": "search.error.invalid-address",
  unrecognised: "search.error.unrecognised",
  "incomplete-address": "search.error.incomplete-address",
} as const satisfies Record<SearchMessage, string>;

/**
 * Search for a transaction, block (height or hash) or address of the network, with completions of
 * partly typed addresses. An ARIA combobox: arrow keys move through the completions, Enter opens
 * the highlighted one (or what the text points at), Escape closes the list and then clears the text.
 * Input that leads nowhere never navigates; it gets an inline message instead.
 *
 * @example
 * <SearchBox network="testnet" networkBase="/testnet" onNavigate={(path) => navigate(path)}
 *   loadSuggestions={(prefix) => fetch(`/testnet/api/address-prefix/${prefix}`).then((r) => r.json())} />
 */
export function SearchBox({ network, networkBase, onNavigate, loadSuggestions, suggestionDelayMs = DEFAULT_SUGGESTION_DELAY_MS }: SearchBoxProps) {
  const t = useT();
  const ids = { input: useId(), list: useId(), message: useId() };
  const [state, setState] = useState<SearchBoxState>(INITIAL_SEARCH_BOX_STATE);
  // The home page's first load leaves the rules out (its 150 KB budget): they load on focus or typing.
  const [rules, setRules] = useState<SearchRules | null>(null);
  const ensureRules = (): Promise<SearchRules> => rules === null ? loadRules().then((loaded) => (setRules(() => loaded), loaded)) : Promise.resolve(rules);
  const prefix = rules === null ? null : rules.suggestionPrefix(state.text, network);
  const networkName = NETWORKS[network].displayName;
  // Held in a ref so that a loader passed inline (a new function each render) does not restart the wait.
  const loader = useRef(loadSuggestions);
  useEffect(() => {
    loader.current = loadSuggestions;
  });

  // Text typed before the rules arrived is read once they do, unless a search took it first (the
  // submitted message would otherwise be wiped by the late read).
  const typedEarly = useRef(false);
  useEffect(() => {
    if (rules === null || !typedEarly.current) return;
    typedEarly.current = false;
    setState((was) => (was.text === "" ? was : rules.typed(was, was.text, network)));
  }, [rules, network]);

  useEffect(() => {
    if (prefix === null || rules === null) return;
    let current = true;
    const timer = setTimeout(() => {
      // Through a promise, so that a loader that throws counts as one that rejects.
      Promise.resolve(prefix).then(loader.current).then(
        (suggestions) => current && setState((was) => rules.suggestionsArrived(was, prefix, suggestions, network)),
        () => current && setState((was) => rules.suggestionsArrived(was, prefix, [], network)),
      );
    }, suggestionDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [prefix, network, suggestionDelayMs, rules]);

  const go = (step: { state: SearchBoxState; path: string | null }) => {
    setState(step.state);
    if (step.path !== null) onNavigate(step.path);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    typedEarly.current = false;
    void ensureRules().then((loaded) => go(loaded.submitted(state, network, networkBase)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setState(moved(state, event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Escape") {
      event.preventDefault();
      setState(dismissed(state));
    }
  };

  const optionId = (index: number) => `${ids.list}-${index}`;
  const expanded = state.open && state.suggestions.length > 0;
  const message = state.message === null ? null : t(MESSAGE_KEYS[state.message], { network: networkName });
  return (
    <form className="search" role="search" onSubmit={onSubmit} noValidate>
      <label className="visually-hidden" htmlFor={ids.input}>
        {t("search.label", { network: networkName })}
      </label>
      <div className="search-anchor">
        <div className={message === null ? "search-field" : "search-field search-field-invalid"}>
          <SearchIcon />
          <input
            id={ids.input}
            className="search-input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={ids.list}
            aria-activedescendant={expanded && state.active >= 0 ? optionId(state.active) : undefined}
            aria-invalid={message !== null}
            aria-describedby={ids.message}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t("search.placeholder")}
            value={state.text}
            onChange={(event) => {
              const text = event.target.value;
              if (rules === null) {
                typedEarly.current = true;
                setState({ ...state, text, message: null });
                void ensureRules();
              } else setState(rules.typed(state, text, network));
            }}
            onFocus={() => void ensureRules()}
            onKeyDown={onKeyDown}
            onBlur={() => setState(blurred)}
          />
          <button type="submit" className="search-submit">
            {t("search.submit")}
          </button>
        </div>
        <ul id={ids.list} className="search-suggestions" role="listbox" aria-label={t("search.suggestions")} hidden={!expanded}>
          {state.suggestions.map((address, index) => (
            <li
              key={address}
              id={optionId(index)}
              className="search-suggestion"
              role="option"
              aria-selected={index === state.active}
              // Keeps focus in the input, so the click lands before the blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => rules !== null && go(rules.picked(state, index, network, networkBase))}
            >
              <span className="search-suggestion-match">{address.slice(0, prefix?.length ?? 0)}</span>
              {address.slice(prefix?.length ?? 0)}
            </li>
          ))}
        </ul>
      </div>
      <p id={ids.message} className="search-message" aria-live="polite">
        {message}
      </p>
    </form>
  );
}

function SearchIcon() {
  return (
    <svg className="search-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
