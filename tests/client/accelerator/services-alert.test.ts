import { describe, expect, it } from "vitest";
import { servicesAlert } from "../../../client/components/accelerator/services-alert.ts";
import { createAreaTranslator } from "../../../client/i18n/area-translator.ts";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import { ACCELERATOR_AREA } from "../../../client/i18n/locales/accelerator-area.ts";
import { ACCOUNT_ERROR_CODES } from "../../../shared/services/services-wire.ts";
import { ERROR_CATALOGUE } from "../../../shared/tables/error-catalogue.ts";

const t = createAreaTranslator("en", ACCELERATOR_AREA, createTranslator("en"));

describe("servicesAlert (spec §8)", () => {
  it("shows each catalogue code with the catalogue's text", () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) expect(servicesAlert(code, t).message).toBe(entry.message);
  });

  it("shows waitlisted as information and not_enough_balance with its deposit link", () => {
    expect(servicesAlert("waitlisted", t)).toMatchObject({ severity: "info", depositLink: false });
    expect(servicesAlert("not_enough_balance", t)).toMatchObject({ severity: "danger", depositLink: true });
  });

  it("has an English text of its own for every account code of the services", () => {
    for (const code of ACCOUNT_ERROR_CODES) {
      const alert = servicesAlert(code, t);
      expect(alert.message, code).not.toBe(code);
      expect(alert.message, code).not.toBe("");
      expect(alert.severity).toBe("danger");
    }
    expect(servicesAlert("invalid_credentials", t).message).toBe("Wrong username or password.");
  });

  it("shows an unknown code as given, as a danger; no code at all is internal_server_error", () => {
    expect(servicesAlert("teapot", t)).toEqual({ code: "teapot", message: "teapot", severity: "danger", depositLink: false });
    expect(servicesAlert("", t).code).toBe("internal_server_error");
  });
});
