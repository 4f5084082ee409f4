"""The games, one package each; each registers itself as an `agora.games` entry point."""
