// Historia's progress matrix: government zones, the axes' levels, goals, and each civilization's marker.
import { s } from "../../lib/dom.js";
import { p_ } from "../../lib/i18n.js";
import { bonusText, civLabel, colour, nm, piece, section, SMALL, widthOf } from "./common.js";
/** @import { BoardContext } from "../../lib/types.js" */
/** @import { View } from "./types.js" */

/** @type {Record<string, string>} */
const ZONE_FILL = { white: "#f7f5ef", yellow: "#f6e79a", orange: "#f5c48a", green: "#b5dcb0", blue: "#b2cbec",
  purple: "#cdb8e4", red: "#f0b3ad", cyan: "#aee3e5", brown: "#d6bea4" };

// --- the progress matrix -------------------------------------------------------------------------------------

/**
 * The path of the `i`th of `n` (two or more) equal slices of a disc of radius `r` about (x, y), the first from
 * twelve o'clock, clockwise: each at most half the disc, its arc the short way round.
 * @param {number} x @param {number} y @param {number} r @param {number} i @param {number} n
 */
function slice(x, y, r, i, n) {
  const at = (/** @type {number} */ k) => {
    const a = -Math.PI / 2 + (2 * Math.PI * k) / n;
    return `${(x + r * Math.cos(a)).toFixed(2)} ${(y + r * Math.sin(a)).toFixed(2)}`;
  };
  return `M${x} ${y}L${at(i)}A${r} ${r} 0 0 1 ${at(i + 1)}Z`;
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
    // (widthOf estimates: 4 px to spare, as a wide font draws a name a pixel or two longer; where it draws it
    // longer still, the shell squeezes it to the room between its middle and the nearer edge, twice over)
    const half = Math.min(widthOf(name, SMALL, true) + 4, size * cell) / 2;
    const x = Math.max(left + half, Math.min(left + size * cell - half, c.x / c.n));
    const room = 2 * Math.min(x - left, left + size * cell - x);
    g.append(s("text", { x, y: c.y / c.n + 4, class: "hx-zone-name", "data-fit": room }, name));
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
  // Markers sharing a cell become one disc as large as the cell, a slice in each one's colour, and how many
  // they are written on it large enough to read (six discs side by side in a cell were 6 px, their signs 3):
  // each slice is its civilization's piece (its place to click, its tooltip), and glides to its new cell.
  /** @type {Map<string, number[]>} */
  const cells = new Map();
  view.markers.forEach(([t, m], c) => {
    if (t >= 1 && m >= 1) cells.set(`${t},${m}`, [...(cells.get(`${t},${m}`) ?? []), c]);
  });
  const r = Math.min(8, cell * 0.4);
  for (const [key, civs] of cells) {
    const [t, m] = key.split(",").map(Number), x = cx(t) + cell / 2, y = cy(m) + cell / 2;
    /** @param {number} c */
    const attrs = (c) => {
      const civ = view.civs[c];
      return { "data-piece": `marker-${c}`, dataset: { target: civ.target, tip: p_("historia", "{civ}: technology {t}, army {m}, {gov}.", { civ: civLabel(ctx, view, c), t, m, gov: nm(ctx, "government", civ.government_id, civ.government) }) } };
    };
    if (civs.length === 1) {
      g.append(piece(view.civs[civs[0]], x, y, 2 * r, "marker", { ...attrs(civs[0]), class: "hx-marker-piece" }));
      continue;
    }
    const whole = cell / 2 - 0.5;
    civs.forEach((c, i) => g.append(s("g", { ...attrs(c), class: "hx-marker-piece hx-shared" },
      s("path", { d: slice(x, y, whole, i, civs.length), fill: colour(view.civs[c]?.colour), class: "hx-marker hit" }))));
    g.append(s("text", { x, y: y + 5, class: "hx-marker-count" }, civs.length));
  }
  return section(g, left + size * cell + 10, top + size * cell + 26);
}
