"""tests/phone/reachable.py says no as readily as yes: a form gives only what its fields allow."""

from __future__ import annotations

from tests.phone.reachable import reachable


def _form(fields, action):
    return {
        "blocks": [
            {"kind": "form", "prompt": "", "fields": fields, "action": action, "submit": "", "preview": False}
        ]
    }


def _items(*values):
    return [{"value": v, "label": str(v), "detail": ""} for v in values]


def test_a_choice_gives_its_options_only():
    screen = {
        "blocks": [
            {
                "kind": "choice",
                "prompt": "",
                "options": [
                    {
                        "label": "",
                        "detail": "",
                        "action": {"kind": "pass", "seat": 0},
                        "primary": True,
                        "confirm": None,
                    }
                ],
            }
        ]
    }
    assert reachable(screen, {"kind": "pass", "seat": 0})
    assert not reachable(screen, {"kind": "pass", "seat": 1})


def test_some_picks_in_the_items_order_within_min_and_max():
    screen = _form(
        [{"name": "cards", "label": "", "type": "some", "items": _items(3, 5, 8), "min": 1, "max": 2}],
        {"kind": "boost", "seat": 0, "cards": []},
    )
    assert reachable(screen, {"kind": "boost", "seat": 0, "cards": [3, 8]})
    assert not reachable(screen, {"kind": "boost", "seat": 0, "cards": [8, 3]})  # the page sends items' order
    assert not reachable(screen, {"kind": "boost", "seat": 0, "cards": []})  # below min
    assert not reachable(screen, {"kind": "boost", "seat": 0, "cards": [3, 5, 8]})  # above max
    assert not reachable(screen, {"kind": "boost", "seat": 0, "cards": [4]})
    assert not reachable(screen, {"kind": "boost", "seat": 1, "cards": [3]})  # the rest is the template's


def test_numbered_names_index_a_list_of_the_template():
    template = {"kind": "table_check", "seat": 0, "vp": [1, 2], "exhausted": [["a"], []]}
    fields = [
        {"name": "vp.1", "label": "", "type": "number", "items": [], "min": 0, "max": 30},
        {"name": "exhausted.0", "label": "", "type": "some", "items": _items("a", "b"), "min": 0, "max": 2},
    ]
    screen = _form(fields, template)
    assert reachable(screen, {"kind": "table_check", "seat": 0, "vp": [1, 7], "exhausted": [["b"], []]})
    assert not reachable(screen, {"kind": "table_check", "seat": 0, "vp": [2, 7], "exhausted": [[], []]})
    assert not reachable(screen, {"kind": "table_check", "seat": 0, "vp": [1, 31], "exhausted": [[], []]})


def test_each_gives_a_pair_per_item_with_a_choice():
    choices = [{"value": 10, "label": ""}, {"value": 11, "label": ""}]
    screen = _form(
        [
            {
                "name": "tucks",
                "label": "",
                "type": "each",
                "items": _items(1, 2),
                "min": 0,
                "max": 0,
                "choices": choices,
            }
        ],
        {"kind": "colonize", "seat": 0, "tucks": [], "settle": None},
    )
    assert reachable(screen, {"kind": "colonize", "seat": 0, "tucks": [[1, 11], [2, 10]], "settle": None})
    assert not reachable(
        screen, {"kind": "colonize", "seat": 0, "tucks": [[1, 11]], "settle": None}
    )  # no null
    assert not reachable(screen, {"kind": "colonize", "seat": 0, "tucks": [[1, 12], [2, 10]], "settle": None})


def test_an_item_listed_twice_can_be_picked_twice_but_not_three_times():
    # the page picks a "some" field's items by place: two copies of one card are two picks
    fields = [{"name": "give", "label": "", "type": "some", "items": _items("card:a", "card:a", "tg:1"),
               "min": 0, "max": 3, "default": []}]
    screen = _form(fields, {"kind": "propose_deal", "seat": 0, "give": []})
    assert reachable(screen, {"kind": "propose_deal", "seat": 0, "give": ["card:a", "card:a", "tg:1"]})
    assert not reachable(screen, {"kind": "propose_deal", "seat": 0, "give": ["card:a", "card:a", "card:a"]})
    assert not reachable(screen, {"kind": "propose_deal", "seat": 0, "give": ["tg:1", "card:a"]})  # order
