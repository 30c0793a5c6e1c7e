// Starts the page: finds its parts in index.html and connects.

import { App } from "./app.js";

const byID = (id) => document.getElementById(id);

const app = new App({
  connection: byID("connection"),
  language: byID("language"),
  tabs: byID("tabs"),
  back: byID("back"),
  notice: byID("notice"),
  panel: byID("panel"),
  view: byID("view"),
  serverLocale: byID("server-locale"),
  traffic: byID("traffic"),
  trafficClear: byID("traffic-clear"),
});
app.start();
