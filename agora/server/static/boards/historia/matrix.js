// Historia's progress matrix: government zones, the axes' levels, goals, and each civilization's marker.
import { s } from "../../lib/dom.js";
import { p_ } from "../../lib/i18n.js";
import { bonusText, civLabel, nm, piece, section, SMALL, widthOf } from "./common.js";
/** @import { BoardContext } from "../../lib/types.js" */
/** @import { View } from "./types.js" */

/** @type {Record<string, string>} */
const ZONE_FILL = { white: "#f7f5ef", yellow: "#f6e79a", orange: "#f5c48a", green: "#b5dcb0", blue: "#b2cbec",
  purple: "#cdb8e4", red: "#f0b3ad", cyan: "#aee3e5", brown: "#d6bea4" };

// --- the progress matrix -------------------------------------------------------------------------------------

// Discs sharing a cell overlap their neighbours by at most this part of their width: larger discs than side by
// side, each one's centre and sign still in sight.
const OVERLAP = 0.2;

/**
 * Where each of `n` markers sharing a cell sits about the cell's centre, and their radius: one marker alone at
 * radius `r`; several as smaller discs in rows inside the cell (`cell` wide, half a unit of margin), fanned
 * like coins, so they cover neither each other nor the cells, axes and names around it (a ring about the
 * cell hid both axes' first levels and the "Tribe" name, where every civilization starts).
 * @param {number} n
 * @param {number} r
 * @param {number} cell
 * @returns {{ spots: [number, number][], r: number }}
 */
function fan(n, r, cell) {
  if (n <= 1) return { spots: [[0, 0]], r };
  const cols = Math.ceil(Math.sqrt(n)), rows = Math.ceil(n / cols), room = cell - 1;
  const d = Math.min(2 * r, room / (1 + (cols - 1) * (1 - OVERLAP))), pitch = d * (1 - OVERLAP);
  const spots = Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / cols), inRow = Math.min(cols, n - row * cols);  // a short last row is centred
    return /** @type {[number, number]} */ ([((i % cols) - (inRow - 1) / 2) * pitch, (row - (rows - 1) / 2) * pitch]);
  });
  return { spots, r: d / 2 };
}

/** @param {BoardContext} ctx @param {View} view @param {number} cell */
export function matrix(ctx, view, cell) {
  const M = view.board.matrix, size = M.size, left = 46, top = 26;
  const g = s("g", { class: "hx-matrix" }, s("text", { x: 0, y: 16, class: "hx-heading" }, p_("historia", "Progress matrix")));
  const cx = (/** @type {number} */ t) => left + (t - 1) * cell, cy = (/** @type {number} */ m) => top + (size - m) * cell;
  const centres = new Map();
  for (let t = 1; t <= size; t++) {
    for (let m = 1; m <= size; m++) {
      const z = M.zones[t - 1]?.[m - 1];
      if (z === undefined || z < 0) continue;
      const gov = M.governments[z];
      const name = nm(ctx, "government", gov.id, gov.name);
      g.append(s("rect", { x: cx(t), y: cy(m), width: cell, height: cell, fill: ZONE_FILL[gov.colour] ?? "#eee", class: "hx-cell",
        dataset: { tip: p_("historia", "Technology {t}, army {m}: {gov} — {bonus} at each government bonus (§2.1).", { t, m, gov: name, bonus: bonusText(ctx, gov.bonus) }) } }));
      const c = centres.get(z) ?? { x: 0, y: 0, n: 0 };
      centres.set(z, { x: c.x + cx(t) + cell / 2, y: c.y + cy(m) + cell / 2, n: c.n + 1 });
    }
  }
  // Each government's name across its zone: the zones are the board's colour areas.
  // A name whose zone lies at the matrix's edge is moved in from it, never drawn past it.
  for (const [z, c] of centres) {
    const gov = M.governments[z], name = nm(ctx, "government", gov.id, gov.name);
    const half = Math.min(widthOf(name, SMALL, true), size * cell) / 2;
    const x = Math.max(left + half, Math.min(left + size * cell - half, c.x / c.n));
    g.append(s("text", { x, y: c.y / c.n + 4, class: "hx-zone-name", "data-fit": size * cell }, name));
  }
  for (const lv of M.tech_levels) {
    g.append(s("g", { class: "hx-axis", dataset: { target: lv.target, tip: p_("historia", "Technology {n}: {name} — {bonus} on reaching it (§2.1).", { n: lv.level, name: nm(ctx, "tech", String(lv.level), lv.name), bonus: bonusText(ctx, lv.bonus) }) } },
      s("rect", { x: cx(lv.level), y: top + size * cell + 2, width: cell, height: 20, rx: 3, class: "hx-axis-box hit" }),
      s("text", { x: cx(lv.level) + cell / 2, y: top + size * cell + 17, class: "hx-axis-no" }, lv.level)));
  }
  for (const lv of M.military_levels) {
    g.append(s("g", { class: "hx-axis", dataset: { target: lv.target, tip: p_("historia", "Army {n} — {bonus} on reaching it (§2.1).", { n: lv.level, bonus: bonusText(ctx, lv.bonus) }) } },
      s("rect", { x: left - 28, y: cy(lv.level), width: 26, height: cell, rx: 3, class: "hx-axis-box hit" }),
      s("text", { x: left - 15, y: cy(lv.level) + cell / 2 + 5, class: "hx-axis-no" }, lv.level)));
  }
  // The axes' names: technology along the heading, army up the side.
  g.append(s("text", { x: left + size * cell, y: 16, class: "hx-note hx-end" }, `${p_("historia", "Technology")} →`));
  g.append(s("text", { x: 0, y: 0, transform: `translate(12 ${top + size * cell}) rotate(-90)`, class: "hx-note" }, `${p_("historia", "Army")} →`));
  for (const goal of view.goals) {
    const x = cx(goal.tech) + cell / 2, y = cy(goal.military) + cell / 2, gr = cell * 0.42;
    g.append(s("path", { d: `M${x} ${y - gr} l${gr} ${gr} l${-gr} ${gr} l${-gr} ${-gr} z`, class: "hx-goal",
      dataset: { tip: p_("historia", "Civilization goal: the first to reach technology {t} and army {m} scores {bonus} (§9.1).", { t: goal.tech, m: goal.military, bonus: bonusText(ctx, goal.bonus) }) } }));
  }
  // Markers sharing a cell share it out (none hides another); each glides to its new cell (data-piece).
  /** @type {Map<string, number[]>} */
  const cells = new Map();
  view.markers.forEach(([t, m], c) => {
    if (t >= 1 && m >= 1) cells.set(`${t},${m}`, [...(cells.get(`${t},${m}`) ?? []), c]);
  });
  const r = Math.min(8, cell * 0.4);
  for (const [key, civs] of cells) {
    const [t, m] = key.split(",").map(Number), { spots, r: each } = fan(civs.length, r, cell);
    civs.forEach((c, i) => {
      const civ = view.civs[c];
      g.append(piece(civ, cx(t) + cell / 2 + spots[i][0], cy(m) + cell / 2 + spots[i][1], 2 * each, "marker",
        { "data-piece": `marker-${c}`, class: `hx-marker-piece${civs.length > 1 ? " hx-shared" : ""}`, dataset: { target: civ.target, tip: p_("historia", "{civ}: technology {t}, army {m}, {gov}.", { civ: civLabel(ctx, view, c), t, m, gov: nm(ctx, "government", civ.government_id, civ.government) }) } }));
    });
  }
  return section(g, left + size * cell + 10, top + size * cell + 26);
}
