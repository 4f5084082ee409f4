"""Storage as repositories over one database: matches (with their seats and logs), accounts,
ratings and reviews. Every method is blocking: the server calls them from worker threads,
never on the event loop."""
