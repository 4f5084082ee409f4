"""The terminal screen of a Relic Runners view (Rich markup). Its words are catalogue messages (context
"relic-runners"); the view's own codes (location and trail ids, colours, kinds, tracks, the phase, tiles'
levels) show as they are, as the terminal's player types actions in those codes. TableSide.render gives
no language, so the screen speaks English unless asked for another."""

from __future__ import annotations

from typing import Any

from agora.core import View, i18n
from agora.core.i18n import check_lang, fill
from agora.games.relic_runners.words import place, tile_text, title

_COLOUR = {"red": "red", "green": "green", "blue": "blue", "yellow": "yellow", "black": "white",
           "ivory": "wheat1", "purple": "magenta"}  # fmt: skip


def _who(view: View, seat: int) -> str:
    c = view["explorers"][seat]["colour"]
    return f"[{_COLOUR[c]}]{c}[/]"


def _stack(loc: dict[str, Any], lang: str) -> str:
    t = i18n.words(lang)
    if loc["kind"] == "camp":
        return place("camp", lang)
    if loc["shrine"]:
        return fill(t.pgettext("relic-runners", "shrine, relic: {relic}"),
                    {"relic": loc["relic"] or t.pgettext("relic-runners", "taken")})
    parts = []
    for tile in loc["stack"]:
        if tile.get("ruin"):
            parts.append(t.pgettext("relic-runners", "ruin"))
        elif tile["face"] is None:
            parts.append(f"L{tile['level']} ?")
        else:
            parts.append(f"L{tile['level']} {tile_text(tile['face']['text'], lang)}")
    return " / ".join(reversed(parts))


def render(view: View, lang: str) -> str:
    """The whole view as text in `lang`: board table, trails, explorer boards, designed values."""
    t = i18n.words(check_lang(lang))
    lines: list[str] = []
    head = fill(t.pgettext("relic-runners", "round {round}, {phase}; turn of {seat}"),
                {"round": view["round"], "phase": view["phase"], "seat": _who(view, view["turn"])})
    lines.append(f"[bold]{title(lang)}[/] — {head}")
    lines.append(
        fill(t.pgettext("relic-runners", "Relics collected {relics}/{end}"),
             {"relics": view["relics_collected"], "end": view["end_at"]})
        + (" — [bold red]" + t.pgettext("relic-runners", "LAST ROUND") + "[/]" if view["last_round"] else "")
        + "; " + fill(t.pgettext("relic-runners", "rations at Base Camp: {n}"), {"n": view["camp_rations"]})
    )
    if view["pending"]:
        n = view["pending_count"]
        count = " (" + fill(t.npgettext("relic-runners", "{n} left", "{n} left", n), {"n": n}) + ")" if n else ""
        lines.append("[bold]" + t.pgettext("relic-runners", "Now:") + f"[/] {view['pending']}{count}")
    lines.append("")
    lines.append("[bold]" + t.pgettext("relic-runners", "Locations") + "[/] "
                 + t.pgettext("relic-runners", "(top tile first)"))
    for loc in view["locations"]:
        colour = loc["colour"]
        temple = fill(t.pgettext("relic-runners", "{colour} temple"), {"colour": colour})
        name = f"[{_COLOUR[colour]}]{temple}[/]" if colour else loc["kind"]
        here = " ".join(_who(view, p) for p in loc["explorers"])
        named = place(loc["id"], lang)  # the name action labels give the place
        lines.append(f"  {loc['id']:>5} {named:<16} {loc['quadrant'] or '':>2} {name:<24} {_stack(loc, lang)}  {here}")
    lines.append("")
    lines.append("[bold]" + t.pgettext("relic-runners", "Trails") + "[/] "
                 + t.pgettext("relic-runners", "(~ river: token up/down; pathways)"))
    row = []
    for trail in view["trails"]:
        mark = {"active": "~up", "used": "~dn", None: ""}[trail["token"]]
        owners = "".join(f"[{_COLOUR[view['explorers'][p]['colour']]}]#[/]" for p in trail["pathways"])
        row.append(f"{trail['id']}:{trail['a']}-{trail['b']}{mark}{owners}")
        if len(row) == 4:
            lines.append("  " + "   ".join(row))
            row = []
    if row:
        lines.append("  " + "   ".join(row))
    lines.append("")
    for e in view["explorers"]:
        tb = e["toolboxes"]
        tracks = " ".join(f"{tr}:{tb[tr]}" for tr in view["tracks"])
        blue = ", ".join(f"L{b['level']} {'+' + str(b['value']) if b['value'] is not None else '?'}" for b in e["blue"])
        relics = ", ".join(f"{k} {v}" for k, v in e["relics"].items() if v)
        coins = (fill(t.npgettext("relic-runners", "{n} VP coin", "{n} VP coins", e["coins"]), {"n": e["coins"]})
                 if e["coins"] is not None else t.pgettext("relic-runners", "coins hidden"))
        lines.append(f"{_who(view, e['seat'])} " + fill(
            t.pgettext("relic-runners", "at {location}: rations {rations}/{cap}, pathways left {pathways}, {coins}"),
            {"location": e["location"], "rations": e["rations"], "cap": e["ration_cap"],
             "pathways": e["pathways_left"], "coins": coins}))
        lines.append("    " + fill(t.pgettext("relic-runners", "toolboxes supply {supply} bottom {bottom} {tracks}"),
                                   {"supply": tb["supply"], "bottom": tb["bottom"], "tracks": tracks}))
        if e["ivory"]:
            lines.append("    " + t.pgettext("relic-runners", "ivory:") + " "
                         + "; ".join(f"L{tile['level']} {tile_text(tile['text'], lang)}" for tile in e["ivory"]))
        if blue:
            lines.append("    " + t.pgettext("relic-runners", "blue:") + f" {blue}")
        if relics:
            lines.append("    " + t.pgettext("relic-runners", "relics:") + f" {relics}")
        if e["ability"]:
            a = e["ability"]
            said = t.pgettext("relic-runners", a["character"]), t.pgettext("relic-runners", a["text"])
            lines.append(f"    {said[0]}: {said[1]} ({a['source']})")
    grid = "; ".join(f"{tr}: " + ", ".join(view["progression"][i]) for i, tr in enumerate(view["tracks"]))
    progression = fill(t.pgettext("relic-runners", "Progression table L1..L3 — {grid}"), {"grid": grid})
    lines.append(f"[dim]{progression}[/]")
    designed = fill(t.pgettext("relic-runners", "Designed values (not the published ones): {values}"),
                    {"values": ", ".join(view["designed"])})
    lines.append(f"[dim]{view['edition']}. {designed}[/]")
    if view["outcome"]:
        o = view["outcome"]
        scores = ", ".join(f"{_who(view, p)} {sc}" for p, sc in enumerate(o["scores"]))
        lines.append("[bold]" + t.pgettext("relic-runners", "Final scores:") + f"[/] {scores}")
    return "\n".join(lines)
