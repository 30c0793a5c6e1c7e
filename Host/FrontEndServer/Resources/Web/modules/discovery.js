// What the page learns from `rpc.discover`, the server's OpenRPC document: every message the
// app's plugins receive or publish (its kind, its plugin, its sentence, its payload's and
// answer's JSON Schema, its examples, whether the page's sender may send it), and what the
// sender's policy lets the page send and subscribe to. The page builds its tabs, its
// subscriptions and its forms from this, so a new vertical needs no page code.

/** The most messages the page reads from one document; the rest are left out. */
export const maximumMessages = 2000;

const kinds = ["command", "query", "viewQuery", "event"];

function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function objectOf(value) {
  return isObject(value) ? value : {};
}

function strings(value) {
  return (Array.isArray(value) ? value : []).filter((item) => typeof item === "string");
}

/** What a `{"$ref": "#/components/…"}` names in the document, or the value itself when it is no reference. */
function follow(value, document) {
  if (!isObject(value) || typeof value.$ref !== "string" || !value.$ref.startsWith("#/")) return value;
  let found = document;
  for (const token of value.$ref.slice(2).split("/")) {
    const key = token.replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isObject(found) || !Object.hasOwn(found, key)) return undefined;
    found = found[key];
  }
  return found;
}

/**
 * The catalog of a discovery document: `messages` (each {key, name, kind, plugin, summary,
 * required, senderMay, contracted, payloadSchema, answerSchema, examples}), `sender` ({plugin,
 * views, events}) and `find(name, kind)`. A document that is not one gives an empty catalog.
 */
export function readDiscovery(document) {
  const descriptors = objectOf(objectOf(objectOf(document).components).contentDescriptors);
  const messages = [];
  for (const [key, descriptor] of Object.entries(descriptors)) {
    if (messages.length >= maximumMessages) break;
    if (!isObject(descriptor) || typeof descriptor.name !== "string" || !kinds.includes(descriptor["x-kind"])) continue;
    const payloadSchema = follow(descriptor.schema, document);
    const answer = descriptor["x-answer"] === undefined ? undefined : follow(descriptor["x-answer"], document);
    const examples = (Array.isArray(descriptor["x-examples"]) ? descriptor["x-examples"] : [])
      .map((reference) => follow(reference, document))
      .filter((example) => isObject(example) && Object.hasOwn(example, "value"))
      .map((example) => example.value);
    messages.push({
      key,
      name: descriptor.name,
      kind: descriptor["x-kind"],
      plugin: typeof descriptor["x-plugin"] === "string" ? descriptor["x-plugin"] : "",
      summary: typeof descriptor.summary === "string" ? descriptor.summary : "",
      required: descriptor.required === true,
      senderMay: descriptor["x-sender-may"] === true,
      contracted: descriptor["x-contract"] !== false,
      payloadSchema: payloadSchema === undefined ? true : payloadSchema,
      answerSchema: answer,
      examples,
    });
  }
  const sender = objectOf(objectOf(document)["x-sender"]);
  const byName = new Map();
  for (const message of messages) {
    if (!byName.has(message.name)) byName.set(message.name, []);
    byName.get(message.name).push(message);
  }
  return {
    messages,
    sender: {
      plugin: typeof sender.plugin === "string" ? sender.plugin : "",
      views: strings(objectOf(sender.send).viewQueries),
      events: strings(objectOf(sender.subscribe).events),
    },
    /** The message named `name` (of `kind`, when given; a command, query or view query before an event). */
    find(name, kind = undefined) {
      const found = byName.get(name) ?? [];
      return kind ? found.find((message) => message.kind === kind) : found.find((message) => message.kind !== "event");
    },
  };
}
