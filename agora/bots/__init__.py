"""Bots: they decide from a seat's view and its legal actions, never the true state."""
