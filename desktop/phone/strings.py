"""The phone page's own words (connecting, refused, stale…), translated on the table and sent to the page."""

from __future__ import annotations

from desktop.translations import tr


def page_strings() -> dict[str, str]:
    return {
        "connecting": tr("Connecting to the table…"),
        "reconnecting": tr("Connection lost: trying again…"),
        "connected": tr("Connected"),
        "refused_claimed": tr(
            "Another phone has taken this seat. Ask the table to let another phone take it, then reload."
        ),
        "refused_released": tr("The table gave this seat to another phone. Reload to take it again."),
        "refused_token": tr("This link is not valid for this table."),
        "closed": tr("The table was closed. Reload when it is open again."),
        "stale": tr("The table moved on before your move arrived: look again and choose anew."),
        "too_big": tr("That message was too large to send."),
        "rate": tr("Too many taps at once: wait a moment."),
        "bad": tr("The table could not read that message."),
        "sending": tr("Sending…"),
        "taken": tr("Done."),
        "confirm_yes": tr("Yes"),
        "confirm_no": tr("No"),
        "not_your_turn": tr("Nothing to decide now: the table waits for others."),
        "submit_disabled": tr("Pick within the limits shown to send this."),
        "picked": tr("picked: %1"),
        "undone": tr("A move was taken back at the table."),
    }
