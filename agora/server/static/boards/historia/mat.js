// Historia in the players panel: each seat's line of key figures, and its full mat.
import { h, s } from "../../lib/dom.js";
import { np_, p_ } from "../../lib/i18n.js";
import { condition } from "./cards.js";
import { civLabel, civName, colour, GLYPHS, governanceState, measureName, nm, text } from "./common.js";
/** @import { BoardContext } from "../../lib/types.js" */
/** @import { Civ, View, Wonder } from "./types.js" */

// --- each seat's line and mat in the players panel ----------------------------------------------------------

/**
 * A seat's key figures on one line: its piece, VP, technology, army, cubes in front of it, wonders.
 * @param {View} view @param {number} seat @param {BoardContext} ctx
 */
export function summary(view, seat, ctx) {
  const civ = view.civs.find((c) => c.seat === seat);
  if (!civ) return null;
  /** @type {(value: string | number, label: string, tip: string) => HTMLElement} */
  const fig = (value, label, tip) => h("span", { class: "hx-fig", dataset: { tip } }, h("b", {}, value), ` ${label}`);
  const glyph = GLYPHS[civ.colour];
  const icon = s("svg", { class: "hx-piece-icon", viewBox: "-1 -1 2 2", width: 16, height: 16, "aria-hidden": "true" },
    s("rect", { x: -1, y: -1, width: 2, height: 2, rx: 0.25, fill: colour(civ.colour) }),
    glyph ? s("path", { d: glyph, transform: "scale(.62)", class: "hx-glyph" }) : null);
  return h("span", { class: "hx-summary", dataset: { target: civ.target } },
    h("span", { class: "hx-fig", dataset: { tip: civLabel(ctx, view, civ.civ) } }, icon, ` ${civName(ctx, civ)}`),
    fig(civ.tech, p_("historia", "tech"), `${p_("historia", "Technology")} ${civ.tech}: ${nm(ctx, "tech", String(civ.tech), civ.tech_name)}`),
    fig(civ.military, p_("historia", "army"), `${p_("historia", "Army")} ${civ.military}`),
    fig(civ.cubes.supply, "▣", p_("historia", "Power cubes: {a} in front of you to pay with, {u} in the used pool (taken back by Exploit, Raid and the end of round), {m} on the map (§1, §5).", { a: civ.cubes.supply, u: civ.cubes.used, m: civ.cubes.map })),
    fig(civ.wonders.length, "◭", `${p_("historia", "Wonders")}: ${civ.wonders.map((w) => nm(ctx, "wonder", w.id)).join(", ") || p_("historia/leader", "none")}`));
}

/**
 * Whether a wonder's activation condition holds now, as far as the view tells (null: it depends on a move).
 * @param {View} view
 * @param {Civ} civ
 * @param {Wonder} w
 */
function metNow(view, civ, w) {
  if (w.kind === "destroy") return civ.wonders.length - 1 >= Number(w.on);
  if (w.kind !== "majority") return null;
  /** @type {(c: Civ) => number} */
  const measure = (c) => (/** @type {Record<string, number>} */ ({ tech: c.tech, military: c.military, wonders: c.wonders.length, territories: c.territories.length }))[w.on] ?? 0;
  const others = view.civs.filter((c) => c.seat !== null && c.civ !== civ.civ).map(measure);  // Civbots are not counted
  return measure(civ) > Math.max(-1, ...others);
}

/** @param {View} view @param {number} seat @param {BoardContext} ctx */
export function mat(view, seat, ctx) {
  const civ = view.civs.find((c) => c.seat === seat);
  if (!civ) return null;
  const mine = ctx.seat === seat;
  const cubes = civ.cubes;
  /** @type {(label: string, value: string | number, tip?: string) => HTMLElement} */
  const stat = (label, value, tip) => h("span", { class: "hx-stat", dataset: { tip: tip ?? label } }, h("b", {}, value), ` ${label}`);
  const wonders = civ.wonders.map((wo) => {
    const w = view.wonders[wo.id];
    const met = w ? metNow(view, civ, w) : null;
    const state = wo.turned ? p_("historia", "used this round") : met === null ? p_("historia/wonder", "ready") : met ? p_("historia", "met now") : p_("historia", "not met now");
    return h("span", { class: `hx-chip wonder${wo.turned ? " turned" : ""}${met ? " met" : ""}`,
      dataset: { target: wo.id, tip: `${text(ctx, "wonder", wo.id)}\n${state}` } },
    nm(ctx, "wonder", wo.id, w?.name), h("small", {}, ` ${w ? condition(ctx, w) : ""} · ${state}`));
  });
  const gov = civ.governance;
  const leaderTip = civ.leader ? text(ctx, "leader", civ.leader) : civ.hidden_leaders ? np_("historia", "{n} leader face down until their era (§9.3)", "{n} leaders face down until their era (§9.3)", civ.hidden_leaders) : "";
  const rows = [
    h("div", { class: "hx-mat-row" }, h("strong", {}, civName(ctx, civ)), " · ",
      h("span", { class: "hx-gov", dataset: { tip: p_("historia", "Technology {t}, army {m}: {gov} — {bonus} at each government bonus (§2.1).", { t: civ.tech, m: civ.military, gov: nm(ctx, "government", civ.government_id, civ.government), bonus: "" }) } },
        nm(ctx, "government", civ.government_id, civ.government))),
    h("div", { class: "hx-stats" },
      stat(p_("historia", "Technology"), civ.tech, `${p_("historia", "Technology")} ${civ.tech}: ${nm(ctx, "tech", String(civ.tech), civ.tech_name)}`), stat(p_("historia", "Army"), civ.military),
      h("span", { class: "hx-stat muted" }, np_("historia", "{n} card a selection", "{n} cards a selection", civ.max_cards))),
    h("div", { class: "hx-stats", dataset: { tip: p_("historia", "Power cubes: {a} in front of you to pay with, {u} in the used pool (taken back by Exploit, Raid and the end of round), {m} on the map (§1, §5).", { a: cubes.supply, u: cubes.used, m: cubes.map }) } },
      h("i", { class: "hx-cube-icon", style: `background:${colour(civ.colour)}` }),
      stat(p_("historia", "available"), cubes.supply, ""), stat(p_("historia", "used"), cubes.used, ""), stat(p_("historia", "on map"), cubes.map, ""),
      cubes.token ? stat(p_("historia", "on token"), cubes.token, "") : null),
    h("div", { class: "hx-mat-row" }, h("span", { class: "hx-label" }, `${p_("historia", "Leader")}:`),
      h("span", { class: "hx-chip leader", dataset: { tip: leaderTip || p_("historia/leader", "none") } },
        civ.leader ? nm(ctx, "leader", civ.leader) : civ.hidden_leaders ? p_("historia", "face down") : p_("historia/leader", "none")),
      h("span", { class: "muted" }, ` ${p_("historia", "advisors in hand: {n}", { n: civ.advisors_in_hand })}`)),
  ];
  if (civ.ready !== null && civ.ready !== undefined) {
    rows.push(h("div", { class: `hx-choosing${civ.ready ? " ready" : ""}` },
      civ.ready ? `${p_("historia", "ready")} ✓ · ${p_("historia", "{n} face down", { n: civ.selected })}` : civ.selected ? p_("historia", "{n} face down", { n: civ.selected }) : p_("historia", "choosing…")));
  }
  if (civ.revealed.length) {
    rows.push(h("div", { class: "hx-mat-row" }, h("span", { class: "hx-label" }, `${p_("historia", "Revealed")}:`),
      // an action card's chip shows its action's rulebook words (§5:<id>); an advisor's, its text's sections
      civ.revealed.map((id) => h("span", { class: "hx-chip revealed", dataset: text(ctx, "action", id) ? { tip: text(ctx, "action", id), tipRule: `§5:${id}` } : { tip: text(ctx, "advisor", id) } }, nm(ctx, "action", id, nm(ctx, "advisor", id))))));
  }
  if (civ.discard_row.length) {
    rows.push(h("div", { class: "hx-mat-row" }, h("span", { class: "hx-label" }, `${p_("historia", "Discard row")}:`),
      civ.discard_row.map((id) => h("span", { class: "hx-chip", dataset: { tip: text(ctx, "action", id), tipRule: `§5:${id}` } }, nm(ctx, "action", id)))));
  }
  if (wonders.length) rows.push(h("div", { class: "hx-mat-row" }, h("span", { class: "hx-label" }, `${p_("historia", "Wonders")}:`), wonders));
  if (gov) {
    const [word, power] = gov.state.split(" ");
    rows.push(h("div", { class: "muted", dataset: { tip: gov.categories.map((m) => measureName(m)).join(", ") } },
      p_("historia", "Governance: {state}", { state: power ? `${governanceState(word)}: ${nm(ctx, "power", power)}` : governanceState(word) })));
  }
  if (mine && civ.advisor_deck) {
    rows.push(h("div", { class: "muted" }, p_("historia", "advisor deck: {d} face down", { d: civ.advisor_deck.face_down }),
      civ.advisor_deck.face_up.length ? ` · ${p_("historia", "face up: {list}", { list: civ.advisor_deck.face_up.map((id) => nm(ctx, "advisor", id)).join(", ") })}` : ""));
  }
  return h("div", { class: "hx-mat", dataset: { target: civ.target } }, rows);
}
