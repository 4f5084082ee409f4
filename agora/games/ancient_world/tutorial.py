"""The Ancient World's tutorial: a two-player first game against a bot, from a fixed seed that gives the person
(seat 1) the 1st-player token. The person places citizens on Build, Work and Draft, buys the Crane, beats the Ash
Hound with both armies and Draft, passes, and in round 2 explores; the bot's moves between are scripted too.
Each step's words are a gettext message naming the spec's section (docs/translating.md)."""

from __future__ import annotations

from agora.core.i18n import N_
from agora.core.tutorial import Step, Tutorial

BOT, ME = 0, 1

TUTORIAL = Tutorial(
    options={"players": 2},
    seed=2026,
    seat=ME,
    bot="easy",
    steps=(
        Step(ME, "place 1 build", N_("Each turn you place one of your citizens on an action of the board (§5). "
                                     "Build buys a card of the Empire row: place your citizen 1 on Build."), "5"),
        Step(ME, "build crane", N_("Buy the Crane for 2 coins. Its yellow banner joins the yellow banner of your "
                                   "Wheat Fields: banners of one tribe score more together (§12)."), "12"),
        Step(BOT, "place 1 work"),
        Step(ME, "place 2 work", N_("Your opponent's citizen 1 is on Work: only a citizen of higher skill may join "
                                    "it (§5). Place your citizen 2 there: Work gives 2 coins."), "5"),
        Step(BOT, "place 2 draft"),
        Step(ME, "place 3 draft", N_("Draft adds 1 to every attack this round for each citizen on it, your "
                                     "opponent's too (§6). Place your citizen 3 on Draft: +2 attack."), "6"),
        Step(BOT, "pass"),
        Step(ME, "attack 1", N_("Attacking a titan is a turn too (§8). Attack the Ash Hound on top of the 1-star "
                                "titans: its defense is 4."), "8"),
        Step(ME, "pay a0", N_("Each army you pay 1 coin into adds its attack, for this attack only (§8). Pay into "
                              "your City Guard."), "8"),
        Step(ME, "pay a1", N_("Pay into your Militia too: 2 from Draft and 2 from your armies reach the defense of "
                              "4 (§8)."), "8"),
        Step(ME, "fight", N_("Fight: the Ash Hound is yours, and its yellow banner is your third. A damage die is "
                             "rolled for each banner of a beaten titan (§8)."), "8"),
        Step(ME, "pass", N_("Your citizens are all placed: pass. At the round's end you take your income, your "
                            "citizens come home and each must be fed (§4.3)."), "4.3"),
        Step(ME, "place 1 explore", N_("From round 2 Explore is open (§4.1): it stores an Empire card under your "
                                       "board, to build later (§6). Place your citizen 1 on Explore."), "6"),
        Step(ME, "store row orchard", N_("Store the Orchard from the row: a later Build can buy it from your "
                                         "stored cards (§6)."), "6"),
    ),
    hint=N_("Not yet: this step of the tutorial asks for the move it points at."),
    done=N_("You have learnt to place citizens, build, draft, attack a titan and explore. Play on against the bot: "
            "after round 6 the banners of each tribe score, and each hungry citizen costs 2 VP (§12)."),
)
