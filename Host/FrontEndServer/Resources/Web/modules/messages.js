// The Messages screen: every query and command the server describes (`rpc.discover`), by the
// plugin that receives it, each with a form built from its contract (opened on demand), so a
// new vertical's messages can be sent from the page with no page code. A query's answer and a
// command's outcome show under its form.

import { describeError, errorKind } from "./errors.js";
import { element } from "./nodes.js";
import { buildSchemaForm } from "./schemaform.js";
import { askFromForm } from "./forms.js";
import { t } from "./strings.js";

/** The route of the Messages screen in the page's address (`#!messages`: no message name starts with "!"). */
export const messagesRoute = "!messages";

const order = { query: 0, command: 1 };

/** The queries and commands of the catalog, by plugin (plugins by name, then queries before commands, by name). */
function byPlugin(catalog) {
  const groups = new Map();
  const sendable = catalog.messages.filter((message) => message.kind === "query" || message.kind === "command");
  sendable.sort((a, b) => a.plugin.localeCompare(b.plugin) || order[a.kind] - order[b.kind] || a.name.localeCompare(b.name));
  for (const message of sendable) {
    if (!groups.has(message.plugin)) groups.set(message.plugin, []);
    groups.get(message.plugin).push(message);
  }
  return groups;
}

/** The Messages screen for `catalog`, its forms sending through `app`. */
export function renderMessages(app, catalog) {
  const screen = element("section", "screen messages");
  screen.dataset.role = "screen";
  const title = element("h2", "", t("messages.title"));
  title.id = "view-title";
  title.tabIndex = -1;
  screen.append(title, element("p", "", t("messages.intro", { sender: catalog.sender.plugin || "?" })));
  const groups = byPlugin(catalog);
  if (!groups.size) screen.append(element("p", "", t("messages.none")));
  for (const [plugin, messages] of groups) {
    const section = element("section", "section");
    section.append(element("h3", "", plugin || t("messages.noPlugin")));
    const list = element("ul", "message-list");
    for (const message of messages) list.append(entry(app, message));
    section.append(list);
    screen.append(section);
  }
  return screen;
}

/** One message: a disclosure whose form is built the first time it opens. */
function entry(app, message) {
  const item = element("li", "message-entry");
  const disclosure = element("details");
  disclosure.dataset.message = message.name;
  disclosure.dataset.kind = message.kind;
  const summary = element("summary", "", message.name);
  summary.append(" ", element("span", "badge", t(`messages.kind.${message.kind}`)));
  if (!message.senderMay) summary.append(" ", element("span", "badge denied", t("messages.notAllowed")));
  disclosure.append(summary);
  disclosure.addEventListener("toggle", () => {
    if (!disclosure.open || disclosure.querySelector("form")) return;
    const api = buildSchemaForm({
      message,
      title: message.name,
      headingLevel: 4,
      intro: message.summary,
      submitLabel: t(message.kind === "query" ? "form.ask" : "form.send"),
      onSubmit: (payload, form) => send(app, message, payload, form),
    });
    disclosure.append(api.form);
  });
  item.append(disclosure);
  return item;
}

/** Sends from the Messages screen: a query's answer, or a command's outcome, shows under its form. */
async function send(app, message, payload, form) {
  if (message.kind === "query") {
    await askFromForm(app, message, payload, form);
    return;
  }
  form.busy(t("form.sending"));
  try {
    const id = await app.command(message.name, payload, {
      onOutcome(outcome) {
        if (outcome.error) {
          form.showError(outcome.error);
          form.result.replaceChildren(outcomeLine(t("form.failed", { id, error: describeError(outcome.error) }),
            errorKind(outcome.error)));
          return;
        }
        form.result.replaceChildren(outcomeLine(t("form.outcome", { id }), "ok"));
        if (outcome.value !== undefined) {
          const value = element("pre", "answer", JSON.stringify(outcome.value, null, 2));
          value.tabIndex = 0;
          form.result.append(value);
        }
      },
    });
    form.busy("");
    form.result.replaceChildren(outcomeLine(t("form.waiting", { id }), "pending"));
  } catch (error) {
    form.busy("");
    form.showError(error);
  }
}

function outcomeLine(text, kind) {
  const line = element("p", "answer-title", text);
  line.dataset.kind = kind;
  return line;
}
