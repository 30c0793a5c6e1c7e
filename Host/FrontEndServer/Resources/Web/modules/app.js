// The page: what it shows is derived from the answers and events it received, as the
// Reax design note says. Nothing waits for the server: a click sends a request and the
// screen changes when the answer or the event arrives; a view answer that is older than
// the last one asked for is dropped; a command's outcome is matched by correlation id,
// and an outcome for an older command of the same message than the latest is ignored
// (a late answer, as on the CLI). After the connection drops, the page reconnects by
// itself, subscribes again and reloads the view.
//
// What the page knows of the app comes from `rpc.discover` (discovery.js): the views the
// sender's policy sends become tabs, the events it subscribes to are subscribed to, each
// control's message is looked up by name for its kind and contract, and the Messages tab
// (messages.js) has a form for every query and command.

import { Connection } from "./rpc.js";
import { Traffic } from "./traffic.js";
import { render } from "./render.js";
import { languages, setLanguage, t } from "./strings.js";
import { describeError, errorKind } from "./errors.js";
import { readDiscovery } from "./discovery.js";
import { confirmCommand, needsForm, openControlForm, payloadOf } from "./forms.js";
import { messagesRoute, renderMessages } from "./messages.js";
import { attributesOf } from "./nodes.js";
import { queryResults, searchText, viewPayloads } from "./verticals.js";

/** How many commands the page follows to their outcome at once; the oldest is forgotten. */
const maximumCommands = 256;
/** After this many ms without an outcome the page says so (and keeps listening). */
const outcomeWait = 30000;
/** How many views Back can return through; older ones are forgotten. */
const maximumDepth = 50;

export class App {
  constructor(dom) {
    this.dom = dom;
    this.traffic = new Traffic(dom.traffic);
    this.views = [];
    this.events = [];
    this.catalog = readDiscovery(null);
    this.kinds = new Map();
    this.receivers = new Map();
    this.goneRoute = null;
    this.serverLocale = "";
    this.route = null;
    this.stack = [];
    this.loadSequence = 0;
    this.lastNode = null;
    this.commandCount = 0;
    this.commands = new Map();
    this.latest = new Map();
    this.openPins = new Set();
    this.reloadTimer = null;
    this.status = { state: "connecting", detail: {} };
    this.refused = false;
    this.probing = false;
    this.connection = new Connection(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/rpc`, {
      onOpen: () => this.opened(),
      onStatus: (state, detail) => this.showStatus(state, detail),
      onNotification: (method, params) => this.notified(method, params),
      onTraffic: (entry) => this.traffic.add(entry),
    });
  }

  start() {
    const stored = localStorage.getItem("verticalhub.language");
    const preferred = stored ?? (navigator.language ?? "en").slice(0, 2).toLowerCase();
    this.dom.language.replaceChildren(
      ...languages.map(({ code, name }) => {
        const option = document.createElement("option");
        option.value = code;
        option.textContent = name;
        option.lang = code;
        return option;
      }),
    );
    this.applyLanguage(preferred);
    this.dom.language.addEventListener("change", () => {
      localStorage.setItem("verticalhub.language", this.dom.language.value);
      this.applyLanguage(this.dom.language.value);
    });
    this.dom.back.addEventListener("click", () => this.back());
    this.dom.trafficClear.addEventListener("click", () => this.traffic.clear());
    window.addEventListener("hashchange", () => this.followHash());
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && !this.dom.panel.hidden) this.closePanel();
    });
    this.connection.connect();
  }

  // MARK: Language

  applyLanguage(code) {
    const chosen = setLanguage(code);
    this.dom.language.value = chosen;
    document.documentElement.lang = chosen;
    for (const labelled of document.querySelectorAll("[data-i18n]")) {
      labelled.textContent = t(labelled.dataset.i18n);
    }
    for (const labelled of document.querySelectorAll("[data-i18n-label]")) {
      labelled.setAttribute("aria-label", t(labelled.dataset.i18nLabel));
    }
    document.title = t("app.title");
    this.showStatus(this.status.state, this.status.detail);
    this.showServerLocale();
    this.traffic.relabel();
    this.renderTabs();
    if (this.route?.messages) this.showMessages(false);
    else if (this.lastNode) this.show(this.lastNode, false);
  }

  showServerLocale() {
    this.dom.serverLocale.textContent = this.serverLocale
      ? t("view.serverLocale", { locale: this.serverLocale }) : "";
  }

  // MARK: Connection

  showStatus(state, detail = {}) {
    this.status = { state, detail };
    if (state === "open") this.refused = false;
    const key = { connecting: "connection.connecting", open: "connection.open", closed: "connection.closed" }[state];
    // Once the server said it no longer knows this page, say so until it lets the page in.
    const shown = this.refused ? "refused" : state;
    this.dom.connection.textContent = t(this.refused ? "connection.refused" : key, detail);
    this.dom.connection.dataset.state = shown;
    if (state === "closed") {
      // The session is gone with its subscriptions; commands in flight get no outcome.
      for (const [id, command] of this.commands) {
        clearTimeout(command.timer);
        this.traffic.outcome(id, { error: { code: "offline" } });
      }
      this.commands.clear();
      this.dom.view.dataset.stale = "true";
      this.probeAccess();
    }
  }

  /**
   * While reconnecting, asks whether the server is up but no longer knows this page (it was
   * started with another data folder, whose session secret differs; a restart on the same
   * folder keeps the cookie valid): then the page says to open the URL it printed.
   */
  async probeAccess() {
    if (this.probing) return;
    this.probing = true;
    try {
      const answer = await fetch("/", { cache: "no-store", redirect: "manual", credentials: "same-origin" });
      if (answer.status === 403 && this.status.state !== "open") {
        this.refused = true;
        this.showStatus(this.status.state, this.status.detail);
      }
    } catch {
      // The server is not up: the retry says so.
    } finally {
      this.probing = false;
    }
  }

  async opened() {
    try {
      const [document, world] = await Promise.all([
        this.connection.request("rpc.discover", undefined, { kind: "discover", message: "" }),
        this.connection.request("world", undefined, { kind: "world", message: "" }),
      ]);
      this.catalog = readDiscovery(document);
      this.kinds.clear();
      this.receivers.clear();
      for (const message of this.catalog.messages) {
        if (message.kind === "event") continue;
        this.kinds.set(message.name, message.kind);
        this.receivers.set(message.name, message.plugin);
      }
      this.views = this.catalog.sender.views;
      this.events = this.catalog.sender.events;
      this.serverLocale = typeof world?.locale === "string" ? world.locale : "";
      this.showServerLocale();
      this.renderTabs();
      // Every event the shell may hear: what arrives is what changes the screen.
      await Promise.allSettled(
        this.events.map((event) =>
          this.connection.request("subscribe", { event }, { kind: "subscribe", message: event })),
      );
      if (this.route?.messages) this.showMessages(false);
      else if (!this.route || !this.views.includes(this.route.message)) this.followHash(false);
      else this.loadView(false);
    } catch (error) {
      this.say(describeError(error), errorKind(error));
    }
  }

  notified(method, params) {
    if (method === "outcome") {
      this.outcome(params);
    } else if (method === "event") {
      this.traffic.received({
        kind: "event", message: String(params.event ?? ""), correlationID: String(params.correlationID ?? ""),
        error: params.error,
      });
      this.scheduleReload();
    } else if (method === "dropped") {
      this.traffic.received({ kind: "dropped", message: String(params.count ?? "") });
      this.say(t("dropped", { count: params.count }), "info");
      this.scheduleReload();
    }
  }

  // MARK: Navigation

  renderTabs() {
    const current = this.route?.message;
    const tab = (route, label) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = `#${encodeURIComponent(route)}`;
      link.textContent = label;
      link.dataset.view = route;
      if (route === current) link.setAttribute("aria-current", "page");
      item.append(link);
      return item;
    };
    this.dom.tabs.replaceChildren(
      ...this.views.map((message) => tab(message, this.receivers.get(message) ?? message)),
      tab(messagesRoute, t("messages.tab")),
    );
    if (!this.views.length) this.say(t("view.none"), "error");
  }

  followHash(focus = true) {
    let wanted = "";
    try {
      wanted = decodeURIComponent(location.hash.slice(1));
    } catch {
      // A hash that is not valid percent-encoding names no view: show the first.
    }
    const message = this.views.includes(wanted) || wanted === messagesRoute ? wanted : this.views[0];
    if (!message) return;
    this.route = { message, payload: undefined, messages: message === messagesRoute };
    this.stack = [];
    this.closePanel();
    this.say("");
    for (const link of this.dom.tabs.querySelectorAll("a")) {
      if (link.dataset.view === message) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    this.loadView(focus);
  }

  navigate(route) {
    this.stack.push(this.route);
    if (this.stack.length > maximumDepth) this.stack.shift();
    this.route = route;
    this.closePanel();
    this.loadView(true);
  }

  back() {
    const previous = this.stack.pop();
    if (!previous) return;
    this.route = previous;
    this.closePanel();
    this.loadView(true);
  }

  // MARK: Views

  scheduleReload() {
    if (this.reloadTimer !== null) return;
    this.reloadTimer = setTimeout(() => {
      this.reloadTimer = null;
      this.loadView(false);
    }, 50);
  }

  reload() {
    this.loadView(false);
  }

  /** After a command sent from this view succeeded: if the view is gone when reloaded (its entry removed), go back. */
  leaveIfGone() {
    this.goneRoute = this.route;
  }

  /** Shows the Messages screen: a form for every query and command (re-rendered only when asked, not on events). */
  showMessages(focus) {
    this.loadSequence += 1;
    this.lastNode = null;
    this.dom.back.hidden = true;
    delete this.dom.view.dataset.stale;
    this.dom.view.removeAttribute("aria-busy");
    this.dom.view.replaceChildren(renderMessages(this, this.catalog));
    this.dom.view.lang = document.documentElement.lang;
    if (focus) this.dom.view.querySelector("#view-title")?.focus();
  }

  async loadView(focus) {
    if (!this.route) return;
    if (this.route.messages) {
      // Events change no form: the screen is drawn when opened, not on every reload.
      if (focus || !this.dom.view.querySelector(".messages")) this.showMessages(focus);
      return;
    }
    const sequence = ++this.loadSequence;
    const route = this.route;
    this.dom.back.hidden = this.stack.length === 0;
    this.dom.view.setAttribute("aria-busy", "true");
    if (!this.lastNode) this.dom.view.replaceChildren(Object.assign(document.createElement("p"), {
      textContent: t("view.loading"),
    }));
    try {
      let payload = route.payload;
      if (payload === undefined && Object.hasOwn(viewPayloads, route.message)) {
        payload = await viewPayloads[route.message](this);
      }
      const node = await this.connection.request(
        "view", { message: route.message, payload }, { kind: "view", message: route.message });
      if (sequence !== this.loadSequence) return;
      if (this.goneRoute === route) this.goneRoute = null;
      this.lastNode = node;
      delete this.dom.view.dataset.stale;
      this.show(node, focus);
    } catch (error) {
      if (sequence !== this.loadSequence) return;
      // Offline: keep what is on screen (marked stale); the reconnect reloads it.
      if (error.code === "offline") return;
      if (this.goneRoute === route && this.stack.length) {
        this.goneRoute = null;
        this.back();
        return;
      }
      this.lastNode = null;
      this.showViewError(error, focus);
    } finally {
      if (sequence === this.loadSequence) this.dom.view.removeAttribute("aria-busy");
    }
  }

  /** Renders `node`, keeping focus on the same control when it is still there. */
  show(node, focus) {
    const active = document.activeElement;
    const key = active && this.dom.view.contains(active) ? active.dataset?.key : undefined;
    const context = {
      depth: 0, inList: false,
      kindOf: (action) => this.kinds.get(action),
      act: (target, extra, control) => this.act(target, extra, control),
      openPins: this.openPins,
      pinToggled: (pin, open) => (open ? this.openPins.add(pin) : this.openPins.delete(pin)),
      searchText,
    };
    this.dom.view.replaceChildren(render(node, context));
    this.dom.view.lang = this.serverLocale || "";
    if (key) {
      this.dom.view.querySelector(`[data-key="${CSS.escape(key)}"]`)?.focus();
    } else if (focus) {
      this.dom.view.querySelector("#view-title")?.focus();
    }
  }

  showViewError(error, focus) {
    const box = document.createElement("div");
    box.className = "view-error";
    box.dataset.kind = errorKind(error);
    box.setAttribute("role", "alert");
    const title = document.createElement("h2");
    title.id = "view-title";
    title.tabIndex = -1;
    title.textContent = this.route.message;
    const text = document.createElement("p");
    text.textContent = describeError(error);
    box.append(title, text);
    this.dom.view.replaceChildren(box);
    if (focus) title.focus();
  }

  // MARK: Actions

  /**
   * What a control with an action does, by the kind of message its action names: a view
   * query opens that view; a query runs (or opens its form when the control leaves a field to
   * fill); a command is sent, after its `confirm` question, or through its form when the
   * control leaves a field to fill or carries `values` to edit.
   */
  async act(node, extra = {}, control = undefined) {
    const action = node.action;
    const payload = payloadOf(node, extra);
    const kind = this.kinds.get(action);
    const message = kind ? this.catalog.find(action, kind) : undefined;
    if (kind === "viewQuery") {
      this.navigate({ message: action, payload });
    } else if (message && needsForm(message, node, payload)) {
      openControlForm(this, message, node, control, payload);
    } else if (kind === "query") {
      try {
        const answer = await this.query(action, payload);
        if (Object.hasOwn(queryResults, action)) queryResults[action](this, answer, payload ?? {});
        else this.sayData(t("query.result", { message: action }), answer);
      } catch (error) {
        this.say(describeError(error), errorKind(error));
      }
    } else if (typeof attributesOf(node).confirm === "string") {
      confirmCommand(this, action, node, control, payload);
    } else {
      // A command, or a message no plugin receives (the server then says so).
      this.command(action, payload).catch(() => {});
    }
  }

  query(message, payload) {
    return this.connection.request("query", { message, payload }, { kind: "query", message });
  }

  /**
   * Sends a command with a fresh correlation id; resolves when the server took it. Its
   * outcome arrives later as an `outcome` notification and goes to `onOutcome`.
   */
  async command(message, payload, { onOutcome } = {}) {
    const id = `page-${++this.commandCount}`;
    this.latest.set(message, id);
    const command = { message, onOutcome, timer: null };
    this.commands.set(id, command);
    while (this.commands.size > maximumCommands) {
      const [oldest, forgotten] = this.commands.entries().next().value;
      clearTimeout(forgotten.timer);
      this.commands.delete(oldest);
    }
    this.say(t("status.sent", { message, id }), "pending");
    try {
      await this.connection.request(
        "command", { message, payload, correlationID: id }, { kind: "command", message });
    } catch (error) {
      this.commands.delete(id);
      this.say(describeError(error), errorKind(error));
      throw error;
    }
    command.timer = setTimeout(() => {
      if (this.commands.has(id) && this.latest.get(message) === id) {
        this.say(t("status.noOutcome", { message, id, seconds: outcomeWait / 1000 }), "pending");
      }
    }, outcomeWait);
    return id;
  }

  outcome(params) {
    const id = String(params.correlationID ?? "");
    this.traffic.received({ kind: "outcome", message: String(params.event ?? ""), correlationID: id, error: params.error });
    const command = this.commands.get(id);
    // A second outcome of the same command (on another stream) or one the page forgot.
    if (!command) return;
    this.commands.delete(id);
    clearTimeout(command.timer);
    const late = this.latest.get(command.message) !== id;
    this.traffic.outcome(id, { error: params.error, late });
    if (late) return;
    if (params.error) {
      this.say(t("status.failed", { message: command.message, id, error: describeError(params.error) }),
        errorKind(params.error));
    } else {
      const summary = typeof params.value?.summary === "string" ? params.value.summary : "";
      this.say(summary || t("status.done", { message: command.message, id }), "ok");
    }
    command.onOutcome?.(params);
    this.scheduleReload();
  }

  // MARK: Notices and the panel

  /** Shows one line about what just happened; `kind` styles it; `action` adds a button. */
  say(text, kind = "info", action = undefined) {
    const notice = this.dom.notice;
    notice.dataset.kind = kind;
    notice.replaceChildren();
    if (!text) return;
    const line = document.createElement("p");
    line.textContent = text;
    notice.append(line);
    if (action) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "action";
      button.textContent = action.label;
      button.addEventListener("click", action.run);
      notice.append(button);
    }
  }

  sayData(title, value) {
    this.say(title, "info");
    const data = document.createElement("pre");
    data.textContent = JSON.stringify(value, null, 2);
    this.dom.notice.append(data);
  }

  openPanel(content, focusTarget) {
    this.panelOpener = document.activeElement?.dataset?.key;
    this.dom.panel.replaceChildren(content);
    this.dom.panel.hidden = false;
    focusTarget?.focus();
  }

  closePanel(opener = undefined) {
    if (this.dom.panel.hidden) return;
    this.dom.panel.hidden = true;
    this.dom.panel.replaceChildren();
    const key = this.panelOpener;
    this.panelOpener = undefined;
    const again = opener && document.contains(opener) ? opener
      : key ? this.dom.view.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
    again?.focus();
  }
}
