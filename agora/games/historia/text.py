"""Historia's view as terminal text (Rich markup) in the reader's language: every icon has its name.
Every word is a message of the gettext catalogue with the context "historia" (docs/translating.md); the
components' names in the view are their English names, the message ids of their translations."""

from __future__ import annotations

from functools import cache
from typing import Any

from agora.core import View, i18n
from agora.core.i18n import check_lang
from agora.games.historia.words import card, levels, name


@cache
def _phases(lang: str) -> dict[str, str]:
    """The view's phase names (state.PHASES), in `lang`."""
    t = i18n.words(lang)
    return {
        "leader draft": t.pgettext("historia", "leader draft"),
        "starting cubes": t.pgettext("historia", "starting cubes"),
        "card selection": t.pgettext("historia", "card selection"),
        "resolution": t.pgettext("historia", "resolution"),
        "game over": t.pgettext("historia", "game over"),
        "civilization goals": t.pgettext("historia", "civilization goals"),
        "advisor choice": t.pgettext("historia", "advisor choice"),
    }


def _bonus(b: dict[str, Any], lang: str) -> str:
    """A bonus or an effect (a mapping of what to its amount) in words."""
    t = i18n.words(lang)
    said = []
    for what, n in b.items():
        if what == "vp":
            said.append(t.pgettext("historia", "{n} VP").format(n=n))
        elif what in ("cubes", "cube"):
            said.append(t.npgettext("historia", "{n} cube back", "{n} cubes back", n).format(n=n))
        elif what in ("card_back", "cards"):
            said.append(t.npgettext("historia", "{n} card back", "{n} cards back", n).format(n=n))
        elif what == "card":
            said.append(t.npgettext("historia", "{n} card", "{n} cards", n).format(n=n))
        elif what == "advisor":
            said.append(t.npgettext("historia", "{n} new advisor", "{n} new advisors", n).format(n=n))
        elif what == "action":
            said.append(t.pgettext("historia", "{n} +1 action").format(n=n))
        elif what == "tech":
            said.append(t.npgettext("historia", "{n} technology level", "{n} technology levels", n).format(n=n))
        elif what == "military":
            said.append(t.npgettext("historia", "{n} army level", "{n} army levels", n).format(n=n))
        elif what == "pay_cubes":
            said.append(t.npgettext("historia", "pay {n} cube", "pay {n} cubes", n).format(n=n))
        elif what == "tourism":
            said.append(t.pgettext("historia", "{n} basic Tourism").format(n=n))
        else:
            said.append(f"{n} {what}")
    return ", ".join(said) or "-"


@cache
def _measures(lang: str) -> dict[str, str]:
    """What a leader's condition or a majority wonder counts (the view's "what" and "on"), in `lang`."""
    t = i18n.words(lang)
    return {
        "tech": t.pgettext("historia", "technology"),
        "military": t.pgettext("historia", "army"),
        "wonders": t.pgettext("historia", "wonders"),
        "territories": t.pgettext("historia", "territories"),
        "sole": t.pgettext("historia", "territories held alone"),
    }


def _activation(wonder: dict[str, Any], lang: str) -> str:
    """When a wonder of the row activates (§6.1): on an action card, on a majority, on destroying wonders."""
    t = i18n.words(lang)
    on = wonder["on"]
    if wonder["kind"] == "action":
        return name("action", on, lang)
    if wonder["kind"] == "majority":
        return t.pgettext("historia", "majority of {what}").format(what=_measures(lang).get(on, on))
    return t.pgettext("historia", "destroy {n}").format(n=on)


@cache
def _heads(lang: str) -> dict[str, str]:
    """The screen's headings, in `lang`."""
    t = i18n.words(lang)
    return {
        "Civilizations": t.pgettext("historia", "Civilizations"),
        "Map": t.pgettext("historia", "Map"),
        "tile number: VP": t.pgettext("historia", "tile number: VP"),
        "Wonder row": t.pgettext("historia", "Wonder row"),
        "Progress matrix": t.pgettext("historia", "Progress matrix"),
        "technology →, army ↑": t.pgettext("historia", "technology →, army ↑"),
        "Your hand": t.pgettext("historia", "Your hand"),
    }


def render(view: View, lang: str) -> str:
    """The whole board, then the reader's own cards, in `lang`."""
    t = i18n.words(check_lang(lang))

    def named(english: str) -> str:  # a component's English name in the view, in `lang`
        return t.pgettext("historia", english)

    said = _heads(lang)
    civs = view["civs"]
    title = t.pgettext("historia", "era {era}, round {round}, action round {action_round}").format(
        era=view["era"], round=view["round"], action_round=view["action_round"])
    out = [f"[bold]Historia[/bold] — {title} — {_phases(lang).get(view['phase'], view['phase'])}"]
    name_of: dict[int, str] = {}
    for c in civs:
        who = (t.pgettext("historia", "(seat {n})").format(n=c["seat"] + 1) if c["civbot"] is None else
               t.pgettext("historia", "(Civbot, {level})").format(level=levels(lang).get(c["civbot"], c["civbot"])))
        name_of[c["civ"]] = f"[{c['colour']}]{named(c['civilization'])}[/{c['colour']}] {who}"
    order = " → ".join(name_of[s] for s in view["turn_order"])
    out.append(t.pgettext("historia", "Turn order: {order}").format(order=order))
    for key, label in (("event", t.pgettext("historia", "Event in force")),
                       ("next_event", t.pgettext("historia", "Next event"))):
        if view[key]:
            e = view[key]
            out.append(f"{label}: {named(e['name'])} ({name('action', e['on'], lang)}: {_bonus(e['effect'], lang)})")
    out.append(f"[bold]{said['Civilizations']}[/bold]")
    for c in civs:
        cubes = c["cubes"]
        turned = t.pgettext("historia", "turned")
        wonders = ", ".join(name("wonder", w["id"], lang) + (f" ({turned})" if w["turned"] else "")
                            for w in c["wonders"])
        wonders = wonders or t.pgettext("historia/log", "none")
        figures = t.pgettext("historia", "{vp} VP, technology {tech}, army {army}, {government}").format(
            vp=c["vp"], tech=c["tech"], army=c["military"], government=named(c["government"]))
        if c["civbot"] is not None:
            where = t.pgettext("historia", "{supply} cubes, {map} on the map").format(
                supply=cubes["supply"], map=cubes["map"])
            out.append(f"  {name_of[c['civ']]}: {figures}; {where}")
            continue
        ready = "" if c["ready"] is None else (
            " " + (t.pgettext("historia", "ready") if c["ready"] else t.pgettext("historia", "choosing")))
        holds = t.pgettext("historia", "cubes {supply} in front / {used} used / {map} on the map").format(
            supply=cubes["supply"], used=cubes["used"], map=cubes["map"])
        most = t.npgettext("historia", "up to {n} card", "up to {n} cards", c["max_cards"]).format(n=c["max_cards"])
        out.append(f"  {name_of[c['civ']]}: {figures} ({named(c['tech_name'])}); {holds}; {most}{ready}")
        row = ", ".join(card(x, lang) for x in c["discard_row"]) or t.pgettext("historia", "empty")
        advisors = t.npgettext("historia", "{n} advisor", "{n} advisors", c["advisors_in_hand"]).format(
            n=c["advisors_in_hand"])
        hand = t.pgettext("historia", "hand: {actions} actions + {advisors}").format(
            actions=len(c["hand_actions"]), advisors=advisors)
        leader = name("leader", c["leader"], lang) if c["leader"] else "-"
        out.append("      " + t.pgettext("historia", "discard row (oldest first): {row}; {hand}; selected {selected}; "
                                         "leader {leader}").format(row=row, hand=hand, selected=c["selected"],
                                                                   leader=leader))
        revealed = ""
        if c["revealed"]:
            revealed = "; " + t.pgettext("historia", "revealed: {cards}").format(
                cards=", ".join(card(x, lang) for x in c["revealed"]))
        out.append("      " + t.pgettext("historia", "wonders: {wonders}").format(wonders=wonders) + revealed)
    out.append(f"[bold]{said['Map']}[/bold] ({said['tile number: VP']})")
    board = view["board"]
    for x, info in zip(view["map"], board["territories"], strict=True):
        who = ", ".join(name_of[s] for s in x["civs"]) or t.pgettext("historia", "empty")
        tile = t.pgettext("historia", "{tile}: {vp} VP").format(tile=x["tile"], vp=x["tile_vp"])
        out.append(f"  {named(info['name'])} [{tile}]: {who}")
    out.append(f"[bold]{said['Wonder row']}[/bold]")
    for wid in view["wonder_row"]:
        w = view["wonders"][wid]
        era = t.pgettext("historia", "era {era}").format(era=w["era"])
        out.append(f"  {named(w['name'])} ({era}): {_activation(w, lang)} → {_bonus(w['bonus'], lang)}")
    at = t.pgettext("historia", "{civ} at ({tech}, {army})")
    markers = "; ".join(at.format(civ=name_of[s], tech=tech, army=army)
                        for s, (tech, army) in enumerate(view["markers"]))
    out.append(f"[bold]{said['Progress matrix']}[/bold] "
               f"({said['technology →, army ↑']}): {markers}")
    for g in view["goals"]:
        out.append("  " + t.pgettext("historia", "goal at ({tech}, {army}): {bonus}").format(
            tech=g["tech"], army=g["military"], bonus=_bonus(g["bonus"], lang)))
    if view["goal_to_place"]:
        g = view["goal_to_place"]
        column = (", " + t.pgettext("historia", "in column {n}").format(n=g["column"])) if g["column"] else ""
        out.append("  " + t.pgettext("historia", "goal to place: {bonus}").format(bonus=_bonus(g["bonus"], lang))
                   + column)
    you = view.get("you")
    if you:
        hand_cards = ", ".join(card(x, lang) for x in you["hand"]) or t.pgettext("historia", "empty")
        out.append(f"[bold]{said['Your hand']}[/bold]: {hand_cards}")
        for a in you["advisors"]:
            out.append("  " + t.pgettext("historia", "advisor {name}: {effect}").format(
                name=named(a["name"]), effect=_bonus(a["effect"], lang)))
        if you["selected"]:
            out.append("  " + t.pgettext("historia", "selected face down: {cards}").format(
                cards=", ".join(card(x, lang) for x in you["selected"])))
        for a in you.get("advisors_offered", []):
            out.append("  " + t.pgettext("historia", "advisor offered: {name}: {effect}").format(
                name=named(a["name"]), effect=_bonus(a["effect"], lang)))
        for x in you.get("leaders_offered", []):
            reach = t.pgettext("historia", "{what} ≥ {at_least} → {vp} VP")
            conds = t.pgettext("historia", " and/or ").join(
                reach.format(what=_measures(lang).get(c["what"], c["what"]), at_least=c["at_least"], vp=c["vp"])
                for c in x["conditions"])
            out.append("  " + t.pgettext("historia", "leader offered: {name}: {conditions}").format(
                name=named(x["name"]), conditions=conds))
    designed = t.pgettext("historia", "designed groups: {groups}").format(groups=", ".join(board["designed"]))
    out.append(f"[dim]{board['edition']}; {designed}.[/dim]")
    return "\n".join(out)
