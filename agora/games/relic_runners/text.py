"""The terminal screen of a Relic Runners view (Rich markup)."""

from __future__ import annotations

from typing import Any

from agora.core import View
from agora.core.i18n import check_lang
from agora.games.relic_runners.words import place

_COLOUR = {"red": "red", "green": "green", "blue": "blue", "yellow": "yellow", "black": "white",
           "ivory": "wheat1", "purple": "magenta"}  # fmt: skip


def _who(view: View, seat: int) -> str:
    c = view["explorers"][seat]["colour"]
    return f"[{_COLOUR[c]}]{c}[/]"


def _stack(loc: dict[str, Any]) -> str:
    if loc["kind"] == "camp":
        return "Base Camp"
    if loc["shrine"]:
        return f"shrine, relic: {loc['relic'] or 'taken'}"
    parts = []
    for tile in loc["stack"]:
        if tile.get("ruin"):
            parts.append("ruin")
        elif tile["face"] is None:
            parts.append(f"L{tile['level']} ?")
        else:
            parts.append(f"L{tile['level']} {tile['face']['text']}")
    return " / ".join(reversed(parts))


def render(view: View, lang: str) -> str:
    """The whole view as text: board table, trails, explorer boards, designed values (English only until
    the game's words pass)."""
    check_lang(lang)
    lines: list[str] = []
    lines.append(f"[bold]Relic Runners[/] — round {view['round']}, {view['phase']}; turn of {_who(view, view['turn'])}")
    lines.append(
        f"Relics collected {view['relics_collected']}/{view['end_at']}"
        + (" — [bold red]LAST ROUND[/]" if view["last_round"] else "")
        + f"; rations at Base Camp: {view['camp_rations']}"
    )
    if view["pending"]:
        count = f" ({view['pending_count']} left)" if view["pending_count"] else ""
        lines.append(f"[bold]Now:[/] {view['pending']}{count}")
    lines.append("")
    lines.append("[bold]Locations[/] (top tile first)")
    for loc in view["locations"]:
        colour = loc["colour"]
        name = f"[{_COLOUR[colour]}]{colour} temple[/]" if colour else loc["kind"]
        here = " ".join(_who(view, p) for p in loc["explorers"])
        named = place(loc["id"], "en")  # the name action labels give the place
        lines.append(f"  {loc['id']:>5} {named:<16} {loc['quadrant'] or '':>2} {name:<24} {_stack(loc)}  {here}")
    lines.append("")
    lines.append("[bold]Trails[/] (~ river: token up/down; pathways)")
    row = []
    for t in view["trails"]:
        mark = {"active": "~up", "used": "~dn", None: ""}[t["token"]]
        owners = "".join(f"[{_COLOUR[view['explorers'][p]['colour']]}]#[/]" for p in t["pathways"])
        row.append(f"{t['id']}:{t['a']}-{t['b']}{mark}{owners}")
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
        coins = f"{e['coins']} VP coins" if e["coins"] is not None else "coins hidden"
        lines.append(f"{_who(view, e['seat'])} at {e['location']}: rations {e['rations']}/{e['ration_cap']}, "
                     f"pathways left {e['pathways_left']}, {coins}")  # fmt: skip
        lines.append(f"    toolboxes supply {tb['supply']} bottom {tb['bottom']} {tracks}")
        if e["ivory"]:
            lines.append("    ivory: " + "; ".join(f"L{t['level']} {t['text']}" for t in e["ivory"]))
        if blue:
            lines.append(f"    blue: {blue}")
        if relics:
            lines.append(f"    relics: {relics}")
        if e["ability"]:
            a = e["ability"]
            lines.append(f"    {a['character']}: {a['text']} ({a['source']})")
    grid = "; ".join(f"{tr}: " + ", ".join(view["progression"][i]) for i, tr in enumerate(view["tracks"]))
    lines.append(f"[dim]Progression table L1..L3 — {grid}[/]")
    lines.append(f"[dim]{view['edition']}. Designed values (not the published ones): {', '.join(view['designed'])}[/]")
    if view["outcome"]:
        o = view["outcome"]
        lines.append("[bold]Final scores:[/] " + ", ".join(f"{_who(view, p)} {sc}" for p, sc in enumerate(o["scores"])))
    return "\n".join(lines)
