"""Fixtures for the browser tests: a `host serve --http` per test, Debian's Chromium
driven by Playwright, and helpers to read what the page shows.

Environment:
  HOST_BINARY  the built `host` (default: .build/debug/host in the package)
  CHROMIUM     the browser (default: /usr/bin/chromium, from Debian's `chromium` package)
"""

from __future__ import annotations

import http.client
import os
import queue
import re
import shutil
import signal
import subprocess
import threading
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect, sync_playwright

PACKAGE = Path(__file__).resolve().parents[2]
HOST_BINARY = Path(os.environ.get("HOST_BINARY", PACKAGE / ".build" / "debug" / "host"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
REPORTS = PACKAGE / ".build-ci" / "reports"

#: How long a server may take to print its URL, and to stop after SIGTERM (seconds). Both
#: are deadlines on a busy machine, not expectations.
START_DEADLINE = 90
STOP_DEADLINE = 60
#: What every test server runs with unless a test says otherwise: Info answers at once,
#: and every feature switch the views show is on.
DEFAULT_OPTIONS = [
    "--set", "info.latency=0",
    "--enable", "maps.search",
    "--enable", "records.clinicMap",
    "--enable", "records.pharmacies",
    "--enable", "info.whatsNew",
]

expect.set_options(timeout=20_000)


class Server:
    """One `host serve --http` on a free loopback port with its own data directory."""

    def __init__(self, data_dir: Path, options: list[str], log: Path, port: int = 0,
                 env: dict[str, str] | None = None):
        if not HOST_BINARY.exists():
            pytest.fail(f"{HOST_BINARY} does not exist; build it with `swift build` or set HOST_BINARY")
        self.data_dir = data_dir
        self.log_path = log
        self.log = open(log, "ab")
        command = [str(HOST_BINARY), "serve", "--http", "--port", str(port), "--data-dir", str(data_dir), *options]
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=self.log, stdin=subprocess.DEVNULL,
            env={**os.environ, **(env or {})})
        lines: queue.Queue[str] = queue.Queue()

        def drain() -> None:
            for raw in self.process.stdout:
                lines.put(raw.decode("utf-8", "replace"))
            lines.put("")

        threading.Thread(target=drain, daemon=True).start()
        try:
            first = lines.get(timeout=START_DEADLINE)
        except queue.Empty:
            self.stop()
            pytest.fail(f"host serve --http printed no URL within {START_DEADLINE} s; log: {self.log_text()}")
        match = re.search(r"http://[^\s]+", first)
        if not match:
            self.stop()
            pytest.fail(f"host serve --http printed {first!r}, not a URL; log: {self.log_text()}")
        self.url = match.group(0)
        found = re.match(r"http://([^/:]+):(\d+)/", self.url)
        assert found, f"the URL {self.url} names no host and port"
        self.host, self.port = found.group(1), int(found.group(2))
        self.origin = f"http://{self.host}:{self.port}"
        self.token = re.search(r"token=([^&\s]+)", self.url).group(1)

    def log_text(self) -> str:
        if not self.log.closed:
            self.log.flush()
        return self.log_path.read_text(errors="replace")[-4000:]

    def stop(self) -> int:
        """Stops the server with SIGTERM and returns its exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=STOP_DEADLINE)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                pytest.fail(f"host serve --http did not stop within {STOP_DEADLINE} s of SIGTERM")
        self.log.close()
        return self.process.returncode

    def get(self, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], str]:
        """A plain HTTP GET, with every header under the test's control."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=20)
        try:
            connection.putrequest("GET", path, skip_host=True, skip_accept_encoding=True)
            for name, value in {"Host": f"{self.host}:{self.port}", **(headers or {})}.items():
                connection.putheader(name, value)
            connection.endheaders()
            response = connection.getresponse()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read().decode(
                "utf-8", "replace")
        finally:
            connection.close()

    def session_cookie(self) -> str:
        """The `name=value` cookie the printed URL trades its token for."""
        status, headers, _ = self.get(f"/?token={self.token}")
        assert status in (302, 303), f"the token URL answered {status}, not a redirect"
        cookie = headers.get("set-cookie", "")
        assert "HttpOnly" in cookie and "SameSite=Strict" in cookie, f"the cookie {cookie!r} is not locked down"
        return cookie.split(";", 1)[0]


def merged(defaults: list[str], options: list[str]) -> list[str]:
    """`defaults` with `options` added; a `--set name=value` in `options` replaces the
    default for that name (host refuses a setting given twice)."""
    given = {options[index + 1].split("=", 1)[0] for index in range(len(options) - 1) if options[index] == "--set"}
    kept = []
    index = 0
    while index < len(defaults):
        pair = defaults[index:index + 2]
        if pair[0] == "--set" and pair[1].split("=", 1)[0] in given:
            index += 2
            continue
        kept += pair
        index += 2
    return kept + options


@pytest.fixture
def servers(tmp_path):
    """Starts servers (`servers.start(...)`) and stops every one at the end of the test."""

    class Servers:
        def __init__(self):
            self.started: list[Server] = []
            self.count = 0

        def start(self, data_dir: Path | None = None, options: list[str] | None = None, port: int = 0,
                  env: dict[str, str] | None = None) -> Server:
            self.count += 1
            folder = data_dir or tmp_path / "data"
            server = Server(folder, merged(DEFAULT_OPTIONS, options or []), tmp_path / f"server-{self.count}.log",
                            port=port, env=env)
            self.started.append(server)
            return server

    made = Servers()
    yield made
    for server in made.started:
        server.stop()


@pytest.fixture
def server(servers):
    """One server with the default options."""
    return servers.start()


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} does not exist; install Debian's chromium (apt-get install chromium) or set CHROMIUM")
    with sync_playwright() as playwright:
        # As root Chromium needs --no-sandbox; the page is our own, served on loopback.
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield launched
        launched.close()


class PageProblems:
    """Console errors and uncaught exceptions the page produced."""

    def __init__(self, page: Page):
        self.messages: list[str] = []
        page.on("console", lambda message: message.type == "error" and self.messages.append(message.text))
        page.on("pageerror", lambda error: self.messages.append(f"uncaught: {error}"))

    def policy_violations(self) -> list[str]:
        return [text for text in self.messages if "Content Security Policy" in text or text.startswith("uncaught")]

    def assert_none(self) -> None:
        assert self.messages == [], f"the page reported errors: {self.messages}"


@pytest.fixture
def open_page(browser):
    """Opens the page of a server in a fresh browser context: `open_page(server, width, height)`."""
    contexts = []

    def opening(server: Server, width: int = 1280, height: int = 900, locale: str = "en-US") -> Page:
        context = browser.new_context(viewport={"width": width, "height": height}, locale=locale)
        contexts.append(context)
        page = context.new_page()
        page.problems = PageProblems(page)
        # Every frame the page sends on its WebSocket, to check what a form sent.
        page.sent = []
        page.on("websocket", lambda socket: socket.on("framesent", lambda payload: page.sent.append(payload)))
        page.goto(server.url)
        expect(page.locator("#connection")).to_have_attribute("data-state", "open")
        expect(page.locator("#view-title")).to_be_visible()
        return page

    yield opening
    for context in contexts:
        context.close()


def choose_view(page: Page, name: str) -> None:
    """Opens the tab `name` and waits for its view."""
    page.get_by_role("navigation").get_by_role("link", name=name, exact=True).click()
    expect(page.get_by_role("link", name=name, exact=True)).to_have_attribute("aria-current", "page")
    expect(page.locator("#view")).not_to_have_attribute("aria-busy", "true")


def sent_requests(page: Page, method: str, message: str | None = None) -> list[dict]:
    """The JSON-RPC requests the page sent with `method` (and `params.message`, when given)."""
    import json

    found = []
    for frame in page.sent:
        try:
            request = json.loads(frame)
        except (TypeError, ValueError):
            continue
        params = request.get("params") or {}
        if request.get("method") == method and (message is None or params.get("message") == message):
            found.append(request)
    return found


def field_error(scope, label: str):
    """The error message under the field labelled `label` in `scope` (a form or part of the page)."""
    return scope.locator(".field", has=scope.page.get_by_label(label)).locator(".field-error")


def discovery(page: Page) -> dict:
    """The server's `rpc.discover` document, asked for by the page on a WebSocket of its own."""
    return page.evaluate("""() => new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://${location.host}/rpc`);
      socket.onopen = () => socket.send(JSON.stringify({jsonrpc: "2.0", id: 1, method: "rpc.discover"}));
      socket.onmessage = (event) => { const answer = JSON.parse(event.data); socket.close(); resolve(answer.result); };
      socket.onerror = () => reject(new Error("the WebSocket failed"));
    })""")


def screenshot(page: Page, name: str) -> Path:
    """Saves the page under .build-ci/reports/ and returns the file."""
    REPORTS.mkdir(parents=True, exist_ok=True)
    path = REPORTS / name
    page.screenshot(path=str(path), full_page=True)
    return path


def narrowed_resources(tmp_path: Path, remove: dict[str, str]) -> dict[str, str]:
    """A copy of the binary's resource bundles whose Shell policy lacks some sends
    (`{"commands": "info.refresh"}`), and the environment that makes `host` use it."""
    import json

    folder = tmp_path / "resources"
    for bundle in HOST_BINARY.parent.glob("*.resources"):
        shutil.copytree(bundle, folder / bundle.name, symlinks=False)
    policy_file = folder / "VerticalHub_HostCLI.resources" / "Resources" / "Policy" / "Shell.json"
    policy = json.loads(policy_file.read_text())
    for kind, message in remove.items():
        policy["send"][kind].remove(message)
    policy_file.write_text(json.dumps(policy, indent=2))
    return {"VERTICALHUB_RESOURCES": str(folder)}
