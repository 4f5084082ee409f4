"""The Ancient World's terminal screen (Rich markup), read from a view alone."""

from __future__ import annotations

from typing import Any

from agora.core import View
from agora.core.i18n import check_lang

TRIBE_STYLE = {"green": "green", "red": "red", "blue": "blue", "yellow": "yellow", "purple": "magenta"}

ICON_NAMES = {"food": "food", "income_coins": "+coin/round", "income_knowledge": "+knowledge/round",
              "army_limit": "+army", "swords": "sword", "arrows": "arrow", "citizen": "citizen",
              "explore_bonus": "explore+", "loot": "loot", "spy": "spy", "repair": "repair"}


def _icons(icons: dict[str, int]) -> str:
    return " ".join(f"{n}×{ICON_NAMES.get(k, k)}" for k, n in icons.items() if n) or "—"


def render(v: View, lang: str) -> str:
    """The terminal screen (Rich markup; English only until the game's words pass)."""
    check_lang(lang)
    info: dict[str, dict[str, Any]] = v["cards"]

    def nm(slug: str | None) -> str:
        if slug is None:
            return "—"
        c = info[slug]
        mark = "*" if c.get("designed") else ""
        banners = "".join(f"[{TRIBE_STYLE.get(b, 'white')}]■[/]" for b in c.get("banners", []))
        return f"{c['name']}{mark}{banners}"

    def brief(slug: str) -> str:
        """Name plus cost, icons and action: what a player needs to choose a card."""
        c = info[slug]
        parts = [nm(slug)]
        if c["kind"] == "empire":
            cost = f"{c.get('cost_coins', 0)}c" + (f"+{c['cost_knowledge']}k" if c.get("cost_knowledge") else "")
            parts.append(cost)
        elif c["kind"] == "military":
            parts.append(f"{c.get('recruit_cost', 0)}c " + _icons(c.get("icons", {}))
                         + " | legacy " + _icons(c.get("legacy", {})))
        elif c["kind"] == "titan":
            parts.append(f"def {c['defense']} {'swords' if c['allows'] == 'swords' else 'swords+arrows'}")
        if c["kind"] in ("titan", "district") and c.get("capacity"):
            parts.append(f"capacity {c['capacity']}")
        if c["kind"] != "military" and c.get("icons"):
            parts.append(_icons(c["icons"]))
        if c.get("action"):
            act = c["action"]
            parts.append(f"action: {act['kind']}" + (f" {act['amount']}" if act.get("amount") else ""))
        if c.get("text"):
            parts.append(f"[italic]{c['text']}[/]")
        return " ".join(parts)

    lines = [f"[bold]The Ancient World[/] — round {v['round']}/{v['rounds']}, {v['phase']}; "
             f"to act: {v['to_act']}; first player: seat {v['first_player']}"
             + (" (hand up)" if v["first_player_hand_up"] else "")]
    for a in v["actions"]:
        cits = " ".join(f"s{c['seat']}:{c['skill']}" for c in a["citizens"])
        lines.append(f"  {a['name']:<8} {'' if a['open'] else '[dim](covered)[/]'} {cits}")
    lines.append(f"Empire row (deck {v['empire_deck']['deck']}, {v['empire_deck']['count']} left):")
    lines += [f"   {brief(x)}" for x in v["empire_row"]]
    lines.append(f"Military row ({v['military_deck']} left):")
    lines += [f"   {brief(x)}" for x in v["military_row"]]
    for t in v["titans"]:
        top = brief(t["top"]) if t["top"] else "—"
        lines.append(f"Titans {'★' * t['stars']}: {top} ({t['count']} in deck)")
    district = brief(v["districts"]["top"]) if v["districts"]["top"] else "—"
    lines.append(f"District: {district} ({v['districts']['count']} in deck)")
    for p in v["players"]:
        lines.append(f"[bold]Seat {p['seat']}[/]{' (passed)' if p['passed'] else ''}: {p['vp_now']} VP so far, "
                     f"{p['coins']} coins, "
                     f"{p['knowledge']} knowledge, food {p['food']}, citizens {p['citizens']} "
                     f"(placed {p['placed']}, hungry {p['hungry']}), capacity {p['capacity_used']}/"
                     f"{p['capacity']}, army limit {p['army_limit']}, draft {p['draft']}")
        emp = ", ".join(nm(c["card"]) + (" [red](damaged)[/]" if c["damaged"] else "") for c in p["empire"])
        lines.append(f"   Empire: {emp}")
        if p["stored"] is not None:
            lines += [f"   Stored: {brief(x)}" for x in p["stored"]] or ["   Stored: —"]
        else:
            lines.append(f"   Stored: {p['stored_count']} face down")
        if p["districts"] or p["titans"]:
            lines.append("   Districts/Titans: " + ", ".join(nm(x) for x in p["districts"] + p["titans"]))
        for i, a in enumerate(p["armies"]):
            retired = ", ".join(nm(x) for x in a["retired"])
            lines.append(f"   Army {i + 1}: {nm(a['card'])} coins {a['picture_coins']}+{a['name_coins']}"
                         + (" (used)" if a["used"] else "") + (f" legacy: {retired}" if retired else ""))
    pending = v["pending"]
    if len(pending) > 2:
        details = {k: val for k, val in pending.items() if k not in ("kind", "seat")}
        lines.append(f"Deciding ({pending['kind']}, seat {pending['seat']}): {details}")
        for key in ("drawn", "cards"):
            lines += [f"   {brief(x)}" for x in pending.get(key, [])]
    if v["scores"]:
        s = v["scores"]
        lines.append(f"[bold]Scores[/]: {s['scores']} winners {s['winners']} {s['tiebreak']}")
    lines.append("[dim]* = designed by the Agora edition: " + "; ".join(v["designed"]) + "[/]")
    return "\n".join(lines)
