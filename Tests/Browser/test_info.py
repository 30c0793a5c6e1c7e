"""Info's refresh on the page: the outcome (server 500, timeout) arrives live by
correlation id, a late answer is ignored, a policy denial shows as a denial, and the
page finds its way back after the server restarts."""

from conftest import choose_view, narrowed_resources, screenshot
from playwright.sync_api import expect


def refresh(page) -> None:
    page.locator("#view").get_by_role("button", name="Refresh").click()


def refreshed_info(servers, open_page, *settings: str, env=None):
    """A page on the Info view of a server with Info's `settings`, Refresh clicked once."""
    options = [part for setting in settings for part in ("--set", setting)]
    page = open_page(servers.start(options=options, env=env))
    choose_view(page, "Info")
    refresh(page)
    return page


def command_row(page, correlation_id: str):
    """The traffic panel's row of the command sent with `correlation_id`."""
    rows = page.locator("#traffic tbody tr", has=page.locator("td", has_text="command"))
    return rows.filter(has_text=correlation_id)


def test_a_server_error_arrives_as_the_outcome(servers, open_page):
    page = refreshed_info(servers, open_page, "info.failureRate=1", "info.failure=500")
    notice = page.locator("#notice")
    expect(notice).to_have_attribute("data-kind", "error")
    expect(notice).to_contain_text("info.refresh (page-1) failed")
    expect(notice).to_contain_text("500")
    # The view, reloaded on the event, shows Info's own state.
    expect(page.locator("#view [data-state=failed]")).to_contain_text("500")
    expect(command_row(page, "page-1")).to_contain_text("500")
    screenshot(page, "web-info-500.png")
    page.problems.assert_none()


def test_a_timeout_arrives_as_the_outcome(servers, open_page):
    page = refreshed_info(servers, open_page, "info.latency=5", "info.timeout=1")
    notice = page.locator("#notice")
    # The timeout arrives by itself, a second after the click.
    expect(notice).to_contain_text("info.refresh (page-1) failed")
    expect(notice).to_contain_text("1 s")
    expect(command_row(page, "page-1")).to_contain_text("1 s")
    expect(page.locator("#view [data-state=timedOut]")).to_be_visible()
    # The view derives from what arrived: asked again, it still shows the timeout.
    choose_view(page, "Maps")
    choose_view(page, "Info")
    expect(page.locator("#view [data-state=timedOut]")).to_be_visible()
    page.problems.assert_none()


def test_a_late_answer_is_ignored(servers, open_page):
    page = refreshed_info(servers, open_page, "info.latency=1", "info.timeout=30")
    expect(page.locator("#notice")).to_contain_text("page-1")
    refresh(page)
    expect(page.locator("#notice")).to_contain_text("page-2")
    # page-1's outcome arrives while page-2 is the latest: recorded, marked, not shown.
    expect(command_row(page, "page-1")).to_contain_text("late, ignored")
    expect(page.locator("#notice")).to_have_text("info.refresh (page-2): done.")
    page.problems.assert_none()


def test_a_denied_request_shows_as_a_denial(servers, open_page, tmp_path):
    # A shell whose policy no longer sends info.refresh (least privilege): the hub denies it.
    env = narrowed_resources(tmp_path, {"commands": "info.refresh"})
    page = refreshed_info(servers, open_page, env=env)
    notice = page.locator("#notice")
    expect(notice).to_have_attribute("data-kind", "denied")
    expect(notice).to_contain_text("Not allowed by the policies")
    expect(notice).to_contain_text("Shell")
    expect(page.locator("#traffic tbody tr.traffic-denied", has_text="info.refresh")).to_have_count(1)
    screenshot(page, "web-info-denied.png")
    # Not a broken page: every view still works.
    choose_view(page, "Maps")
    expect(page.locator("#view-title")).to_have_text("Map")
    page.problems.assert_none()


def test_the_page_reconnects_and_subscribes_again_after_a_restart(servers, open_page, tmp_path):
    data = tmp_path / "restart-data"
    first = servers.start(data_dir=data)
    page = open_page(first)
    choose_view(page, "Info")
    port = first.port
    assert first.stop() == 0
    expect(page.locator("#connection")).to_have_attribute("data-state", "closed")
    # The same port and data folder again: the new launch prints a new token, but the session
    # cookie's secret is kept in the data folder (0600), so the page gets back in by itself.
    second = servers.start(data_dir=data, port=port)
    expect(page.locator("#connection")).to_have_attribute("data-state", "open", timeout=30_000)
    assert (data / "web-session-secret").stat().st_mode & 0o777 == 0o600
    subscribes = page.locator("#traffic tbody tr", has=page.locator("td", has_text="subscribe"))
    expect(subscribes).to_have_count(10)
    refresh(page)
    expect(page.locator("#notice")).to_contain_text("done")
    expect(page.locator("#view [data-state=loaded]")).to_be_visible()
