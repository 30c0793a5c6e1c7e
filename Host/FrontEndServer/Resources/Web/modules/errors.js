// What the page says about an error: the server's JSON-RPC codes (see the README's
// "Front ends" section) in words, and the coding path a refused payload names.

import { t } from "./strings.js";
import { requestTimeout } from "./rpc.js";

const keyByCode = new Map([
  [-32000, "error.denied"],
  [-32001, "error.notFound"],
  [-32002, "error.invalidPayload"],
  [-32003, "error.failed"],
  [-32004, "error.unavailable"],
  [-32010, "error.limit"],
  [-32601, "error.unknown"],
  [-32602, "error.invalidParams"],
]);

/** The kind of failure, for styling and tests: "denied", "invalid", "offline", "error". */
export function errorKind(error) {
  if (error?.code === -32000 || error?.code === "denied") return "denied";
  if (error?.code === -32002 || error?.code === "invalidPayload") return "invalid";
  if (error?.code === "offline") return "offline";
  return "error";
}

/**
 * One sentence for `error`: an `RPCFailure` (a server error code or the page's own
 * "offline" and "timeout"), or a `PluginError` object from an outcome or event.
 */
export function describeError(error) {
  if (!error) return "";
  if (error.code === "offline") return t("error.offline");
  if (error.code === "timeout") return t("error.timeout", { seconds: requestTimeout / 1000 });
  // A PluginError keeps how to fix it apart from what happened; an RPC error's message has both.
  const advice = typeof error.advice === "string" && error.advice ? `; ${error.advice}` : "";
  const text = String(error.message ?? error.data?.message ?? "") + advice;
  const key = keyByCode.get(error.code);
  if (key) return t(key, { error: text });
  // A PluginError (outcome or event) names its code as a word.
  switch (error.code) {
    case "denied": return t("error.denied", { error: text });
    case "invalidPayload": return t("error.invalidPayload", { error: text });
    case "unavailable": return t("error.unavailable", { error: text });
    case "failed": return t("error.failed", { error: text });
    default: return t("error.other", { code: String(error.code), error: text });
  }
}

const pathPattern = /^([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+|\[\d+\])*): /;

/**
 * The coding path a refused payload names (`title`, `pins[0].latitude`), or "" when it
 * names none. -32602 carries it as `data.path`; a plugin's -32002 names it in its
 * message right after the message name: `records.add: title: must not be empty`,
 * `Maps cannot use the payload of query "maps.nearby": latitude: expected a number…`.
 */
export function codingPath(error) {
  if (!error) return "";
  if (typeof error.data?.path === "string") return error.data.path.replace(/^params\.payload\.?/, "");
  const text = String(error.data?.message ?? error.message ?? "");
  const name = error.data?.messageName ?? error.messageName;
  if (typeof name !== "string" || !name) return "";
  for (const marker of [`${name}": `, `${name}: `]) {
    const at = text.indexOf(marker);
    if (at < 0) continue;
    const match = pathPattern.exec(text.slice(at + marker.length));
    if (match) return match[1];
  }
  return "";
}
