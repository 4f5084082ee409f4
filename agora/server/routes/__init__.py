"""The HTTP and WebSocket API (OpenAPI at /docs), one router a module: games, tables, seats and
votes, accounts, players and leaderboards, reviews, the lab's pages, and the browser's pages."""
