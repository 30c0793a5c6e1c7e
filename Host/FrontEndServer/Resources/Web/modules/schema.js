// JSON Schema, as far as a form can check it before sending: the keywords that say what a
// field takes (type, enum, const, lengths, bounds, pattern, required fields, unknown fields,
// list sizes and items, allOf/anyOf/oneOf/not) and `$ref` to a place in the same schema.
// Anything else is left to the server, which checks every payload against the whole
// contract; so a payload this check passes may still be refused, in words, by the server.
//
// Problems are data ({path, keyword, args}); the form puts them in words in the page's
// language. Every check is bounded: at most `maximumProblems` problems, `maximumDepth`
// levels of nesting, `maximumReferences` references followed in a row and `maximumSteps`
// subschemas visited.

const maximumProblems = 50;
const maximumDepth = 32;
const maximumReferences = 16;
const maximumSteps = 20000;

/** Subschemas visited in the current check; past `maximumSteps` the rest passes (the server decides). */
let steps = 0;

/** The value a `#/a/b` JSON pointer names in `root`, or `undefined`. */
function pointer(reference, root) {
  if (reference === "#") return root;
  if (!reference.startsWith("#/")) return undefined;
  let value = root;
  for (const raw of reference.slice(2).split("/")) {
    let token;
    try {
      token = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    } catch {
      return undefined;
    }
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, token)) return undefined;
    value = value[token];
  }
  return value;
}

/**
 * `schema` with its `$ref` followed (within `root`, the schema resource it belongs to) until
 * it has none; `true` for a schema that says nothing, `false` for one that refuses all.
 * A reference that leads nowhere or loops gives `true`: the server decides.
 */
export function resolve(schema, root) {
  let current = schema;
  for (let hops = 0; hops < maximumReferences; hops += 1) {
    if (current === undefined || current === null) return true;
    if (typeof current === "boolean") return current;
    if (typeof current !== "object" || Array.isArray(current)) return true;
    if (typeof current.$ref !== "string") return current;
    const target = pointer(current.$ref, root);
    if (target === undefined) return true;
    current = target;
  }
  return true;
}

/** The JSON Schema type names of `value`. */
export function typeOf(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** The types a schema allows (`type` as a list), or `null` when it does not say. */
export function typesOf(schema) {
  if (typeof schema !== "object" || schema === null) return null;
  if (typeof schema.type === "string") return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((type) => typeof type === "string");
  return null;
}

function fitsType(value, type) {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

/** Two JSON values are equal (numbers by value, objects by members, in any order). */
export function same(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && same(a[key], b[key]));
}

/** A path as the server writes coding paths: `title`, `pins[0].latitude`; "" for the whole payload. */
function child(path, key) {
  if (typeof key === "number") return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

function length(text) {
  return [...text].length;
}

function regex(pattern) {
  try {
    return new RegExp(pattern, "u");
  } catch {
    return null;
  }
}

/**
 * Checks `value` against `schema` (whose `$ref`s resolve within `root`) and returns the
 * problems: `{path, keyword, args}`, at most `maximumProblems`, in the order found.
 */
export function check(value, schema, root = schema) {
  steps = 0;
  return checkFrom(value, schema, root, 0);
}

function checkFrom(value, schema, root, start) {
  const problems = [];
  const add = (path, keyword, args = {}) => {
    if (problems.length < maximumProblems) problems.push({ path, keyword, args });
  };
  const visit = (instance, raw, path, depth) => {
    steps += 1;
    if (steps > maximumSteps) return;
    const node = resolve(raw, root);
    if (node === true) return;
    if (node === false) return add(path, "false");
    if (depth > maximumDepth) return;
    const types = typesOf(node);
    if (types && !types.some((type) => fitsType(instance, type))) return add(path, "type", { types });
    if (Array.isArray(node.enum) && !node.enum.some((allowed) => same(allowed, instance))) {
      add(path, "enum", { values: node.enum });
    }
    if (Object.hasOwn(node, "const") && !same(node.const, instance)) add(path, "const", { value: node.const });
    if (typeof instance === "string") strings(instance, node, path);
    if (typeof instance === "number") numbers(instance, node, path);
    if (Array.isArray(instance)) arrays(instance, node, path, depth);
    else if (instance !== null && typeof instance === "object") objects(instance, node, path, depth);
    combinations(instance, node, path, depth);
  };
  const strings = (text, node, path) => {
    if (typeof node.minLength === "number" && length(text) < node.minLength) add(path, "minLength", { limit: node.minLength });
    if (typeof node.maxLength === "number" && length(text) > node.maxLength) add(path, "maxLength", { limit: node.maxLength });
    if (typeof node.pattern === "string" && !(regex(node.pattern)?.test(text) ?? true)) {
      // `\S` is how a contract says "not blank" (Prelude's PayloadText.nonBlankPattern): say that.
      add(path, node.pattern === "\\S" ? "blank" : "pattern", { pattern: node.pattern });
    }
  };
  const numbers = (number, node, path) => {
    if (typeof node.minimum === "number" && number < node.minimum) add(path, "minimum", { limit: node.minimum });
    if (typeof node.maximum === "number" && number > node.maximum) add(path, "maximum", { limit: node.maximum });
    if (typeof node.exclusiveMinimum === "number" && number <= node.exclusiveMinimum) {
      add(path, "exclusiveMinimum", { limit: node.exclusiveMinimum });
    }
    if (typeof node.exclusiveMaximum === "number" && number >= node.exclusiveMaximum) {
      add(path, "exclusiveMaximum", { limit: node.exclusiveMaximum });
    }
    if (typeof node.multipleOf === "number" && node.multipleOf > 0) {
      const quotient = number / node.multipleOf;
      if (Math.abs(quotient - Math.round(quotient)) > 1e-9) add(path, "multipleOf", { limit: node.multipleOf });
    }
  };
  const arrays = (items, node, path, depth) => {
    if (typeof node.minItems === "number" && items.length < node.minItems) add(path, "minItems", { limit: node.minItems });
    if (typeof node.maxItems === "number" && items.length > node.maxItems) add(path, "maxItems", { limit: node.maxItems });
    if (node.uniqueItems === true && items.some((item, index) => items.findIndex((other) => same(other, item)) !== index)) {
      add(path, "uniqueItems");
    }
    const prefix = Array.isArray(node.prefixItems) ? node.prefixItems : [];
    items.forEach((item, index) => {
      if (index < prefix.length) visit(item, prefix[index], child(path, index), depth + 1);
      else if (node.items !== undefined) visit(item, node.items, child(path, index), depth + 1);
    });
  };
  const objects = (members, node, path, depth) => {
    const properties = node.properties !== null && typeof node.properties === "object" ? node.properties : {};
    for (const name of Array.isArray(node.required) ? node.required : []) {
      if (!Object.hasOwn(members, name)) add(child(path, name), "required", { name });
    }
    for (const [name, value] of Object.entries(members)) {
      if (Object.hasOwn(properties, name)) visit(value, properties[name], child(path, name), depth + 1);
      else if (node.additionalProperties === false && !matchesPatternProperty(node, name)) {
        add(child(path, name), "additionalProperties", { name, known: Object.keys(properties) });
      } else if (node.additionalProperties !== undefined && node.additionalProperties !== false) {
        visit(value, node.additionalProperties, child(path, name), depth + 1);
      }
    }
  };
  const combinations = (instance, node, path, depth) => {
    if (Array.isArray(node.allOf)) for (const part of node.allOf) visit(instance, part, path, depth + 1);
    // Deeper than the bound, a branch counts as passing: the server decides.
    const fits = (part) => depth + 1 > maximumDepth || checkFrom(instance, part, root, depth + 1).length === 0;
    const passing = (list) => list.filter(fits).length;
    if (Array.isArray(node.anyOf) && passing(node.anyOf) === 0) add(path, "anyOf");
    if (Array.isArray(node.oneOf) && passing(node.oneOf) !== 1) add(path, "oneOf");
    if (node.not !== undefined && depth + 1 <= maximumDepth && fits(node.not)) add(path, "not");
  };
  visit(value, schema, "", start);
  return problems;
}

function matchesPatternProperty(node, name) {
  if (node.patternProperties === null || typeof node.patternProperties !== "object") return false;
  return Object.keys(node.patternProperties).some((pattern) => regex(pattern)?.test(name) ?? false);
}
