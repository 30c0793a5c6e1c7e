"""The benchmark's own edits to generated verticals in its copy (never to the templates): a
vertical that asks another one for its examples through the hub, in its code and in its policy,
so the policy graph the host validates at start-up has edges between verticals."""
import json

INIT = "    public init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {\n"


class TemplateChanged(Exception):
    """The generated code lacks the line the benchmark edits at: the templates differ from what it expects."""


def _key(name):
    """The vertical's message prefix, as new-vertical makes it: the name in lower case."""
    return name.lower()


def add_edge(copy, sender, receiver):
    """Makes `sender` send `receiver.example` (a query) whenever its view is rendered: a stored
    sender in its plugin, the send before the view is returned, and the query in its policy's
    `send.queries`."""
    plugin_path = f"Verticals/{sender}/Plugin/{sender}Plugin.swift"
    code = copy.read(plugin_path)
    view_return = f"        return {sender}Screen.view("
    for anchor in (INIT, view_return):
        if code.count(anchor) != 1:
            raise TemplateChanged(
                f"{plugin_path} has {code.count(anchor)} lines starting {anchor.strip()!r}, where the size benchmark "
                f"adds its send to {receiver}; update Tests/Benchmarks/SizeBenchmark/verticals_edits.py to the "
                f"generated code")
    declaration = (
        f"    /// The hub, to ask {receiver} for its examples on every view (the size benchmark's edge).\n"
        f"    let hub: any MessageSending\n"
        f"    /// What the view asks {receiver}.\n"
        f"    static let neighbourExample: Message = \"{_key(receiver)}.example\"\n\n")
    code = code.replace(INIT, declaration + INIT + "        hub = messageSender\n")
    code = code.replace(view_return, "        _ = try hub.send(query: Self.neighbourExample, payload: nil, sender: self)\n"
                        + view_return)
    copy.write(plugin_path, code)

    policy_path = f"Verticals/{sender}/Resources/Policy/{sender}.json"
    policy = json.loads(copy.read(policy_path))
    policy.setdefault("send", {}).setdefault("queries", []).append(f"{_key(receiver)}.example")
    copy.write(policy_path, json.dumps(policy, indent=2) + "\n")
