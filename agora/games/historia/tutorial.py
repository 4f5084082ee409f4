"""Historia's tutorial: a first game against one Civbot, the rules' own rival civilization (§8), from a fixed
seed. A Civbot plays no seat (it acts at the end of the round), so every selection is the person's alone and no
simultaneous choice breaks the script. The person starts in Europe beside the Civbot's Africa, plays Technology,
Army, a Raid for VP, an Expansion, an Exploit for cubes and a Revolution that ends the round. Each step's words
are a gettext message (docs/translating.md)."""

from __future__ import annotations

from agora.core.i18n import N_
from agora.core.tutorial import Step, Tutorial

YOU = 0

TUTORIAL = Tutorial(
    options={"players": 1, "civbots": 1, "level": "chieftain"},
    seed=2026,
    seat=YOU,
    bot="easy",
    steps=(
        Step(YOU, "start europe", N_("Put your starting cube in an empty territory (§3, GR p.3): click Europe. The "
                                     "Civbot, a rival civilization the rules play, takes the highest free tile: "
                                     "Africa, next door."), "3"),
        Step(YOU, "select technology", N_("Each action round you choose a card from your hand face down, then it is "
                                          "resolved (§4.1, GR p.3). Choose Technology: pay 1 cube, +1 technology "
                                          "level. Agriculture, level 2, gives you the War card."), "4.1"),
        Step(YOU, "select army", N_("A played card goes to your discard row. Now choose Army: pay 1 cube and your "
                                    "marker climbs one army level of the progress matrix (§5, GR p.4)."), "5"),
        Step(YOU, "select raid", N_("Raid a neighbour with a lower army: 1 VP and one of your cubes back from the "
                                    "used pool (§5, GR p.5). The Civbot in Africa has army 1: choose Raid."), "5"),
        Step(YOU, "select expansion", N_("Expansion puts a cube from your supply in a territory next to one of "
                                         "yours (§5, GR p.5). Choose Expansion."), "5"),
        Step(YOU, "to russia", N_("Each tile scores its VP for you at every territory bonus while your cube stays "
                                  "there (§2.2). Click Russia, a 4 VP tile."), "2.2"),
        Step(YOU, "select exploit", N_("Paid cubes wait in the used pool. Exploit takes up to 2 of yours back "
                                       "(§5, GR p.4): choose Exploit."), "5"),
        Step(YOU, "from pool", N_("Take a cube back from the used pool. One taken from the map would lose that "
                                  "territory's VP (§5, GR p.4)."), "5"),
        Step(YOU, "from pool", N_("And a second cube from the used pool (§5, GR p.4)."), "5"),
        Step(YOU, "select revolution", N_("With 3 cards in your discard row you may play Revolution: the round ends "
                                          "after this action round (§5, GR p.5). Choose Revolution."), "5"),
        Step(YOU, "back technology", N_("Revolution takes itself back and one card of your choice: take "
                                        "Technology. Then the Civbot plays and the round ends (§7, GR p.7)."), "7"),
    ),
    hint=N_("Not yet: this step of the tutorial asks for the move it points at."),
    done=N_("You can choose, play and take back cards. VP also come from tiles at each territory bonus, your "
            "government on the progress matrix and wonders taken with Arts (§6.1). Play on: after 12 rounds, have "
            "more VP than the Civbot (§8.4)."),
)
