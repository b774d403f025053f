/**
 * Renders the address page inside the providers the document gives every page (page context,
 * texts, the live store from an init bundle, the page's data entry), routed under its pattern so
 * it reads its parameter as it does in the app.
 */
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { PageProvider } from "../../../../client/app/page-context.tsx";
import { PageDataProvider, type PageDataEntry } from "../../../../client/app/page-data.tsx";
import type { PageState } from "../../../../client/app/page-state.ts";
import { I18nProvider } from "../../../../client/i18n/i18n.tsx";
import { snapshotFromInitBundle } from "../../../../client/live/init-snapshot.ts";
import { LiveProvider } from "../../../../client/live/live-provider.tsx";
import { AddressPage } from "../../../../client/pages/address-page.tsx";
import { parseRoutePrefix } from "../../../../shared/network/route-prefix.ts";
import { testPageState } from "../../../support/page-state.ts";

const STATE: PageState = testPageState({ renderedAt: 1_743_542_600_000 });

/** `bundle`: an init bundle (research §1.5) for the live store, e.g. the captured mainnet one. */
export function renderAddressPage(address: string, entry: PageDataEntry | null, bundle: unknown): string {
  const path = `/address/${encodeURIComponent(address)}`;
  const route = parseRoutePrefix(path, STATE.base);
  return renderToString(
    <StaticRouter location={path}>
      <PageProvider value={{ state: STATE, route }}>
        <I18nProvider language="en">
          <LiveProvider snapshot={snapshotFromInitBundle(bundle)} network={route.network} networkBase={route.networkBase}>
            <PageDataProvider source={{ entry }}>
              <Routes>
                <Route path="/address/:address" element={<AddressPage />} />
              </Routes>
            </PageDataProvider>
          </LiveProvider>
        </I18nProvider>
      </PageProvider>
    </StaticRouter>,
  );
}
