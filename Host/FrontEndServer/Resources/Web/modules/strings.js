// The page's own strings in English and German. The views themselves come from the
// server already localised (in the locale `host serve --locale` was started with); only
// the page's frame, forms and messages are translated here.

const tables = {
  en: {
    "app.title": "VerticalHub",
    "skip": "Skip to the view",
    "language.label": "Language",
    "views.label": "Views",
    "view.back": "Back",
    "view.loading": "Loading…",
    "view.none": "The server offers no views to this page.",
    "view.serverLocale": "Views are shown in the server's language ({locale}).",
    "connection.connecting": "Connecting…",
    "connection.open": "Connected",
    "connection.closed": "Connection lost; trying again in {seconds} s.",
    "connection.refused": "The server no longer knows this page (it was started with another data folder): open the URL it printed; this page then reconnects by itself.",
    "traffic.title": "Traffic on this connection",
    "traffic.clear": "Clear",
    "traffic.kind": "Kind",
    "traffic.message": "Message",
    "traffic.correlation": "Correlation id",
    "traffic.outcome": "Outcome",
    "traffic.duration": "Duration",
    "traffic.pending": "waiting",
    "traffic.ok": "ok",
    "traffic.late": "late, ignored",
    "traffic.noAnswer": "no answer",
    "traffic.denied": "denied",
    "traffic.refused": "refused",
    "traffic.failed": "failed",
    "traffic.offline": "not connected",
    "traffic.empty": "Nothing sent or received yet.",
    "traffic.caption": "The newest {count} messages, newest first.",
    "status.sent": "{message}: sent as {id}; waiting for the outcome…",
    "status.done": "{message} ({id}): done.",
    "status.failed": "{message} ({id}) failed: {error}",
    "status.noOutcome": "{message} ({id}): no outcome yet after {seconds} s.",
    "error.denied": "Not allowed by the policies: {error}",
    "error.invalidPayload": "Refused: {error}",
    "error.notFound": "Not found: {error}",
    "error.failed": "Failed: {error}",
    "error.unavailable": "Not possible now: {error}",
    "error.limit": "Limit reached: {error}",
    "error.unknown": "Unknown to the server: {error}",
    "error.invalidParams": "The page sent something the server cannot read: {error}",
    "error.timeout": "The server did not answer within {seconds} s.",
    "error.offline": "Not connected; try again when the page shows it is connected.",
    "error.other": "Error {code}: {error}",
    "dropped": "The server dropped {count} notifications this page did not read in time; the view was reloaded.",
    "map.label": "Map with {count} places",
    "map.places": "Places on the map",
    "map.selected": "selected",
    "map.cluster": "{count} places",
    "search.submit": "Search",
    "search.results": "{count} places found for “{text}”.",
    "search.reset": "Show places nearby",
    "query.result": "Answer to {message}",
    "form.add": "New entry",
    "form.edit": "Edit entry",
    "form.save": "Save",
    "form.cancel": "Cancel",
    "form.saving": "Saving…",
    "form.saved": "Saved.",
    "form.loading": "Loading the entry…",
    "form.fixErrors": "The server refused the entry; see the field marked below.",
    "field.section": "Section",
    "field.title": "Title",
    "field.detail": "Detail",
    "field.clinicID": "Clinic",
    "field.clinicID.other": "Clinic id (a Maps place id)",
    "section.allergy": "Allergy",
    "section.medication": "Medication",
    "section.condition": "Condition",
    "section.appointment": "Appointment",
    "remove.confirm": "Remove “{title}” from the records?",
    "remove.yes": "Remove",
    "remove.removed": "Removed.",
  },
  de: {
    "app.title": "VerticalHub",
    "skip": "Zur Ansicht springen",
    "language.label": "Sprache",
    "views.label": "Ansichten",
    "view.back": "Zurück",
    "view.loading": "Wird geladen…",
    "view.none": "Der Server bietet dieser Seite keine Ansichten an.",
    "view.serverLocale": "Die Ansichten erscheinen in der Sprache des Servers ({locale}).",
    "connection.connecting": "Verbindung wird aufgebaut…",
    "connection.open": "Verbunden",
    "connection.closed": "Verbindung verloren; neuer Versuch in {seconds} s.",
    "connection.refused": "Der Server kennt diese Seite nicht mehr (er wurde mit einem anderen Datenordner gestartet): Öffnen Sie die URL, die er ausgegeben hat; diese Seite verbindet sich dann von selbst.",
    "traffic.title": "Verkehr dieser Verbindung",
    "traffic.clear": "Leeren",
    "traffic.kind": "Art",
    "traffic.message": "Nachricht",
    "traffic.correlation": "Korrelations-ID",
    "traffic.outcome": "Ergebnis",
    "traffic.duration": "Dauer",
    "traffic.pending": "wartet",
    "traffic.ok": "ok",
    "traffic.late": "verspätet, ignoriert",
    "traffic.noAnswer": "keine Antwort",
    "traffic.denied": "verweigert",
    "traffic.refused": "abgelehnt",
    "traffic.failed": "fehlgeschlagen",
    "traffic.offline": "nicht verbunden",
    "traffic.empty": "Noch nichts gesendet oder empfangen.",
    "traffic.caption": "Die neuesten {count} Nachrichten, neueste zuerst.",
    "status.sent": "{message}: gesendet als {id}; das Ergebnis folgt…",
    "status.done": "{message} ({id}): erledigt.",
    "status.failed": "{message} ({id}) ist fehlgeschlagen: {error}",
    "status.noOutcome": "{message} ({id}): nach {seconds} s noch kein Ergebnis.",
    "error.denied": "Von den Richtlinien nicht erlaubt: {error}",
    "error.invalidPayload": "Abgelehnt: {error}",
    "error.notFound": "Nicht gefunden: {error}",
    "error.failed": "Fehlgeschlagen: {error}",
    "error.unavailable": "Jetzt nicht möglich: {error}",
    "error.limit": "Grenze erreicht: {error}",
    "error.unknown": "Dem Server unbekannt: {error}",
    "error.invalidParams": "Die Seite hat etwas gesendet, das der Server nicht lesen kann: {error}",
    "error.timeout": "Der Server hat nicht innerhalb von {seconds} s geantwortet.",
    "error.offline": "Nicht verbunden; versuchen Sie es wieder, wenn die Seite verbunden ist.",
    "error.other": "Fehler {code}: {error}",
    "dropped": "Der Server hat {count} Meldungen verworfen, die diese Seite nicht rechtzeitig gelesen hat; die Ansicht wurde neu geladen.",
    "map.label": "Karte mit {count} Orten",
    "map.places": "Orte auf der Karte",
    "map.selected": "ausgewählt",
    "map.cluster": "{count} Orte",
    "search.submit": "Suchen",
    "search.results": "{count} Orte gefunden für „{text}“.",
    "search.reset": "Orte in der Nähe zeigen",
    "query.result": "Antwort auf {message}",
    "form.add": "Neuer Eintrag",
    "form.edit": "Eintrag bearbeiten",
    "form.save": "Speichern",
    "form.cancel": "Abbrechen",
    "form.saving": "Wird gespeichert…",
    "form.saved": "Gespeichert.",
    "form.loading": "Der Eintrag wird geladen…",
    "form.fixErrors": "Der Server hat den Eintrag abgelehnt; siehe das markierte Feld.",
    "field.section": "Bereich",
    "field.title": "Titel",
    "field.detail": "Einzelheiten",
    "field.clinicID": "Klinik",
    "field.clinicID.other": "Klinik-ID (eine Orts-ID aus Maps)",
    "section.allergy": "Allergie",
    "section.medication": "Medikament",
    "section.condition": "Erkrankung",
    "section.appointment": "Termin",
    "remove.confirm": "„{title}“ aus den Unterlagen entfernen?",
    "remove.yes": "Entfernen",
    "remove.removed": "Entfernt.",
  },
};

/** The languages the page speaks, with their names in themselves. */
export const languages = [
  { code: "en", name: "English" },
  { code: "de", name: "Deutsch" },
];

let current = "en";

/** Chooses the page's language: `en` or `de`; anything else falls back to English. */
export function setLanguage(code) {
  current = Object.hasOwn(tables, code) ? code : "en";
  return current;
}

/** The page's language. */
export function language() {
  return current;
}

/**
 * The string for `key` in the current language with `{name}` placeholders filled from
 * `args`; the key itself when no table has it (so a missing string shows, not breaks).
 */
export function t(key, args = {}) {
  const text = tables[current][key] ?? tables.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.hasOwn(args, name) ? String(args[name]) : whole,
  );
}

/** The keys each table has, for a check that English and German are complete. */
export function keys(code) {
  return Object.keys(tables[code] ?? {});
}
