"""Historia at a table: the board element each action concerns and each event touched (by the ids the board
module draws), what the seat to act is asked, what each action does with its rulebook section (a leader's VP
conditions, an advisor's, a wonder's effect in full), a short guide and the rows of the final score sheet.
Its words are messages of the gettext catalogue with the context "historia" (docs/translating.md); the
Greek follows the Greek rulebook's terms, as words.py does.

Board ids: a territory, wonder, leader or advisor by its data id; an action card of the reader's by
"card-<action>"; a civilization by "civ-<n>"; a matrix column or row by "tech-<level>" / "army-<level>".
The view holds each of them (view.py), so a client places every action from the view alone.

The game's TableSide (agora.core.table): labels and log lines come from words.py, the terminal screen from
text.py."""

from __future__ import annotations

import functools

from agora.core import Action, Event, Outcome, View, i18n
from agora.core.i18n import OptionWords, check_lang, fill, words_of_options
from agora.core.rulebook import names_group
from agora.games.historia import words
from agora.games.historia.options import HistoriaOptions
from agora.games.historia.rulebook import QUOTES
from agora.games.historia.schema import ACTIONS
from agora.games.historia.tables import MEASURES, Gain, tables
from agora.games.historia.text import render as render
from agora.games.historia.words import label as label
from agora.games.historia.words import narrate as narrate


def card_id(action: str) -> str:
    """The board id of an action card (one of each per civilization; the board puts it on the reader's own)."""
    return f"card-{action}"


def civ_id(civ: int) -> str:
    """The board id of a civilization (its mat, its marker on the matrix)."""
    return f"civ-{civ}"


_ON_TERRITORY = ("to", "start", "from", "attack")
_ON_COMPONENT = ("take", "activate", "destroy", "leader", "advisor", "bottom")


def target(action: Action) -> str | None:
    """The board element an action concerns; None for a choice with no place (done, basic, pass...)."""
    verb, _, arg = action.partition(" ")
    if action == "from pool":  # the used pool is no place of the board: a button
        return None
    if verb in ("select", "play", "back"):
        return card_id(arg) if arg in ACTIONS else (arg or None)  # an advisor card by its id
    if verb in _ON_TERRITORY:
        return arg.split(" ")[0] or None
    if verb in _ON_COMPONENT:
        return arg or None
    if verb == "with" and arg.isdigit():
        return civ_id(int(arg))
    if verb == "goal":
        axis, _, level = arg.partition(" ")
        return f"{'tech' if axis == 'tech' else 'army'}-{level}" if level.isdigit() else None
    return None


_CIV_KEYS = ("seat", "civ", "with", "on", "winner", "loser")


def touches(event: Event) -> tuple[str, ...]:
    """The territories, wonders and civilizations an event changed, read from its data alone."""
    data = event.data
    gone = ("wonder",) if event.kind in ("destroy", "civbot arts") else ()  # the wonder leaves the game
    out = [data[key] for key in ("territory", "wonder") if isinstance(data.get(key), str) and key not in gone]
    out += [civ_id(data[key]) for key in _CIV_KEYS
            if isinstance(data.get(key), int) and not isinstance(data.get(key), bool) and 0 <= data[key] < 6]
    return tuple(dict.fromkeys(out))


# Bonuses in words ------------------------------------------------------------------

@functools.cache
def _bonus(lang: str) -> dict[str, str]:
    """Each kind of gain that names no count in words, by its key in a Gain's data, in `lang`."""
    t = i18n.words(lang)
    return {
        "vp": t.pgettext("historia", "{n} VP"),
        "card_back": t.pgettext("historia", "your oldest discarded card back"),
        "action": t.pgettext("historia", "+{n} card a selection"),
        "card": t.pgettext("historia", "the {card} card"),
        "tourism": t.pgettext("historia", "a basic Tourism action"),
        "none": t.pgettext("historia", "nothing"),
    }


@functools.cache
def _measure(lang: str) -> dict[str, str]:
    """Each measure a leader's condition counts, with its threshold {n}, in `lang`."""
    t = i18n.words(lang)
    return {
        "tech": t.pgettext("historia", "technology level {n}"),
        "military": t.pgettext("historia", "army level {n}"),
        "wonders": t.pgettext("historia", "{n}+ wonders"),
        "territories": t.pgettext("historia", "{n}+ territories"),
        "sole": t.pgettext("historia", "{n}+ territories held alone"),
    }


@functools.cache
def _majority(lang: str) -> dict[str, str]:
    """What a majority wonder counts, in `lang`."""
    t = i18n.words(lang)
    return {
        "tech": t.pgettext("historia", "technology"),
        "military": t.pgettext("historia", "army"),
        "wonders": t.pgettext("historia", "wonders"),
        "territories": t.pgettext("historia", "territories"),
    }


def _counted(key: str, n: int, lang: str) -> str | None:
    """A gain that counts things in words, in the plural form `n` takes in `lang`; None for another key."""
    t = i18n.words(lang)
    match key:
        case "cubes":
            text = t.npgettext("historia", "{n} cube back from the used pool", "{n} cubes back from the used pool", n)
        case "cube":
            text = t.npgettext("historia", "{n} cube back", "{n} cubes back", n)
        case "cards":
            text = t.npgettext("historia", "{n} card back from your discard row",
                               "{n} cards back from your discard row", n)
        case "advisor":
            text = t.npgettext("historia", "draw {n} advisor", "draw {n} advisors", n)
        case "tech":
            text = t.npgettext("historia", "+{n} technology level", "+{n} technology levels", n)
        case "military":
            text = t.npgettext("historia", "+{n} army level", "+{n} army levels", n)
        case "pay_cubes":
            text = t.npgettext("historia", "pay {n} cube", "pay {n} cubes", n)
        case _:
            return None
    return text.format(n=n)


def bonus_text(bonus: Gain, lang: str) -> str:
    """A bundle of gains in words ("2 VP, +1 technology level")."""
    texts = _bonus(lang)
    parts = []
    for key, value in bonus.to_data().items():
        if not value:
            continue
        if key == "card":
            parts.append(fill(texts["card"], {"card": words.name("action", value, lang)}))
        else:
            parts.append(_counted(key, value, lang) or fill(texts[key], {"n": value}))
    return ", ".join(parts) or texts["none"]


# What the seat to act is asked -------------------------------------------------

@functools.cache
def _ask(lang: str) -> dict[str, str]:
    """What the seat to act is asked, by its situation, in `lang`."""
    t = i18n.words(lang)
    return {
        "leader draft": t.pgettext("historia", "Draft a leader: click the leader whose VP conditions suit you"),
        "starting cubes": t.pgettext("historia", "Click a free territory on the map to place your starting cube"),
        "goal column": t.pgettext("historia", "Click a technology column of the matrix to place the goal token"),
        "goal row": t.pgettext("historia", "Click an army row of the matrix to place the goal token"),
        "advisor choice": t.pgettext("historia", "Choose the advisor to keep in your hand"),
        "advisor bottom": t.pgettext("historia", "Choose the advisor to put face up under your deck"),
        "select": t.pgettext("historia", "Choose a card from your hand, face down; the others see only that you "
            "chose"),
        "select many": t.pgettext("historia", "Choose up to {n} cards from your hand, face down; the others see only "
            "that you chose"),
        "pick": t.pgettext("historia", "Click one of your revealed cards to resolve it next"),
        "mode": t.pgettext("historia", "Basic or advanced action?"),
        "arts": t.pgettext("historia", "Click a wonder of the row to take it"),
        "exploit": t.pgettext("historia", "Take a cube back: click one of your territories or the pool, or stop"),
        "exploit map": t.pgettext("historia", "Take a cube back: click one of your territories, or stop"),
        "exploit pool": t.pgettext("historia", "Take a cube back from the used pool, or stop"),
        "expansion": t.pgettext("historia", "Click a lit territory to expand into it"),
        "trade": t.pgettext("historia", "Click a civilization with a higher technology to trade with it"),
        "war": t.pgettext("historia", "Click a territory you share to make war there"),
        "revolution": t.pgettext("historia", "Click a card of your discard row to take it back"),
        "wonder": t.pgettext("historia", "Click one of your wonders to activate it, or activate no more"),
        "destroy": t.pgettext("historia", "Click one of your wonders to destroy it"),
        "advisor": t.pgettext("historia", "Choose an advisor from your deck"),
        "governance": t.pgettext("historia", "Use your Governance token now?"),
    }


def prompt(view: View, lang: str) -> str:
    """What the reader of `view` must decide now, read from the view alone; empty if it is not to act."""
    check_lang(lang)
    seat = (view.get("you") or {}).get("seat")
    if seat is None or seat not in view["to_act"]:
        return ""
    ask = _ask(lang)
    phase = view["phase"]
    if phase == "civilization goals":
        return ask["goal row" if (view.get("goal_to_place") or {}).get("column") else "goal column"]
    if phase == "advisor choice":
        return ask["advisor bottom" if view["you"]["advisors"] else "advisor choice"]
    if phase == "card selection":
        chosen, most = len(view["you"]["selected"]), view["civs"][seat]["max_cards"]
        if chosen:
            said = i18n.words(lang).npgettext("historia", "{k} of {n} card chosen: choose more, or press Done",
                                              "{k} of {n} cards chosen: choose more, or press Done", most)
            return said.format(k=chosen, n=most)
        return fill(ask["select many" if most > 1 else "select"], {"n": most})
    if phase == "resolution" and view.get("task"):
        kind = view["task"]["kind"]
        if kind == "exploit":  # name only the places a cube can come back from (rules.py: the pool, the map)
            cubes = view["civs"][seat]["cubes"]
            kind = "exploit" if cubes["used"] and cubes["map"] else "exploit pool" if cubes["used"] else "exploit map"
        return ask.get(kind, "")
    return ask.get(phase, "")


# What each action does --------------------------------------------------------------

@functools.cache
def _card(lang: str) -> dict[str, str]:
    """Each action card's text (§5, GR p.4–5): basic, then advanced with its technology."""
    t = i18n.words(lang)
    return {
        "technology": t.pgettext("historia", "Technology: pay 1 cube, +1 technology level. Advanced: pay 3 cubes, +2 "
            "levels."),
        "army": t.pgettext("historia", "Army: pay 1 cube, +1 army level. Advanced: pay 3 cubes, +2 levels."),
        "arts": t.pgettext("historia", "Arts: pay 1 cube, take a wonder from the row. Advanced: pay 3 cubes, take 2."),
        "exploit": t.pgettext("historia", "Exploit: take up to 2 of your cubes back from the used pool or the map "
            "(leaving a territory loses its tile's VP). Advanced: spend 1 VP, take up to 4."),
        "expansion": t.pgettext("historia", "Expansion: put a cube from your supply in a territory next to one of "
            "yours (with Navigation, anywhere). Advanced: first take a cube back from the used pool."),
        "trade": t.pgettext("historia", "Trade: with a neighbouring civilization of higher technology: you gain a "
            "technology level, it gains 2 VP. Advanced: it gains only 1 VP."),
        "raid": t.pgettext("historia", "Raid: against a neighbour with a lower army: 1 VP and 1 cube back. Advanced: "
            "2 VP and 2 cubes."),
        "war": t.pgettext("historia", "War: on a civilization sharing a territory with you: the higher army gains 2 "
            "VP and the loser's cube leaves that territory. Advanced: 4 VP."),
        "tourism": t.pgettext("historia", "Tourism: 1 VP per 4 wonders you own. Advanced: 1 VP per 3."),
        "revolution": t.pgettext("historia", "Revolution: ends the round after this action round; take back your "
            "latest card and one card of your choice. Needs 3 cards in your discard row; resolved last."),
    }


@functools.cache
def _small(lang: str) -> dict[str, str]:
    """What each kind of action does, and the pieces of a card's text, in `lang`."""
    t = i18n.words(lang)
    return {
        "advanced at": t.pgettext("historia", "Advanced from technology {n}."),
        "section": t.pgettext("historia", "(§5, GR p.4–5)"),
        "select": t.pgettext("historia", "Chosen face down; revealed when everyone has chosen (§4.1, GR p.3)."),
        "play": t.pgettext("historia", "Resolve it now (§4.1, GR p.4); then it goes to your discard row."),
        "back": t.pgettext("historia", "Revolution: take this card back into your hand (§5, GR p.5)."),
        "advisor": t.pgettext("historia", "Advisor {name}: {effect} (§6.3, GR p.8–9). Played like an action card, "
            "then face up under your advisor deck."),
        "leader": t.pgettext("historia", "Leader {name}, era {era}. At the end of era {era} it scores each condition "
            "met: {conditions} (§6.2, GR p.7, p.9)."),
        "wonder": t.pgettext("historia", "Wonder {name}, era {era}. {when}: {bonus}{exclusive}. Activating turns it; "
            "it straightens at the end of the round (§6.1, GR p.9)."),
        "on action": t.pgettext("historia", "Activates when you play {card}, even without effect, not on the action "
            "that took it"),
        "majority": t.pgettext("historia", "Activates when you have more {what} than every other player (a tie: no)"),
        "exclusive": t.pgettext("historia", " — counts players only, not Civbots; left out in solo"),
        "take": t.pgettext("historia", "Arts: take this wonder from the row (§5, GR p.4). "),
        "activate": t.pgettext("historia", "Activate this wonder now (§6.1, GR p.9). "),
        "destroy": t.pgettext("historia", "Destroy this wonder (§6.1, GR p.9). "),
        "to": t.pgettext("historia", "Expansion: a cube from your supply into this territory; its tile's VP are "
            "scored at the territory bonus steps (§5, GR p.5; §2.2)."),
        "start": t.pgettext("historia", "Your starting cube goes here (§3, GR p.3)."),
        "from": t.pgettext("historia", "Exploit: take your cube back from this territory; leaving it loses its "
            "tile's VP (§5, GR p.4)."),
        "attack": t.pgettext("historia", "War here: the higher army gains VP and the loser's cube leaves the "
            "territory; equal armies: no effect (§5, GR p.5)."),
        "with": t.pgettext("historia", "Trade with this civilization: you gain a technology level, it gains VP (§5, "
            "GR p.5)."),
        "goal": t.pgettext("historia", "Civilization goal: the first civilization to reach this cell of the matrix "
            "scores the token (§9.1, GR p.12)."),
        "govern": t.pgettext("historia", "Governance power until the end of the era: {power} (§9.2, GR p.12)."),
        "no governance": t.pgettext("historia", "Keep the Governance token for later (§9.2, GR p.12)."),
        "done": t.pgettext("historia", "Reveal nothing more: your chosen cards wait face down until everyone is "
            "ready (§4.1, GR p.3)."),
        "basic": t.pgettext("historia", "Do the card's basic action (§4.1, §5)."),
        "advanced": t.pgettext("historia", "Do the card's advanced action: it needs its technology and costs more "
            "(§5, GR p.4)."),
        "stop": t.pgettext("historia", "Take no more cubes back (§5, GR p.4)."),
        "pass": t.pgettext("historia", "Activate no more wonders now (§6.1, GR p.9)."),
        "from pool": t.pgettext("historia", "Exploit: take a cube back from your used pool (§5, GR p.4)."),
        "bottom": t.pgettext("historia", "Put this advisor face up under your deck (§9.3, GR p.12). "),
    }


def card_text(action: str, lang: str) -> str:
    """An action card's full text: basic and advanced actions, and the technology the advanced one needs."""
    t = tables()
    need = t.advanced_tech[ACTIONS.index(action)]
    extra = f" {fill(_small(lang)['advanced at'], {'n': need})}" if need < 99 else ""
    return f"{_card(lang)[action]}{extra} {_small(lang)['section']}"


def advisor_text(ident: str, lang: str) -> str:
    """An advisor's effect (§6.3)."""
    t = tables()
    x = t.advisor_ids.index(ident)
    return fill(_small(lang)["advisor"], {"name": words.name("advisor", ident, lang),
                                          "effect": bonus_text(t.advisor_effect[x], lang)})


def leader_text(ident: str, lang: str) -> str:
    """A leader's era and each VP condition (§6.2)."""
    t = tables()
    x = t.leader_ids.index(ident)
    conditions = "; ".join(f"{fill(_measure(lang)[MEASURES[m]], {'n': at})} → {fill(_bonus(lang)['vp'], {'n': vp})}"
                           for m, at, vp in t.leader_conditions[x])
    return fill(_small(lang)["leader"], {"name": words.name("leader", ident, lang), "era": t.leader_era[x],
                                         "conditions": conditions})


def wonder_text(ident: str, lang: str) -> str:
    """A wonder's era, when it activates and what it gives (§6.1)."""
    t = tables()
    w = t.wonder_ids.index(ident)
    small = _small(lang)
    kind, on = t.wonder_kind[w], t.wonder_on[w]
    if kind == 0:
        when = fill(small["on action"], {"card": words.name("action", ACTIONS[on], lang)})
    elif kind == 1:
        when = fill(small["majority"], {"what": _majority(lang)[MEASURES[on]]})
    else:
        when = i18n.words(lang).npgettext("historia", "Activates when you destroy {n} other wonder of yours",
                                          "Activates when you destroy {n} other wonders of yours", on).format(n=on)
    return fill(small["wonder"], {"name": words.name("wonder", ident, lang), "era": t.wonder_era[w], "when": when,
                                  "bonus": bonus_text(t.wonder_bonus[w], lang),
                                  "exclusive": small["exclusive"] if t.wonder_exclusive[w] else ""})


def explain(action: Action, lang: str) -> str:
    """What an action does, in player words, with its rulebook section ("" for a code it does not know)."""
    small = _small(lang)
    if action in small:
        return small[action]
    verb, _, arg = action.partition(" ")
    t = tables()
    if verb in ("select", "play", "back"):
        if arg in ACTIONS:
            return f"{small[verb]} {card_text(arg, lang)}"
        return f"{small[verb]} {advisor_text(arg, lang)}" if arg in t.advisor_ids else ""
    if verb in ("advisor", "bottom") and arg in t.advisor_ids:
        return advisor_text(arg, lang) if verb == "advisor" else small["bottom"] + advisor_text(arg, lang)
    if verb == "leader" and arg in t.leader_ids:
        return leader_text(arg, lang)
    if verb in ("take", "activate", "destroy") and arg in t.wonder_ids:
        return small[verb] + wonder_text(arg, lang)
    if verb == "govern":
        return fill(small["govern"], {"power": words.powers(lang).get(arg, arg)})
    if verb in small:
        return small[verb]
    return ""


# The guide, the score sheet --------------------------------------------------------

def how_to_play(lang: str) -> str:
    """The "How to play" panel in `lang`, one message a line."""
    t = i18n.words(lang)
    return "\n".join((
        t.pgettext("historia", "Historia: lead a civilization through three eras of four rounds. Most VP wins; a tie "
            "goes to the highest technology + army."),
        t.pgettext("historia", "## A round"),
        t.pgettext("historia", "- Select (§4.1): everyone chooses 1 card from the hand face down (2 from Wheel, 3 "
            "from Medicine). The others see that you chose, never what."),
        t.pgettext("historia", "- Reveal and resolve in turn order: each card's basic action, or its advanced action "
            "once your technology allows it. Played cards go to your discard row; the round ends after an action "
            "round where someone played Revolution."),
        t.pgettext("historia", "## The board"),
        t.pgettext("historia", "- The progress matrix: your marker moves right with Technology and up with Army. Its "
            "colour zone is your government, scored at the end of each round."),
        t.pgettext("historia", "- The map: cubes in territories. Expansion adds one; territory bonuses score each "
            "tile's VP."),
        t.pgettext("historia", "- Wonders: Arts takes one from the row; it activates on its condition for its bonus, "
            "once a round."),
        t.pgettext("historia", "## Era ends"),
        t.pgettext("historia", "- Your leader scores each VP condition met, then a new leader is drafted. Advisors "
            "are extra cards of your civilization."),
        t.pgettext("historia", "- Civbots (solo or to fill the table) play cards of their own deck; to win solo, "
            "beat them all."),
    ))


def score_labels(lang: str) -> dict[str, str]:
    """The score sheet's rows in `lang`, in order (scoring.outcome's details; the sheet adds its own total)."""
    t = i18n.words(lang)
    return {
        "vp": t.pgettext("historia", "Victory points"),
        "tech": t.pgettext("historia", "Technology level (tie-break)"),
        "military": t.pgettext("historia", "Army level (tie-break)"),
        "best_civbot_vp": t.pgettext("historia", "Best Civbot's VP"),
        "beat_civbots": t.pgettext("historia", "Beat every Civbot (1 = yes)"),
    }


@functools.cache
def _tiebreaks(lang: str) -> dict[str, str]:
    """The tie-break rule and the solo results, by their English (scoring.outcome's tiebreak), in `lang`."""
    t = i18n.words(lang)
    return {
        "most VP, then the highest tech + military sum (GR p.3)":
            t.pgettext("historia", "most VP, then the highest tech + military sum (GR p.3)"),
        "solo: won, with more VP than every Civbot":
            t.pgettext("historia", "solo: won, with more VP than every Civbot"),
        "solo: lost: eliminated": t.pgettext("historia", "solo: lost: eliminated"),
        "solo: lost: a Civbot has as many VP or more":
            t.pgettext("historia", "solo: lost: a Civbot has as many VP or more"),
    }


def tiebreak(outcome: Outcome, lang: str) -> str:
    """The tie-break rule (§4, GR p.3) or the solo result (§8.4) in `lang`."""
    return _tiebreaks(lang).get(outcome.tiebreak, outcome.tiebreak)


def card_texts(lang: str) -> dict[str, dict[str, str]]:
    """Every card's full text by id, for the board's tooltips: facts of the box, as names are."""
    t = tables()
    return {"action_text": {a: card_text(a, lang) for a in ACTIONS},
            "advisor_text": {a: advisor_text(a, lang) for a in t.advisor_ids},
            "leader_text": {x: leader_text(x, lang) for x in t.leader_ids},
            "wonder_text": {w: wonder_text(w, lang) for w in t.wonder_ids}}


# The title, the options, the components' names, the view's keys ---------------------------------------

def title(lang: str) -> str:
    """The game's title in `lang`."""
    return words.title(lang)


def _options(lang: str) -> dict[str, OptionWords]:
    """Every option's words in `lang` (table.option_words)."""
    t = i18n.words(lang)
    return {
        "players": {
            "label": t.pgettext("historia", "Players"),
            "description": t.pgettext("historia", "how many players, people or bots (1 = solo, against Civbots)"),
        },
        "civbots": {
            "label": t.pgettext("historia/option", "Civbots"),
            "description": t.pgettext("historia", "civilizations the rules play (p.10); players and Civbots together "
                "at most 6; solo: 5 unless you choose fewer"),
        },
        "level": {
            "label": t.pgettext("historia", "Civbot level"),
            "description": t.pgettext("historia", "how hard the Civbots play: 3, 4 or 5 Civbot cards a round (p.10)"),
            "values": words.levels(lang),
        },
        "events": {
            "label": t.pgettext("historia", "Events"),
            "description": t.pgettext("historia", "the Events variant (p.11): one event card in force each round"),
        },
        "advanced_draft": {
            "label": t.pgettext("historia", "Advanced rules"),
            "description": t.pgettext("historia", "the advanced rules (p.12): a snake draft of one leader per era, "
                "starting cubes in reverse order, advisors chosen instead of drawn"),
        },
        "governance": {
            "label": t.pgettext("historia", "Governance"),
            "description": t.pgettext("historia", "the Governance promo (p.12): once a game, first in one of your "
                "token's categories and not last in the other, take one power until the era's end"),
        },
        "goals": {
            "label": t.pgettext("historia", "Civilization Goals"),
            "description": t.pgettext("historia", "the Civilization Goals promo (p.12): 8 goal tokens on the matrix; "
                "the first civilization to reach one scores it"),
        },
        "expert": {
            "label": t.pgettext("historia", "Expert start"),
            "description": t.pgettext("historia", "expert start (p.3 step 6): 3 cubes in front of you and none in "
                "the used pool"),
        },
        "data": {
            "label": t.pgettext("historia", "Data file"),
            "description": t.pgettext("historia", "a components data file (JSON or TOML) with your box's values"),
        },
        "green_advisors": {
            "label": t.pgettext("historia", "Green advisors"),
            "description": t.pgettext("historia", "which of the two green advisor sets the green player uses (FAQ)"),
            "values": {
                "mesopotamians": t.pgettext("historia", "Mesopotamians"),
                "indians": t.pgettext("historia", "Indians"),
            },
        },
        "civbot_takes_last_cube": {
            "label": t.pgettext("historia", "A Civbot takes the last cube"),
            "description": t.pgettext("historia", "a player's last map cube lost in a war a Civbot won, with other "
                "players at the table: kept, as the war rule says (p.5, off), or removed, as the solo rule says "
                "(p.11, on); the player plays on"),
        },
        "edge_costs_cube": {
            "label": t.pgettext("historia", "A move off the matrix costs its cube"),
            "description": t.pgettext("historia", "Technology or Army with no cell of the matrix to move into: "
                "nothing happens and nothing is spent (off), or the cube is spent (on)"),
        },
    }


def option_words(lang: str) -> dict[str, OptionWords]:
    """Every option's words in `lang`."""
    return words_of_options(HistoriaOptions, {lang: _options(lang)}, lang)


def names(lang: str) -> dict[str, dict[str, str]]:
    """The components' names in `lang` (words.names), with each card's full text by id ("wonder_text",
    "leader_text"...) for the board's tooltips, and the Greek rulebook's words by section ("rulebook", the same in
    every language: rulebook.py)."""
    return words.names(lang) | card_texts(lang) | names_group(QUOTES)


def view_keys(lang: str) -> dict[str, str]:
    """The view's keys as the panels head them in `lang` (words.view_keys)."""
    return words.view_keys(lang)
