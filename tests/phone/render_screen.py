"""Dev tool (not shipped): a phone screen dict as static HTML, to look at before the real page exists.

    .venv/bin/python -m tests.phone.render_screen council 4 7 120 0 /tmp/shot.html [--lang de]

plays the seeded random-bot game of tests/desktop/table_states.py to that many moves and writes seat's
screen as HTML; `chromium --headless --screenshot` at 360x640 shows it as a phone would (roughly).
"""

from __future__ import annotations

import html
import importlib
import json
import sys
from typing import Any

CSS = """
body{font:15px/1.35 system-ui,sans-serif;margin:0;background:#f4f1ea;color:#222}
header{background:#28313b;color:#fff;padding:8px 12px}header h1{font-size:16px;margin:0}
header p{margin:2px 0 0;font-size:14px}.turn{background:#1d6b3a}
section{margin:8px 10px;padding:8px;background:#fff;border-radius:8px}
h2{font-size:16px;margin:4px 0}.hint{color:#555}.warn{color:#a33}.good{color:#1d6b3a}
table{border-collapse:collapse;width:100%}td{padding:2px 4px;vertical-align:top}td:first-child{color:#555}
.card{border:1px solid #ccc;border-radius:6px;padding:6px;margin:4px 0;white-space:pre-line}
.card b{display:block}.tag{font-size:12px;background:#eee;border-radius:4px;padding:0 4px;margin-right:4px}
button{display:block;width:100%;min-height:44px;margin:4px 0;font-size:15px;border-radius:6px;
border:1px solid #888;background:#fafafa;text-align:left;padding:6px}
button.primary{background:#2d6cdf;color:#fff}
button small{display:block;color:#666;white-space:pre-line}label{display:block;min-height:36px;padding:4px 0}
.row{display:flex;justify-content:space-between;gap:6px}.mark{color:#b80}
"""


def _e(value: Any) -> str:
    return html.escape(str(value))


def block_html(block: dict[str, Any]) -> str:
    kind = block["kind"]
    if kind == "heading":
        return f"<h2>{_e(block['text'])}</h2>"
    if kind == "text":
        return f"<p class='{_e(block.get('tone', 'plain'))}'>{_e(block['text'])}</p>".replace("\n", "<br>")
    if kind == "facts":
        rows = "".join(f"<tr><td>{_e(a)}</td><td>{_e(b)}</td></tr>" for a, b in block["rows"])
        return f"<table>{rows}</table>"
    if kind == "seats":
        rows = "".join(
            f"<div class='row'><b>{_e(r['name'])} <span class='mark'>{_e(r['mark'])}</span></b>"
            f"<span>{_e(r['text'])}</span></div>"
            for r in block["rows"]
        )
        return rows
    if kind == "cards":
        cards = "".join(
            f"<div class='card'><b>{_e(c['title'])}</b>"
            + "".join(f"<span class='tag'>{_e(t)}</span>" for t in c["tags"])
            + f"<div>{_e(c['text'])}</div></div>"
            for c in block["cards"]
        )
        return f"<h2>{_e(block['title'])}</h2>{cards}"
    if kind == "choice":
        buttons = "".join(
            f"<button class='{'primary' if o['primary'] else ''}'>{_e(o['label'])}"
            + (f"<small>{_e(o['detail'])}</small>" if o["detail"] else "")
            + "</button>"
            for o in block["options"]
        )
        return f"<p>{_e(block['prompt'])}</p>".replace("\n", "<br>") + buttons
    if kind == "form":
        parts = [f"<p>{_e(block['prompt'])}</p>".replace("\n", "<br>")]
        for f in block["fields"]:
            parts.append(f"<h2>{_e(f['label'])}</h2>")
            if f["type"] == "number":
                parts.append(f"<input type=number min={f['min']} max={f['max']} value={f['default']}>")
            elif f["type"] == "each":
                for i in f["items"]:
                    opts = "".join(f"<option>{_e(c['label'])}</option>" for c in f["choices"])
                    parts.append(f"<label>{_e(i['label'])} <select>{opts}</select></label>")
            else:
                box = "radio" if f["type"] == "one" else "checkbox"
                for i in f["items"]:
                    detail = f" <small class='hint'>{_e(i['detail'])}</small>" if i["detail"] else ""
                    parts.append(
                        f"<label><input type={box} name='{_e(f['name'])}'> {_e(i['label'])}{detail}</label>"
                    )
        parts.append(f"<button class='primary'>{_e(block['submit'])}</button>")
        return "".join(parts)
    return f"<pre>{_e(json.dumps(block))}</pre>"


def page(screen: dict[str, Any]) -> str:
    turn = " turn" if screen["your_turn"] else ""
    head = f"<header class='{turn}'><h1>{_e(screen['title'])}</h1><p>{_e(screen['status'])}</p></header>"
    body = "".join(f"<section>{block_html(b)}</section>" for b in screen["blocks"])
    return f"<!doctype html><meta charset=utf-8><style>{CSS}</style>{head}{body}"


def main(argv: list[str]) -> None:
    from PySide6.QtCore import QCoreApplication

    from desktop.translations import install_translations
    from tests.desktop.table_states import session_at

    lang = argv[argv.index("--lang") + 1] if "--lang" in argv else "en"
    game_name, players, seed, moves, seat, out = argv[:6]
    app = QCoreApplication.instance() or QCoreApplication([])
    keep = install_translations(app, lang)  # noqa: F841 - the translators must stay alive
    session = session_at(game_name, int(players), int(moves), seed=int(seed))
    module = importlib.import_module(f"desktop.{game_name}.phone")
    names = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi")[: int(players)]
    s = int(seat)
    screen = module.screen(session.view(s), session.legal_actions(s), s, names)
    with open(out, "w", encoding="utf-8") as f:
        f.write(page(screen))


if __name__ == "__main__":
    main(sys.argv[1:])
