"""Phone seats: a human seat played from a phone's browser while the laptop shows the table (issue 26)."""
