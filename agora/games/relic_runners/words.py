"""Relic Runners' player-facing words in English and Greek: action labels, log
lines and component names. The Greek terms are the Greek rulebook's own
(Διαδρομή, Μονοπάτι, Εργαλειοθήκη, Πακέτο Τροφίμων, Μπεζ/Μπλε/Μωβ Ναός...).

Every word is a message of the gettext catalogue with the context "relic-runners" (docs/translating.md): the
temple tiles' texts and the explorers' characters and abilities are the default edition's data file's own
English, which babel.cfg extracts (agora.core.i18n.extract_names).

Every line is built from an event's data alone, so it tells its reader no more
than the event the reader was sent.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from agora.core import Event, i18n
from agora.core.i18n import SeatNames, check_lang, fill, generic_line, seat_name
from agora.games.relic_runners.tables import COLOURS, RELICS, TRACKS, board_for

# Component names ------------------------------------------------------------


@cache
def tracks(lang: str) -> dict[str, str]:
    """The toolbox tracks as a label or log line names a toolbox by them ("the machete toolbox"); in Greek the
    genitive (Εργαλειοθήκη Φτυαριού), hence a context of its own."""
    t = i18n.words(lang)
    return {
        "machete": t.pgettext("relic-runners/track", "machete"),
        "compass": t.pgettext("relic-runners/track", "compass"),
        "shovel": t.pgettext("relic-runners/track", "shovel"),
    }


@cache
def track_names(lang: str) -> dict[str, str]:
    """The toolbox tracks as the Explorer card prints them (Ματσέτα, Πυξίδα, Φτυάρι)."""
    t = i18n.words(lang)
    return {
        "machete": t.pgettext("relic-runners", "Machete"),
        "compass": t.pgettext("relic-runners", "Compass"),
        "shovel": t.pgettext("relic-runners", "Shovel"),
    }


@cache
def _colours(lang: str) -> dict[str, str]:
    """The temple colours (tables.COLOURS); in Greek capitalised, as the rulebook names a Μπλε Ναός (the board's
    own "blue" of a score line is lower case), hence a context of their own."""
    t = i18n.words(lang)
    return {
        "ivory": t.pgettext("relic-runners/colour", "ivory"),
        "blue": t.pgettext("relic-runners/colour", "blue"),
        "purple": t.pgettext("relic-runners/colour", "purple"),
    }


@cache
def _relics(lang: str) -> dict[str, str]:
    """The relics by colour (tables.RELICS): green toads under the ruins, then one relic per temple colour."""
    t = i18n.words(lang)
    return {
        "green": t.pgettext("relic-runners", "Emerald Sacred Toad"),
        "white": t.pgettext("relic-runners", "White Crystal Skull"),
        "blue": t.pgettext("relic-runners", "Blue Bird of Paradise"),
        "purple": t.pgettext("relic-runners", "Purple Grimacing Juju"),
    }


@cache
def _places(lang: str) -> dict[str, tuple[str, str]]:
    """The Agora edition's places by id, (short, full) (designed: the printed map names none). The map prints
    the short name by each tile; labels and log lines say the full one, so a player finds the place by its word."""
    t = i18n.words(lang)
    return {
        "ru1": (t.pgettext("relic-runners", "Owl"), t.pgettext("relic-runners", "Owl Ruins")),
        "ru2": (t.pgettext("relic-runners", "Jaguar"), t.pgettext("relic-runners", "Jaguar Ruins")),
        "ru3": (t.pgettext("relic-runners", "Bat"), t.pgettext("relic-runners", "Bat Ruins")),
        "ru4": (t.pgettext("relic-runners", "Cloud"), t.pgettext("relic-runners", "Cloud Ruins")),
        "ru5": (t.pgettext("relic-runners", "Spider"), t.pgettext("relic-runners", "Spider Ruins")),
        "ru6": (t.pgettext("relic-runners", "Waterfall"), t.pgettext("relic-runners", "Waterfall Ruins")),
        "ru7": (t.pgettext("relic-runners", "Lizard"), t.pgettext("relic-runners", "Lizard Ruins")),
        "ru8": (t.pgettext("relic-runners", "Crocodile"), t.pgettext("relic-runners", "Crocodile Ruins")),
        "te1": (t.pgettext("relic-runners", "Serpent"), t.pgettext("relic-runners", "Serpent Temple")),
        "te2": (t.pgettext("relic-runners", "Sun"), t.pgettext("relic-runners", "Sun Temple")),
        "te3": (t.pgettext("relic-runners", "Moon"), t.pgettext("relic-runners", "Moon Temple")),
        "te4": (t.pgettext("relic-runners", "Eagle"), t.pgettext("relic-runners", "Eagle Temple")),
        "te5": (t.pgettext("relic-runners", "Rain"), t.pgettext("relic-runners", "Rain Temple")),
        "te6": (t.pgettext("relic-runners", "Jade"), t.pgettext("relic-runners", "Jade Temple")),
        "te7": (t.pgettext("relic-runners", "Thunder"), t.pgettext("relic-runners", "Thunder Temple")),
        "te8": (t.pgettext("relic-runners", "Star"), t.pgettext("relic-runners", "Star Temple")),
        "te9": (t.pgettext("relic-runners", "Parrot"), t.pgettext("relic-runners", "Parrot Temple")),
        "te10": (t.pgettext("relic-runners", "Monkey"), t.pgettext("relic-runners", "Monkey Temple")),
        "te11": (t.pgettext("relic-runners", "Fire"), t.pgettext("relic-runners", "Fire Temple")),
        "te12": (t.pgettext("relic-runners", "Mist"), t.pgettext("relic-runners", "Mist Temple")),
    }


@cache
def _quadrants(lang: str) -> dict[str, str]:
    t = i18n.words(lang)
    return {
        "nw": t.pgettext("relic-runners", "north-west"),
        "ne": t.pgettext("relic-runners", "north-east"),
        "se": t.pgettext("relic-runners", "south-east"),
        "sw": t.pgettext("relic-runners", "south-west"),
    }


@cache
def _kinds(lang: str) -> dict[str, str]:
    """The map's kinds of site."""
    t = i18n.words(lang)
    return {
        "camp": t.pgettext("relic-runners", "Base Camp"),
        "ruin": t.pgettext("relic-runners", "Ruin"),
        "temple": t.pgettext("relic-runners", "Temple"),
    }


@cache
def _phases(lang: str) -> dict[str, str]:
    """The turn's phases (state.PHASES) as the Greek rulebook heads them (1. ΜΕΤΑΚΙΝΗΣΗ, 2. ΕΞΕΡΕΥΝΗΣΗ)."""
    t = i18n.words(lang)
    return {
        "head start": t.pgettext("relic-runners", "Head start"),
        "move": t.pgettext("relic-runners", "Move"),
        "explore": t.pgettext("relic-runners", "Explore"),
        "over": t.pgettext("relic-runners", "Game over"),
    }


@cache
def table_actions(lang: str) -> dict[str, str]:
    """The actions of the progression table (data TableAction)."""
    t = i18n.words(lang)
    return {
        "temple_action_free": t.pgettext("relic-runners", "a temple's action without spending a ration"),
        "take_2_rations": t.pgettext("relic-runners", "take 2 rations"),
        "vp_4_per_relic": t.pgettext("relic-runners", "4 VP per relic"),
        "move_1_pathway": t.pgettext("relic-runners", "move 1 pathway"),
        "move_2_pathways": t.pgettext("relic-runners", "move 2 pathways"),
        "vp_2_per_longest_chain_pathway": t.pgettext("relic-runners", "2 VP per pathway of the longest chain"),
        "toolbox_or_2vp": t.pgettext("relic-runners", "a toolbox or 2 VP"),
        "place_pathway_adjacent": t.pgettext("relic-runners", "a pathway next to you"),
        "double_vp_this_turn": t.pgettext("relic-runners", "double VP this turn"),
    }


@cache
def _vp_reasons(lang: str) -> dict[str, str]:
    """Why VP were gained (the `why` of a "vp" event), by its English."""
    t = i18n.words(lang)
    return {
        "toolbox steps no toolbox could take": t.pgettext("relic-runners", "toolbox steps no toolbox could take"),
        "relic expedition": t.pgettext("relic-runners", "relic expedition"),
        "first to explore": t.pgettext("relic-runners", "first to explore"),
        "field notes": t.pgettext("relic-runners", "field notes"),
        "ivory L3 extra coin at a blue temple": t.pgettext("relic-runners", "ivory L3 extra coin at a blue temple"),
        "purple temple": t.pgettext("relic-runners", "purple temple"),
        "4 VP per relic": t.pgettext("relic-runners", "4 VP per relic"),
        "2 VP per pathway of the longest chain": t.pgettext("relic-runners", "2 VP per pathway of the longest chain"),
        "ivory L3: a pathway placed": t.pgettext("relic-runners", "ivory L3: a pathway placed"),
        "shovel": t.pgettext("relic-runners", "shovel"),
        "ivory compensation": t.pgettext("relic-runners", "ivory compensation"),
        "double VP this turn": t.pgettext("relic-runners", "double VP this turn"),
    }


# The effects of the temple tiles, as their texts (the data file's) say them: ivory by (level, effect),
# purple by effect (the same at every level); a blue tile's text is built by tables.Board.
_BLUE_TEXT = re.compile(r"^\+(\d+) VP at the end$")


@cache
def _ivory_texts() -> dict[tuple[int, int], str]:
    return {(tile.level, tile.effect): tile.text for tile in board_for(None).data.ivory_tiles}


@cache
def _purple_texts() -> dict[int, str]:
    return {tile.effect: tile.text for tile in board_for(None).data.purple_tiles}


def tile_text(text: str, lang: str) -> str:
    """A tile's effect text (English, as the data carry it) in `lang`; text the catalogue lacks (an owner's own
    data) stays as it is."""
    t = i18n.words(check_lang(lang))
    blue = _BLUE_TEXT.match(text)
    if blue:
        return fill(t.pgettext("relic-runners", "+{value} VP at the end"), {"value": blue.group(1)})
    return t.pgettext("relic-runners", text)


def _ivory(level: Any, effect: Any, lang: str) -> str:
    text = _ivory_texts().get((level, effect))
    return str(effect) if text is None else tile_text(text, lang)


def _purple(effect: Any, lang: str) -> str:
    text = _purple_texts().get(effect)
    return str(effect) if text is None else tile_text(text, lang)


def place(code: Any, lang: str) -> str:
    """A location or trail of the map as a player finds it there: a place by its name ("Owl Ruins",
    "Κατασκήνωση Βάσης"), a trail by its two ends as the map prints them ("the Serpent – Owl river").
    Labels and log lines know no game's data file, so they read the Agora edition's map."""
    text = str(code)
    t = i18n.words(lang)
    if text == "camp":
        return t.pgettext("relic-runners", "Base Camp")
    places = _places(lang)
    if text in places:
        return places[text][1]
    board = board_for(None)
    trail = board.trail_index.get(text)
    if trail is None:
        return t.pgettext("relic-runners", "a location")  # a place of an owner's map the edition does not name
    a, b = (short_place(board.loc_ids[end], lang) for end in board.ends[trail])
    # A trail is found by its two ends, by the names the map prints (jungle trail, river trail).
    if board.river_mask >> trail & 1:
        return fill(t.pgettext("relic-runners", "the {a} – {b} river"), {"a": a, "b": b})
    return fill(t.pgettext("relic-runners", "the {a} – {b} trail"), {"a": a, "b": b})


def short_place(code: str, lang: str) -> str:
    """The name the map prints by a location ("Owl"), else its full name."""
    named = _places(lang).get(code)
    return named[0] if named else place(code, lang)


def _pick(table: Mapping[str, Any], key: Any) -> str:
    return str(table.get(key, key))


def _colour(index: Any, names: tuple[str, ...]) -> str:
    return names[index] if isinstance(index, int) and 0 <= index < len(names) else str(index)


# Action labels ---------------------------------------------------------------


@cache
def _labels(lang: str) -> dict[str, str]:
    """The labels of the actions that name no place."""
    t = i18n.words(lang)
    return {
        "stop": t.pgettext("relic-runners", "End your move here"),
        "refill": t.pgettext("relic-runners", "Ivory L2: refill your rations up to the cap"),
        "explore": t.pgettext("relic-runners", "Explore this site (1 ration)"),
        "explore peek": t.pgettext("relic-runners", "Explore with ivory L2: look at the tiles and take one"),
        "done": t.pgettext("relic-runners", "End your turn"),
        "keep new": t.pgettext("relic-runners", "Keep the new ivory tile (discard the old)"),
        "keep old": t.pgettext("relic-runners", "Keep your old ivory tile (discard the new)"),
        "path twice": t.pgettext("relic-runners", "Ivory L2: place 2 pathways"),
        "path anywhere": t.pgettext("relic-runners", "Ivory L2: place this pathway anywhere"),
        "shovel toolbox": t.pgettext("relic-runners", "Put a toolbox from your supply at the bottom"),
        "shovel vp": t.pgettext("relic-runners", "Gain 2 VP"),
        "enough": t.pgettext("relic-runners", "Flip no more tokens"),
    }


@cache
def _verbs(lang: str) -> dict[str, str]:
    """Each verb's label template: its place {place} or argument {arg}, a toolbox's {track}, {level}, {action}."""
    t = i18n.words(lang)
    return {
        "go": t.pgettext("relic-runners", "Travel {place}"),
        "path": t.pgettext("relic-runners", "Place a pathway on {place}"),
        "lift": t.pgettext("relic-runners", "Pick up your pathway from {place}"),
        "flip": t.pgettext("relic-runners", "Flip the toolbox token on {place}"),
        "teleport": t.pgettext("relic-runners", "Ivory L2: go straight to {place}"),
        "adjacent": t.pgettext("relic-runners", "Resolve the action of {place}"),
        "start": t.pgettext("relic-runners", "Start the game at {place}"),
        "take": t.pgettext("relic-runners", "Take the level {arg} tile"),
        "reveal": t.pgettext("relic-runners", "End your turn: show everyone your blue tile worth {arg} and take "
            "its value again (shovel)"),
        "tool": t.pgettext("relic-runners", "Use your {track} toolbox (level {level}): {action}"),
        "climb": t.pgettext("relic-runners", "Move a toolbox up the {track} track {where}"),
    }


def _table_action(track: str, level: str, lang: str) -> str:
    """The action of a progression-table space, as the Agora edition places it (§B5)."""
    board = board_for(None)
    if track not in TRACKS or level not in ("1", "2", "3"):
        return "?"
    return _pick(table_actions(lang), board.table[TRACKS.index(track)][int(level)])


def label(action: str, lang: str) -> str:
    """A readable label of an action code in `lang` (the code itself if unknown)."""
    labels = _labels(check_lang(lang))
    if action in labels:
        return labels[action]
    verb, _, arg = action.partition(" ")
    template = _verbs(lang).get(verb)
    if template is None:
        return action
    fields: dict[str, Any] = {"arg": arg, "place": place(arg, lang)}
    if verb in ("tool", "climb"):
        track, _, level = arg.partition(" ")
        fields.update(track=_pick(tracks(lang), track), level=level, action=_table_action(track, level, lang))
        t = i18n.words(lang)
        fields["where"] = (t.pgettext("relic-runners", "from the bottom") if level == "0" else
                           fill(t.pgettext("relic-runners", "from level {level}"), {"level": level}))
    return fill(template, fields)


# Log lines -------------------------------------------------------------------


@cache
def lines(lang: str) -> dict[str, str]:
    """Each event kind's log line template, in `lang`, but for the kinds whose line says a count (counted)."""
    t = i18n.words(lang)
    return {
        "vp": t.pgettext("relic-runners", "{seat} gains {vp} VP ({why}); now {coins} VP"),
        "ivory_used": t.pgettext("relic-runners", "{seat} uses the level {level} ivory tile: {ivory}"),
        "head_start": t.pgettext("relic-runners", "{seat} takes a head start to {at}"),
        "go": t.pgettext("relic-runners", "{seat} travels to {to}"),
        "teleport": t.pgettext("relic-runners", "{seat} goes straight to {to}"),
        "tokens": t.pgettext("relic-runners", "{seat} flips the toolbox tokens on {flipped}"),
        "tokens_reset": t.pgettext("relic-runners", "{seat} turns every toolbox token back up"),
        "peek": t.pgettext("relic-runners", "{seat} looks at the tiles of {at}: {tiles}"),
        "ruin": t.pgettext("relic-runners", "{seat} explores {at}"),
        "shrine": t.pgettext("relic-runners", "A relic ({relic}) appears on the shrine at {at}"),
        "ivory": t.pgettext("relic-runners", "{seat} takes the level {level} ivory tile at {at}: {ivory}"),
        "blue": t.pgettext("relic-runners", "{seat} takes a level {level} blue tile at {at}, face down"),
        "blue_value": t.pgettext("relic-runners", "Your blue tile is worth {value}"),
        "purple": t.pgettext("relic-runners", "{seat} takes the level {level} purple tile at {at}: {purple}"),
        "purple_top": t.pgettext("relic-runners", "The next purple tile at {at} shows: {purple}"),
        "toolbox_added": t.pgettext("relic-runners", "{seat} puts a new toolbox at the bottom of the progression "
            "table"),
        "tool": t.pgettext("relic-runners", "{seat} uses the {track} toolbox, level {level}: {action}"),
        "climb": t.pgettext("relic-runners", "{seat} moves a toolbox up the {track} track to level {to}"),
        "pathway": t.pgettext("relic-runners", "{seat} places a pathway on {trail}"),
        "pathway_moved": t.pgettext("relic-runners", "{seat} moves a pathway from {from} to {to}"),
        "token_flip": t.pgettext("relic-runners", "{seat} flips the toolbox token on {trail} {up}"),
        "ivory_kept": t.pgettext("relic-runners", "{seat} keeps the {kept} level {level} ivory tile"),
        "blue_shown": t.pgettext("relic-runners", "{seat} shows a level {level} blue tile worth {value}"),
        "last_round": t.pgettext("relic-runners", "{trigger} brings the relics to {relics}: the last round begins"),
        "game_over": t.pgettext("relic-runners", "The game is over"),
        "extra_turn": t.pgettext("relic-runners", "{seat} plays an extra turn"),
    }


# The kinds whose line says a count, and the event's field that holds it.
_COUNTS = {"rations": "took", "relic": "trails"}


def counted(lang: str, n: int) -> dict[str, str]:
    """The log line templates of the kinds that say a count, for the count `n`, in `lang`."""
    t = i18n.words(lang)
    return {
        "rations": t.npgettext("relic-runners", "{seat} takes {took} ration, now has {now}",
                               "{seat} takes {took} rations, now has {now}", n),
        "relic": t.npgettext("relic-runners", "{seat} brings the relic {relic} back from {at} ({trails} trail)",
                             "{seat} brings the relic {relic} back from {at} ({trails} trails)", n),
    }


@cache
def _small(lang: str) -> dict[str, str]:
    """The pieces of log lines."""
    t = i18n.words(lang)
    return {
        "up": t.pgettext("relic-runners", "(face up)"),
        "down": t.pgettext("relic-runners", "(face down)"),
        "new": t.pgettext("relic-runners", "new"),
        "old": t.pgettext("relic-runners", "old"),
        "none": t.pgettext("relic-runners", "nothing"),
        "level": t.pgettext("relic-runners", "level {level} tile"),
    }


def _tiles(tiles: Any, lang: str) -> str:
    """The tiles a peek showed: their level and effect text."""
    small = _small(lang)
    if not isinstance(tiles, list) or not tiles:
        return small["none"]
    parts = []
    for tile in tiles:
        if isinstance(tile, Mapping):
            head = fill(small["level"], {"level": tile.get("level", "?")})
            text = tile_text(str(tile.get("text", "")), lang)
            parts.append(f"{head}: {text}" if text else head)
        else:
            parts.append(str(tile))
    return "; ".join(parts)


def narrate(event: Event, lang: str, names: SeatNames = None) -> str:
    """One log line for `event` in `lang`."""
    data = event.data
    count = _COUNTS.get(event.kind)
    if count is None:
        template = lines(check_lang(lang)).get(event.kind)
    else:
        n = data.get(count)
        template = counted(check_lang(lang), n if isinstance(n, int) else 0)[event.kind]
    if template is None:
        return generic_line(event, lang, names)
    small = _small(lang)
    fields: dict[str, Any] = dict(data)
    for key in ("seat", "trigger"):
        if key in data:
            fields[key] = seat_name(data[key], lang, names)
    for key in ("at", "to", "from", "trail"):
        if key in data and isinstance(data[key], str):
            fields[key] = place(data[key], lang)
    if "flipped" in data:
        fields["flipped"] = ", ".join(place(t, lang) for t in data["flipped"]) or small["none"]
    if "track" in data:
        fields["track"] = _pick(tracks(lang), data["track"])
    if "action" in data:
        fields["action"] = _pick(table_actions(lang), data["action"])
    if event.kind == "vp":
        fields["why"] = _pick(_vp_reasons(lang), data.get("why", ""))
    if event.kind in ("relic", "shrine"):
        key = "colour" if event.kind == "relic" else "relic"
        fields["relic"] = _colour(data.get(key), tuple(_relics(lang).values()))
    if "effect" in data:
        fields["ivory"] = _ivory(data.get("level"), data["effect"], lang)
        fields["purple"] = _purple(data["effect"], lang)
    if "text" in data:  # the data file's own text: an owner's file may say it otherwise
        fields["ivory"] = tile_text(str(data["text"]), lang)
    if "tiles" in data:
        fields["tiles"] = _tiles(data["tiles"], lang)
    if "up" in data:
        fields["up"] = small["up"] if data["up"] else small["down"]
    if "kept" in data:
        fields["kept"] = small.get(str(data["kept"]), data["kept"])
    return fill(template, fields)


# The game, its options and its components' names ------------------------------


def title(lang: str) -> str:
    """The game's title in `lang`."""
    t = i18n.words(lang)  # the Greek edition keeps the title (Greek rulebook: «Στο Relic Runners, είστε ...»)
    return t.pgettext("relic-runners", "Relic Runners")


def _abilities(lang: str) -> dict[str, dict[str, str]]:
    """The "character" and "ability" name groups, by explorer colour: the explorers' abilities of the Agora
    edition (§B6, the data's "abilities"), their English the data file's own."""
    t = i18n.words(lang)
    given = board_for(None).abilities
    return {"character": {c: t.pgettext("relic-runners", a.character) for c, a in given.items()},
            "ability": {c: t.pgettext("relic-runners", a.text) for c, a in given.items()}}


def names(lang: str) -> dict[str, dict[str, str]]:
    """The names of the map's kinds of site, the temple colours and the relics (by the view's colour of each),
    of the phases, toolbox tracks and progression-table actions by the ids the view gives them, and of the
    Agora edition's places by location id (full, and as the map prints them) and its quadrants, and of the
    ivory ("level-effect") and purple (effect) tiles' effects by the numbers the view gives a tile."""
    check_lang(lang)
    camp = place("camp", lang)
    return {
        "kind": dict(_kinds(lang)),
        "colour": {c: _colours(lang)[c] for c in COLOURS},
        "relic": {c: _relics(lang)[c] for c in RELICS},
        "phase": dict(_phases(lang)),
        "track": dict(track_names(lang)),
        "table_action": dict(table_actions(lang)),
        "place": {"camp": camp, **{site: full for site, (_, full) in _places(lang).items()}},
        "place_short": {"camp": camp, **{site: short for site, (short, _) in _places(lang).items()}},
        "quadrant": dict(_quadrants(lang)),
        "ivory_effect": {f"{level}-{effect}": tile_text(text, lang)
                         for (level, effect), text in _ivory_texts().items()},
        "purple_effect": {str(effect): tile_text(text, lang) for effect, text in _purple_texts().items()},
        **_abilities(lang),
    }


# The view's keys as the panels head them (table.view_keys), in the Greek rulebook's terms: Πακέτα
# Τροφίμων, Μονοπάτια, Εργαλειοθήκες, Πίνακας Προόδου, Βωμός. Keys that are ids of relics, toolbox tracks,
# temple colours or kinds of site ("white", "machete", "ivory", "ruin") are headed by those names instead.
def view_keys(lang: str) -> dict[str, str]:
    """The view's keys as the panels head them, in `lang` (table.view_keys)."""
    t = i18n.words(lang)
    return {
        "a": t.pgettext("relic-runners", "From"),
        "b": t.pgettext("relic-runners", "To"),
        "ability": t.pgettext("relic-runners", "Ability"),
        "choices": t.pgettext("relic-runners", "What you may do"),
        "bottom": t.pgettext("relic-runners", "Bottom of the table"),
        "camp_rations": t.pgettext("relic-runners", "Rations at Base Camp"),
        "character": t.pgettext("relic-runners", "Character"),
        "coins": t.pgettext("relic-runners", "Victory coins"),
        "current_site": t.pgettext("relic-runners", "Where the explorer to act stands"),
        "colour": t.pgettext("relic-runners", "Colour"),
        "designed": t.pgettext("relic-runners", "Designed"),
        "details": t.pgettext("relic-runners", "Details"),
        "distinct_relics": t.pgettext("relic-runners", "Distinct relics"),
        "double": t.pgettext("relic-runners", "Double"),
        "edition": t.pgettext("relic-runners", "Edition"),
        "effect": t.pgettext("relic-runners", "Effect"),
        "end_at": t.pgettext("relic-runners", "Ends at relics"),
        "explored": t.pgettext("relic-runners", "Explored"),
        "explorers": t.pgettext("relic-runners", "Explorers"),
        "face": t.pgettext("relic-runners", "Face"),
        "game": t.pgettext("relic-runners", "Game"),
        "height": t.pgettext("relic-runners", "Tiles"),
        "id": t.pgettext("relic-runners", "Id"),
        "ivory_bonus": t.pgettext("relic-runners", "Ivory bonus"),
        "kind": t.pgettext("relic-runners", "Kind"),
        "last_round": t.pgettext("relic-runners", "Last round"),
        "level": t.pgettext("relic-runners", "Level"),
        "location": t.pgettext("relic-runners", "Location"),
        "locations": t.pgettext("relic-runners", "Locations"),
        "outcome": t.pgettext("relic-runners", "Outcome"),
        "pathways": t.pgettext("relic-runners", "Pathways"),
        "pathways_before": t.pgettext("relic-runners", "Pathways before"),
        "pathways_left": t.pgettext("relic-runners", "Pathways left"),
        "pending": t.pgettext("relic-runners", "Pending"),
        "pending_count": t.pgettext("relic-runners", "Pending count"),
        "phase": t.pgettext("relic-runners", "Phase"),
        "players": t.pgettext("relic-runners", "Players"),
        "progression": t.pgettext("relic-runners", "Progression Table"),
        "quadrant": t.pgettext("relic-runners", "Quadrant"),
        "ranks": t.pgettext("relic-runners", "Ranks"),
        "ration_cap": t.pgettext("relic-runners", "Ration limit"),
        "rations": t.pgettext("relic-runners", "Rations"),
        "relic": t.pgettext("relic-runners", "Relic"),
        "relic_colours": t.pgettext("relic-runners", "Relic colours"),
        "relics": t.pgettext("relic-runners", "Relics"),
        "relics_collected": t.pgettext("relic-runners", "Relics collected"),
        "river": t.pgettext("relic-runners", "River"),
        "round": t.pgettext("relic-runners", "Round"),
        "scores": t.pgettext("relic-runners", "Scores"),
        "seat": t.pgettext("relic-runners", "Seat"),
        "shrine": t.pgettext("relic-runners", "Shrine"),
        "source": t.pgettext("relic-runners", "Source"),
        "spaces": t.pgettext("relic-runners", "Progression Table spaces"),
        "stack": t.pgettext("relic-runners", "Tile stack"),
        "start": t.pgettext("relic-runners", "Start"),
        "supply": t.pgettext("relic-runners", "Supply"),
        "text": t.pgettext("relic-runners", "Text"),
        "this_turn": t.pgettext("relic-runners", "This turn"),
        "tiebreak": t.pgettext("relic-runners", "Tie-break"),
        "to_act": t.pgettext("relic-runners", "To act"),
        "token": t.pgettext("relic-runners", "Toolbox token"),
        "toolbox_used": t.pgettext("relic-runners", "Toolbox used"),
        "toolboxes": t.pgettext("relic-runners", "Toolboxes"),
        "total": t.pgettext("relic-runners", "Total"),
        "tracks": t.pgettext("relic-runners", "Toolbox tracks"),
        "trails": t.pgettext("relic-runners", "Trails"),
        "turn": t.pgettext("relic-runners", "Turn"),
        "unfamiliar_used": t.pgettext("relic-runners", "Unfamiliar trail used"),
        "value": t.pgettext("relic-runners", "Value"),
        "vp_now": t.pgettext("relic-runners", "VP so far"),
        "vp_visible": t.pgettext("relic-runners", "Visible VP"),
        "winners": t.pgettext("relic-runners", "Winners"),
        "x": t.pgettext("relic-runners", "Across"),
        "y": t.pgettext("relic-runners", "Down"),
    }
