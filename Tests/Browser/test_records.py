"""ClinicalRecords through the page's forms: add, a refused payload shown at its field,
edit, remove, and a record that is still there after the server restarts."""

from conftest import choose_view, screenshot
from playwright.sync_api import expect


def add_entry(page, section: str, title: str, detail: str = "") -> None:
    page.get_by_role("button", name="Add an entry").click()
    form = page.locator("#panel form")
    expect(form.get_by_role("heading", name="New entry")).to_be_focused()
    form.get_by_label("Section").select_option(section)
    form.get_by_label("Title").fill(title)
    form.get_by_label("Detail").fill(detail)
    form.get_by_role("button", name="Save").click()


def test_a_record_added_in_the_page_is_there_after_a_restart(servers, open_page, tmp_path):
    data = tmp_path / "records-data"
    first = servers.start(data_dir=data)
    page = open_page(first)
    choose_view(page, "ClinicalRecords")
    add_entry(page, "appointment", "Check-up with Dr. Keller", "Bring the allergy pass")
    # The form closes once the outcome arrives; the records.changed event reloads the view.
    expect(page.locator("#panel")).to_be_hidden()
    expect(page.locator("#notice")).to_have_text("Saved.")
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
    add_entry(page, "allergy", "   ")
    form = page.locator("#panel form")
    title = form.get_by_label("Title")
    # records.add: title: must not be empty -> the coding path "title" names the field.
    expect(title).to_have_attribute("aria-invalid", "true")
    message = form.locator(f"#{title.get_attribute('aria-describedby')}")
    expect(message).to_contain_text("title: must not be empty")
    expect(title).to_be_focused()
    expect(form.get_by_label("Section")).not_to_have_attribute("aria-invalid", "true")
    screenshot(page, "web-records-refused.png")

    title.fill("Birch pollen")
    form.get_by_role("button", name="Save").click()
    expect(page.locator("#panel")).to_be_hidden()
    page.locator("#view").get_by_role("button", name="Birch pollen").click()
    expect(page.locator("#view-title")).to_have_text("Birch pollen")

    page.locator("#view").get_by_role("button", name="Edit").click()
    form = page.locator("#panel form")
    expect(form.get_by_label("Title")).to_have_value("Birch pollen")
    form.get_by_label("Title").fill("Birch and hazel pollen")
    form.get_by_role("button", name="Save").click()
    expect(page.locator("#view-title")).to_have_text("Birch and hazel pollen")

    page.locator("#view").get_by_role("button", name="Remove").click()
    page.locator("#panel").get_by_role("button", name="Remove").click()
    expect(page.locator("#notice")).to_have_text("Removed.")
    expect(page.locator("#view-title")).to_have_text("Your records")
    expect(page.locator("#view").get_by_role("button", name="Birch and hazel pollen")).to_have_count(0)
    page.problems.assert_none()
