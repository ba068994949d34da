"""The phone screens of each game: pure functions from a seat's view and listing to a screen dict."""
