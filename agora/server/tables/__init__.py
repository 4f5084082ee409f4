"""The tables a server process serves, by job: live rooms (the cache of matches and their
watchers), seating and invites, submitting and committing, following other processes,
the clocks' alarms, the bot runner, and the coordinator where they meet."""
