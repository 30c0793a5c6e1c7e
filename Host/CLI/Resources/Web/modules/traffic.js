// The live panel of this connection's traffic, what `host trace` shows for a session:
// each request, answer, command outcome and event, with its kind, message, correlation
// id, outcome and the duration as the page saw it. At most `limit` rows are kept.

import { t } from "./strings.js";
import { describeError } from "./errors.js";

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
   * records the answer and its duration.
   */
  add({ kind, message, correlationID = "" }) {
    const entry = {
      kind, message, correlationID, outcome: "pending", text: t("traffic.pending"),
      started: performance.now(), duration: null, row: null,
    };
    this.push(entry);
    if (correlationID) this.byCorrelation.set(correlationID, entry);
    return {
      settle: ({ result, error }) => {
        if (error) {
          entry.outcome = error.code === -32000 ? "denied" : "error";
          entry.text = error.code === "timeout" ? t("traffic.noAnswer") : describeError(error);
          this.byCorrelation.delete(correlationID);
        } else if (kind === "command") {
          // The answer only says the command was taken; the outcome follows.
          entry.text = t("traffic.pending");
          entry.duration = null;
          entry.accepted = performance.now() - entry.started;
          this.update(entry);
          return;
        } else {
          entry.outcome = "ok";
          entry.text = t("traffic.ok");
        }
        entry.duration = performance.now() - entry.started;
        this.update(entry);
      },
    };
  }

  /** Records a command's outcome on its row; `late` marks one the page ignored. */
  outcome(correlationID, { error, late = false }) {
    const entry = this.byCorrelation.get(correlationID);
    if (!entry) return;
    this.byCorrelation.delete(correlationID);
    entry.outcome = late ? "late" : error ? "error" : "ok";
    entry.text = (error ? describeError(error) : t("traffic.ok")) + (late ? ` (${t("traffic.late")})` : "");
    entry.duration = performance.now() - entry.started;
    this.update(entry);
  }

  /** Adds a row for something received unasked (an event, a drop count). */
  received({ kind, message, correlationID = "", error }) {
    this.push({
      kind, message, correlationID, outcome: error ? "error" : "ok",
      text: error ? describeError(error) : t("traffic.ok"), started: performance.now(), duration: null, row: null,
    });
  }

  clear() {
    this.entries = [];
    this.byCorrelation.clear();
    this.body.replaceChildren();
    this.scheduleRender();
  }

  push(entry) {
    this.entries.unshift(entry);
    while (this.entries.length > limit) {
      const dropped = this.entries.pop();
      if (dropped.correlationID) this.byCorrelation.delete(dropped.correlationID);
      dropped.row?.remove();
    }
    this.scheduleRender();
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
        entry.dirty = true;
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

function fill(entry) {
  const duration = entry.duration ?? entry.accepted;
  const cells = [
    entry.kind,
    entry.message,
    entry.correlationID,
    entry.text,
    duration === null || duration === undefined ? "" : `${Math.round(duration)} ms`,
  ];
  entry.row.className = `traffic-${entry.outcome}`;
  entry.row.replaceChildren(
    ...cells.map((text) => {
      const cell = document.createElement("td");
      cell.textContent = text;
      return cell;
    }),
  );
}
