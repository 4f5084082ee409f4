"""Relic Runners' tutorial: a two-player first game against a bot, from a fixed seed. The person moves,
explores a ruin and lays a pathway, then travels that pathway and a river trail and moves a toolbox up; the
bot's moves between are scripted too. Each step's words are a gettext message (docs/translating.md)."""

from __future__ import annotations

from agora.core.i18n import N_
from agora.core.tutorial import Step, Tutorial

BOT = 1

TUTORIAL = Tutorial(
    options={"players": 2, "setup": "basic", "end_relics": 2},
    seed=2026,
    seat=0,
    bot="easy",
    steps=(
        Step(0, "go t1", N_("Every turn starts with a move (§A4.1): your explorer must travel a trail. Click the lit "
                            "trail from Base Camp to the Bat Ruins."), "A4.1"),
        Step(0, "stop", N_("You travelled your one unfamiliar trail this turn: end your move at the Bat Ruins "
                           "(§A4.1)."), "A4.1"),
        Step(0, "explore", N_("After moving you may explore where you stand for 1 ration (§A4.2). Click the Bat "
                              "Ruins and explore them."), "A4.2"),
        Step(0, "path t3", N_("Exploring a ruin lets you lay one of your pathways on a trail next to it (§A4.2). Lay "
                              "it on the Bat – Moon trail: next turn you travel it for free."), "A4.2"),
        Step(0, "done", N_("Your turn is over: end it, and watch your opponent play theirs (§A4)."), "A4"),
        Step(BOT, "go t11"),
        Step(BOT, "stop"),
        Step(BOT, "explore"),
        Step(BOT, "path t12"),
        Step(BOT, "done"),
        Step(0, "go t3", N_("A chain of your own pathways costs nothing, before or after your one unfamiliar trail "
                            "(§A4.1). Travel your pathway to the Moon temple."), "A4.1"),
        Step(0, "go t8", N_("Now take your unfamiliar trail: the Jaguar – Moon river. Travelling a river flips its "
                            "toolbox token (§A7)."), "A7"),
        Step(0, "stop", N_("End your move at the Jaguar Ruins (§A4.1)."), "A4.1"),
        Step(0, "climb machete 0", N_("The flipped token moves one of your toolboxes up a track of your Progression "
                                      "Table (§A7.2). Move one up the machete track."), "A7.2"),
        Step(0, "done", N_("Keep your last rations for later: end your turn. Back at Base Camp you take 3 more "
                           "(§A4.3)."), "A4.3"),
    ),
    hint=N_("Not yet: this step of the tutorial asks for the move it points at."),
    done=N_("You have learnt to move, explore, lay pathways and climb with toolboxes. Play on against the bot: "
            "bring relics back between shrines of one colour (§A5). Once 2 relics are taken, the last round "
            "begins (§A8)."),
)
