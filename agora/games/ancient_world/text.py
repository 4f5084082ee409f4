"""The Ancient World's terminal screen (Rich markup), read from a view alone. Its words are messages of the
gettext catalogue with the context "ancient-world" (docs/translating.md), read in the reader's language; card
names and texts are the view's (the default edition's English), read through the catalogue too."""

from __future__ import annotations

from functools import cache
from typing import Any

from agora.core import View, i18n
from agora.core.i18n import check_lang, fill

TRIBE_STYLE = {"green": "green", "red": "red", "blue": "blue", "yellow": "yellow", "purple": "magenta"}


@cache
def _icon_names(lang: str) -> dict[str, str]:
    """The cards' symbols as the screen abbreviates them, in `lang`."""
    t = i18n.words(lang)
    return {"food": t.pgettext("ancient-world/terminal", "food"),
            "income_coins": t.pgettext("ancient-world/terminal", "+coin/round"),
            "income_knowledge": t.pgettext("ancient-world/terminal", "+knowledge/round"),
            "army_limit": t.pgettext("ancient-world/terminal", "+army"),
            "swords": t.pgettext("ancient-world/terminal", "sword"),
            "arrows": t.pgettext("ancient-world/terminal", "arrow"),
            "citizen": t.pgettext("ancient-world/terminal", "citizen"),
            "explore_bonus": t.pgettext("ancient-world/terminal", "explore+"),
            "loot": t.pgettext("ancient-world/terminal", "loot"),
            "spy": t.pgettext("ancient-world/terminal", "spy"),
            "repair": t.pgettext("ancient-world/terminal", "repair")}


@cache
def _screen(lang: str) -> dict[str, str]:
    """The screen's lines and pieces, in `lang` (Rich markup stays outside the messages)."""
    t = i18n.words(lang)
    return {
        "coins": t.pgettext("ancient-world/terminal", "{n}c"),
        "knowledge": t.pgettext("ancient-world/terminal", "+{n}k"),
        "military": t.pgettext("ancient-world/terminal", "{cost}c {icons} | legacy {legacy}"),
        "titan": t.pgettext("ancient-world/terminal", "def {defense} {allows}"),
        "swords": t.pgettext("ancient-world/terminal", "swords"),
        "swords and arrows": t.pgettext("ancient-world/terminal", "swords+arrows"),
        "capacity": t.pgettext("ancient-world/terminal", "capacity {n}"),
        "action": t.pgettext("ancient-world/terminal", "action: {kind}"),
        "head": t.pgettext("ancient-world/terminal", "round {round}/{rounds}, {phase}; to act: {to_act}; first "
                           "player: seat {first}"),
        "hand up": t.pgettext("ancient-world/terminal", " (hand up)"),
        "covered": t.pgettext("ancient-world/terminal", "(covered)"),
        "empire row": t.pgettext("ancient-world/terminal", "Empire row (deck {deck}, {count} left):"),
        "military row": t.pgettext("ancient-world/terminal", "Military row ({count} left):"),
        "titans": t.pgettext("ancient-world/terminal", "Titans {stars}: {top} ({count} in deck)"),
        "district": t.pgettext("ancient-world/terminal", "District: {top} ({count} in deck)"),
        "seat": t.pgettext("ancient-world/terminal", "Seat {seat}"),
        "passed": t.pgettext("ancient-world/terminal", " (passed)"),
        "player": t.pgettext("ancient-world/terminal", ": {vp} VP so far, {coins} coins, {knowledge} knowledge, "
                             "food {food}, citizens {citizens} (placed {placed}, hungry {hungry}), capacity "
                             "{used}/{capacity}, army limit {army_limit}, draft {draft}"),
        "damaged": t.pgettext("ancient-world/terminal", "(damaged)"),
        "empire": t.pgettext("ancient-world/terminal", "Empire: {cards}"),
        "stored": t.pgettext("ancient-world/terminal", "Stored: {card}"),
        "stored hidden": t.pgettext("ancient-world/terminal", "Stored: {count} face down"),
        "conquests": t.pgettext("ancient-world/terminal", "Districts/Titans: {cards}"),
        "army": t.pgettext("ancient-world/terminal", "Army {n}: {card} coins {picture}+{name}"),
        "used": t.pgettext("ancient-world/terminal", " (used)"),
        "legacy": t.pgettext("ancient-world/terminal", " legacy: {cards}"),
        "deciding": t.pgettext("ancient-world/terminal", "Deciding ({kind}, seat {seat}): {details}"),
        "scores": t.pgettext("ancient-world/terminal", "Scores"),
        "score line": t.pgettext("ancient-world/terminal", ": {scores} winners {winners} {tiebreak}"),
        "designed": t.pgettext("ancient-world/terminal", "* = designed by the Agora edition: {list}"),
    }


def _icons(icons: dict[str, int], lang: str) -> str:
    names = _icon_names(lang)
    return " ".join(f"{n}×{names.get(k, k)}" for k, n in icons.items() if n) or "—"


def render(v: View, lang: str) -> str:
    """The terminal screen (Rich markup), in `lang`."""
    w = _screen(check_lang(lang))
    info: dict[str, dict[str, Any]] = v["cards"]

    def said(english: str) -> str:  # a card's name or text in the view: the default edition's English, in `lang`
        return i18n.words(lang).pgettext("ancient-world", english)

    def nm(slug: str | None) -> str:
        if slug is None:
            return "—"
        c = info[slug]
        mark = "*" if c.get("designed") else ""
        banners = "".join(f"[{TRIBE_STYLE.get(b, 'white')}]■[/]" for b in c.get("banners", []))
        return f"{said(c['name'])}{mark}{banners}"

    def brief(slug: str) -> str:
        """Name plus cost, icons and action: what a player needs to choose a card."""
        c = info[slug]
        parts = [nm(slug)]
        if c["kind"] == "empire":
            cost = fill(w["coins"], {"n": c.get("cost_coins", 0)})
            if c.get("cost_knowledge"):
                cost += fill(w["knowledge"], {"n": c["cost_knowledge"]})
            parts.append(cost)
        elif c["kind"] == "military":
            parts.append(fill(w["military"], {"cost": c.get("recruit_cost", 0),
                                              "icons": _icons(c.get("icons", {}), lang),
                                              "legacy": _icons(c.get("legacy", {}), lang)}))
        elif c["kind"] == "titan":
            allows = w["swords"] if c["allows"] == "swords" else w["swords and arrows"]
            parts.append(fill(w["titan"], {"defense": c["defense"], "allows": allows}))
        if c["kind"] in ("titan", "district") and c.get("capacity"):
            parts.append(fill(w["capacity"], {"n": c["capacity"]}))
        if c["kind"] != "military" and c.get("icons"):
            parts.append(_icons(c["icons"], lang))
        if c.get("action"):
            act = c["action"]
            parts.append(fill(w["action"], {"kind": act["kind"]}) + (f" {act['amount']}" if act.get("amount") else ""))
        if c.get("text"):
            parts.append(f"[italic]{said(c['text'])}[/]")
        return " ".join(parts)

    title = i18n.words(lang).pgettext("ancient-world", "The Ancient World")
    lines = [f"[bold]{title}[/] — " + fill(w["head"], {"round": v["round"], "rounds": v["rounds"], "phase": v["phase"],
                                                       "to_act": v["to_act"], "first": v["first_player"]})
             + (w["hand up"] if v["first_player_hand_up"] else "")]
    for a in v["actions"]:
        cits = " ".join(f"s{c['seat']}:{c['skill']}" for c in a["citizens"])
        lines.append(f"  {a['name']:<8} {'' if a['open'] else '[dim]' + w['covered'] + '[/]'} {cits}")
    lines.append(fill(w["empire row"], {"deck": v["empire_deck"]["deck"], "count": v["empire_deck"]["count"]}))
    lines += [f"   {brief(x)}" for x in v["empire_row"]]
    lines.append(fill(w["military row"], {"count": v["military_deck"]}))
    lines += [f"   {brief(x)}" for x in v["military_row"]]
    for t in v["titans"]:
        top = brief(t["top"]) if t["top"] else "—"
        lines.append(fill(w["titans"], {"stars": "★" * t["stars"], "top": top, "count": t["count"]}))
    district = brief(v["districts"]["top"]) if v["districts"]["top"] else "—"
    lines.append(fill(w["district"], {"top": district, "count": v["districts"]["count"]}))
    for p in v["players"]:
        lines.append("[bold]" + fill(w["seat"], {"seat": p["seat"]}) + "[/]" + (w["passed"] if p["passed"] else "")
                     + fill(w["player"], {"vp": p["vp_now"], "coins": p["coins"], "knowledge": p["knowledge"],
                                          "food": p["food"], "citizens": p["citizens"], "placed": p["placed"],
                                          "hungry": p["hungry"], "used": p["capacity_used"],
                                          "capacity": p["capacity"], "army_limit": p["army_limit"],
                                          "draft": p["draft"]}))
        emp = ", ".join(nm(c["card"]) + (f" [red]{w['damaged']}[/]" if c["damaged"] else "") for c in p["empire"])
        lines.append("   " + fill(w["empire"], {"cards": emp}))
        if p["stored"] is not None:
            lines += ["   " + fill(w["stored"], {"card": brief(x)}) for x in p["stored"]] or [
                "   " + fill(w["stored"], {"card": "—"})]
        else:
            lines.append("   " + fill(w["stored hidden"], {"count": p["stored_count"]}))
        if p["districts"] or p["titans"]:
            conquests = ", ".join(nm(x) for x in p["districts"] + p["titans"])
            lines.append("   " + fill(w["conquests"], {"cards": conquests}))
        for i, a in enumerate(p["armies"]):
            retired = ", ".join(nm(x) for x in a["retired"])
            army = fill(w["army"], {"n": i + 1, "card": nm(a["card"]), "picture": a["picture_coins"],
                                    "name": a["name_coins"]})
            legacy = fill(w["legacy"], {"cards": retired}) if retired else ""
            lines.append(f"   {army}{w['used'] if a['used'] else ''}{legacy}")
    pending = v["pending"]
    if len(pending) > 2:
        details = {k: val for k, val in pending.items() if k not in ("kind", "seat")}
        lines.append(fill(w["deciding"], {"kind": pending["kind"], "seat": pending["seat"], "details": details}))
        for key in ("drawn", "cards"):
            lines += [f"   {brief(x)}" for x in pending.get(key, [])]
    if v["scores"]:
        s = v["scores"]
        lines.append(f"[bold]{w['scores']}[/]" + fill(w["score line"], {"scores": s["scores"], "winners": s["winners"],
                                                                        "tiebreak": s["tiebreak"]}))
    lines.append("[dim]" + fill(w["designed"], {"list": "; ".join(v["designed"])}) + "[/]")
    return "\n".join(lines)
