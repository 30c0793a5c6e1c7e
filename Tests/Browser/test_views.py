"""The page loads, renders every vertical's view generically, and is usable with the
keyboard, at phone width and in German."""

from conftest import REPORTS, choose_view, screenshot
from playwright.sync_api import expect

#: The views the shell's policy sends (Host/CLI/Resources/Policy/Shell.json), by the name
#: of the plugin that answers them, with the title each screen has in English.
VIEWS = {"Maps": "Map", "ClinicalRecords": "Your records", "Info": "About"}


def test_every_view_renders_and_is_kept_as_a_screenshot(server, open_page):
    page = open_page(server)
    tabs = page.get_by_role("navigation").get_by_role("link")
    # A tab per view the sender's policy sends (from rpc.discover), and the Messages screen.
    expect(tabs).to_have_text(list(VIEWS) + ["Messages"])
    for name, title in VIEWS.items():
        choose_view(page, name)
        expect(page.locator("#view-title")).to_have_text(title)
        expect(page.locator(".view-error")).to_have_count(0)
        # Every node kind these views use renders as an element of its own.
        assert page.locator("#view .screen").count() >= 1
        screenshot(page, f"web-{name.lower()}.png")
    choose_view(page, "Maps")
    expect(page.locator("#view svg.map-canvas .map-pin").first).to_be_visible()
    assert page.locator("#view svg.map-canvas .map-pin").count() == page.locator("#view .pin-entry").count()
    # The traffic panel lists what this connection sent and received.
    traffic = page.locator("#traffic tbody")
    expect(traffic.locator("tr", has_text="maps.view").first).to_contain_text("ok")
    expect(traffic.locator("tr", has_text="subscribe").first).to_be_visible()
    # A hash that names no view, or is not even valid percent-encoding, shows the first view.
    choose_view(page, "Info")
    page.evaluate("location.hash = '#%E0%A4%A'")
    expect(page.locator("#view-title")).to_have_text("Map")
    assert page.problems.policy_violations() == []
    page.problems.assert_none()
    for name in VIEWS:
        assert (REPORTS / f"web-{name.lower()}.png").stat().st_size > 10_000


def test_a_pin_is_selected_on_the_map_and_a_search_puts_its_places_there(server, open_page):
    page = open_page(server)
    choose_view(page, "Maps")
    marker = page.locator("#view .map-pin").first
    name = marker.get_attribute("aria-label")
    marker.click()
    # Choosing a pin on the map opens its entry in the list, with its details and controls.
    entry = page.locator("#view .pin-entry details[open]")
    expect(entry).to_have_count(1)
    expect(entry.locator("summary")).to_be_focused()
    entry.get_by_role("button", name=f"Select {name}").click()
    # The selection arrives as an event; the reloaded view highlights the pin.
    expect(page.locator("#view .map-pin.selected")).to_have_count(1)
    expect(page.locator("#view .map-pin.selected")).to_have_attribute("aria-label", f"{name} (selected)")
    expect(page.locator("#notice")).to_contain_text("maps.select")
    expect(page.locator("#traffic tbody tr", has_text="maps.selection").first).to_be_visible()
    screenshot(page, "web-maps-selected.png")

    page.get_by_label("Search places").fill("Apotheke")
    page.get_by_role("button", name="Search", exact=True).click()
    expect(page.locator("#notice")).to_contain_text("places found for “Apotheke”")
    summaries = page.locator("#view .pin-entry summary")
    expect(summaries.first).to_contain_text("Apotheke")
    page.get_by_role("button", name="Show places nearby").click()
    expect(page.locator("#notice")).to_be_empty()
    page.problems.assert_none()


def test_keyboard_reaches_every_control_with_visible_focus(server, open_page):
    page = open_page(server)
    reached = []
    for _ in range(60):
        page.keyboard.press("Tab")
        reached.append(page.evaluate("document.activeElement.textContent.trim()"))
        if reached[-1] == "Info":
            break
    assert reached[0] == "Skip to the view", f"the first Tab stop is {reached[0]!r}"
    assert reached[-1] == "Info", f"Tab never reached the Info tab: {reached}"
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none", "the focused tab shows no outline"
    page.keyboard.press("Enter")
    expect(page.locator("#view-title")).to_have_text("About")
    expect(page.locator("#view-title")).to_be_focused()
    for _ in range(20):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.action") == "info.refresh":
            break
    page.keyboard.press("Enter")
    expect(page.locator("#notice")).to_contain_text("done")
    expect(page.locator("#view [data-state=loaded]")).to_be_visible()
    page.problems.assert_none()


def test_phone_width_shows_everything_in_one_column(server, open_page):
    page = open_page(server, width=390, height=844)
    for name in VIEWS:
        choose_view(page, name)
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{name} is {overflow} px wider than a phone"
    choose_view(page, "Maps")
    screenshot(page, "web-phone-maps.png")
    view = page.locator("#view").bounding_box()
    traffic = page.locator(".traffic-panel").bounding_box()
    assert traffic["y"] >= view["y"] + view["height"], "the traffic panel is not below the view at phone width"
    page.problems.assert_none()


def test_german_page_strings_and_server_views(servers, open_page):
    server = servers.start(options=["--locale", "de"])
    page = open_page(server, locale="de-DE")
    # Every page string exists in both languages.
    english, german = page.evaluate("import('/modules/strings.js').then((m) => [m.keys('en'), m.keys('de')])")
    assert sorted(english) == sorted(german) and len(english) > 50
    # The browser's language picks German; the server was started in German.
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.get_by_role("heading", name="Verkehr dieser Verbindung")).to_be_visible()
    choose_view(page, "Info")
    expect(page.locator("#view-title")).to_have_text("Über diese App")
    expect(page.locator("#view")).to_have_attribute("lang", "de")
    screenshot(page, "web-info-de.png")
    # The switch turns the page's own strings to English; the views stay in the server's.
    page.get_by_label("Sprache").select_option("en")
    expect(page.get_by_role("heading", name="Traffic on this connection")).to_be_visible()
    expect(page.locator("#server-locale")).to_contain_text("(de)")
    page.reload()
    expect(page.get_by_role("heading", name="Traffic on this connection")).to_be_visible()
    page.problems.assert_none()
