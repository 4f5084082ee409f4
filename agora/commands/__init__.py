"""The `agora` command, a module per command (`app` gathers them)."""
