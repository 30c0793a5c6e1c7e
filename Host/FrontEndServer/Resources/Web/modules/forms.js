// Forms for the commands that need more than a button's attributes: add, edit and remove
// a record. The server checks every payload; the page
// checks nothing itself, so that a refused payload's error (with its coding path) is
// shown at the field that path names.

import { codingPath, describeError, errorKind } from "./errors.js";
import { element } from "./render.js";
import { t } from "./strings.js";

const sections = ["allergy", "medication", "condition", "appointment"];

let formCount = 0;

/**
 * A form: `fields` are {name, label, type: "text"|"textarea"|"select"|"number", options?};
 * returns the form and functions to mark a field's error, the form's error and busy state.
 */
export function buildForm({ title, fields, values = {}, submitLabel, onSubmit, onCancel }) {
  const prefix = `form${++formCount}`;
  const form = element("form", "panel-form");
  form.noValidate = true;
  const heading = element("h2", "", title);
  heading.id = `${prefix}-heading`;
  heading.tabIndex = -1;
  form.setAttribute("aria-labelledby", heading.id);
  const summary = element("p", "form-error");
  summary.id = `${prefix}-error`;
  summary.setAttribute("role", "alert");
  summary.hidden = true;
  form.append(heading, summary);
  const controls = new Map();
  for (const field of fields) {
    const id = `${prefix}-field-${field.name}`;
    const wrapper = element("div", "field");
    const label = element("label", "", field.label);
    label.htmlFor = id;
    let control;
    if (field.type === "textarea") {
      control = element("textarea");
      control.rows = 3;
    } else if (field.type === "select") {
      control = element("select");
      for (const option of field.options) {
        const made = element("option", "", option.label);
        made.value = option.value;
        control.append(made);
      }
    } else {
      control = element("input");
      control.type = "text";
      if (field.type === "number") control.inputMode = "decimal";
    }
    control.id = id;
    control.name = field.name;
    const value = values[field.name];
    if (value !== undefined && value !== null) control.value = String(value);
    const message = element("p", "field-error");
    message.id = `${id}-error`;
    message.hidden = true;
    wrapper.append(label, control, message);
    form.append(wrapper);
    controls.set(field.name, { control, message, field });
  }
  const buttons = element("div", "form-buttons");
  const submit = element("button", "action primary", submitLabel);
  submit.type = "submit";
  const cancel = element("button", "action", t("form.cancel"));
  cancel.type = "button";
  cancel.addEventListener("click", () => onCancel());
  buttons.append(submit, cancel);
  const progress = element("p", "form-progress");
  progress.setAttribute("role", "status");
  form.append(buttons, progress);

  const clearErrors = () => {
    summary.hidden = true;
    summary.textContent = "";
    for (const { control, message } of controls.values()) {
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
      message.hidden = true;
      message.textContent = "";
    }
  };
  const api = {
    form,
    heading,
    values() {
      const result = {};
      for (const [name, { control, field }] of controls) {
        result[name] = field.type === "number" && control.value.trim() !== "" && !Number.isNaN(Number(control.value))
          ? Number(control.value) : control.value;
      }
      return result;
    },
    /** Shows `error` at the field its coding path names, or above the fields. */
    showError(error) {
      clearErrors();
      progress.textContent = "";
      const path = codingPath(error);
      const name = path.split(/[.[]/)[0];
      const target = controls.get(name);
      const text = describeError(error);
      if (target) {
        target.message.textContent = text;
        target.message.hidden = false;
        target.control.setAttribute("aria-invalid", "true");
        target.control.setAttribute("aria-describedby", target.message.id);
        summary.textContent = t("form.fixErrors");
        summary.hidden = false;
        summary.dataset.kind = errorKind(error);
        target.control.focus();
      } else {
        summary.textContent = text;
        summary.hidden = false;
        summary.dataset.kind = errorKind(error);
      }
    },
    busy(text) {
      progress.textContent = text;
      submit.disabled = Boolean(text);
    },
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearErrors();
    onSubmit(api);
  });
  return api;
}

/** The clinics a record may name, as select options; an empty list when Maps cannot say. */
async function clinicOptions(app, current) {
  let places = [];
  try {
    places = await app.query("maps.nearby", {
      latitude: 47.3769, longitude: 8.5417, radiusMeters: 20000, kinds: ["clinic", "hospital"], limit: 50,
    });
  } catch {
    places = [];
  }
  const options = (Array.isArray(places) ? places : [])
    .filter((place) => typeof place?.id === "string")
    .map((place) => ({ value: place.id, label: `${place.name} (${place.id})` }));
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: current });
  }
  return options;
}

function entryFields(clinics) {
  return [
    {
      name: "section", label: t("field.section"), type: "select",
      options: sections.map((section) => ({ value: section, label: t(`section.${section}`) })),
    },
    { name: "title", label: t("field.title"), type: "text" },
    { name: "detail", label: t("field.detail"), type: "textarea" },
    clinics.length
      ? { name: "clinicID", label: t("field.clinicID"), type: "select", options: clinics }
      : { name: "clinicID", label: t("field.clinicID.other"), type: "text" },
  ];
}

/** Sends `message` from a form and shows its answer and outcome on the form. */
async function submitCommand(app, form, message, payload, { onDone }) {
  form.busy(t("form.saving"));
  try {
    await app.command(message, payload, {
      onOutcome(outcome) {
        if (outcome.error) {
          form.showError(outcome.error);
          form.busy("");
        } else {
          onDone(outcome);
        }
      },
    });
  } catch (error) {
    form.busy("");
    form.showError(error);
  }
}

/** The forms, by the command they send. Each opens in the page's panel. */
export const forms = {
  async "records.add"(app, node, opener) {
    const clinics = await clinicOptions(app);
    const form = buildForm({
      title: t("form.add"), fields: entryFields(clinics), submitLabel: t("form.save"),
      onCancel: () => app.closePanel(opener),
      onSubmit: (api) => submitCommand(app, api, "records.add", api.values(), {
        onDone: () => {
          app.closePanel(opener);
          app.say(t("form.saved"));
        },
      }),
    });
    app.openPanel(form.form, form.heading);
  },

  async "records.edit"(app, node, opener) {
    const id = node.attributes?.id;
    let entry;
    try {
      entry = await app.query("records.entry", { id });
    } catch (error) {
      app.say(describeError(error), errorKind(error));
      return;
    }
    const clinics = await clinicOptions(app, entry.clinicID);
    const form = buildForm({
      title: t("form.edit"), fields: entryFields(clinics), values: entry, submitLabel: t("form.save"),
      onCancel: () => app.closePanel(opener),
      onSubmit: (api) => {
        // Only what changed: an edit that changes nothing is the server's to refuse.
        const values = api.values();
        const payload = { id };
        for (const [name, value] of Object.entries(values)) {
          if (value !== (entry[name] ?? "")) payload[name] = value;
        }
        submitCommand(app, api, "records.edit", payload, {
          onDone: () => {
            app.closePanel(opener);
            app.say(t("form.saved"));
          },
        });
      },
    });
    app.openPanel(form.form, form.heading);
  },

  async "records.remove"(app, node, opener, context) {
    const id = node.attributes?.id;
    const box = element("form", "panel-form confirm");
    const question = element("h2", "", t("remove.confirm", { title: context.screenTitle ?? String(id) }));
    question.tabIndex = -1;
    const error = element("p", "form-error");
    error.setAttribute("role", "alert");
    error.hidden = true;
    const yes = element("button", "action danger", t("remove.yes"));
    yes.type = "submit";
    const no = element("button", "action", t("form.cancel"));
    no.type = "button";
    no.addEventListener("click", () => app.closePanel(opener));
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
        await app.command("records.remove", { id }, {
          onOutcome(outcome) {
            if (outcome.error) {
              fail(outcome.error);
              return;
            }
            app.closePanel();
            app.back();
            app.say(t("remove.removed"));
          },
        });
      } catch (failure) {
        fail(failure);
      }
    });
    app.openPanel(box, question);
  },
};
