// What a view's control does when its message needs more than a click: a control whose
// attributes do not make a payload its contract takes (a field left to fill), or that carries
// `values` to edit, opens the message's form in the page's panel, built from the contract
// (schemaform.js); a control with `confirm` asks that question first. No form here knows a
// particular message: a new vertical's controls get the same.

import { describeError, errorKind } from "./errors.js";
import { attributesOf, element } from "./nodes.js";
import { check } from "./schema.js";
import { buildSchemaForm } from "./schemaform.js";
import { t } from "./strings.js";

/**
 * Attributes that say how a control looks or behaves rather than what it sends: `input`
 * (a search field), `confirm` (a question to ask first), `values` (what its form starts with).
 */
export const presentationKeys = new Set(["input", "confirm", "values"]);

/** The payload a control sends: its attributes but the presentation ones, with `extra`; `undefined` for none. */
export function payloadOf(node, extra = {}) {
  const payload = {};
  for (const [key, value] of Object.entries(attributesOf(node))) {
    if (!presentationKeys.has(key)) payload[key] = value;
  }
  Object.assign(payload, extra);
  return Object.keys(payload).length ? payload : undefined;
}

/** The values a control's form starts with: its payload and its `values`. */
function initialValues(node, payload) {
  const values = attributesOf(node).values;
  const extra = values !== null && typeof values === "object" && !Array.isArray(values) ? values : {};
  return { ...(payload ?? {}), ...extra };
}

/** Whether a control opens its message's form: it has `values` to edit, or its payload does not fit the contract. */
export function needsForm(message, node, payload) {
  if (!message?.contracted) return false;
  const values = attributesOf(node).values;
  if (values !== null && typeof values === "object") return true;
  return check(payload === undefined ? null : payload, message.payloadSchema).length > 0;
}

/** Opens `message`'s form for a control in the panel; sending closes it once the server has answered. */
export function openControlForm(app, message, node, control, payload) {
  const api = buildSchemaForm({
    message,
    title: node.text ?? message.name,
    intro: message.summary,
    initial: initialValues(node, payload),
    submitLabel: t("form.send"),
    onCancel: () => app.closePanel(control),
    onSubmit: (checked, form) => send(app, message, checked, form, control),
  });
  app.openPanel(api.form, api.heading);
}

/** Sends a query from a form and shows its answer under it (or the server's refusal at its field). */
export async function askFromForm(app, message, payload, form) {
  form.busy(t("form.sending"));
  try {
    const answer = await app.query(message.name, payload);
    form.busy("");
    showAnswer(form.result, answer);
  } catch (error) {
    form.busy("");
    form.showError(error);
  }
}

/** Sends what a form checked: a command's form closes when its outcome arrives, a query's shows the answer. */
async function send(app, message, payload, form, control) {
  if (message.kind === "query") {
    await askFromForm(app, message, payload, form);
    return;
  }
  form.busy(t("form.sending"));
  try {
    await app.command(message.name, payload, {
      onOutcome(outcome) {
        form.busy("");
        if (outcome.error) {
          form.showError(outcome.error);
        } else {
          app.leaveIfGone();
          app.closePanel(control);
        }
      },
    });
  } catch (error) {
    form.busy("");
    form.showError(error);
  }
}

/** Shows a query's answer as JSON under a heading. */
export function showAnswer(into, answer) {
  const data = element("pre", "answer");
  data.textContent = JSON.stringify(answer, null, 2);
  data.tabIndex = 0;
  into.replaceChildren(element("p", "answer-title", t("form.answer")), data);
}

/** Asks the control's `confirm` question in the panel, then sends its command. */
export function confirmCommand(app, action, node, control, payload) {
  const box = element("form", "panel-form confirm");
  const question = element("h2", "", String(attributesOf(node).confirm));
  question.tabIndex = -1;
  const error = element("p", "form-error");
  error.setAttribute("role", "alert");
  error.hidden = true;
  const yes = element("button", "action danger", node.text ?? action);
  yes.type = "submit";
  const no = element("button", "action", t("form.cancel"));
  no.type = "button";
  no.addEventListener("click", () => app.closePanel(control));
  const buttons = element("div", "form-buttons");
  buttons.append(yes, no);
  box.append(question, error, buttons);
  const fail = (failure) => {
    error.textContent = describeError(failure);
    error.dataset.kind = errorKind(failure);
    error.hidden = false;
    yes.disabled = false;
  };
  box.addEventListener("submit", async (event) => {
    event.preventDefault();
    yes.disabled = true;
    try {
      await app.command(action, payload, {
        onOutcome(outcome) {
          if (outcome.error) {
            fail(outcome.error);
            return;
          }
          app.leaveIfGone();
          app.closePanel();
        },
      });
    } catch (failure) {
      fail(failure);
    }
  });
  app.openPanel(box, question);
}
