"""Who may connect: without the token or its cookie, with a foreign Origin or a Host
header that is not the bound address, the server refuses (checked with raw HTTP and a
raw WebSocket handshake, where a browser would not let a test set those headers)."""

import pytest
from rawsocket import HandshakeRefused, RawWebSocket


def test_without_the_token_every_route_is_refused(server, browser):
    for path in ["/", "/index.html", "/app.css", "/modules/main.js", "/rpc", "/favicon.svg"]:
        status, _, body = server.get(path)
        assert status == 403, f"{path} answered {status} without the token"
        assert "Open the printed URL" in body
    status, _, _ = server.get("/?token=not-the-token")
    assert status == 403
    with pytest.raises(HandshakeRefused):
        RawWebSocket(server.port, origin=server.origin)
    # A browser that did not open the printed URL sees the refusal page, not the app.
    context = browser.new_context()
    try:
        page = context.new_page()
        response = page.goto(f"{server.origin}/")
        assert response.status == 403
        assert page.locator("h1").text_content() == "Open the printed URL"
    finally:
        context.close()


def test_a_foreign_origin_is_refused(server):
    cookie = server.session_cookie()
    for origin in ["http://evil.example", f"http://evil.example:{server.port}", "null",
                   f"https://{server.host}:{server.port}"]:
        with pytest.raises(HandshakeRefused):
            RawWebSocket(server.port, origin=origin, cookie=cookie)
    with pytest.raises(HandshakeRefused):
        RawWebSocket(server.port, cookie=cookie)  # no Origin at all
    # The same handshake from the page's own origin is let in: the Origin made the difference.
    socket = RawWebSocket(server.port, origin=server.origin, cookie=cookie)
    socket.request(1, "plugins")
    answer = socket.receive_json()
    assert answer["id"] == 1 and isinstance(answer["result"], list)
    socket.close()


def test_a_wrong_host_header_is_refused(server):
    cookie = server.session_cookie()
    for host in ["evil.example", f"evil.example:{server.port}", f"127.0.0.1:{server.port + 1}", ""]:
        with pytest.raises(HandshakeRefused):
            RawWebSocket(server.port, host=host, origin=server.origin, cookie=cookie)
        status, _, _ = server.get("/", headers={"Host": host, "Cookie": cookie})
        assert status != 200, f"Host {host!r} was served"
    status, headers, _ = server.get("/", headers={"Cookie": cookie})
    assert status == 200
    assert "frame-ancestors 'none'" in headers["content-security-policy"]
    assert "script-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"
