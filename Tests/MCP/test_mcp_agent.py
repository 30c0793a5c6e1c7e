"""`host serve --mcp` driven by a client nobody here wrote: PyPI's `mcp` SDK.

The client starts the built `host serve --mcp --agent-policy FILE`, initialises, lists the
tools, calls a query, calls a granted command and gets its outcome, calls an ungranted one and
is refused in words, reads a view resource, and hears an event's update; the same session is
recorded and the agent's grant shrunk with `host policy check --trace --fix`.

Environment:
  HOST_BINARY  the built `host` (default: .build/debug/host in the package)
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

PACKAGE = Path(__file__).resolve().parents[2]
HOST_BINARY = Path(os.environ.get("HOST_BINARY", PACKAGE / ".build" / "debug" / "host")).absolute()

#: A deadline for each wait on a busy machine, not an expectation (seconds).
DEADLINE = 60

#: What the agent is granted: one query, one command and the event it reports on, a view, and
#: `maps.search`, which the session never uses (so the recorded trace shrinks it away).
AGENT_POLICY = {
    "name": "Agent",
    "send": {
        "commands": ["info.refresh"],
        "queries": ["maps.nearby", "maps.search"],
        "viewQueries": ["info.view"],
    },
    "subscribe": {"events": ["info.updates"]},
}


def write_policy(folder: Path) -> Path:
    path = folder / "agent.json"
    path.write_text(json.dumps(AGENT_POLICY, indent=2) + "\n")
    return path


def root(message: object) -> object:
    """A notification as the SDK hands it over (wrapped in a union type or not)."""
    return getattr(message, "root", message)


async def drive(policy: Path, data: Path, trace: Path) -> dict[str, object]:
    """One agent session; returns what each step gave, for the test to check."""
    updates: list[str] = []
    updated = anyio.Event()

    async def on_message(message: object) -> None:
        notification = root(message)
        if getattr(notification, "method", None) == "notifications/resources/updated":
            updates.append(str(notification.params.uri))
            updated.set()

    parameters = StdioServerParameters(
        command=str(HOST_BINARY),
        args=[
            "serve", "--mcp", "--agent-policy", str(policy), "--data-dir", str(data),
            "--set", "info.latency=0", "--record", str(trace),
        ],
    )
    seen: dict[str, object] = {}
    with anyio.fail_after(DEADLINE * 4):
        async with stdio_client(parameters) as (read, write):
            async with ClientSession(read, write, message_handler=on_message) as session:
                seen["initialize"] = await session.initialize()
                seen["tools"] = await session.list_tools()
                seen["query"] = await session.call_tool(
                    "maps_nearby", {"latitude": 47.3769, "longitude": 8.5417, "radiusMeters": 3000})
                await session.subscribe_resource("vh://event/info.updates")
                seen["command"] = await session.call_tool("info_refresh", {})
                with anyio.fail_after(DEADLINE):
                    await updated.wait()
                seen["updates"] = list(updates)
                seen["denied"] = await session.call_tool("records_summary", {})
                seen["resources"] = await session.list_resources()
                seen["view"] = await session.read_resource("vh://view/info.view")
                seen["event"] = await session.read_resource("vh://event/info.updates")
    return seen


def text_of(result: object) -> str:
    return "".join(getattr(block, "text", "") for block in result.content)


def test_an_agent_uses_what_its_policy_grants_and_is_refused_the_rest(tmp_path: Path) -> None:
    policy = write_policy(tmp_path)
    trace = tmp_path / "agent.trace"
    seen = anyio.run(drive, policy, tmp_path / "data", trace)

    assert seen["initialize"].server_info.name == "VerticalHub"
    tools = {tool.name: tool for tool in seen["tools"].tools}
    assert sorted(tools) == ["info_refresh", "maps_nearby", "maps_search"]
    for tool in tools.values():
        assert tool.description, tool.name
        assert tool.input_schema.get("type") == "object", tool.name

    query = seen["query"]
    assert not query.is_error, text_of(query)
    places = query.structured_content["answer"]
    assert places and all("name" in place for place in places)
    assert json.loads(text_of(query)) == places

    command = seen["command"]
    assert not command.is_error, text_of(command)
    assert command.structured_content["event"] == "info.updates"
    assert command.structured_content["value"]["version"] == "1.0.0"
    assert seen["updates"] == ["vh://event/info.updates"]

    denied = seen["denied"]
    assert denied.is_error
    assert f'add "records.summary" to send.queries in {policy}' in text_of(denied)

    uris = sorted(str(resource.uri) for resource in seen["resources"].resources)
    assert uris == ["vh://event/info.updates", "vh://view/info.view"]
    view = seen["view"].contents
    assert view[0].mime_type == "text/plain" and view[0].text.startswith('screen "')
    assert json.loads(view[1].text)["role"] == "screen"
    event = json.loads(seen["event"].contents[1].text)
    assert event["outputs"] and event["outputs"][0]["value"]["version"] == "1.0.0"

    # The recorded session shrinks the agent's grant: maps.search was never used.
    assert trace.exists() and (trace.stat().st_mode & 0o777) == 0o600
    # As a user does, from any folder: --only Agent reports and fixes the agent's grant alone
    # (the other policies, the build's copies, are validated with it and never touched).
    check = subprocess.run(
        [str(HOST_BINARY), "policy", "check", "--agent-policy", str(policy), "--trace", str(trace),
         "--only", "Agent", "--format", "json"],
        capture_output=True, text=True, timeout=DEADLINE * 2, check=False, cwd=tmp_path)
    assert check.returncode == 0, check.stderr
    unused = json.loads(check.stdout)["unusedPermissions"]
    assert {finding["plugin"] for finding in unused} == {"Agent"}, unused
    assert {finding["message"] for finding in unused} == {"maps.search"}, unused
    fixed = subprocess.run(
        [str(HOST_BINARY), "policy", "check", "--agent-policy", str(policy), "--trace", str(trace),
         "--only", "Agent", "--fix"],
        capture_output=True, text=True, timeout=DEADLINE * 2, check=False, cwd=tmp_path)
    assert fixed.returncode == 0, fixed.stdout + fixed.stderr
    shrunk = json.loads(policy.read_text())
    assert shrunk["send"]["queries"] == ["maps.nearby"]
    assert shrunk["send"]["commands"] == ["info.refresh"]
    assert shrunk["subscribe"]["events"] == ["info.updates"]
