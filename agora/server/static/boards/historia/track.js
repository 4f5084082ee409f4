// Historia's track: era, round, action round, turn order (who has chosen, what each revealed), events.
import { s } from "../../lib/dom.js";
import { p_ } from "../../lib/i18n.js";
import { bonusText, civLabel, civName, cut, nm, piece, section, SMALL, stepName, widthOf } from "./common.js";
/** @import { BoardContext } from "../../lib/types.js" */
/** @import { Memory, View } from "./types.js" */

// --- the track: era, round, action round, turn order, events ------------------------------------------------

/** @param {BoardContext} ctx @param {View} view @param {number} width */
export function track(ctx, view, width) {
  const g = s("g", { class: "hx-track" });
  const steps = (view.board.timeline[view.round - 1] ?? []).map((k) => stepName(k)).join(", ");
  const box = 20, heading = p_("historia", "Era {e}, round {r}", { e: "I".repeat(view.era) || view.era, r: view.round });
  g.append(s("text", { x: 0, y: 16, class: "hx-heading" }, heading));
  // The timeline beside the heading, or under it where the board is narrow (a phone: it ran past the edge).
  const rowW = 12 * (box + 2) + 16, under = widthOf(heading, 16, true) + 10 + rowW > width;
  const bx = under ? 0 : widthOf(heading, 16, true) + 10, dy = under ? 26 : 0;
  const row = s("g", { transform: `translate(${bx} ${1 + dy})`, dataset: { tip: p_("historia", "The timeline: 3 eras of 4 rounds; a round ends after an action round where a Revolution was played (§2.3, §4). End of this round: {steps}.", { steps }) } });
  for (let era = 1; era <= 3; era++) {
    for (let r = 1; r <= 4; r++) {
      const i = (era - 1) * 4 + (r - 1), bx0 = i * (box + 2) + (era - 1) * 8;
      const now = era === view.era && r === view.round, past = era < view.era || (era === view.era && r < view.round);
      row.append(s("rect", { x: bx0, y: 0, width: box, height: box, rx: 4, class: `hx-round${now ? " now" : past ? " past" : ""}` }),
        s("text", { x: bx0 + box / 2, y: 15, class: "hx-round-no" }, r));
    }
  }
  g.append(row);
  let x = bx + rowW + 14;
  const round = view.action_round ? p_("historia", "action round {n}", { n: view.action_round }) : "";
  const more = view.revolution_played ? p_("historia", "Revolution played: last action round") : "";
  // The action round beside the timeline, or under it where the board is narrow (a phone).
  const beside = x + widthOf(round, SMALL) <= width;
  g.append(s("text", { x: beside ? x : 0, y: (beside ? 16 : 41) + dy, class: "hx-note", "data-fit": beside ? width - x : width }, round));
  // Turn order: each civilization's piece and name; while cards resolve, the cards each revealed (a Civbot's
  // played cards too), turning face up one seat after another; while cards are chosen, who has chosen (never what).
  const memory = /** @type {Memory} */ (ctx.memory);
  if (memory.lastPhase === "card selection" && view.phase === "resolution" && !ctx.replay) memory.revealedAt = ctx.now;
  memory.lastPhase = view.phase;
  const since = (ctx.now - (memory.revealedAt ?? 0)) / 1000;
  const resolving = view.phase === "resolution", choosing = view.phase === "card selection";
  let y = (beside ? 36 : 62) + dy;
  const label = resolving ? p_("historia", "Revealed, in turn order:") : `${p_("historia", "Turn order")}:`;
  g.append(s("text", { x: 0, y: y + 5, class: "hx-note" }, label));
  const x0 = widthOf(label, SMALL) + 8;
  x = x0;
  view.turn_order.forEach((c, i) => {
    const civ = view.civs[c];
    const name = cut(civ.seat === null ? civName(ctx, civ) : ctx.seatName(civ.seat), 12);
    const cards = (resolving ? civ.revealed ?? [] : []).map((id) => nm(ctx, "action", id, nm(ctx, "advisor", id)));
    const status = choosing && civ.seat !== null
      ? civ.ready ? `${p_("historia", "ready")} ✓` : civ.selected ? p_("historia", "{n} face down", { n: civ.selected }) : p_("historia", "choosing…") : "";
    const widths = cards.map((card) => widthOf(card, SMALL, true) + 12);
    const nameW = widthOf(name, SMALL);
    const w = 24 + nameW + (status ? widthOf(status, SMALL) + 8 : 0) + widths.reduce((sum, cw) => sum + cw + 4, 0);
    if (x > x0 && x + w > width) { x = x0; y += 26; }
    let cx = x + 24 + nameW + 4;
    const delay = i * 0.45 - since;  // negative once its turn-up is over (or part over): no replay on redraw
    const faces = cards.map((card, k) => {
      const el = s("g", {}, s("rect", { x: cx, y: y - 11, width: widths[k], height: 22, rx: 4, class: "hx-revealed-card" }),
        s("text", { x: cx + 6, y: y + 5, class: "hx-small hx-bold", "data-fit": widths[k] - 12 }, card));
      cx += widths[k] + 4;
      return el;
    });
    g.append(s("g", { class: `hx-order${civ.ready ? " ready" : ""}`, dataset: { tip: [civLabel(ctx, view, c), cards.join(", "), status].filter(Boolean).join("\n") } },
      // The name and the status in one text, a space between: the status follows the name as the font draws
      // it (placed by the name's estimated width, a wide name ran into it: "Hermesready ✓").
      piece(civ, x + 8, y, 16, "cube"),
      s("text", { x: x + 20, y: y + 5, class: "hx-small", "data-fit": nameW + 4 + (status ? widthOf(status, SMALL) + 8 : 0) },
        s("tspan", { class: "hx-name" }, name), status ? " " : null, status ? s("tspan", { class: "hx-status", dx: 3 }, status) : null),
      faces.length ? s("g", { class: delay > -0.6 ? "hx-flip" : "", style: `animation-delay:${delay.toFixed(2)}s` }, faces) : null));
    x += w + 8;
  });
  // A Revolution played: this action round is the round's last (after the turn order, where it fits).
  if (more) {
    if (x + widthOf(more, SMALL) > width) { x = widthOf(more, SMALL) > width - x0 ? 0 : x0; y += 26; }
    g.append(s("text", { x, y: y + 5, class: "hx-note", "data-fit": width - x }, more));
  }
  y += 14;
  for (const [e, title] of /** @type {const} */ ([[view.event, p_("historia", "Event in force")], [view.next_event, p_("historia", "Next event")]])) {
    if (!e) continue;
    const name = nm(ctx, "event", e.id, e.name);
    const on = e.on === "any" ? p_("historia", "any action") : nm(ctx, "action", e.on);
    const line = cut(`${title}: ${name} — ${on}: ${bonusText(ctx, e.effect)}`, Math.floor(width / (SMALL * 0.56)));
    g.append(s("g", { class: "hx-event", dataset: { tip: p_("historia", "{name}: on {on}: {effect} (§6.5).", { name, on, effect: bonusText(ctx, e.effect) }) } },
      s("rect", { x: 0, y: y + 2, width: Math.min(width, widthOf(line, SMALL) + 14), height: 20, rx: 4 }),
      s("text", { x: 7, y: y + 17, class: "hx-small", "data-fit": Math.min(width, widthOf(line, SMALL) + 14) - 14 }, line)));
    y += 24;
  }
  return section(g, width, y + 2);
}
