// Historia's map: territories as land shapes on a sea, their tiles and cubes, routes lit from a hovered one.
import { every, s } from "../../lib/dom.js";
import { p_ } from "../../lib/i18n.js";
import { civLabel, nm, piece, section, SMALL, wrap } from "./common.js";
/** @import { BoardContext } from "../../lib/types.js" */
/** @import { View } from "./types.js" */

// Where each territory of the Agora edition's world map lies, on a 640×400 world (its view gives no
// positions); an owner's own data with other territories is laid out on a circle.
/** @type {Record<string, [number, number]>} */
const PLACES = { north_america: [95, 70], central_america: [110, 178], south_america: [160, 300], europe: [285, 62],
  africa: [250, 205], southern_africa: [290, 318], middle_east: [390, 150], russia: [420, 48], central_asia: [545, 118],
  india: [440, 260], china: [575, 215], indochina: [560, 300], oceania: [600, 385] };
const WORLD_W = 660, WORLD_H = 420;
// The same world on a phone: a taller, narrower 360×480 map, no two territories overlapping.
/** @type {Record<string, [number, number]>} */
const PLACES_NARROW = { north_america: [48, 38], europe: [160, 38], russia: [272, 38], central_asia: [316, 112],
  middle_east: [216, 110], central_america: [48, 150], africa: [138, 195], india: [256, 210], china: [316, 290],
  south_america: [60, 300], southern_africa: [160, 305], indochina: [240, 375], oceania: [316, 445] };
export const NARROW_W = 360, NARROW_H = 480;
// --- the map ------------------------------------------------------------------------------------------------

/**
 * Where each territory's centre lies on a map of `w`×`h`.
 * @param {View["board"]["territories"]} territories
 * @param {boolean} narrow
 * @param {number} w
 * @param {number} ht
 * @returns {Map<string, [number, number]>}
 */
function positions(territories, narrow, w, ht) {
  const n = territories.length, places = narrow ? PLACES_NARROW : PLACES;
  const [ww, wh] = narrow ? [NARROW_W, NARROW_H] : [WORLD_W, WORLD_H];
  return new Map(territories.map((t, i) => {
    const [x, y] = places[t.id] ?? [ww / 2 + Math.cos((2 * Math.PI * i) / n) * ww * 0.38, wh / 2 + Math.sin((2 * Math.PI * i) / n) * wh * 0.38];
    return [t.id, [(x * w) / ww, (y * ht) / wh]];
  }));
}

/**
 * A territory's outline: a rounded, slightly irregular land shape of about `w`×`h`, the same for its id
 * every time (its bumps come from the id's letters).
 * @param {string} id
 * @param {number} w
 * @param {number} ht
 */
function landShape(id, w, ht) {
  let seed = 0;
  for (const ch of id) seed = (seed * 31 + ch.charCodeAt(0)) % 9973;
  const n = 10, pts = [];
  for (let i = 0; i < n; i++) {
    seed = (seed * 7919 + 17) % 9973;
    const a = (2 * Math.PI * i) / n, k = 0.9 + (seed % 100) / 900;
    // A superellipse: near a rounded rectangle, so the name fits inside.
    const c = Math.cos(a), sn = Math.sin(a);
    pts.push([(w / 2) * k * Math.sign(c) * Math.abs(c) ** 0.55, (ht / 2) * k * Math.sign(sn) * Math.abs(sn) ** 0.55]);
  }
  const mid = (/** @type {number[]} */ p, /** @type {number[]} */ q) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const f = (/** @type {number} */ v) => v.toFixed(1);
  let d = `M${mid(pts[n - 1], pts[0]).map(f).join(" ")}`;
  for (let i = 0; i < n; i++) {
    const m = mid(pts[i], pts[(i + 1) % n]);
    d += `Q${f(pts[i][0])} ${f(pts[i][1])} ${f(m[0])} ${f(m[1])}`;
  }
  return `${d}Z`;
}

/**
 * Hovering a territory lights up its neighbours: where Expansion, Trade and Raid reach from it (§2.2).
 * @param {Element} board the map's group
 * @param {string[]} ids
 * @param {boolean} on
 */
function lightNeighbours(board, ids, on) {
  for (const el of every(board, ".hx-territory")) el.classList.toggle("hx-near", on && ids.includes(el.dataset.target ?? ""));
  for (const el of every(board, ".hx-route")) el.classList.toggle("hx-lit", on && ids.some((id) => (el.dataset.ends ?? "").split("|").includes(id)) && (el.dataset.ends ?? "").split("|").some((id) => !ids.includes(id)));
}

/** @param {BoardContext} ctx @param {View} view @param {boolean} narrow @param {number} W @param {number} H */
export function map(ctx, view, narrow, W, H) {
  const tw = narrow ? 84 : 98, th = narrow ? 60 : 64;
  const g = s("g", { class: "hx-map" });
  g.append(s("rect", { x: 0, y: 0, width: W, height: H, rx: 10, class: "hx-sea" }));
  const at = positions(view.board.territories, narrow, W - tw - 8, H - th - 8);
  for (const [id, [x, y]] of at) at.set(id, [x + tw / 2 + 4, y + th / 2 + 4]);
  // Sea and land routes between neighbours: gentle curves, lit from a hovered territory.
  const seen = new Set();
  for (const t of view.board.territories) {
    for (const id of t.adjacent) {
      const key = [t.id, id].sort().join("|");
      if (seen.has(key) || !at.has(id)) continue;
      seen.add(key);
      const [x1, y1] = at.get(t.id) ?? [0, 0], [x2, y2] = at.get(id) ?? [0, 0];
      const bend = 0.12, mx = (x1 + x2) / 2 - (y2 - y1) * bend, my = (y1 + y2) / 2 + (x2 - x1) * bend;
      g.append(s("path", { d: `M${x1} ${y1}Q${mx} ${my} ${x2} ${y2}`, class: "hx-route", dataset: { ends: key } }));
    }
  }
  const state = new Map(view.map.map((m) => [m.id, m]));
  const nav = view.board.navigation ?? "?";
  for (const t of view.board.territories) {
    const [x, y] = at.get(t.id) ?? [0, 0];
    const m = state.get(t.id) ?? { civs: [], tile: 0, tile_vp: 0 };
    const name = nm(ctx, "territory", t.id, t.name);
    const who = m.civs.map((c) => civLabel(ctx, view, c)).join(", ") || p_("historia", "none");
    const nextTo = t.adjacent.map((id) => nm(ctx, "territory", id)).join(", ");
    const tip = p_("historia", "{name}: tile {tile}, {vp} VP at each territory bonus (§2.2). Cubes: {who}.", { name, tile: m.tile || "—", vp: m.tile_vp, who });
    const more = p_("historia", "Next to: {near}. With Navigation (technology {nav}) every territory is next to yours.", { near: nextTo, nav });
    // The cubes in a row (two rows when many) under the name, each with its civilization's glyph.
    const per = Math.max(1, Math.floor((tw - 10) / 17)), cy0 = th / 2 - 13 - (m.civs.length > per ? 17 : 0);
    const cubes = m.civs.map((c, i) => {
      const row = Math.floor(i / per), inRow = Math.min(per, m.civs.length - row * per);
      return piece(view.civs[c], -((inRow - 1) * 17) / 2 + (i % per) * 17, cy0 + row * 17, 15, "cube",
        { "data-piece": `cube-${t.id}-${c}`, dataset: { tip: civLabel(ctx, view, c) } });
    });
    g.append(s("g", { class: "hx-territory", transform: `translate(${x} ${y})`, dataset: { target: t.id, tip, tipMore: more },
      onmouseenter: () => lightNeighbours(g, t.adjacent, true), onmouseleave: () => lightNeighbours(g, t.adjacent, false) },
    s("path", { d: landShape(t.id, tw, th), class: "hx-land hit" }),
    wrap(name, 0, -th / 2 + 18, tw - 26, SMALL, "hx-terr-name", 2),
    m.tile ? s("g", { class: "hx-tile-badge" }, s("circle", { cx: tw / 2 - 6, cy: -th / 2 + 5, r: 11, class: "hx-tile" }),
      s("text", { x: tw / 2 - 6, y: -th / 2 + 10, class: "hx-tile-vp" }, m.tile_vp)) : null,
    cubes));
  }
  return section(g, W, H);
}
