"""Historia's player-facing words in English and Greek: action labels, log lines
and component names. The Greek terms are the Greek rulebook's (Τεχνολογία,
Στρατός, Τέχνες, Εκμετάλλευση..., κύβος Δύναμης, ΠΝ, Θαύμα, Ηγέτης, Σύμβουλος,
Ρομπότ); names the rulebook does not print are rendered in their usual Greek.

Every word is a message of the gettext catalogue with the context "historia" (docs/translating.md): the
components' names are their English names in the default edition's data file, which babel.cfg extracts
(agora.core.i18n.extract_names).

Every line is built from an event's data alone, so it tells its reader no more
than the event the reader was sent.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from agora.core import Event, i18n
from agora.core.i18n import SOURCE, SeatNames, check_lang, fill, generic_line, seat_name
from agora.games.historia.schema import ACTIONS
from agora.games.historia.tables import tables


@cache
def _action_names(lang: str) -> dict[str, str]:
    """The action cards' names (the rulebook's; the data file names no action), in `lang`."""
    t = i18n.words(lang)
    return {
        "technology": t.pgettext("historia", "Technology"),
        "army": t.pgettext("historia", "Army"),
        "arts": t.pgettext("historia", "Arts"),
        "exploit": t.pgettext("historia", "Exploit"),
        "expansion": t.pgettext("historia", "Expansion"),
        "trade": t.pgettext("historia", "Trade"),
        "raid": t.pgettext("historia", "Raid"),
        "war": t.pgettext("historia", "War"),
        "tourism": t.pgettext("historia", "Tourism"),
        "revolution": t.pgettext("historia", "Revolution"),
    }


@cache
def powers(lang: str) -> dict[str, str]:
    """The four powers on the back of a Governance token (state.POWERS), in `lang`."""
    t = i18n.words(lang)
    return {
        "cubes": t.pgettext("historia", "up to 2 cubes from the general supply"),
        "shared": t.pgettext("historia", "score shared territories"),
        "tech": t.pgettext("historia", "+2 technology levels"),
        "military": t.pgettext("historia", "+2 army levels"),
    }


@cache
def _no_effect(lang: str) -> dict[str, str]:
    """Why an action card had no effect, by its English (a "no effect" event's `why`), in `lang`."""
    t = i18n.words(lang)
    return {
        "no adjacent civilization with a higher technology":
            t.pgettext("historia", "no adjacent civilization with a higher technology"),
        "no adjacent civilization with a lower army":
            t.pgettext("historia", "no adjacent civilization with a lower army"),
        "no cell of the matrix to move into": t.pgettext("historia", "no cell of the matrix to move into"),
        "no civilization shares a territory": t.pgettext("historia", "no civilization shares a territory"),
        "no cube or no territory to expand into": t.pgettext("historia", "no cube or no territory to expand into"),
        "no cube to pay or no wonder in the row": t.pgettext("historia", "no cube to pay or no wonder in the row"),
        "no cube to pay": t.pgettext("historia", "no cube to pay"),
        "no cube to take back": t.pgettext("historia", "no cube to take back"),
        "the event's requirement was not met": t.pgettext("historia", "the event's requirement was not met"),
    }


@cache
def _english() -> dict[str, dict[str, str]]:
    """The default edition's English names of every component group, by id: the message ids of their
    translations (babel.cfg extracts the data file's names, with the context "historia")."""
    edition = tables().edition
    return {
        "action": _action_names(SOURCE),
        "territory": {x.id: x.name for x in edition.territories},
        "wonder": {x.id: x.name for x in edition.wonders},
        "leader": {x.id: x.name for x in edition.leaders},
        "advisor": {x.id: x.name for x in edition.advisors},
        "civilization": {x.id: x.name for x in edition.civilizations},
        "event": {x.id: x.name for x in edition.events},
        "government": {x.id: x.name for x in edition.governments},
    }


def name(group: str, ident: Any, lang: str) -> str:
    """A component's name in `lang`: "wonder", "colossus" -> "Colossus of Rhodes" / "Κολοσσός της Ρόδου".
    An id the tables do not know (an owner's own data) reads as its id, spaced and capitalised."""
    text = str(ident)
    english = _english()[group].get(text, text.replace("_", " ").title())
    return i18n.words(lang).pgettext("historia", english)


def card(ident: Any, lang: str) -> str:
    """An action card or an advisor, the two kinds a hand holds."""
    return name("action" if str(ident) in ACTIONS else "advisor", ident, lang)


# Action labels ---------------------------------------------------------------

@cache
def _words(lang: str) -> dict[str, str]:
    """The labels of the actions that name no component, in `lang`."""
    t = i18n.words(lang)
    return {
        "no governance": t.pgettext("historia", "Do not use the Governance token now"),
        "done": t.pgettext("historia", "Done selecting"),
        "basic": t.pgettext("historia", "Basic action"),
        "advanced": t.pgettext("historia", "Advanced action"),
        "stop": t.pgettext("historia", "Stop taking cubes"),
        "pass": t.pgettext("historia", "Activate no (more) wonders"),
        "from pool": t.pgettext("historia", "Take a cube from the pool"),
    }


# verb -> the component group of its argument
_GROUPS = {
    "select": "card", "play": "card", "to": "territory", "start": "territory", "from": "territory", "take": "wonder",
    "activate": "wonder", "destroy": "wonder", "leader": "leader", "back": "action", "with": "seat",
    "govern": "power", "advisor": "advisor", "bottom": "advisor",
}


@cache
def _verbs(lang: str) -> dict[str, str]:
    """Each verb's label template, its argument {x}, in `lang`."""
    t = i18n.words(lang)
    return {
        "select": t.pgettext("historia", "Select {x}"),
        "play": t.pgettext("historia", "Resolve {x}"),
        "to": t.pgettext("historia", "Expand to {x}"),
        "start": t.pgettext("historia", "Start in {x}"),
        "from": t.pgettext("historia", "Take a cube back from {x}"),
        "take": t.pgettext("historia", "Take the wonder {x}"),
        "activate": t.pgettext("historia", "Activate the wonder {x}"),
        "destroy": t.pgettext("historia", "Destroy the wonder {x}"),
        "leader": t.pgettext("historia", "Draft the leader {x}"),
        "back": t.pgettext("historia", "Take back {x}"),
        "with": t.pgettext("historia", "Trade with {x}"),
        "govern": t.pgettext("historia", "Governance power: {x}"),
        "advisor": t.pgettext("historia", "Take the advisor {x}"),
        "bottom": t.pgettext("historia", "Put the advisor {x} face up under your deck"),
    }


@cache
def _phrases(lang: str) -> dict[str, str]:
    """The pieces of the goal, war and civilization labels, in `lang`."""
    t = i18n.words(lang)
    return {
        "goal": t.pgettext("historia", "Place the goal token in {axis} {level}"),
        "tech column": t.pgettext("historia", "tech column"),
        "army row": t.pgettext("historia", "army row"),
        "war": t.pgettext("historia", "War on {civ} in {territory}"),
        "civ": t.pgettext("historia", "civilization {n}"),
    }


def _target(civ: str, lang: str) -> str:
    """Another civilization in a label, by number: a label cannot know whether it is a seat or a Civbot."""
    return fill(_phrases(lang)["civ"], {"n": int(civ) + 1}) if civ.isdigit() else civ


def _argument(group: str, arg: str, lang: str) -> str:
    if group == "card":
        return card(arg, lang)
    if group == "seat":
        return _target(arg, lang)
    if group == "power":
        return powers(lang).get(arg, arg)
    return name(group, arg, lang)


def label(action: str, lang: str) -> str:
    """A readable label of an action code in `lang` (the code itself if unknown)."""
    if action in _words(lang):
        return _words(lang)[action]
    verb, _, rest = action.partition(" ")
    if verb == "goal":
        axis, _, level = rest.partition(" ")
        phrases = _phrases(lang)
        return fill(phrases["goal"], {"axis": phrases["tech column" if axis == "tech" else "army row"],
                                       "level": level})
    if verb == "attack":
        where, _, civ = rest.partition(" ")
        return fill(_phrases(lang)["war"], {"civ": _target(civ, lang), "territory": name("territory", where, lang)})
    if verb in _GROUPS:
        return fill(_verbs(lang)[verb], {"x": _argument(_GROUPS[verb], rest, lang)})
    return action


# Log lines -------------------------------------------------------------------

@cache
def lines(lang: str) -> dict[str, str]:
    """Each event kind's log line template, in `lang`."""
    t = i18n.words(lang)
    return {
        "leaders offered": t.pgettext("historia", "{seat} is offered the leaders {leaders}"),
        "leader drafted": t.pgettext("historia", "{seat} drafts the leader {leader}"),
        "hidden leader drafted": t.pgettext("historia", "{seat} drafts a leader of era {era}, face down"),
        "choose advisors": t.pgettext("historia", "{seat} chooses advisors"),
        "advisor drawn": t.pgettext("historia", "{seat} draws the advisor {advisor}"),
        "advisor to the bottom": t.pgettext("historia", "{seat} puts the advisor {advisor} face up under the deck"),
        "goal drawn": t.pgettext("historia", "{seat} draws a goal token ({goal})"),
        "goal placed": t.pgettext("historia", "{seat} places the goal token at technology {tech}, army {military}"),
        "goal reached": t.pgettext("historia", "{civ} reaches a goal ({goal})"),
        "start": t.pgettext("historia", "{seat} starts in {territory}"),
        "action round": t.pgettext("historia", "Era {era}, round {round}, action round {action_round}"),
        "reveal": t.pgettext("historia", "The selected cards are revealed: {cards}"),
        "advisor": t.pgettext("historia", "{seat} plays the advisor {advisor}"),
        "action": t.pgettext("historia", "{seat} plays {action}{advanced}"),
        "tourism": t.pgettext("historia", "{seat} gains {vp} VP from tourism"),
        "event applies": t.pgettext("historia", "The event {event} applies to {civ}"),
        "governance": t.pgettext("historia", "{seat} activates the Governance token: {power}"),
        "governance ends": t.pgettext("historia", "{seat}'s Governance power ends"),
        "no effect": t.pgettext("historia", "{seat}'s {action} has no effect: {why}"),
        "level": t.pgettext("historia", "{civ} reaches {axis} level {level}"),
        "new card": t.pgettext("historia", "{seat} gains the action card {card}"),
        "draws advisor": t.pgettext("historia", "{seat} draws an advisor"),
        "advisors shuffled": t.pgettext("historia", "{seat} shuffles the advisors"),
        "wonder": t.pgettext("historia", "{seat} takes the wonder {wonder}"),
        "abandon": t.pgettext("historia", "{seat} abandons {territory}"),
        "expand": t.pgettext("historia", "{seat} expands to {territory}"),
        "trade": t.pgettext("historia", "{seat} trades with {with} and gains {vp} VP"),
        "raid": t.pgettext("historia", "{seat} raids and gains {vp} VP"),
        "war": t.pgettext("historia", "{seat} makes war on {on} in {territory}"),
        "war won": t.pgettext("historia", "{winner} wins the war against {loser} and gains {vp} VP"),
        "eliminated": t.pgettext("historia", "{seat} is wiped off the map"),
        "take back": t.pgettext("historia", "{seat} takes back {card}"),
        "activate": t.pgettext("historia", "{seat} activates the wonder {wonder}"),
        "destroy": t.pgettext("historia", "{seat} destroys the wonder {wonder}"),
        "end of round": t.pgettext("historia", "End of round {round} of era {era}"),
        "leaders revealed": t.pgettext("historia", "The leaders are revealed: {leaders}"),
        "turn order": t.pgettext("historia", "Turn order: {order}"),
        "new wonders": t.pgettext("historia", "New wonder row: {row}"),
        "leader bonus": t.pgettext("historia", "{seat} scores {vp} VP with the leader {leader}"),
        "civbots leader share": t.pgettext("historia", "The Civbots share the {missed} leader VP the players missed: "
            "{each} VP each"),
        "game over": t.pgettext("historia", "The game is over; VP: {vp}"),
        "event": t.pgettext("historia", "Event in force: {event}"),
        "civbot expands": t.pgettext("historia", "{civ} expands to {territory}"),
        "civbot card": t.pgettext("historia", "{civ} plays its card {card}"),
        "civbot arts": t.pgettext("historia", "{civ} takes the wonder {wonder}"),
        "civbot level": t.pgettext("historia", "{civ} moves to technology {tech}, army {military}"),
        "civbot war": t.pgettext("historia", "{civ} makes war on {on} in {territory} and gains {vp} VP"),
    }


def counted_lines(count: int, lang: str) -> dict[str, str]:
    """The log line templates whose words follow a count in their event's data (the plural form for `count`)."""
    t = i18n.words(lang)
    return {"selects": t.npgettext("historia", "{seat} selects {count} card{ready}",
                                   "{seat} selects {count} cards{ready}", count)}


@cache
def _small(lang: str) -> dict[str, str]:
    """The pieces of log lines, in `lang`."""
    t = i18n.words(lang)
    return {
        "ready": t.pgettext("historia", " and is ready"),
        "advanced": t.pgettext("historia", " (advanced)"),
        # An axis in "reaches level 5 of technology" (Greek: the genitive) and a log line's "none": contexts
        # of their own, as the board's "technology" and "none" read otherwise.
        "tech": t.pgettext("historia/axis", "technology"),
        "military": t.pgettext("historia/axis", "army"),
        "none": t.pgettext("historia/log", "none"),
        "goal": t.pgettext("historia", "goal {n}"),
        "civ": t.pgettext("historia", "Civbot {n}"),
    }


def _civ(civ: Any, lang: str, names: SeatNames, civbots: Any = None) -> str:
    """A civilization by its index: a seat's player, or a Civbot past the seats, by its civilization as the board
    names it when the event carries it (`civbots`: a Civbot's civilization by its index), else by its number."""
    civilization = civbots.get(str(civ)) if isinstance(civbots, dict) else None
    if isinstance(civ, int) and isinstance(civilization, str):
        return name("civilization", civilization, lang)
    if names is not None and isinstance(civ, int) and civ >= len(names):
        return fill(_small(lang)["civ"], {"n": civ + 1})
    return seat_name(civ, lang, names)


def _goal(goal: Any, lang: str) -> str:
    number = str(goal).removeprefix("goal_")
    return fill(_small(lang)["goal"], {"n": number})


def _civbot_card(number: Any, lang: str) -> str:
    """A Civbot card by its number, with the actions it makes the Civbot take."""
    actions = {c.id: c.actions for c in tables().edition.civbot.cards}.get(number)
    return f"{number} ({', '.join(name('action', a, lang) for a in actions)})" if actions else str(number)


def _listed(items: Any, each: Any) -> str:
    return ", ".join(each(x) for x in items) if isinstance(items, list) and items else "—"


def _count(data: Any) -> int:
    """A count in an event's data, for a plural (0 if the data has none)."""
    count = data.get("count") if isinstance(data, dict) else None
    return count if isinstance(count, int) else 0


def narrate(event: Event, lang: str, names: SeatNames = None) -> str:
    """One log line for `event` in `lang`."""
    template = counted_lines(_count(event.data), lang).get(event.kind) or lines(lang).get(event.kind)
    if template is None:
        return generic_line(event, lang, names)
    data = event.data
    small = _small(lang)
    fields: dict[str, Any] = dict(data)
    for key in ("seat", "civ", "with", "on", "winner", "loser"):
        if isinstance(data.get(key), int):
            fields[key] = _civ(data[key], lang, names, data.get("civbots"))
    for key in ("territory", "wonder", "leader", "advisor", "event"):
        if key in data:
            fields[key] = small["none"] if data[key] is None else name(key, data[key], lang)
    if "action" in data:
        fields["action"] = name("action", data["action"], lang)
    if event.kind in ("new card", "take back") and "card" in data:
        fields["card"] = card(data["card"], lang)
    if event.kind == "civbot card":
        fields["card"] = _civbot_card(data.get("card"), lang)
    if "goal" in data:
        fields["goal"] = _goal(data["goal"], lang)
    if event.kind == "selects":
        fields["ready"] = small["ready"] if data.get("ready") else ""
    if event.kind == "action":
        fields["advanced"] = small["advanced"] if data.get("advanced") else ""
    if event.kind == "reveal":
        fields["cards"] = "; ".join(
            f"{_civ(s, lang, names)}: {_listed(cards, lambda c: card(c, lang))}"
            for s, cards in enumerate(data.get("cards", []))
        )
    if event.kind == "level":
        axis = "tech" if "tech" in data else "military"
        fields.update(axis=small[axis], level=data.get(axis, "?"))
    if event.kind in ("leaders offered", "leaders revealed"):
        fields["leaders"] = _listed(data.get("leaders"), lambda x: name("leader", x, lang))
    if event.kind == "new wonders":
        fields["row"] = _listed(data.get("row"), lambda x: name("wonder", x, lang))
    if event.kind == "turn order":
        fields["order"] = _listed(data.get("order"), lambda c: _civ(c, lang, names, data.get("civbots")))
    if event.kind == "governance":
        fields["power"] = powers(lang).get(str(data.get("power")), data.get("power"))
    if event.kind == "no effect":
        fields["why"] = _no_effect(lang).get(str(data.get("why")), data.get("why"))
    if event.kind == "game over":
        fields["vp"] = _listed(data.get("vp"), lambda v: str(v))
    return fill(template, fields)


# The game and its options -----------------------------------------------------

def title(lang: str) -> str:
    """The game's title in `lang`."""
    t = i18n.words(lang)  # the Greek edition keeps the title (Greek rulebook: «Στο Historia, κάθε παίκτης...»)
    return t.pgettext("historia", "Historia")


@cache
def levels(lang: str) -> dict[str, str]:
    """The Civbot levels (GR p.10), by the option's values, in `lang`."""
    t = i18n.words(lang)
    return {
        "chieftain": t.pgettext("historia", "Chieftain"),
        "noble": t.pgettext("historia", "Noble"),
        "king": t.pgettext("historia", "King"),
    }


def names(lang: str) -> dict[str, dict[str, str]]:
    """Every component group's names in `lang` by id, the technology levels' by level, the Civbot
    levels' (GR p.10) and the Governance powers' (§9.2) by the ids the view gives them."""
    check_lang(lang)
    out = {group: {ident: name(group, ident, lang) for ident in idents} for group, idents in _english().items()}
    techs = tables().edition.tech_levels
    said = i18n.words(lang)
    out["tech"] = {str(i): said.pgettext("historia", lv.name) for i, lv in enumerate(techs, 1)}
    out["level"] = dict(levels(lang))
    out["power"] = dict(powers(lang))
    return out


# The view's keys as the panels head them (table.view_keys), in the words of the Greek rulebook and of the
# labels above: κύβοι Δύναμης, Τρόπος Διοίκησης, Θαύμα, Ηγέτης, Σύμβουλος, στήλη Τεχνολογίας, γραμμή Στρατού.
# Keys that are wonder ids (a dict by wonder) are headed by the wonder's name instead.
def view_keys(lang: str) -> dict[str, str]:
    """The view's keys as the panels head them, in `lang` (table.view_keys)."""
    t = i18n.words(lang)
    return {
        "a": t.pgettext("historia", "A"),
        "b": t.pgettext("historia", "B"),
        "action": t.pgettext("historia", "Action"),
        "actions": t.pgettext("historia", "Actions"),
        "action_cards": t.pgettext("historia", "Action cards"),
        "action_round": t.pgettext("historia", "Action round"),
        "adjacency": t.pgettext("historia", "Adjacency"),
        "adjacent": t.pgettext("historia", "Adjacent"),
        "advanced": t.pgettext("historia", "Advanced"),
        "advanced_tech": t.pgettext("historia", "Advanced from technology"),
        "advisor": t.pgettext("historia", "Advisor"),
        "advisor_deck": t.pgettext("historia", "Advisor deck"),
        "advisors": t.pgettext("historia", "Advisors"),
        "advisors_in_hand": t.pgettext("historia", "Advisors in hand"),
        "advisors_offered": t.pgettext("historia", "Advisors offered"),
        "all_but": t.pgettext("historia", "All but"),
        "at_least": t.pgettext("historia", "At least"),
        "board": t.pgettext("historia", "Board"),
        "bonus": t.pgettext("historia", "Bonus"),
        "brown": t.pgettext("historia", "Brown"),
        "can_select_revolution": t.pgettext("historia", "May choose Revolution"),
        "card": t.pgettext("historia", "Card"),
        "card_back": t.pgettext("historia", "Card back"),
        "cards": t.pgettext("historia", "Cards"),
        "categories": t.pgettext("historia", "Categories"),
        "cells": t.pgettext("historia", "Cells"),
        "civ": t.pgettext("historia", "Civilization"),
        "civbot": t.pgettext("historia", "Civbot"),
        "civbots_played_at": t.pgettext("historia", "Civbots' cards played in"),
        "civilization": t.pgettext("historia", "Civilization"),
        "civilization_id": t.pgettext("historia", "Civilization id"),
        "civilizations": t.pgettext("historia", "Civilizations"),
        "civs": t.pgettext("historia", "Civilizations"),
        "colour": t.pgettext("historia", "Colour"),
        "column": t.pgettext("historia", "Technology column"),
        "conditions": t.pgettext("historia", "Conditions"),
        "cube": t.pgettext("historia", "Cube"),
        "cubes": t.pgettext("historia", "Power cubes"),
        "designed": t.pgettext("historia", "Designed"),
        "difficulty_card": t.pgettext("historia", "Difficulty card"),
        "discard_row": t.pgettext("historia/view", "Discard row"),
        "did": t.pgettext("historia", "What it did"),
        "edition": t.pgettext("historia", "Edition"),
        "effect": t.pgettext("historia", "Effect"),
        "eliminated": t.pgettext("historia", "Eliminated"),
        "era": t.pgettext("historia", "Era"),
        "event": t.pgettext("historia", "Event"),
        "events": t.pgettext("historia/view", "Events"),
        "exclusive": t.pgettext("historia", "Exclusive"),
        "face_down": t.pgettext("historia", "Face down"),
        "face_up": t.pgettext("historia", "Face up"),
        "game": t.pgettext("historia", "Game"),
        "general": t.pgettext("historia", "General supply"),
        "goal_to_place": t.pgettext("historia", "Goal to place"),
        "goals": t.pgettext("historia", "Goals"),
        "governance": t.pgettext("historia/view", "Governance"),
        "government": t.pgettext("historia", "Government"),
        "government_id": t.pgettext("historia", "Government id"),
        "governments": t.pgettext("historia", "Governments"),
        "grey": t.pgettext("historia", "Grey"),
        "hand": t.pgettext("historia", "Hand"),
        "hand_actions": t.pgettext("historia", "Action cards in hand"),
        "hidden_leaders": t.pgettext("historia", "Hidden leaders"),
        "id": t.pgettext("historia", "Id"),
        "kind": t.pgettext("historia", "Kind"),
        "later_leaders": t.pgettext("historia", "Later leaders"),
        "leader": t.pgettext("historia", "Leader"),
        "leaders": t.pgettext("historia", "Leaders"),
        "leaders_drafted": t.pgettext("historia", "Leaders drafted"),
        "leaders_offered": t.pgettext("historia", "Leaders offered"),
        "level": t.pgettext("historia", "Level"),
        "map": t.pgettext("historia", "Map"),
        "markers": t.pgettext("historia", "Markers"),
        "matrix": t.pgettext("historia", "Matrix"),
        "max_cards": t.pgettext("historia", "Hand limit"),
        "military": t.pgettext("historia", "Army"),
        "military_levels": t.pgettext("historia", "Army levels"),
        "name": t.pgettext("historia", "Name"),
        "navigation": t.pgettext("historia", "Navigation (technology)"),
        "next_event": t.pgettext("historia", "Next event"),
        "note": t.pgettext("historia", "Note"),
        "on": t.pgettext("historia", "On"),
        "outcome": t.pgettext("historia", "Outcome"),
        "pay_cubes": t.pgettext("historia", "Power cubes to pay"),
        "phase": t.pgettext("historia", "Phase"),
        "played": t.pgettext("historia", "Civbot cards played"),
        "ready": t.pgettext("historia", "Ready"),
        "revealed": t.pgettext("historia/view", "Revealed"),
        "revolution_allowed": t.pgettext("historia", "Revolution allowed"),
        "revolution_played": t.pgettext("historia", "Revolution played"),
        "round": t.pgettext("historia", "Round"),
        "seat": t.pgettext("historia", "Seat"),
        "selected": t.pgettext("historia", "Selected"),
        "size": t.pgettext("historia", "Size"),
        "solo": t.pgettext("historia", "Solo"),
        "state": t.pgettext("historia", "State"),
        "supply": t.pgettext("historia", "Supply"),
        "target": t.pgettext("historia", "Place on the board"),
        "task": t.pgettext("historia", "Task"),
        "tech": t.pgettext("historia", "Technology"),
        "tech_levels": t.pgettext("historia", "Technology levels"),
        "tech_name": t.pgettext("historia", "Technology"),
        "territories": t.pgettext("historia", "Territories"),
        "territory": t.pgettext("historia", "Territory"),
        "tile": t.pgettext("historia", "Tile"),
        "tile_vp": t.pgettext("historia", "Tile VP"),
        "tiles": t.pgettext("historia", "Tiles"),
        "timeline": t.pgettext("historia", "Timeline"),
        "to_act": t.pgettext("historia", "To act"),
        "token": t.pgettext("historia", "Token"),
        "tourism": t.pgettext("historia", "Tourism"),
        "track": t.pgettext("historia", "Track"),
        "turn_order": t.pgettext("historia", "Turn order"),
        "turned": t.pgettext("historia", "Turned"),
        "used": t.pgettext("historia", "Used"),
        "vp": t.pgettext("historia", "VP"),
        "what": t.pgettext("historia", "What"),
        "wonder": t.pgettext("historia", "Wonder"),
        "wonder_decks": t.pgettext("historia", "Wonder decks"),
        "wonder_row": t.pgettext("historia", "Wonder row"),
        "wonders": t.pgettext("historia", "Wonders"),
        "you": t.pgettext("historia", "You"),
        "zones": t.pgettext("historia", "Zones"),
    }
