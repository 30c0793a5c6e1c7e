// The page's one connection to the server: JSON-RPC 2.0 over the WebSocket at /rpc, one
// message per text frame, exactly as one line of `host serve --stdio`.
//
// Nothing here blocks: a request returns a promise that settles with the answer, with an
// error, or after `requestTimeout` ms. When the socket closes the connection tries again
// with growing pauses (backoff) and calls `onOpen` again, where the page subscribes anew.

/** Pauses before reconnecting, in ms; the last one repeats. */
const backoff = [250, 500, 1000, 2000, 4000, 8000];
/** How long a request may wait for its answer, in ms. */
export const requestTimeout = 15000;
/** How many requests may await an answer at once; more are refused by the page itself. */
export const maximumPending = 256;

/** An error the page makes for a request that got no answer (never a server code). */
export class RPCFailure extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

export class Connection {
  /**
   * @param {object} hooks
   *   onOpen(): the socket is open (again); subscribe and load here.
   *   onStatus(state, detail): "connecting", "open" or "closed" ({seconds} until the retry).
   *   onNotification(method, params): a notification from the server.
   *   onTraffic(entry): every request as it leaves and settles (see `Traffic`).
   */
  constructor(url, hooks) {
    this.url = url;
    this.hooks = hooks;
    this.socket = null;
    this.nextID = 1;
    this.pending = new Map();
    this.attempt = 0;
    this.retryTimer = null;
  }

  /** Opens the socket; on a close, tries again by itself. */
  connect() {
    clearTimeout(this.retryTimer);
    this.hooks.onStatus("connecting");
    let socket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.addEventListener("open", () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.hooks.onStatus("open");
      this.hooks.onOpen();
    });
    socket.addEventListener("message", (event) => {
      if (this.socket === socket) this.receive(event.data);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failAll(new RPCFailure("offline", "The connection closed."));
      this.scheduleRetry();
    });
  }

  /** Whether requests can go out now. */
  get isOpen() {
    return this.socket !== null && this.socket.readyState === WebSocket.OPEN;
  }

  scheduleRetry() {
    const base = backoff[Math.min(this.attempt, backoff.length - 1)];
    this.attempt += 1;
    // Up to a fifth more, so that many pages do not all knock at once.
    const delay = Math.round(base * (1 + Math.random() * 0.2));
    this.hooks.onStatus("closed", { seconds: Math.max(1, Math.round(delay / 1000)) });
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  /**
   * Sends `method` with `params`; resolves with the result, rejects with an `RPCFailure`
   * carrying the server's error code and data (or "offline", "timeout", "busy").
   * `traffic` describes the request for the traffic panel ({kind, message}).
   */
  request(method, params, traffic = { kind: method, message: "" }) {
    const entry = this.hooks.onTraffic({ ...traffic, correlationID: params?.correlationID ?? "" });
    if (!this.isOpen) {
      const failure = new RPCFailure("offline", "Not connected.");
      entry.settle({ error: failure });
      return Promise.reject(failure);
    }
    if (this.pending.size >= maximumPending) {
      const failure = new RPCFailure("busy", `More than ${maximumPending} requests await an answer.`);
      entry.settle({ error: failure });
      return Promise.reject(failure);
    }
    const id = this.nextID++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        const failure = new RPCFailure("timeout", "No answer in time.");
        entry.settle({ error: failure });
        reject(failure);
      }, requestTimeout);
      this.pending.set(id, { resolve, reject, timer, entry });
      this.socket.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
    });
  }

  receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    for (const item of Array.isArray(message) ? message : [message]) {
      if (item === null || typeof item !== "object") continue;
      if (typeof item.method === "string" && item.id === undefined) {
        this.hooks.onNotification(item.method, item.params ?? {});
        continue;
      }
      const waiting = this.pending.get(item.id);
      if (!waiting) continue;
      this.pending.delete(item.id);
      clearTimeout(waiting.timer);
      if (item.error) {
        const failure = new RPCFailure(item.error.code, String(item.error.message ?? ""), item.error.data);
        waiting.entry.settle({ error: failure });
        waiting.reject(failure);
      } else {
        waiting.entry.settle({ result: item.result });
        waiting.resolve(item.result);
      }
    }
  }

  failAll(failure) {
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.entry.settle({ error: failure });
      waiting.reject(failure);
    }
    this.pending.clear();
  }
}
