"""Historia's view as terminal text (Rich markup): every icon has its name."""

from __future__ import annotations

from typing import Any

from agora.core import View


def _bonus(b: dict[str, Any]) -> str:
    names = {"vp": "VP", "cubes": "cubes back", "cube": "cube back", "card_back": "card back", "cards": "cards back",
             "advisor": "new advisor", "action": "+1 action", "tech": "tech level", "military": "army level",
             "tourism": "basic Tourism"}
    return ", ".join(f"{v} {names.get(k, k)}" if k != "card" else f"{v} card" for k, v in b.items()) or "-"


def render(view: View) -> str:
    """The whole board, then the reader's own cards."""
    out = [f"[bold]Historia[/bold] — era {view['era']}, round {view['round']}, action round {view['action_round']}"
           f" — {view['phase']}"]
    civs = view["civs"]
    name = {
        c["civ"]: f"[{c['colour']}]{c['civilization']}[/{c['colour']}] "
        + (f"(seat {c['seat']})" if c["civbot"] is None else f"(Civbot, {c['civbot']})")
        for c in civs
    }
    out.append("Turn order: " + " → ".join(name[s] for s in view["turn_order"]))
    for key, label in (("event", "Event in force"), ("next_event", "Next event")):
        if view[key]:
            e = view[key]
            out.append(f"{label}: {e['name']} (on {e['on']}: {_bonus(e['effect'])})")
    out.append("[bold]Civilizations[/bold]")
    for c in civs:
        cubes = c["cubes"]
        wonders = ", ".join(w["id"] + (" (turned)" if w["turned"] else "") for w in c["wonders"]) or "none"
        if c["civbot"] is not None:
            out.append(f"  {name[c['civ']]}: {c['vp']} VP, tech {c['tech']}, army {c['military']}, "
                       f"{c['government']}; {cubes['supply']} cubes, {cubes['map']} on the map")
            continue
        ready = "" if c["ready"] is None else (" ready" if c["ready"] else " choosing")
        out.append(
            f"  {name[c['civ']]}: {c['vp']} VP, tech {c['tech']} ({c['tech_name']}), army {c['military']}, "
            f"{c['government']}; cubes {cubes['supply']} in front / {cubes['used']} used / {cubes['map']} on map; "
            f"up to {c['max_cards']} card(s){ready}"
        )
        out.append(f"      discard row (oldest first): {', '.join(c['discard_row']) or 'empty'}; "
                   f"hand: {len(c['hand_actions'])} actions + {c['advisors_in_hand']} advisor(s); "
                   f"selected {c['selected']}; leader {c['leader'] or '-'}")
        out.append(f"      wonders: {wonders}" + (f"; revealed: {', '.join(c['revealed'])}" if c["revealed"] else ""))
    out.append("[bold]Map[/bold] (tile number: VP)")
    board = view["board"]
    for x, info in zip(view["map"], board["territories"], strict=True):
        who = ", ".join(name[s] for s in x["civs"]) or "empty"
        out.append(f"  {info['name']} [{x['tile']}: {x['tile_vp']} VP]: {who}")
    out.append("[bold]Wonder row[/bold]")
    for wid in view["wonder_row"]:
        w = view["wonders"][wid]
        out.append(f"  {w['name']} (era {w['era']}): {w['kind']} {w['on']} → {_bonus(w['bonus'])}")
    markers = view["markers"]
    out.append("[bold]Progress matrix[/bold] (tech → , army ↑): "
               + "; ".join(f"{name[s]} at ({t}, {m})" for s, (t, m) in enumerate(markers)))
    for g in view["goals"]:
        out.append(f"  goal at ({g['tech']}, {g['military']}): {_bonus(g['bonus'])}")
    if view["goal_to_place"]:
        g = view["goal_to_place"]
        out.append(f"  goal to place: {_bonus(g['bonus'])}" + (f", in column {g['column']}" if g["column"] else ""))
    you = view.get("you")
    if you:
        out.append(f"[bold]Your hand[/bold]: {', '.join(you['hand']) or 'empty'}")
        for a in you["advisors"]:
            out.append(f"  advisor {a['name']}: {_bonus(a['effect'])}")
        if you["selected"]:
            out.append(f"  selected face down: {', '.join(you['selected'])}")
        for a in you.get("advisors_offered", []):
            out.append(f"  advisor offered: {a['name']}: {_bonus(a['effect'])}")
        for x in you.get("leaders_offered", []):
            conds = " and/or ".join(f"{c['what']} ≥ {c['at_least']} → {c['vp']} VP" for c in x["conditions"])
            out.append(f"  leader offered: {x['name']}: {conds}")
    out.append(f"[dim]{board['edition']}; designed groups: {', '.join(board['designed'])}.[/dim]")
    return "\n".join(out)
