// The one generic ViewNode renderer: a function per node kind (`role`), so a new
// vertical's view shows without changing the page. A node is
// {role, text?, action?, attributes?, children?} exactly as `view` answers it
// (VerticalInterfaces/Hub/ViewNode.swift); an unknown role renders as a plain group.
//
// The renderer only builds elements. What a control does is the context's business:
// `context.act(node, extra)` is called with the node of a button or row that has an
// action, and `context.kindOf(action)` says whether that action is a command, a query or
// a view query, so a search field and a link are told apart without knowing the vertical.

import { renderMap } from "./map.js";
import { attributesOf, controlKey, element, heading } from "./nodes.js";
import { t } from "./strings.js";

/** The renderer of each role. The map gets the renderer's own functions for its pins' children. */
export const renderers = {
  screen, section, stack, list, row, text, button,
  map: (node, context) => renderMap(node, context, { render, renderChildren }),
  pin: renderLonePin, image,
};

/** The element for `node` and its children. */
export function render(node, context) {
  if (node === null || typeof node !== "object") return document.createTextNode("");
  const renderer = Object.hasOwn(renderers, node.role) ? renderers[node.role] : unknown;
  return renderer(node, context);
}

/** Renders `node`'s children one level further in. */
export function renderChildren(node, context, into, overrides = {}) {
  const inner = { ...context, depth: context.depth + 1, inList: false, ...overrides };
  for (const child of Array.isArray(node.children) ? node.children : []) {
    into.append(render(child, inner));
  }
  return into;
}

/** Puts a node's simple attributes on the element as `data-*`, for styling and tests. */
function dataAttributes(node, into) {
  for (const [key, value] of Object.entries(attributesOf(node))) {
    if (!/^[A-Za-z][A-Za-z0-9]{0,39}$/.test(key)) continue;
    if (["string", "number", "boolean"].includes(typeof value)) {
      into.setAttribute(`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, String(value));
    }
  }
  return into;
}

function screen(node, context) {
  const box = dataAttributes(node, element("section", "screen"));
  box.dataset.role = "screen";
  if (node.text) {
    const title = heading(2 + context.depth, node.text);
    if (context.depth === 0) {
      title.id = "view-title";
      title.tabIndex = -1;
    }
    box.append(title);
  }
  return renderChildren(node, context, box);
}

function section(node, context) {
  const box = dataAttributes(node, element("section", "section"));
  if (node.text) box.append(heading(2 + context.depth, node.text));
  return renderChildren(node, context, box);
}

function stack(node, context) {
  return renderChildren(node, context, dataAttributes(node, element("div", "stack")));
}

function list(node, context) {
  return renderChildren(node, context, dataAttributes(node, element("ul", "list")), { inList: true });
}

/** The attributes worth reading beside a row's text: strings that are not ids. */
function details(node) {
  return Object.entries(attributesOf(node))
    .filter(([key, value]) => typeof value === "string" && value && key !== "id" && !/ID$/.test(key))
    .map(([, value]) => value);
}

function row(node, context) {
  const box = dataAttributes(node, element(context.inList ? "li" : "div", "row"));
  if (node.action) {
    const open = element("button", "link", node.text ?? node.action);
    open.type = "button";
    open.dataset.key = controlKey(node);
    open.dataset.action = node.action;
    open.addEventListener("click", () => context.act(node));
    box.append(open);
  } else if (node.text) {
    box.append(element("span", "row-title", node.text));
  }
  const extra = details(node);
  if (extra.length) box.append(element("span", "row-detail", extra.join(" · ")));
  return renderChildren(node, context, box);
}

function text(node) {
  return dataAttributes(node, element("p", "text", node.text ?? ""));
}

function button(node, context) {
  const attributes = attributesOf(node);
  if (node.action && attributes.input === "text" && context.kindOf(node.action) === "query") {
    return searchForm(node, context);
  }
  const control = element("button", "action", node.text ?? node.action ?? "");
  control.type = "button";
  control.dataset.key = controlKey(node);
  if (node.action) {
    control.dataset.action = node.action;
    control.addEventListener("click", () => context.act(node, {}, control));
  } else {
    control.disabled = true;
  }
  return control;
}

let searchCount = 0;

/** A button that asks for text (`attributes.input == "text"`) and runs a query with it. */
function searchForm(node, context) {
  const form = element("form", "search");
  form.setAttribute("role", "search");
  const id = `search-${++searchCount}`;
  const label = element("label", "", node.text ?? node.action);
  label.htmlFor = id;
  const input = element("input");
  input.type = "search";
  input.id = id;
  input.name = "text";
  input.autocomplete = "off";
  input.value = context.searchText?.(node.action) ?? "";
  input.dataset.key = `${controlKey(node)}|input`;
  const submit = element("button", "action", t("search.submit"));
  submit.type = "submit";
  submit.dataset.key = `${controlKey(node)}|submit`;
  form.append(label, input, submit);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    context.act(node, { text: input.value }, submit);
  });
  return form;
}

function image(node) {
  const figure = dataAttributes(node, element("figure", "image"));
  figure.append(element("figcaption", "", node.text ?? ""));
  return figure;
}

/** A pin outside a map: its title and its children. */
function renderLonePin(node, context) {
  const box = dataAttributes(node, element("div", "pin-card"));
  if (node.text) box.append(heading(2 + context.depth, node.text));
  return renderChildren(node, context, box);
}

function unknown(node, context) {
  const box = dataAttributes(node, element("div", "unknown"));
  box.dataset.role = String(node.role ?? "");
  if (node.text) box.append(element("p", "text", node.text));
  return renderChildren(node, context, box);
}
