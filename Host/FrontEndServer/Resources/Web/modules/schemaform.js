// A form for any message, built from its contract's payload schema (from `rpc.discover`): a
// field per property (text, a longer text, a number, a choice, a yes/no box, several choices,
// or JSON for anything else), each labelled with the property's name and described by its
// schema's description. Before sending, the form checks what it can (schema.js) and shows each
// problem in words at its field; the server checks everything again, and its refusal
// (invalidPayload, with the coding path) is shown the same way.

import { codingPath, describeError, errorKind } from "./errors.js";
import { element } from "./nodes.js";
import { check, resolve, same, typesOf } from "./schema.js";
import { t } from "./strings.js";

/** Above this `maxLength` (or with none) a text gets several lines. */
const longText = 200;
/** The most choices a list of choices shows; a longer enum becomes a text field. */
const maximumChoices = 200;

let formCount = 0;

function isPrimitive(value) {
  return ["string", "number", "boolean"].includes(typeof value);
}

/** How a property is edited: "text", "textarea", "number", "integer", "select", "checkbox", "checkboxes" or "json". */
function controlKind(schema, root) {
  if (typeof schema !== "object") return "json";
  if (Array.isArray(schema.enum) && schema.enum.length <= maximumChoices && schema.enum.every(isPrimitive)) {
    return "select";
  }
  const types = (typesOf(schema) ?? []).filter((type) => type !== "null");
  if (types.length === 1 && types[0] === "string") {
    return typeof schema.maxLength === "number" && schema.maxLength <= longText ? "text" : "textarea";
  }
  if (types.length === 1 && types[0] === "integer") return "integer";
  if (types.length && types.every((type) => type === "number" || type === "integer")) return "number";
  if (types.length === 1 && types[0] === "boolean") return "checkbox";
  if (types.length === 1 && types[0] === "array") {
    const items = resolve(schema.items, root);
    if (typeof items === "object" && Array.isArray(items.enum) && items.enum.length <= maximumChoices
      && items.enum.every((value) => typeof value === "string")) {
      return "checkboxes";
    }
  }
  return "json";
}

/**
 * What a payload schema asks a form for: {kind: "object", fields} (a field per property),
 * {kind: "none", payload} (the message takes no payload: `payload` is what to send, nothing
 * or `{}`), or {kind: "json"} (one JSON field for the whole payload).
 */
export function formShape(schema) {
  const root = schema;
  const top = resolve(schema, root);
  if (top === true || top === false) return { kind: "json" };
  const types = typesOf(top);
  const properties = top.properties !== null && typeof top.properties === "object" && !Array.isArray(top.properties)
    ? top.properties : null;
  if (properties && Object.keys(properties).length && (!types || types.includes("object"))) {
    const required = new Set(Array.isArray(top.required) ? top.required : []);
    // The required fields first, in the order `required` lists them (a list keeps its order;
    // an object's members arrive sorted by name), then the others.
    const names = [...new Set([...required].filter((name) => Object.hasOwn(properties, name)))];
    for (const name of Object.keys(properties)) if (!required.has(name)) names.push(name);
    const fields = names.map((name) => [name, properties[name]]).map(([name, raw]) => {
      const fieldSchema = resolve(raw, root);
      const control = controlKind(fieldSchema, root);
      const choices = control === "checkboxes" ? resolve(fieldSchema.items, root).enum : undefined;
      return { name, schema: fieldSchema, required: required.has(name), control, choices };
    });
    return { kind: "object", fields };
  }
  if (types && types.every((type) => type === "null")) return { kind: "none", payload: undefined };
  if (types && types.includes("object") && top.additionalProperties === false) {
    return { kind: "none", payload: check(null, schema).length === 0 ? undefined : {} };
  }
  return { kind: "json" };
}

/** A problem ({path, keyword, args}) in words, in the page's language. */
export function describeProblem(problem) {
  const args = problem.args ?? {};
  const list = (values) => values.slice(0, 10).map((value) => JSON.stringify(value)).join(", ")
    + (values.length > 10 ? ", …" : "");
  switch (problem.keyword) {
    case "type":
      return t("check.type", { types: args.types.map((type) => t(`type.${type}`)).join(t("check.or")) });
    case "enum": return t("check.enum", { values: list(args.values) });
    case "const": return t("check.const", { value: JSON.stringify(args.value) });
    case "pattern": return t("check.pattern", { pattern: args.pattern });
    case "additionalProperties":
      return t("check.additionalProperties", { name: args.name, known: args.known.join(", ") || "—" });
    case "json": return t("check.json", { error: args.error });
    default: return t(`check.${problem.keyword}`, { limit: args.limit });
  }
}

/**
 * Builds the form of `message` (an entry of the discovery catalog). `initial` fills the fields
 * (a control's attributes); an optional field still equal to its initial value is not sent,
 * so an edit sends what changed. `onSubmit(payload, api)` gets the payload once the form's own
 * check passes (`undefined` for a message sent without one).
 * Returns {form, heading, showError, showProblems, busy, result}.
 */
export function buildSchemaForm({
  message, title, intro = "", initial = {}, submitLabel, headingLevel = 2, onSubmit, onCancel = undefined,
}) {
  const prefix = `form${++formCount}`;
  const shape = formShape(message.payloadSchema);
  const form = element("form", "panel-form schema-form");
  form.noValidate = true;
  form.dataset.message = message.name;
  const heading = element(`h${headingLevel}`, "", title);
  heading.id = `${prefix}-heading`;
  heading.tabIndex = -1;
  form.setAttribute("aria-labelledby", heading.id);
  form.append(heading);
  if (intro) form.append(element("p", "form-intro", intro));
  if (!message.senderMay) form.append(element("p", "form-note", t("form.notAllowed")));
  const summary = element("p", "form-error");
  summary.id = `${prefix}-error`;
  summary.setAttribute("role", "alert");
  summary.hidden = true;
  form.append(summary);

  const fields = new Map();
  const fieldList = shape.kind === "object" ? shape.fields
    : shape.kind === "json" ? [{ name: "", schema: true, required: message.required, control: "json" }] : [];
  if (shape.kind === "none") form.append(element("p", "form-intro", t("form.noPayload")));
  for (const field of fieldList) {
    const made = makeField(field, `${prefix}-field-${field.name || "payload"}`);
    fields.set(field.name, made);
    form.append(made.wrapper);
  }
  const setValues = (values) => {
    if (shape.kind === "json") {
      fields.get("")?.set(values);
      return;
    }
    for (const [name, made] of fields) made.set(values !== null && typeof values === "object" ? values[name] : undefined);
  };
  if (shape.kind === "json" ? initial !== undefined && Object.keys(initial).length : true) setValues(initial);

  const buttons = element("div", "form-buttons");
  const submit = element("button", "action primary", submitLabel);
  submit.type = "submit";
  buttons.append(submit);
  if (shape.kind !== "none") {
    message.examples.slice(0, 3).forEach((example, index) => {
      const fill = element("button", "action", t("form.example", { number: index + 1 }));
      fill.type = "button";
      fill.addEventListener("click", () => {
        clearErrors();
        setValues(example);
      });
      buttons.append(fill);
    });
  }
  if (onCancel) {
    const cancel = element("button", "action", t("form.cancel"));
    cancel.type = "button";
    cancel.addEventListener("click", () => onCancel());
    buttons.append(cancel);
  }
  const progress = element("p", "form-progress");
  progress.setAttribute("role", "status");
  const result = element("div", "form-result");
  result.setAttribute("role", "status");
  result.setAttribute("aria-live", "polite");
  form.append(buttons, progress, result);

  function clearErrors() {
    summary.hidden = true;
    summary.textContent = "";
    for (const made of fields.values()) made.clear();
  }

  /** The field a coding path names (its first segment), or undefined. */
  function fieldAt(path) {
    if (shape.kind === "json") return fields.get("");
    const name = path.split(/[.[]/)[0];
    return name ? fields.get(name) : undefined;
  }

  /** Shows problems at their fields (and above them), focusing the first; `refused` when the server said so. */
  function showProblems(problems, kind = "invalid", refused = false) {
    clearErrors();
    progress.textContent = "";
    let first;
    const loose = [];
    for (const problem of problems) {
      const target = fieldAt(problem.path);
      const text = typeof problem.text === "string" ? problem.text : describeProblem(problem);
      const named = shape.kind === "object" ? problem.path.split(/[.[]/)[0] : "";
      const shown = problem.path && problem.path !== named && shape.kind === "object"
        ? `${problem.path}: ${text}` : text;
      if (target) {
        target.fail(shown);
        first ??= target;
      } else {
        loose.push(problem.path ? `${problem.path}: ${text}` : text);
      }
    }
    summary.textContent = loose.length ? loose.join(" ") : t(refused ? "form.refused" : "form.fixErrors");
    summary.dataset.kind = kind;
    summary.hidden = false;
    first?.focus();
  }

  function read() {
    if (shape.kind === "none") return { payload: shape.payload, problems: [] };
    if (shape.kind === "json") {
      const { present, value, problem } = fields.get("").read();
      return { payload: present ? value : undefined, problems: problem ? [{ path: "", ...problem }] : [] };
    }
    const payload = {};
    const problems = [];
    for (const [name, made] of fields) {
      const { present, value, problem } = made.read();
      if (problem) problems.push({ path: name, ...problem });
      else if (present && !(Object.hasOwn(initial, name) && !made.required && same(initial[name], value))) {
        payload[name] = value;
      }
    }
    return { payload, problems };
  }

  const api = {
    form,
    heading,
    result,
    showProblems,
    /** Shows the server's error: at the field its coding path names, or above the fields. */
    showError(error) {
      const path = codingPath(error);
      showProblems([{ path, text: describeError(error) }], errorKind(error), true);
      if (!path || !fieldAt(path)) summary.textContent = describeError(error);
    },
    busy(text) {
      progress.textContent = text;
      submit.disabled = Boolean(text);
    },
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearErrors();
    const { payload, problems } = read();
    // A field that could not be read (not a number, not JSON) says so; the contract checks the rest.
    const unread = new Set(problems.map((problem) => problem.path));
    const checked = check(payload === undefined ? null : payload, message.payloadSchema)
      .filter((problem) => !unread.has(shape.kind === "object" ? problem.path.split(/[.[]/)[0] : ""));
    const found = [...problems, ...checked];
    if (found.length) {
      showProblems(found);
      return;
    }
    onSubmit(payload, api);
  });
  return api;
}

/** One field: its wrapper, and functions to set, read, mark and clear it. */
function makeField(field, id) {
  const { name, schema, required, control: kind, choices = [] } = field;
  const wrapper = element(kind === "checkboxes" ? "fieldset" : "div", "field");
  wrapper.dataset.field = name;
  const labelText = `${name || t("form.payload")}${kind === "json" ? ` ${t("form.asJSON")}` : ""}`
    + (required ? ` (${t("form.required")})` : "");
  const hint = typeof schema === "object" && typeof schema.description === "string" ? schema.description : "";
  const hintNode = element("p", "field-hint", hint);
  hintNode.id = `${id}-hint`;
  const message = element("p", "field-error");
  message.id = `${id}-error`;
  message.hidden = true;
  let control;
  let boxes = [];
  if (kind === "checkboxes") {
    wrapper.append(element("legend", "", labelText));
    const group = element("div", "choices");
    boxes = choices.map((value, index) => {
      const box = element("input");
      box.type = "checkbox";
      box.id = `${id}-${index}`;
      box.value = String(value);
      const label = element("label", "choice");
      label.append(box, ` ${value}`);
      group.append(label);
      return { box, value };
    });
    wrapper.append(group);
    control = boxes[0]?.box;
  } else {
    if (kind === "textarea" || kind === "json") {
      control = element("textarea");
      control.rows = kind === "json" ? 4 : 3;
      if (kind === "json") control.spellcheck = false;
    } else if (kind === "select") {
      control = element("select");
      const blank = element("option", "", t(required ? "form.choose" : "form.notGiven"));
      blank.value = "";
      control.append(blank);
      schema.enum.forEach((value, index) => {
        const option = element("option", "", String(value));
        option.value = String(index);
        control.append(option);
      });
    } else {
      control = element("input");
      control.type = kind === "checkbox" ? "checkbox" : "text";
      if (kind === "number") control.inputMode = "decimal";
      if (kind === "integer") control.inputMode = "numeric";
    }
    control.id = id;
    control.name = name || "payload";
    const label = element("label", "", labelText);
    label.htmlFor = id;
    if (kind === "checkbox") {
      const line = element("div", "choice");
      line.append(control, label);
      wrapper.append(line);
    } else {
      wrapper.append(label, control);
    }
  }
  if (hint) wrapper.append(hintNode);
  wrapper.append(message);
  const describedBy = hint ? hintNode.id : "";
  const describe = (target, extra) => {
    const ids = [describedBy, extra].filter(Boolean).join(" ");
    if (ids) target.setAttribute("aria-describedby", ids);
    else target.removeAttribute("aria-describedby");
  };
  const targets = () => (kind === "checkboxes" ? boxes.map(({ box }) => box) : [control]);
  for (const target of targets()) describe(target, "");
  let initialFalse = false;

  return {
    wrapper,
    required,
    set(value) {
      initialFalse = value === false;
      if (kind === "checkboxes") {
        for (const { box, value: choice } of boxes) box.checked = Array.isArray(value) && value.includes(choice);
      } else if (kind === "checkbox") {
        control.checked = value === true;
      } else if (kind === "select") {
        const index = value === undefined ? -1 : schema.enum.findIndex((choice) => same(choice, value));
        control.value = index < 0 ? "" : String(index);
      } else if (kind === "json") {
        control.value = value === undefined ? "" : JSON.stringify(value, null, 2);
      } else {
        control.value = value === undefined || value === null ? "" : String(value);
      }
    },
    read() {
      if (kind === "checkboxes") {
        const chosen = boxes.filter(({ box }) => box.checked).map(({ value }) => value);
        return { present: chosen.length > 0 || required, value: chosen };
      }
      if (kind === "checkbox") {
        return { present: control.checked || required || initialFalse, value: control.checked };
      }
      if (kind === "select") {
        return control.value === "" ? { present: false } : { present: true, value: schema.enum[Number(control.value)] };
      }
      const text = control.value;
      if (text.trim() === "" && kind !== "text" && kind !== "textarea") return { present: false };
      if (text === "") return { present: false };
      if (kind === "number" || kind === "integer") {
        const number = Number(text.trim().replace(",", "."));
        if (!Number.isFinite(number)) return { problem: { keyword: "number" } };
        if (kind === "integer" && !Number.isInteger(number)) return { problem: { keyword: "integer" } };
        return { present: true, value: number };
      }
      if (kind === "json") {
        try {
          return { present: true, value: JSON.parse(text) };
        } catch (error) {
          return { problem: { keyword: "json", args: { error: String(error.message ?? error) } } };
        }
      }
      return { present: true, value: text };
    },
    fail(text) {
      message.textContent = text;
      message.hidden = false;
      for (const target of targets()) {
        target.setAttribute("aria-invalid", "true");
        describe(target, message.id);
      }
    },
    clear() {
      message.hidden = true;
      message.textContent = "";
      for (const target of targets()) {
        target.removeAttribute("aria-invalid");
        describe(target, "");
      }
    },
    focus() {
      control?.focus();
    },
  };
}
