// What every part of the page that builds elements shares: making an element, reading a
// ViewNode's attributes, and the key that finds "the same control" again after a re-render.
// It imports nothing, so the renderer, the map and the forms can all use it without
// importing each other.

/** An element with a class and optional text. */
export function element(tag, className = "", text = undefined) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined && text !== null) made.textContent = String(text);
  return made;
}

/** The node's attributes as an object (never null). */
export function attributesOf(node) {
  const attributes = node.attributes;
  return attributes !== null && typeof attributes === "object" && !Array.isArray(attributes) ? attributes : {};
}

/** A key that finds "the same control" again after a re-render, to keep focus there. */
export function controlKey(node) {
  return `${node.role}|${node.action ?? ""}|${node.text ?? ""}|${JSON.stringify(attributesOf(node))}`;
}

/** A heading of `level`, kept between h2 and h6. */
export function heading(level, text) {
  return element(`h${Math.min(6, Math.max(2, level))}`, "", text);
}
