// What the page knows about particular messages, beyond the generic renderer: the payload
// a view needs (Maps' view takes a MapConfiguration of pins) and what to do with a query's
// answer (a search puts its places on the map). A view or control not named here works
// generically: a view is asked for without payload, a button sends its attributes.

import { t } from "./strings.js";

/** Where the map opens: Zürich main station, with the places within 1.5 km. */
const mapStart = { latitude: 47.3779, longitude: 8.5403, radiusMeters: 1500, limit: 15 };
/** The most places the page puts on one map (Maps accepts up to 1,000 pins). */
const maximumPins = 50;

/** Page-side state of the Maps view: the places shown and the search that found them. */
const mapsState = { places: null, search: "" };

function configuration(places) {
  return {
    isSearchEnabled: true,
    selectionPolicy: { showDetails: { selectable: true } },
    pins: places.slice(0, maximumPins).map((place) => ({
      title: String(place.name), latitude: place.latitude, longitude: place.longitude, placeID: place.id,
    })),
  };
}

/** The payload each view query needs, by message; `undefined` for none. */
export const viewPayloads = {
  async "maps.view"(app) {
    if (!Array.isArray(mapsState.places)) {
      const places = await app.query("maps.nearby", mapStart);
      mapsState.places = Array.isArray(places) ? places : [];
    }
    return configuration(mapsState.places);
  },
};

/** What a query's answer does, by message; otherwise the page shows the answer as data. */
export const queryResults = {
  "maps.search"(app, places, payload) {
    mapsState.places = Array.isArray(places) ? places : [];
    mapsState.search = String(payload.text ?? "");
    app.say(t("search.results", { count: mapsState.places.length, text: mapsState.search }), "info", {
      label: t("search.reset"),
      run: () => {
        mapsState.places = null;
        mapsState.search = "";
        app.say("");
        app.reload();
      },
    });
    app.reload();
  },
};

/** The text a search field shows again after a re-render. */
export function searchText(action) {
  return action === "maps.search" ? mapsState.search : "";
}
