"""axe-core (bundled by axe-playwright-python) finds no violation of serious or critical
impact on any vertical's view, on the Messages screen, with a form open, or in German."""

from axe_playwright_python.sync_playwright import Axe
from conftest import choose_view
from playwright.sync_api import expect

AXE = Axe()


def serious(page) -> list[str]:
    results = AXE.run(page)
    return [
        f"{violation['id']} ({violation['impact']}): {violation['help']} at "
        + ", ".join(str(node.get("target")) for node in violation["nodes"][:3])
        for violation in results.response["violations"]
        if violation.get("impact") in ("serious", "critical")
    ]


def test_no_serious_violation_on_any_view(server, open_page):
    page = open_page(server)
    found = {}
    for name in ["Maps", "ClinicalRecords", "Info"]:
        choose_view(page, name)
        found[name] = serious(page)
    choose_view(page, "Maps")
    page.locator("#view .map-pin").first.click()
    found["Maps with a pin open"] = serious(page)
    choose_view(page, "ClinicalRecords")
    page.get_by_role("button", name="Add an entry").click()
    form = page.locator("#panel form")
    form.get_by_label("section").select_option("allergy")
    form.get_by_label("clinicID").fill("zrh-001")
    form.get_by_label("title").fill(" ")
    form.get_by_role("button", name="Send").click()
    expect(form.get_by_label("title")).to_have_attribute("aria-invalid", "true")
    found["ClinicalRecords with a refused form"] = serious(page)
    choose_view(page, "Messages")
    nearby = page.locator("#view details[data-message='maps.nearby']")
    nearby.locator("summary").click()
    nearby.get_by_label("latitude").fill("north")
    nearby.get_by_role("button", name="Ask").click()
    expect(nearby.get_by_label("latitude")).to_have_attribute("aria-invalid", "true")
    found["Messages with a form the page refused"] = serious(page)
    assert all(not problems for problems in found.values()), found


def test_no_serious_violation_at_phone_width_in_german(servers, open_page):
    server = servers.start(options=["--locale", "de"])
    page = open_page(server, width=390, height=844, locale="de-DE")
    found = {}
    for name in ["Maps", "ClinicalRecords", "Info", "Nachrichten"]:
        choose_view(page, name)
        found[name] = serious(page)
    assert all(not problems for problems in found.values()), found
