"""The generic ViewNode renderer on its own: a tree with every role (and one the page does
not know, as a newer vertical might send) renders without a change to the page."""

from playwright.sync_api import expect

#: Every role of VerticalInterfaces' ViewNode.Role, plus "gauge", which it does not have.
TREE = {
    "role": "screen", "text": "New vertical",
    "children": [
        {"role": "section", "text": "A section", "children": [
            {"role": "text", "text": "Plain text", "attributes": {"state": "loaded", "count": 3}},
            {"role": "stack", "children": [
                {"role": "button", "text": "Do it", "action": "records.dismiss"},
                {"role": "button", "text": "No action"},
            ]},
            {"role": "list", "children": [
                {"role": "row", "text": "First row", "action": "records.view",
                 "attributes": {"id": 7, "date": "2026-11-23", "section": "Allergy"}},
                {"role": "row", "text": "Second row", "attributes": {"placeID": "zrh-1", "address": "Seestrasse 7"}},
            ]},
        ]},
        {"role": "map", "attributes": {"latitude": 47.37, "longitude": 8.54, "zoom": 12}, "children": [
            {"role": "pin", "text": "One", "attributes": {"latitude": 47.37, "longitude": 8.53, "placeID": "a"}},
            {"role": "pin", "text": "Two", "attributes": {"latitude": 47.38, "longitude": 8.55, "placeID": "b",
                                                         "selected": True},
             "children": [{"role": "text", "text": "Details of two"}]},
            {"role": "pin", "text": "2 places", "attributes": {"latitude": 47.36, "longitude": 8.56, "count": 2},
             "children": [
                 {"role": "pin", "text": "Three", "attributes": {"latitude": 47.36, "longitude": 8.56}},
                 {"role": "pin", "text": "Four", "attributes": {"latitude": 47.3601, "longitude": 8.5601}},
             ]},
        ]},
        {"role": "image", "text": "logo"},
        {"role": "gauge", "text": "A role from the future", "children": [{"role": "text", "text": "inside"}]},
        {"role": "button", "text": "Find", "action": "maps.search", "attributes": {"input": "text"}},
    ],
}

RENDER = """
async (tree) => {
  const { render } = await import("/modules/render.js");
  const acted = [];
  const kinds = { "records.dismiss": "command", "records.view": "viewQuery", "maps.search": "query" };
  const context = {
    depth: 0, inList: false, kindOf: (action) => kinds[action],
    act: (node, extra) => acted.push([node.action, extra ?? {}]), openPins: new Set(),
  };
  const box = document.createElement("div");
  box.id = "rendered";
  box.append(render(tree, context));
  document.body.append(box);
  window.acted = acted;
}
"""


def test_every_role_renders_and_controls_report_their_action(server, open_page):
    page = open_page(server)
    page.evaluate(RENDER, TREE)
    box = page.locator("#rendered")
    expect(box.get_by_role("heading", name="New vertical", exact=True)).to_be_visible()
    expect(box.get_by_role("heading", name="A section", exact=True)).to_be_visible()
    expect(box.locator("p[data-state=loaded][data-count='3']")).to_have_text("Plain text")
    expect(box.get_by_role("button", name="No action")).to_be_disabled()
    expect(box.locator("li.row")).to_have_count(2)
    expect(box.locator("li.row").nth(0)).to_contain_text("2026-11-23 · Allergy")
    expect(box.locator("li.row").nth(1)).to_contain_text("Seestrasse 7")
    expect(box.locator("li.row").nth(1)).not_to_contain_text("zrh-1")
    # The map: three markers (the cluster as one, with its count), the selected one marked.
    expect(box.locator("svg .map-pin")).to_have_count(3)
    expect(box.locator("svg .map-pin.selected")).to_have_attribute("aria-label", "Two (selected)")
    expect(box.locator("svg .map-pin.cluster text.pin-count")).to_have_text("2")
    expect(box.locator(".pin-entry")).to_have_count(3)
    expect(box.locator("figure figcaption")).to_have_text("logo")
    expect(box.locator("[data-role=gauge]")).to_contain_text("A role from the future")
    expect(box.locator("[data-role=gauge]")).to_contain_text("inside")

    box.get_by_role("button", name="Do it").click()
    box.get_by_role("button", name="First row").click()
    box.get_by_label("Find").fill("Enge")
    box.get_by_label("Find").press("Enter")
    assert page.evaluate("window.acted") == [
        ["records.dismiss", {}], ["records.view", {}], ["maps.search", {"text": "Enge"}],
    ]
    # A pin on the map opens its entry in the list and focuses it, by mouse and by keyboard.
    box.locator("svg .map-pin.selected").click()
    expect(box.locator(".pin-entry details[open] summary")).to_be_focused()
    expect(box.locator(".pin-entry details[open]")).to_contain_text("Details of two")
    box.locator("svg .map-pin").first.focus()
    page.keyboard.press("Enter")
    expect(box.locator(".pin-entry details[open]")).to_have_count(2)
    page.problems.assert_none()
