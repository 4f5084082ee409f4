"""The HTTP and WebSocket API (OpenAPI at /docs), one router a module: games, tables, seats and
votes, a table's match (state, socket, log, replay), accounts, players and leaderboards, reviews,
the lab's pages, and the browser's pages."""
