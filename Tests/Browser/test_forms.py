"""The forms the page builds from the message contracts it learns from `rpc.discover`: every
query and command the server describes has one, a form checks what it can before sending and
says what is wrong in words, sends a payload that fits the contract, and shows the answer, in
English and German, by keyboard."""

from conftest import choose_view, discovery, field_error, screenshot, sent_requests
from playwright.sync_api import expect


def sendable(document: dict) -> list[tuple[str, str]]:
    """The (name, kind) of every query and command the document describes."""
    descriptors = document["components"]["contentDescriptors"].values()
    return sorted((d["name"], d["x-kind"]) for d in descriptors if d["x-kind"] in ("query", "command"))


def tab_to(page, wanted, limit: int = 120) -> None:
    """Presses Tab until the focused element's text starts with `wanted`."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.textContent.trim()").startswith(wanted):
            return
    raise AssertionError(f"Tab never reached {wanted!r}")


def test_every_query_and_command_in_rpc_discover_has_a_form(server, open_page):
    page = open_page(server)
    document = discovery(page)
    messages = sendable(document)
    # The three verticals' queries and commands, at least; a new vertical's would be here too.
    assert {("maps.nearby", "query"), ("records.add", "command"), ("info.refresh", "command")} <= set(messages)
    choose_view(page, "Messages")
    expect(page.locator("#view-title")).to_have_text("Messages")
    entries = page.locator("#view details[data-message]")
    expect(entries).to_have_count(len(messages))
    for name, kind in messages:
        entry = page.locator(f"#view details[data-message='{name}'][data-kind='{kind}']")
        entry.locator("summary").click()
        form = entry.locator("form")
        expect(form).to_have_count(1)
        expect(form.get_by_role("heading", name=name, exact=True)).to_be_visible()
        expect(form.get_by_role("button", name="Ask" if kind == "query" else "Send")).to_be_visible()
        # Each form names its contract's sentence.
        summary = next(d["summary"] for d in document["components"]["contentDescriptors"].values()
                       if d["name"] == name and d["x-kind"] == kind)
        expect(form).to_contain_text(summary)
    screenshot(page, "web-messages.png")
    page.problems.assert_none()


def test_a_form_checks_first_then_sends_a_valid_payload_and_shows_the_answer_by_keyboard(server, open_page):
    page = open_page(server)
    # The Maps view asks maps.nearby for its pins: count from here.
    before = len(sent_requests(page, "query", "maps.nearby"))
    # By keyboard from the tabs: the Messages tab, then maps.nearby's entry.
    page.get_by_role("link", name="Messages").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#view-title")).to_be_focused()
    tab_to(page, "maps.nearby")
    page.keyboard.press("Enter")
    entry = page.locator("#view details[data-message='maps.nearby']")
    expect(entry).to_have_attribute("open", "")
    expect(entry.locator("form")).to_be_visible()
    # Required fields first, in the contract's order: latitude, longitude, radiusMeters.
    page.keyboard.press("Tab")
    expect(entry.get_by_label("latitude")).to_be_focused()
    page.keyboard.type("north")
    page.keyboard.press("Tab")
    page.keyboard.type("8.5417")
    page.keyboard.press("Tab")
    page.keyboard.type("80000")
    page.keyboard.press("Enter")
    # The form's own check: words at each field, focus on the first, nothing sent.
    latitude = entry.get_by_label("latitude")
    expect(latitude).to_have_attribute("aria-invalid", "true")
    expect(latitude).to_be_focused()
    expect(field_error(entry, "latitude")).to_have_text("Enter a number, such as 47.37.")
    expect(field_error(entry, "radiusMeters")).to_have_text("At most 50000.")
    assert len(sent_requests(page, "query", "maps.nearby")) == before
    screenshot(page, "web-form-checked.png")

    page.keyboard.press("Control+A")
    page.keyboard.type("47.3769")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Control+A")
    page.keyboard.type("1500")
    # Then the optional fields: kinds (a box per kind), limit, openNow.
    page.keyboard.press("Tab")
    expect(entry.get_by_label("clinic")).to_be_focused()
    page.keyboard.press("Tab")
    page.keyboard.press("Space")
    expect(entry.get_by_label("pharmacy")).to_be_checked()
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.type("2")
    page.keyboard.press("Enter")
    answer = entry.locator(".form-result pre")
    expect(answer).to_contain_text('"kind": "pharmacy"')
    expect(entry.locator(".form-result")).to_contain_text("Answer")
    requests = sent_requests(page, "query", "maps.nearby")
    assert len(requests) == before + 1
    assert requests[-1]["params"]["payload"] == {
        "latitude": 47.3769, "longitude": 8.5417, "radiusMeters": 1500, "kinds": ["pharmacy"], "limit": 2,
    }
    expect(page.locator("#traffic tbody tr", has_text="maps.nearby").first).to_contain_text("ok")
    screenshot(page, "web-form-answer.png")
    page.problems.assert_none()


def test_in_german_a_command_form_refuses_a_blank_field_and_then_shows_the_outcome(servers, open_page):
    server = servers.start(options=["--locale", "de"])
    page = open_page(server, locale="de-DE")
    page.get_by_role("link", name="Nachrichten").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#view-title")).to_have_text("Nachrichten")
    tab_to(page, "records.add")
    page.keyboard.press("Enter")
    entry = page.locator("#view details[data-message='records.add']")
    form = entry.locator("form")
    expect(form).to_be_visible()
    expect(form.locator(".field label").first).to_have_text("section (erforderlich)")
    # Sent empty: the form's own check, in German, at every required field.
    tab_to(page, "Senden")
    page.keyboard.press("Enter")
    expect(form.locator(".field-error").first).to_have_text("Dieses Feld ist erforderlich.")
    expect(form.locator("[aria-invalid=true]")).to_have_count(3)
    assert sent_requests(page, "command", "records.add") == []
    # The contract's first example, by keyboard, with a title of spaces.
    tab_to(page, "Beispiel 1 einsetzen")
    page.keyboard.press("Enter")
    expect(form.get_by_label("clinicID")).to_have_value("zrh-001")
    form.get_by_label("title").focus()
    page.keyboard.press("Control+A")
    page.keyboard.type("   ")
    page.keyboard.press("Enter")
    title = form.get_by_label("title")
    expect(title).to_have_attribute("aria-invalid", "true")
    # The contract says "not blank" (pattern \S): refused at its field, in German, unsent.
    expect(field_error(form, "title")).to_contain_text("Darf nicht leer sein")
    assert sent_requests(page, "command", "records.add") == []
    screenshot(page, "web-form-refused-de.png")
    page.keyboard.press("Control+A")
    page.keyboard.type("Erdnüsse")
    page.keyboard.press("Enter")
    expect(form.locator(".form-result")).to_contain_text("erledigt")
    sent = sent_requests(page, "command", "records.add")
    assert sent[-1]["params"]["payload"] == {
        "section": "allergy", "title": "Erdnüsse", "detail": "hives within minutes", "clinicID": "zrh-001",
    }
    choose_view(page, "ClinicalRecords")
    expect(page.locator("#view").get_by_role("button", name="Erdnüsse")).to_be_visible()
    page.problems.assert_none()
