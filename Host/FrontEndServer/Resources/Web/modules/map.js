// The `map` node as SVG: its pins placed by latitude and longitude, the selected one
// (`attributes.selected`) highlighted, clusters (a pin with `count` and pins inside) as one
// numbered pin. Under the map, every pin with its details (its child nodes, such as the
// select button) in a list a keyboard reaches; choosing a pin on the map opens its entry.
// The renderer hands in its own `render` and `renderChildren` for the pins' children, so this
// module does not import it (render.js imports this one).

import { attributesOf, element } from "./nodes.js";
import { t } from "./strings.js";

const svgNS = "http://www.w3.org/2000/svg";
const width = 640;
const height = 400;
const margin = 36;

function svg(tag, attributes = {}) {
  const made = document.createElementNS(svgNS, tag);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, String(value));
  return made;
}

function number(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The pins of a map node with a position, clusters as one. */
function pinsOf(node) {
  return (Array.isArray(node.children) ? node.children : []).filter(
    (child) => child?.role === "pin" && number(attributesOf(child).latitude) !== null
      && number(attributesOf(child).longitude) !== null,
  );
}

/** Whether the pin, or a pin in its cluster, is the selected one. */
function isSelected(pin) {
  if (attributesOf(pin).selected === true) return true;
  return (pin.children ?? []).some((child) => child?.role === "pin" && isSelected(child));
}

/** A stable id for a pin's entry in the list. */
function pinKey(pin, index) {
  const attributes = attributesOf(pin);
  const raw = typeof attributes.placeID === "string" ? attributes.placeID : `${index}-${pin.text ?? ""}`;
  return raw.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 80);
}

/**
 * A projection that fits every pin with a margin, with longitude scaled by the cosine of
 * the latitude so that distances look right. One pin (or pins on one spot) shows about
 * a kilometre around it; with no pin the map's own centre is shown.
 */
function projection(pins, attributes) {
  const latitudes = pins.map((pin) => attributesOf(pin).latitude);
  const longitudes = pins.map((pin) => attributesOf(pin).longitude);
  const centerLatitude = latitudes.length
    ? (Math.min(...latitudes) + Math.max(...latitudes)) / 2 : number(attributes.latitude) ?? 0;
  const centerLongitude = longitudes.length
    ? (Math.min(...longitudes) + Math.max(...longitudes)) / 2 : number(attributes.longitude) ?? 0;
  const cosine = Math.max(0.1, Math.cos((centerLatitude * Math.PI) / 180));
  const smallest = 0.012;
  const spanX = Math.max(smallest, ...longitudes.map((lon) => Math.abs(lon - centerLongitude) * 2 * cosine));
  const spanY = Math.max(smallest * (height / width), ...latitudes.map((lat) => Math.abs(lat - centerLatitude) * 2));
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin - 24) / spanY);
  return {
    x: (lon) => width / 2 + (lon - centerLongitude) * cosine * scale,
    y: (lat) => height / 2 + 12 - (lat - centerLatitude) * scale,
    degreesPerPixel: 1 / scale,
  };
}

/** Light grid lines every 0.001°, 0.01° or more (at least 40 pixels apart), a hint of scale without map tiles. */
function grid(project) {
  const group = svg("g", { class: "map-grid", "aria-hidden": "true" });
  const step = [0.001, 0.01, 0.1, 1, 10].find((candidate) => candidate / project.degreesPerPixel >= 40) ?? 10;
  for (let i = -40; i <= 40; i += 1) {
    const x = width / 2 + (i * step) / project.degreesPerPixel;
    const y = height / 2 + (i * step) / project.degreesPerPixel;
    if (x >= 0 && x <= width) group.append(svg("line", { x1: x, y1: 0, x2: x, y2: height }));
    if (y >= 0 && y <= height) group.append(svg("line", { x1: 0, y1: y, x2: width, y2: y }));
  }
  return group;
}

/**
 * Renders a `map` node: the SVG and the list of its pins. `render` and `renderChildren` are
 * the generic renderer's, for what the map and its pins hold besides pins.
 */
export function renderMap(node, context, { render, renderChildren }) {
  const attributes = attributesOf(node);
  const pins = pinsOf(node);
  const box = element("div", "map");
  box.dataset.role = "map";
  const others = (node.children ?? []).filter((child) => !pins.includes(child));
  const label = t("map.label", { count: pins.length });
  const drawing = svg("svg", {
    viewBox: `0 0 ${width} ${height}`, class: "map-canvas", role: "group", "aria-label": label,
  });
  drawing.append(svg("rect", { x: 0, y: 0, width, height, class: "map-ground" }));
  const project = projection(pins, attributes);
  drawing.append(grid(project));

  const entries = element("ul", "pins");
  const listID = `pins-${Math.random().toString(36).slice(2, 8)}`;
  entries.id = listID;
  // Selected last, so that it is drawn on top.
  const order = pins.map((pin, index) => ({ pin, index })).sort((a, b) => isSelected(a.pin) - isSelected(b.pin));
  const details = new Map();
  pins.forEach((pin, index) => {
    const item = element("li", "pin-entry");
    const disclosure = element("details");
    const key = pinKey(pin, index);
    disclosure.dataset.pin = key;
    disclosure.open = context.openPins?.has(key) ?? false;
    disclosure.addEventListener("toggle", () => context.pinToggled?.(key, disclosure.open));
    const summary = element("summary", "", pin.text ?? "");
    summary.dataset.key = `pin|${key}`;
    if (isSelected(pin)) {
      item.classList.add("selected");
      summary.append(" ", element("span", "badge", t("map.selected")));
    }
    disclosure.append(summary);
    renderChildren(pin, { ...context, depth: context.depth + 1 }, disclosure);
    item.append(disclosure);
    entries.append(item);
    details.set(index, { disclosure, summary });
  });

  for (const { pin, index } of order) {
    const pinAttributes = attributesOf(pin);
    const x = project.x(pinAttributes.longitude);
    const y = project.y(pinAttributes.latitude);
    const selected = isSelected(pin);
    const count = number(pinAttributes.count);
    const name = pin.text ?? "";
    const marker = svg("g", {
      class: `map-pin${selected ? " selected" : ""}${count ? " cluster" : ""}`,
      transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})`,
      role: "button", tabindex: 0,
      "aria-label": selected ? `${name} (${t("map.selected")})` : name,
      "data-key": `marker|${pinKey(pin, index)}`,
      "data-pin": pinKey(pin, index),
    });
    const title = svg("title");
    title.textContent = name;
    marker.append(title);
    if (count) {
      marker.append(svg("circle", { r: 15, class: "pin-body" }));
      const digits = svg("text", { "text-anchor": "middle", dy: "0.35em", class: "pin-count" });
      digits.textContent = String(count);
      marker.append(digits);
    } else {
      marker.append(svg("path", { d: "M0 0 C -4 -9 -11 -13 -11 -20 A 11 11 0 1 1 11 -20 C 11 -13 4 -9 0 0 Z", class: "pin-body" }));
      marker.append(svg("circle", { cy: -20, r: 4, class: "pin-dot" }));
    }
    if (selected) {
      const label = svg("text", { y: count ? 30 : 16, "text-anchor": "middle", class: "pin-label" });
      label.textContent = name;
      marker.append(label);
    }
    const choose = () => {
      const entry = details.get(index);
      entry.disclosure.open = true;
      entry.summary.scrollIntoView({ block: "nearest" });
      entry.summary.focus();
    };
    marker.addEventListener("click", choose);
    marker.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        choose();
      }
    });
    drawing.append(marker);
  }

  box.append(drawing);
  for (const other of others) box.append(render(other, { ...context, depth: context.depth + 1 }));
  if (pins.length) {
    const heading = element("p", "pins-title", t("map.places"));
    heading.id = `${listID}-title`;
    entries.setAttribute("aria-labelledby", heading.id);
    box.append(heading, entries);
  }
  return box;
}
