"""ClinicalRecords through the forms the page builds from the contracts (rpc.discover): add,
a refused payload shown at its field, edit (the form starts from the entry's fields), remove
(after the question the Remove button carries), and a record that is still there after the
server restarts."""

from conftest import choose_view, field_error, screenshot, sent_requests
from playwright.sync_api import expect


def add_entry(page, section: str, title: str, detail: str = "", clinic: str = "zrh-001") -> None:
    page.get_by_role("button", name="Add an entry").click()
    form = page.locator("#panel form")
    # The form of records.add, built from its contract: a field per property, required ones first.
    expect(form.get_by_role("heading", name="Add an entry")).to_be_focused()
    expect(form.locator(".field label").first).to_have_text("section (required)")
    form.get_by_label("section").select_option(section)
    form.get_by_label("title").fill(title)
    form.get_by_label("detail").fill(detail)
    form.get_by_label("clinicID").fill(clinic)
    form.get_by_role("button", name="Send").click()


def test_a_record_added_in_the_page_is_there_after_a_restart(servers, open_page, tmp_path):
    data = tmp_path / "records-data"
    first = servers.start(data_dir=data)
    page = open_page(first)
    choose_view(page, "ClinicalRecords")
    add_entry(page, "appointment", "Check-up with Dr. Keller", "Bring the allergy pass")
    # The form closes once the outcome arrives; the records.changed event reloads the view.
    expect(page.locator("#panel")).to_be_hidden()
    expect(page.locator("#notice")).to_have_text("records.add (page-1): done.")
    expect(page.locator("#view").get_by_role("button", name="Check-up with Dr. Keller").first).to_be_visible()
    # The newest appointment's clinic is shown on its map, through Maps.
    expect(page.locator("#view svg.map-canvas")).to_be_visible()
    screenshot(page, "web-records-added.png")
    assert first.stop() == 0

    second = servers.start(data_dir=data)
    again = open_page(second)
    choose_view(again, "ClinicalRecords")
    entry = again.locator("#view").get_by_role("button", name="Check-up with Dr. Keller").first
    expect(entry).to_be_visible()
    entry.click()
    expect(again.locator("#view-title")).to_have_text("Check-up with Dr. Keller")
    expect(again.locator("#view")).to_contain_text("Bring the allergy pass")
    again.problems.assert_none()


def test_a_refused_payload_shows_at_its_field_then_edit_and_remove(server, open_page):
    page = open_page(server)
    choose_view(page, "ClinicalRecords")
    # What the form checks itself: a required field left empty is named at its field, and
    # nothing is sent.
    add_entry(page, "allergy", "Birch pollen", clinic="")
    form = page.locator("#panel form")
    clinic = form.get_by_label("clinicID")
    expect(clinic).to_have_attribute("aria-invalid", "true")
    expect(field_error(form, "clinicID")).to_have_text("This field is required.")
    expect(clinic).to_be_focused()
    expect(page.locator("#traffic tbody tr", has_text="records.add")).to_have_count(0)
    form.get_by_role("button", name="Cancel").click()
    expect(page.locator("#panel")).to_be_hidden()

    # A title of spaces: the contract says "not blank" (pattern \S), so the page refuses it at
    # its field before anything is sent, in the words the server would use.
    add_entry(page, "allergy", "   ")
    form = page.locator("#panel form")
    title = form.get_by_label("title")
    expect(title).to_have_attribute("aria-invalid", "true")
    message = field_error(form, "title")
    expect(message).to_contain_text("Must not be blank")
    expect(page.locator("#traffic tbody tr", has_text="records.add")).to_have_count(0)
    assert message.get_attribute("id") in title.get_attribute("aria-describedby").split()
    expect(title).to_be_focused()
    expect(form.get_by_label("section")).not_to_have_attribute("aria-invalid", "true")
    screenshot(page, "web-records-refused.png")

    title.fill("Birch pollen")
    form.get_by_role("button", name="Send").click()
    expect(page.locator("#panel")).to_be_hidden()
    page.locator("#view").get_by_role("button", name="Birch pollen").click()
    expect(page.locator("#view-title")).to_have_text("Birch pollen")

    # The Edit button's values fill the form; only what changed is sent (with the id).
    page.locator("#view").get_by_role("button", name="Edit").click()
    form = page.locator("#panel form")
    expect(form.get_by_label("title")).to_have_value("Birch pollen")
    expect(form.get_by_label("section")).to_have_value(form.get_by_label("section").locator("option", has_text="allergy").get_attribute("value"))
    form.get_by_label("title").fill("Birch and hazel pollen")
    form.get_by_role("button", name="Send").click()
    expect(page.locator("#view-title")).to_have_text("Birch and hazel pollen")
    [edit] = sent_requests(page, "command", "records.edit")
    assert set(edit["params"]["payload"]) == {"id", "title"}, edit
    assert edit["params"]["payload"]["title"] == "Birch and hazel pollen"

    page.locator("#view").get_by_role("button", name="Remove").click()
    expect(page.locator("#panel").get_by_role("heading")).to_have_text(
        "Remove “Birch and hazel pollen” from the records?")
    page.locator("#panel").get_by_role("button", name="Remove").click()
    # The entry's screen is gone with the entry: the page goes back to the records.
    expect(page.locator("#notice")).to_contain_text("records.remove")
    expect(page.locator("#notice")).to_contain_text("done")
    expect(page.locator("#view-title")).to_have_text("Your records")
    expect(page.locator("#view").get_by_role("button", name="Birch and hazel pollen")).to_have_count(0)
    page.problems.assert_none()
