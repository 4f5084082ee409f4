"""Relic Runners at a table: the board element each action concerns and each event touched (by the ids
the board module draws), what the seat to act is asked, what each action does with its rulebook section,
a short guide, and the rows of the final score sheet. Every word is a message of the gettext catalogue
with the context "relic-runners" (docs/translating.md), its Greek the Greek rulebook's terms; places are
named as the map prints them (words.place). The game's TableSide (agora.core.table):
labels, log lines and names come from words.py (with the rulebook's quotes, rulebook.py), the terminal screen
from text.py."""

from __future__ import annotations

import functools
from typing import Any

from agora.core import Action, Event, Outcome, View, i18n
from agora.core.i18n import OptionWords, check_lang, fill, words_of_options
from agora.core.rulebook import names_group
from agora.games.relic_runners import words
from agora.games.relic_runners.options import RelicOptions
from agora.games.relic_runners.rulebook import QUOTES
from agora.games.relic_runners.schema import EXPLORER_COLOURS
from agora.games.relic_runners.state import ADJ, CLIMB, FLIP, KEEP, PEEK, PLACE, SHIFT, SHOVEL, TASK_NAMES
from agora.games.relic_runners.tables import TRACKS, board_for
from agora.games.relic_runners.text import render as render
from agora.games.relic_runners.view import SPACES
from agora.games.relic_runners.words import label as label
from agora.games.relic_runners.words import narrate as narrate

# The tile stack of the place where the explorer to act stands (the view names that place under this key):
# exploring it, ending a move there and taking a tile looked at are all done by clicking it.
HERE = "current_site"
_AT_HERE = ("explore", "stop", "take")
_ON_MAP = ("go", "path", "lift", "flip", "teleport", "adjacent", "start")  # the code's argument is the place
# Events whose result lands on the explorer's board: they touch that board (its id is the explorer's colour).
_ON_EXPLORER = frozenset({"rations", "climb", "tool", "toolbox_added", "ivory", "ivory_kept", "ivory_used", "blue",
                          "blue_shown", "relic", "vp", "extra_turn"})


def space(track: str, level: int) -> str | None:
    """The id of a progression-table space (level 1..3) on an explorer's board, None if there is none."""
    if track not in TRACKS or not 1 <= level <= 3:
        return None
    return SPACES[TRACKS.index(track)][level - 1]


def target(action: Action) -> str | None:
    """The board element an action concerns: a trail or location of the map, the stack where the explorer to
    act stands, or a space of the progression table on the actor's board; None for a plain choice."""
    verb, _, arg = action.partition(" ")
    if verb in _AT_HERE:
        return HERE
    if verb in _ON_MAP:
        return arg if arg not in ("", "twice", "anywhere") else None
    if verb in ("tool", "climb"):
        track, _, level = arg.partition(" ")
        if not level.isdigit():
            return None
        return space(track, int(level) + (verb == "climb"))  # a climb concerns the space it climbs to
    return None


def touches(event: Event) -> tuple[str, ...]:
    """The trails and locations an event changed, and the board of the explorer whose things it changed."""
    data = event.data
    out = [data[key] for key in ("trail", "from", "to", "at") if isinstance(data.get(key), str)]
    out += [t for t in data.get("flipped", ()) if isinstance(t, str)]
    seat = data.get("seat")
    if event.kind in _ON_EXPLORER and isinstance(seat, int) and 0 <= seat < len(EXPLORER_COLOURS):
        out.append(EXPLORER_COLOURS[seat])
    return tuple(dict.fromkeys(out))


# What the seat to act is asked -------------------------------------------------


def _pending(lang: str, n: int) -> dict[int, str]:
    """What each kind of sub-decision asks (state.py: CLIMB, PLACE, ...), `n` the steps, pathways or flips left;
    KEEP and SHOVEL are built from choices."""
    t = i18n.words(lang)
    return {
        CLIMB: t.npgettext("relic-runners", "Move your toolboxes up: click a space of your Progression Table ({n} "
                           "step left)", "Move your toolboxes up: click a space of your Progression Table ({n} "
                           "steps left)", n),
        PLACE: t.pgettext("relic-runners", "Place a pathway: click a lit trail"),
        SHIFT: t.npgettext("relic-runners", "Move a pathway: click one of yours to pick it up, then the trail where "
                           "it goes ({n} to move)", "Move a pathway: click one of yours to pick it up, then the trail "
                           "where it goes ({n} to move)", n),
        PEEK: t.pgettext("relic-runners", "Click the temple to take one of the tiles you looked at"),
        FLIP: t.npgettext("relic-runners", "Click a river trail to flip its toolbox token ({n} left)",
                          "Click a river trail to flip its toolbox token ({n} left)", n),
        ADJ: t.pgettext("relic-runners", "Click a neighbouring ruin or temple to do its action as if you were there"),
    }


# The prompt is built from the kinds of action the reader may take now (the view's "choices"), one phrase for
# each, so that it never names a choice that is not there.
@functools.cache
def choices(lang: str) -> dict[str, str]:
    """The phrase of each kind of choice, in `lang` ({here}: the place where the explorer to act stands)."""
    t = i18n.words(lang)
    return {
        "start": t.pgettext("relic-runners", "click Base Camp or a lit place next to it to begin the game there"),
        "go": t.pgettext("relic-runners", "click a lit trail to move your explorer"),
        "go on": t.pgettext("relic-runners", "go on along a lit trail"),
        "stop": t.pgettext("relic-runners", "click {here} to end your move there"),
        "stay": t.pgettext("relic-runners", "your explorer cannot move: stay where it is"),
        "teleport": t.pgettext("relic-runners", "teleport to a lit temple"),
        "refill": t.pgettext("relic-runners", "refill your rations"),
        "tool": t.pgettext("relic-runners", "use a toolbox on your Progression Table"),
        "explore": t.pgettext("relic-runners", "click {here} to explore it (1 ration)"),
        "explore peek": t.pgettext("relic-runners", "look at its tiles first"),
        "reveal": t.pgettext("relic-runners", "show the blue tile you want doubled"),
        "done": t.pgettext("relic-runners", "end your turn"),
        "keep": t.pgettext("relic-runners", "keep the new ivory tile or your old one (2 VP for the one you give up)"),
        "keep teleport": t.pgettext("relic-runners", "teleport now with the level-2 tile you give up"),
        "path twice": t.pgettext("relic-runners", "place two pathways"),
        "path anywhere": t.pgettext("relic-runners", "place it on any trail"),
        "shovel toolbox": t.pgettext("relic-runners", "put a toolbox from your supply at the bottom"),
        "shovel": t.pgettext("relic-runners", "gain 2 VP"),
        "enough": t.pgettext("relic-runners", "flip no more"),
    }


@functools.cache
def _heads(lang: str) -> dict[str, str]:
    """What a sentence of choices begins with, where the situation needs saying first."""
    t = i18n.words(lang)
    return {
        "head start": t.pgettext("relic-runners", "Head start: "),
        "camp": t.pgettext("relic-runners", "Your move ended at Base Camp: "),
        "shovel": t.pgettext("relic-runners", "Shovel: "),
    }


# The order the phrases come in, by phase; each names a choice of the view.
_ORDER = ("start", "go", "teleport", "refill", "stop", "explore", "explore peek", "tool", "reveal", "done")


def _or(lang: str) -> str:
    """The word that joins the last of a list of choices ("a, b or c")."""
    return i18n.words(lang).pgettext("relic-runners", " or ")


def _sentence(head: str, phrases: list[str], lang: str) -> str:
    """The phrases as one sentence: "a, b or c", after `head`, its first letter a capital."""
    text = phrases[-1] if len(phrases) == 1 else ", ".join(phrases[:-1]) + _or(lang) + phrases[-1]
    text = head + text if head else text[:1].upper() + text[1:]
    return text


def _choice_phrases(view: View, lang: str) -> list[str]:
    """One phrase per kind of action offered outside a pending sub-decision, in _ORDER."""
    words_ = choices(lang)
    offered = set(view["choices"])
    moving = view["phase"] == "move" and bool(view["this_turn"]["trails"])
    out = []
    for kind in _ORDER:
        if kind not in offered:
            continue
        if kind == "go" and moving:
            kind = "go on"
        elif kind == "stop" and view["phase"] == "move" and not moving:
            kind = "stay"  # §A4.1: no legal move at all
        out.append(words_[kind])
    return out


def _pending_prompt(view: View, lang: str) -> str:
    """What a pending sub-decision asks, with the extra choices an ivory tile or the shovel adds."""
    offered = set(view["choices"])
    kind = TASK_NAMES.index(view["pending"])
    words_ = choices(lang)
    if kind == SHOVEL:
        phrases = [words_[k] for k in ("shovel toolbox", "shovel") if k in offered or k == "shovel"]
        return _sentence(_heads(lang)["shovel"], phrases, lang)
    if kind == KEEP:
        extra = [words_["keep teleport"]] if "teleport" in offered else []
        return _sentence("", [words_["keep"], *extra], lang)
    n = view["pending_count"] or 1
    text = fill(_pending(lang, n)[kind], {"n": n})
    extra = [words_[k] for k in ("path twice", "path anywhere", "enough") if k in offered]
    return text + (f"; {_or(lang).strip()} " + (", ".join(extra)) if extra else "")


def prompt(view: View, lang: str) -> str:
    """What the reader of `view` must decide now, read from the view alone (its "choices": the kinds of its
    legal actions, so that it names no choice that is not there); empty if it is not to act."""
    check_lang(lang)
    seat = view.get("seat")
    if seat is None or seat not in view["to_act"] or not view["choices"]:
        return ""
    if view["pending"] in TASK_NAMES:
        return _pending_prompt(view, lang)
    here: dict[str, Any] = next(loc for loc in view["locations"] if loc["id"] == view["current_site"])
    phrases = [fill(p, {"here": words.place(here["id"], lang)}) for p in _choice_phrases(view, lang)]
    head = ""
    if view["phase"] == "head start":
        head = _heads(lang)["head start"]
    elif view["phase"] != "move" and here["kind"] == "camp":
        head = _heads(lang)["camp"]
    return _sentence(head, phrases, lang)


# What each action does --------------------------------------------------------------


@functools.cache
def _explain(lang: str) -> dict[str, str]:
    """What each action (by its code, else its verb) does, in `lang`; a toolbox's {action} and {source}."""
    t = i18n.words(lang)
    return {
        "go": t.pgettext("relic-runners", "Travel along this trail (§A4.1). Each turn you may travel one "
            "unfamiliar trail (one without your pathway) and one chain of your own pathways before or after it, "
            "each trail once; Base Camp stops your move. A river trail's face-up toolbox token flips when your "
            "move ends and moves a toolbox up (§A7.2). Ending on a shrine whose relic matches the one you started "
            "on takes it: 2 VP a trail (§A5)."),
        "stop": t.pgettext("relic-runners", "End your move here (§A4.1): never where you started. Then you may "
            "explore (§A4.2)."),
        "explore": t.pgettext("relic-runners", "Spend 1 ration to do this place's action (§A4.2): a ruin gives a "
            "pathway next to it; an ivory temple a face-up tile to keep, a blue temple a secret tile worth VP at "
            "the end, a purple temple an effect at once. Taking the last tile reveals a shrine and its relic (§A5)."),
        "explore peek": t.pgettext("relic-runners", "Ivory level 2, single use (§B3): explore this temple, look at "
            "all its tiles in secret and take the one you want."),
        "done": t.pgettext("relic-runners", "End your turn (§A4)."),
        "refill": t.pgettext("relic-runners", "Ivory level 2, single use (§B3): at the start of your turn, refill "
            "your rations up to 5 from Base Camp."),
        "teleport": t.pgettext("relic-runners", "Ivory level 2, single use (§B3): instead of moving, go straight "
            "to another temple of your temple's colour that holds no relic."),
        "keep": t.pgettext("relic-runners", "You may not hold two ivory tiles of one level: keep one, discard the "
            "other and gain 2 VP (§A4.2)."),
        "path": t.pgettext("relic-runners", "Place one of your pathways on this trail (§A4.2). Your pathways are "
            "trails you know: you travel along them freely."),
        "path twice": t.pgettext("relic-runners", "Ivory level 2, single use (§B3): place two pathways, both next "
            "to your location."),
        "path anywhere": t.pgettext("relic-runners", "Ivory level 2, single use (§B3): place this pathway on any "
            "trail of the map."),
        "lift": t.pgettext("relic-runners", "Pick up this pathway of yours, to put it on another trail (§A6, §B4)."),
        "shovel toolbox": t.pgettext("relic-runners", "Shovel level 1 (§A6): a toolbox from your supply goes to "
            "the bottom of your Progression Table."),
        "shovel vp": t.pgettext("relic-runners", "Shovel level 1 (§A6): gain 2 VP."),
        "flip": t.pgettext("relic-runners", "Flip this river trail's toolbox token, either way (§B3, §B4). "
            "Flipping the last face-up token turns them all back up and moves a toolbox up 1 (§A7.3)."),
        "enough": t.pgettext("relic-runners", "Flip no more toolbox tokens (the purple tile flips up to 2, §B4)."),
        "adjacent": t.pgettext("relic-runners", "Purple tile (§B4): do the action of this neighbouring ruin or "
            "temple as if you were there; its top tile is taken too."),
        "start": t.pgettext("relic-runners", "Head start, the blue explorer's ability (§B6): begin the game here, "
            "at Base Camp or next to it."),
        "take": t.pgettext("relic-runners", "Ivory level 2 (§B3): take this tile of the ones you looked at; the "
            "others stay in the temple."),
        "reveal": t.pgettext("relic-runners", "Shovel level 3 (§A6): show everyone the blue tile of this turn you "
            "want doubled; its value is paid again in coins, and your turn ends."),
        "tool": t.pgettext("relic-runners", "{action} (§A6). The toolbox goes back to the bottom first; one "
            "toolbox use a turn, never in the middle of your move (§A7.4). {source}"),
        "climb": t.pgettext("relic-runners", "Move a toolbox up one space (§A7.1): one at the bottom may take any "
            "track, one on a track stays on it. There it can do: {action}. {source}"),
    }


@functools.cache
def _placed_by(lang: str) -> dict[str, str]:
    """Whether the rulebook or the Agora edition puts a table action on its space (the data's placement_source)."""
    t = i18n.words(lang)
    return {
        "rulebook": t.pgettext("relic-runners", "The rulebook puts this action on this space."),
        "designed": t.pgettext("relic-runners", "Which space holds this action is designed for the Agora edition "
            "(§B5)."),
    }


def explain(action: Action, lang: str) -> str:
    """What an action does, in player words, with its rulebook section ("" for a code it does not know)."""
    texts = _explain(check_lang(lang))
    if action in texts:
        return texts[action]
    verb, _, arg = action.partition(" ")
    if verb not in texts:
        return ""
    if verb not in ("tool", "climb"):
        return texts[verb]
    track, _, level = arg.partition(" ")
    at = int(level) + (verb == "climb") if level.isdigit() else 0
    if space(track, at) is None:
        return ""
    board = board_for(None)
    row = next(s for s in board.data.progression if s.track == track and s.level == at)
    what = f"{words.track_names(lang)[track]} {at}: {words.table_actions(lang)[row.action]}"
    return fill(texts[verb], {"action": what, "source": _placed_by(lang)[row.placement_source]})


# The guide, the score sheet --------------------------------------------------------


def how_to_play(lang: str) -> str:
    """The "How to play" panel in `lang`, one message a line: "## " heads a part, "- " starts a point."""
    t = i18n.words(check_lang(lang))
    return "\n".join((
        t.pgettext("relic-runners", "Relic Runners: explorers cross the jungle to explore ruins and temples and to "
            "bring back relics. Most VP wins."),
        t.pgettext("relic-runners", "## Your turn"),
        t.pgettext("relic-runners", "- Move (§A4.1): click a trail. You may travel one unfamiliar trail, plus one "
            "chain of your own pathways before or after it. Base Camp stops you; ending there gives 3 rations and "
            "ends your turn."),
        t.pgettext("relic-runners", "- Explore (§A4.2): click your place to spend 1 ration. Ruins give a pathway; "
            "ivory temples a tile you keep face up; blue temples a secret tile worth VP at the end; purple temples "
            "an effect at once."),
        t.pgettext("relic-runners", "- Toolboxes (§A7): travelling a river trail flips its face-up token and moves "
            "one of your toolboxes up a track (Machete, Compass, Shovel). Once a turn, click a toolbox's space on "
            "your board to do its action; it goes back to the bottom."),
        t.pgettext("relic-runners", "## Relics"),
        t.pgettext("relic-runners", "- Taking a site's last tile reveals a shrine with a relic (§A5). Start your "
            "turn on a shrine with a relic and end your move on another shrine with a relic of the same colour: "
            "take that relic and gain 2 VP for every trail you travelled."),
        t.pgettext("relic-runners", "## The end"),
        t.pgettext("relic-runners", "- When enough relics are taken, everyone else plays one last turn (§A8). Then "
            "coins, blue tiles, 5 VP per relic colour and ivory level 1 bonuses are added. Ties: most relics, then "
            "most kinds of relic."),
        t.pgettext("relic-runners", "- Your VP coins and blue tiles stay hidden from the others until the end."),
    ))


def score_labels(lang: str) -> dict[str, str]:
    """The score sheet's rows in `lang`, in order (scoring.score_detail's keys; the sheet adds its own total)."""
    t = i18n.words(check_lang(lang))
    return {
        "coins": t.pgettext("relic-runners", "VP coins"),
        "blue": t.pgettext("relic-runners", "Blue temple tiles"),
        "relic_colours": t.pgettext("relic-runners", "Relic colours (5 VP each)"),
        "ivory_bonus": t.pgettext("relic-runners", "Ivory level 1 bonus"),
        "relics": t.pgettext("relic-runners", "Relics (first tie-break)"),
        "distinct_relics": t.pgettext("relic-runners", "Kinds of relic (second tie-break)"),
    }


def tiebreak(outcome: Outcome, lang: str) -> str:
    """The tie-break rule (§A8) in `lang`."""
    t = i18n.words(check_lang(lang))
    known = {
        "most relics, then most distinct relics": t.pgettext("relic-runners", "most relics, then most distinct relics"),
    }
    return known.get(outcome.tiebreak, outcome.tiebreak)


# The title, the options, the view's keys --------------------------------------------------------------

def title(lang: str) -> str:
    """The game's title in `lang`."""
    return words.title(check_lang(lang))


def _options(lang: str) -> dict[str, OptionWords]:
    """Every option's words in `lang` (table.option_words)."""
    t = i18n.words(lang)
    return {
        "players": {
            "label": t.pgettext("relic-runners", "Explorers"),
            "description": t.pgettext("relic-runners", "how many explorers play, 2 to 5 (§A2)"),
        },
        "setup": {
            "label": t.pgettext("relic-runners", "Temple setup"),
            "description": t.pgettext("relic-runners", "where the temples start (§A2.3): the printed first-game "
                "layout, one temple of each colour per quarter of the map, or anywhere"),
            "values": {
                "first": t.pgettext("relic-runners", "first game"),
                "basic": t.pgettext("relic-runners", "one per quarter"),
                "random": t.pgettext("relic-runners", "anywhere"),
            },
        },
        "abilities": {
            "label": t.pgettext("relic-runners", "Special abilities"),
            "description": t.pgettext("relic-runners", "play the explorer-board sides with special abilities "
                "(§A2.6, §B6)"),
        },
        "data": {
            "label": t.pgettext("relic-runners", "Data file"),
            "description": t.pgettext("relic-runners", "your own components data file (JSON or TOML)"),
        },
        "end_relics": {
            "label": t.pgettext("relic-runners", "Relics that end the game"),
            "description": t.pgettext("relic-runners", "relics collected that start the last round; empty: the "
                "rulebook's table (2 players 7 .. 5 players 10) (§A9.1)"),
        },
        "pathway_only_move": {
            "label": t.pgettext("relic-runners", "Moving along your own pathways only"),
            "description": t.pgettext("relic-runners", "a move along your own pathways only, crossing no "
                "unfamiliar trail, is legal (§A9.2)"),
        },
        "ration_supply": {
            "label": t.pgettext("relic-runners", "Ration packs at Base Camp"),
            "description": t.pgettext("relic-runners", "Base Camp holds 2 packs a player plus those spent, and you "
                "take only what is there; or every pack not on a board lies at Base Camp (§A9.3)"),
            "values": {
                "camp": t.pgettext("relic-runners", "only what Base Camp holds"),
                "all": t.pgettext("relic-runners", "every spare pack"),
            },
        },
        "toolbox_use": {
            "label": t.pgettext("relic-runners", "What a toolbox may do"),
            "description": t.pgettext("relic-runners", "a toolbox does the action of the level it stands on, or "
                "also any lower action of its track (§A9.4)"),
            "values": {
                "exact": t.pgettext("relic-runners", "its own level"),
                "at_or_below": t.pgettext("relic-runners", "its level or lower"),
            },
        },
        "first_explorer_bonus": {
            "label": t.pgettext("relic-runners", "The “explore first” bonus"),
            "description": t.pgettext("relic-runners", "ivory level 3 “explore first”: you take the first tile of "
                "a site, or a bonus for each ruin or temple you explore (§A9.5)"),
            "values": {
                "first_at_site": t.pgettext("relic-runners", "first at a site"),
                "every_exploration": t.pgettext("relic-runners", "every exploration"),
            },
        },
        "ruin_without_pathways": {
            "label": t.pgettext("relic-runners", "Ruins without pathways"),
            "description": t.pgettext("relic-runners", "you may explore a ruin when you have no pathway left: you "
                "just dig (§A9.6)"),
        },
        "purple_camp_ends_turn": {
            "label": t.pgettext("relic-runners", "Purple #5 ends the turn"),
            "description": t.pgettext("relic-runners", "purple #5 sends you to Base Camp with 3 packs: off, the "
                "turn goes on; on, it counts as ending the move at Base Camp, which ends the turn (§A4.3)"),
        },
        "teleport_from_shrine": {
            "label": t.pgettext("relic-runners", "Teleport from a shrine"),
            "description": t.pgettext("relic-runners", "ivory level 2 #6 teleport: also from a fully explored "
                "temple (a shrine), or only from a temple with tiles left (§A9.7)"),
        },
        "relic_ends_turn": {
            "label": t.pgettext("relic-runners", "A relic ends the turn"),
            "description": t.pgettext("relic-runners", "taking a relic ends your turn at once: no toolbox after it "
                "(§A9.8)"),
        },
        "excess_toolbox_steps": {
            "label": t.pgettext("relic-runners", "Toolbox steps left over"),
            "description": t.pgettext("relic-runners", "toolbox steps no toolbox can take are lost, or score 1 VP "
                "each (§A9.9)"),
            "values": {
                "lost": t.pgettext("relic-runners", "lost"),
                "score": t.pgettext("relic-runners", "1 VP each"),
            },
        },
        "round_limit": {
            "label": t.pgettext("relic-runners", "Round limit"),
            "description": t.pgettext("relic-runners", "not a published rule: end the game after this many rounds "
                "(0 = never), for bots and research"),
        },
    }


def option_words(lang: str) -> dict[str, OptionWords]:
    """Every option's words in `lang`."""
    return words_of_options(RelicOptions, {lang: _options(lang)}, lang)


def names(lang: str) -> dict[str, dict[str, str]]:
    """The components' names in `lang` (words.names) and the rulebook's own words by section (rulebook.py), the
    same in every language: the original is Greek."""
    return words.names(lang) | names_group(QUOTES)


def view_keys(lang: str) -> dict[str, str]:
    """The view's keys as the panels head them in `lang` (words.view_keys)."""
    return words.view_keys(check_lang(lang))
