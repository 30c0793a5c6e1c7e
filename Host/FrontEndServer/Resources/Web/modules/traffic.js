// The live panel of this connection's traffic, what `host trace` shows for a session:
// each request, answer, command outcome and event, with its kind, message, correlation
// id, outcome and the duration as the page saw it. At most `limit` rows are kept.

import { t } from "./strings.js";
import { errorKind } from "./errors.js";

/** How many rows the panel keeps; older ones are dropped. */
export const limit = 200;

export class Traffic {
  constructor(table) {
    this.body = table.querySelector("tbody");
    this.caption = table.querySelector("caption");
    this.entries = [];
    this.byCorrelation = new Map();
    this.renderQueued = false;
  }

  /**
   * Adds a row for something sent; returns a handle whose `settle({result|error})`
   * records the answer and its duration. A command's row waits on for its outcome.
   */
  add({ kind, message, correlationID = "" }) {
    const entry = this.push({ kind, message, correlationID, state: "pending" });
    if (correlationID) this.byCorrelation.set(correlationID, entry);
    return {
      settle: ({ error }) => {
        const now = performance.now() - entry.started;
        if (error) {
          entry.state = "settled";
          entry.error = error;
          entry.duration = now;
          this.byCorrelation.delete(correlationID);
        } else if (kind === "command") {
          // The answer only says the command was taken; the outcome follows.
          entry.accepted = now;
        } else {
          entry.state = "settled";
          entry.duration = now;
        }
        this.update(entry);
      },
    };
  }

  /** Records a command's outcome on its row; `late` marks one the page ignored. */
  outcome(correlationID, { error, late = false }) {
    const entry = this.byCorrelation.get(correlationID);
    if (!entry) return;
    this.byCorrelation.delete(correlationID);
    entry.state = "settled";
    entry.error = error;
    entry.late = late;
    entry.duration = performance.now() - entry.started;
    this.update(entry);
  }

  /** Adds a row for something received unasked (an event, an outcome, a drop count). */
  received({ kind, message, correlationID = "", error }) {
    this.push({ kind, message, correlationID, state: "settled", error });
  }

  clear() {
    this.entries = [];
    this.byCorrelation.clear();
    this.body.replaceChildren();
    this.scheduleRender();
  }

  push(fields) {
    const entry = { ...fields, started: performance.now(), duration: null, row: null, dirty: true };
    this.entries.unshift(entry);
    while (this.entries.length > limit) {
      const dropped = this.entries.pop();
      if (dropped.correlationID && this.byCorrelation.get(dropped.correlationID) === dropped) {
        this.byCorrelation.delete(dropped.correlationID);
      }
      dropped.row?.remove();
    }
    this.scheduleRender();
    return entry;
  }

  update(entry) {
    entry.dirty = true;
    this.scheduleRender();
  }

  /** Renders at most once a frame, so a flood of events never blocks the page. */
  scheduleRender() {
    if (this.renderQueued) return;
    this.renderQueued = true;
    requestAnimationFrame(() => {
      this.renderQueued = false;
      this.render();
    });
  }

  render() {
    let previous = null;
    for (const entry of this.entries) {
      if (!entry.row) {
        entry.row = document.createElement("tr");
        if (previous) previous.after(entry.row);
        else this.body.prepend(entry.row);
      }
      if (entry.dirty) {
        entry.dirty = false;
        fill(entry);
      }
      previous = entry.row;
    }
    this.caption.textContent = this.entries.length
      ? t("traffic.caption", { count: this.entries.length })
      : t("traffic.empty");
  }

  /** Re-renders every row in the current language. */
  relabel() {
    for (const entry of this.entries) entry.dirty = true;
    this.scheduleRender();
  }
}

/** The row's outcome: a short word to scan (its class colours it) and the sentence behind it. */
function outcomeOf(entry) {
  if (entry.state === "pending") return { kind: "pending", label: t("traffic.pending"), detail: "" };
  if (entry.late) return { kind: "late", label: t("traffic.late"), detail: String(entry.error?.message ?? "") };
  if (!entry.error) return { kind: "ok", label: t("traffic.ok"), detail: "" };
  if (entry.error.code === "timeout") return { kind: "error", label: t("traffic.noAnswer"), detail: "" };
  const kind = errorKind(entry.error);
  const label = { denied: "traffic.denied", invalid: "traffic.refused", offline: "traffic.offline" }[kind]
    ?? "traffic.failed";
  // The label says what kind of failure; the detail is the server's own sentence.
  const detail = kind === "offline" ? "" : String(entry.error.message ?? entry.error.data?.message ?? "");
  return { kind: kind === "denied" ? "denied" : "error", label: t(label), detail };
}

function fill(entry) {
  const duration = entry.duration ?? entry.accepted;
  const outcome = outcomeOf(entry);
  const cells = [
    entry.kind,
    entry.message,
    entry.correlationID,
    "",
    duration === null || duration === undefined ? "" : `${Math.round(duration)} ms`,
  ].map((text) => {
    const cell = document.createElement("td");
    cell.textContent = text;
    return cell;
  });
  const label = document.createElement("strong");
  label.textContent = outcome.label;
  cells[3].append(label);
  if (outcome.detail) {
    const detail = document.createElement("span");
    detail.className = "traffic-detail";
    detail.textContent = outcome.detail;
    cells[3].append(" ", detail);
  }
  entry.row.className = `traffic-${outcome.kind}`;
  entry.row.replaceChildren(...cells);
}
