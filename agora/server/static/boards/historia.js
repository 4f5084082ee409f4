// Historia's table, drawn from a seat's view (boards/README.md): the era and round track, the map of
// territories with their tiles and cubes, the progress matrix with its government zones and every
// civilization's marker, the wonder row, what is offered to choose (leaders, advisors, the goal token),
// the reader's own cards (hand, chosen face down, revealed, discard row), the Civbots, and each seat's mat.
// Ids (data-target) are the game's own (historia/table.py): a territory, wonder, leader or advisor by its
// id, "card-<action>" for the reader's action cards, "civ-<n>" for a civilization, "tech-<n>"/"army-<n>"
// for a column or row of the matrix. Card texts come with the names (ctx.name("wonder_text", id)...).
import { every, h, pack, s, scrolling, wrapLines } from "../lib/dom.js";
import { np_, p_ } from "../lib/i18n.js";
/** @import { BoardContext, BoardModule } from "../lib/types.js" */
/** @import { Section } from "../lib/dom.js" */

/**
 * What a bonus gives, by kind ("vp", "cubes", "card", ...): a number, or a card's id.
 * @typedef {Record<string, number | string | null>} Bonus
 */
/**
 * A civilization: a seat's, or a Civbot's (its seat null).
 * @typedef {object} Civ
 * @property {number} civ
 * @property {number | null} seat
 * @property {string} target
 * @property {string} civilization
 * @property {string} civilization_id
 * @property {string | null} [civbot] a Civbot's level
 * @property {string} colour
 * @property {number} tech
 * @property {string} tech_name
 * @property {number} military
 * @property {string} government
 * @property {string} government_id
 * @property {number} vp
 * @property {number} max_cards
 * @property {{ supply: number, used: number, map: number, token?: number }} cubes
 * @property {{ id: string, turned: boolean }[]} wonders
 * @property {string[]} territories
 * @property {string[]} revealed
 * @property {string[]} discard_row
 * @property {string | null} [leader]
 * @property {number} [hidden_leaders]
 * @property {number} advisors_in_hand
 * @property {boolean | null} [ready] during the hidden selection
 * @property {number} [selected] how many cards chosen face down
 * @property {{ state: string, categories: string[] } | null} [governance]
 * @property {{ face_down: number, face_up: string[] } | null} [advisor_deck]
 */
/**
 * @typedef {object} Wonder
 * @property {string} name
 * @property {number} era
 * @property {string} kind "action", "majority" or "destroy"
 * @property {string} on
 * @property {Bonus} bonus
 * @property {boolean} [exclusive]
 */
/**
 * @typedef {object} Government
 * @property {string} id
 * @property {string} name
 * @property {string} colour
 * @property {Bonus} bonus
 */
/**
 * @typedef {{ level: number, target: string, name?: string, bonus: Bonus }} Level a column or row of the matrix
 */
/**
 * @typedef {{ id: string, name: string, on: string, effect: Bonus }} HistoryEvent
 */
/**
 * What the reader holds and is offered (their own seat only).
 * @typedef {object} You
 * @property {number} seat
 * @property {string[]} hand
 * @property {string[]} selected
 * @property {{ id: string }[]} advisors
 * @property {{ id: string, name: string, conditions: { what: string, at_least: number, vp: number }[] }[] | null} [leaders_offered]
 * @property {{ id: string, name: string, effect: Bonus }[] | null} [advisors_offered]
 * @property {string[] | null} [later_leaders]
 */
/**
 * What a seat sees of Historia (historia/view.py).
 * @typedef {object} View
 * @property {object} board
 * @property {string[][]} board.timeline each round's end steps
 * @property {{ id: string, name: string, adjacent: string[] }[]} board.territories
 * @property {number | null} [board.navigation]
 * @property {{ size: number, zones: number[][], governments: Government[], tech_levels: Level[], military_levels: Level[] }} board.matrix
 * @property {{ id: string, target: string | null, advanced_tech?: number | null }[]} board.action_cards
 * @property {Civ[]} civs
 * @property {number[]} turn_order civilizations, first to play first
 * @property {number} era
 * @property {number} round
 * @property {number} action_round
 * @property {boolean} revolution_played
 * @property {string} phase
 * @property {HistoryEvent | null} [event]
 * @property {HistoryEvent | null} [next_event]
 * @property {{ id: string, civs: number[], tile: number, tile_vp: number }[]} map
 * @property {{ tech: number, military: number, bonus: Bonus }[]} goals
 * @property {[number, number][]} markers each civilization's technology and army
 * @property {Record<string, Wonder | undefined>} wonders
 * @property {string[]} wonder_row
 * @property {number[]} wonder_decks
 * @property {You | null} you
 * @property {{ bonus: Bonus } | null} [goal_to_place]
 */
/**
 * The board's notes between drawings: the phase drawn last, and when the latest reveal came.
 * @typedef {{ lastPhase?: string, revealedAt?: number }} Memory
 */

/** @type {Record<string, string>} */
const COLOURS = { red: "#c0392b", purple: "#7d3c98", blue: "#2f6db5", green: "#2e8b57", yellow: "#d4a017",
  black: "#333", white: "#f4f4f4", orange: "#e67e22", brown: "#8d6e4a", cyan: "#3bb5c0", grey: "#7f8c8d" };
/** @type {Record<string, string>} */
const ZONE_FILL = { white: "#f7f5ef", yellow: "#f6e79a", orange: "#f5c48a", green: "#b5dcb0", blue: "#b2cbec",
  purple: "#cdb8e4", red: "#f0b3ad", cyan: "#aee3e5", brown: "#d6bea4" };
// Where each territory of the Agora edition's world map lies (its view gives no positions); an owner's own
// data with other territories is laid out on a circle.
/** @type {Record<string, [number, number]>} */
const PLACES = { north_america: [95, 70], central_america: [110, 175], south_america: [160, 290], europe: [275, 60],
  africa: [265, 185], southern_africa: [285, 300], middle_east: [370, 150], russia: [405, 45], central_asia: [470, 110],
  india: [425, 235], china: [540, 170], indochina: [545, 275], oceania: [560, 360] };
// The same world on a phone's narrower map (smaller territories, no two overlapping).
/** @type {Record<string, [number, number]>} */
const PLACES_NARROW = { north_america: [70, 75], central_america: [65, 180], south_america: [120, 290], europe: [200, 55],
  africa: [160, 195], southern_africa: [215, 300], middle_east: [255, 160], russia: [300, 40], central_asia: [360, 95],
  india: [300, 245], china: [395, 185], indochina: [400, 280], oceania: [420, 360] };
const MAP_H = 400, TW = 104, TH = 58;
// On a phone the map is narrower (positions squeezed across, smaller territories) so that it is drawn readable.
const mapWidth = (/** @type {boolean} */ narrow) => (narrow ? 470 : 640);
const squeeze = (/** @type {boolean} */ narrow) => (narrow ? 0.7 : 1);


/**
 * A component's name in the reader's language.
 * @param {BoardContext} ctx
 * @param {string} group
 * @param {string | number} id
 * @param {string | null} [fallback] what it reads without one (else the id, humanized)
 */
const nm = (ctx, group, id, fallback) => ctx.name(group, id, fallback ?? String(id).replaceAll("_", " "));
/** @param {BoardContext} ctx @param {string} group @param {string} id */
const text = (ctx, group, id) => ctx.name(`${group}_text`, id, "");
/** @param {string | null | undefined} name */
const colour = (name) => COLOURS[name ?? ""] ?? name ?? "#888";
/** @param {BoardContext} ctx @param {Civ} civ */
const civName = (ctx, civ) => nm(ctx, "civilization", civ.civilization_id, civ.civilization);

/**
 * A step of the end of a round.
 * @param {string} step
 */
function stepName(step) {
  switch (step) {
    case "recover_cards": return p_("historia", "recover cards");
    case "recover_wonders": return p_("historia", "recover wonders");
    case "government_bonus": return p_("historia", "government bonus");
    case "turn_order": return p_("historia", "turn order");
    case "add_cube": return p_("historia", "add a cube");
    case "territory_bonus": return p_("historia", "territory bonus");
    case "recover_cubes": return p_("historia", "recover cubes");
    case "new_wonders": return p_("historia", "new wonders");
    case "leader_bonus": return p_("historia", "leader bonus");
    case "new_leaders": return p_("historia", "new leaders");
    default: return step;
  }
}

/**
 * What a majority or a government counts.
 * @param {string} measure
 */
function measureName(measure) {
  switch (measure) {
    case "tech": return p_("historia", "technology");
    case "military": return p_("historia", "army");
    case "wonders": return p_("historia", "wonders");
    case "territories": return p_("historia", "territories");
    case "sole": return p_("historia", "territories alone");
    default: return measure;
  }
}

/**
 * A leader's condition, {n} filled from `fields`.
 * @param {string} what
 * @param {Record<string, unknown>} [fields]
 */
function conditionText(what, fields = {}) {
  switch (what) {
    case "tech": return p_("historia", "technology {n}", fields);
    case "military": return p_("historia", "army {n}", fields);
    case "wonders": return p_("historia", "{n}+ wonders", fields);
    case "territories": return p_("historia", "{n}+ territories", fields);
    case "sole": return p_("historia", "{n}+ territories alone", fields);
    default: return what;
  }
}

/**
 * The state of a governance.
 * @param {string} state
 */
function governanceState(state) {
  switch (state) {
    case "available": return p_("historia/governance", "available");
    case "used": return p_("historia/governance", "used");
    case "active": return p_("historia/governance", "active");
    default: return state;
  }
}

/**
 * One part of a bonus: what it gives (or costs), `value` its amount (a card's id for "card").
 * @param {BoardContext} ctx @param {string} kind @param {string | number} value
 */
function bonusPart(ctx, kind, value) {
  const n = Number(value);
  switch (kind) {
    case "card": return p_("historia", "the {card} card", { card: nm(ctx, "action", value) });
    case "cube": case "cubes": return np_("historia", "{n} cube back", "{n} cubes back", n);
    case "cards": return np_("historia", "{n} card back", "{n} cards back", n);
    case "pay_cubes": return np_("historia", "pay {n} cube", "pay {n} cubes", n);
    case "vp": return p_("historia", "{n} VP", { n: value });
    case "card_back": return p_("historia", "oldest card back", { n: value });
    case "advisor": return p_("historia", "{n} advisor", { n: value });
    case "action": return p_("historia", "+{n} card a selection", { n: value });
    case "tech": return p_("historia", "+{n} tech", { n: value });
    case "military": return p_("historia", "+{n} army", { n: value });
    case "tourism": return p_("historia", "basic Tourism", { n: value });
    default: return `${kind} ${value}`;
  }
}

/**
 * The heading of a group of the reader's cards.
 * @param {string} group
 */
function groupHeading(group) {
  switch (group) {
    case "hand": return p_("historia", "In hand");
    case "chosen": return p_("historia", "Chosen, face down");
    case "revealed": return p_("historia", "Revealed");
    case "advisors": return p_("historia", "Advisors");
    case "discard": return p_("historia", "Discard row");
    default: return group;
  }
}

/** @param {BoardContext} ctx @param {Bonus | null | undefined} bonus */
function bonusText(ctx, bonus) {
  const parts = Object.entries(bonus ?? {}).filter(([, v]) => v).map(([k, v]) => bonusPart(ctx, k, v ?? ""));
  return parts.join(", ") || p_("historia", "nothing");
}

// Who a civilization is: a seat's player, or a Civbot with its level.
/** @param {BoardContext} ctx @param {View} view @param {number} c a civilization */
function civLabel(ctx, view, c) {
  const civ = view.civs[c];
  if (!civ) return "?";
  return civ.seat === null ? `${civName(ctx, civ)} · ${p_("historia", "Civbot ({level})", { level: nm(ctx, "level", civ.civbot ?? "") })}` : `${civName(ctx, civ)} · ${ctx.seatName(civ.seat)}`;
}

/**
 * SVG text wrapped to `width` (an estimate of glyph widths), at most `max` lines.
 * @param {unknown} str
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} size
 * @param {string} cls
 * @param {number} [max]
 */
function wrap(str, x, y, width, size, cls, max = 9) {
  const bold = /name|condition/.test(cls);  // bold: wider glyphs
  const per = Math.max(4, Math.floor(width / (size * (bold ? 0.62 : 0.53))));
  const lines = wrapLines(str, per, max);
  return s("text", { x, y, class: cls, "font-size": size }, lines.map((l, i) => s("tspan", { x, dy: i ? size * 1.18 : 0 }, l)));
}

/**
 * A section: a group with its size, laid out by `pack`.
 * @param {SVGElement} g
 * @param {number} w
 * @param {number} hgt
 * @returns {Section}
 */
const section = (g, w, hgt) => ({ g, w, h: hgt });
const GAPS = { gap: 16, shelfGap: 14 };

// --- the track: era, round, action round, turn order, events ------------------------------------------------

/** @param {BoardContext} ctx @param {View} view @param {number} width */
function track(ctx, view, width) {
  const g = s("g", { class: "hx-track" });
  const steps = (view.board.timeline[view.round - 1] ?? []).map((k) => stepName(k)).join(", ");
  const box = 22;
  g.append(s("text", { x: 0, y: 14, class: "hx-heading" }, p_("historia", "Era {e}, round {r}", { e: "I".repeat(view.era) || view.era, r: view.round })));
  const row = s("g", { transform: "translate(0 22)", dataset: { tip: p_("historia", "The timeline: 3 eras of 4 rounds; a round ends after an action round where a Revolution was played (§2.3, §4). End of this round: {steps}.", { steps }) } });
  for (let era = 1; era <= 3; era++) {
    for (let r = 1; r <= 4; r++) {
      const i = (era - 1) * 4 + (r - 1);
      const now = era === view.era && r === view.round, past = era < view.era || (era === view.era && r < view.round);
      row.append(s("rect", { x: i * (box + 3) + (era - 1) * 8, y: 0, width: box, height: box, rx: 4,
        class: `hx-round${now ? " now" : past ? " past" : ""}` }));
      row.append(s("text", { x: i * (box + 3) + (era - 1) * 8 + box / 2, y: 15, class: "hx-round-no" }, r));
    }
  }
  g.append(row);
  // Beside the round boxes, or under them on a narrow board.
  const right = width < 640 ? 0 : 12 * (box + 3) + 24, dy = width < 640 ? 34 : 0;
  g.append(s("text", { x: right, y: 38 + dy, class: "hx-note" }, view.action_round ? p_("historia", "action round {n}", { n: view.action_round }) : "",
    view.revolution_played ? ` · ${p_("historia", "Revolution played: last action round")}` : ""));
  // Turn order: a chip per civilization in its colour.
  const order = s("g", { transform: `translate(${right} ${48 + dy})` }, s("text", { x: 0, y: 10, class: "hx-note" }, `${p_("historia", "Turn order")}:`));
  let x = 84, oy = 0;
  for (const c of view.turn_order) {
    const civ = view.civs[c];
    const label = civ.seat === null ? civName(ctx, civ) : ctx.seatName(civ.seat);
    const w = 24 + Math.min(label.length, 12) * 7;
    if (x + w > width - right) { x = 84; oy += 16; }
    order.append(s("g", { dataset: { tip: civLabel(ctx, view, c) } },
      s("rect", { x, y: oy, width: 11, height: 11, rx: 2, fill: colour(civ.colour), stroke: "#222" }),
      s("text", { x: x + 14, y: oy + 10, class: "hx-note" }, label.length > 12 ? `${label.slice(0, 11)}…` : label)));
    x += w;
  }
  g.append(order);
  let ey = 70 + dy + oy;
  for (const [e, label] of /** @type {const} */ ([[view.event, p_("historia", "Event in force")], [view.next_event, p_("historia", "Next event")]])) {
    if (!e) continue;
    const name = nm(ctx, "event", e.id, e.name);
    g.append(s("g", { class: "hx-event", dataset: { tip: p_("historia", "{name}: on {on}: {effect} (§6.5).", { name, on: e.on === "any" ? p_("historia", "any action") : nm(ctx, "action", e.on), effect: bonusText(ctx, e.effect) }) } },
      s("rect", { x: 0, y: ey, width: Math.min(width, 460), height: 18, rx: 4 }),
      s("text", { x: 6, y: ey + 13, class: "hx-small" }, `${label}: ${name} — ${e.on === "any" ? p_("historia", "any action") : nm(ctx, "action", e.on)}: ${bonusText(ctx, e.effect)}`)));
    ey += 22;
  }
  return section(g, width, Math.max(66 + dy + oy, ey));
}

// --- the map ------------------------------------------------------------------------------------------------

/**
 * @param {View["board"]["territories"]} territories
 * @param {boolean} narrow
 * @returns {Map<string, [number, number]>}
 */
function positions(territories, narrow) {
  const n = territories.length, k = squeeze(narrow);
  return new Map(territories.map((t, i) => {
    if (narrow && PLACES_NARROW[t.id]) return [t.id, PLACES_NARROW[t.id]];
    const [x, y] = PLACES[t.id] ?? [320 + Math.cos((2 * Math.PI * i) / n) * 240, MAP_H / 2 + Math.sin((2 * Math.PI * i) / n) * 150];
    return [t.id, [20 + (x - 20) * k, y]];
  }));
}

/**
 * Hovering a territory lights up its neighbours: where Expansion, Trade and Raid reach from it (§2.2).
 * @param {Element} board the map's group
 * @param {string[]} ids
 * @param {boolean} on
 */
function lightNeighbours(board, ids, on) {
  for (const el of every(board, ".hx-territory")) el.classList.toggle("hx-near", on && ids.includes(el.dataset.target ?? ""));
}

/** @param {BoardContext} ctx @param {View} view @param {boolean} narrow */
function map(ctx, view, narrow) {
  const W = mapWidth(narrow), tw = narrow ? 88 : TW, th = narrow ? 52 : TH;
  const g = s("g", { class: "hx-map" });
  g.append(s("rect", { x: 0, y: 0, width: W, height: MAP_H, rx: 8, class: "hx-sea" }));
  g.append(s("text", { x: 10, y: 18, class: "hx-heading" }, p_("historia", "Map")));
  const at = positions(view.board.territories, narrow);
  const seen = new Set();
  for (const t of view.board.territories) {
    for (const id of t.adjacent) {
      const key = [t.id, id].sort().join("|");
      if (seen.has(key) || !at.has(id)) continue;
      seen.add(key);
      const [x1, y1] = at.get(t.id) ?? [0, 0], [x2, y2] = at.get(id) ?? [0, 0];
      g.append(s("line", { x1, y1, x2, y2, class: "hx-link" }));
    }
  }
  const state = new Map(view.map.map((m) => [m.id, m]));
  const nav = view.board.navigation ?? "?";
  for (const t of view.board.territories) {
    const [x, y] = at.get(t.id) ?? [0, 0];
    const m = state.get(t.id) ?? { civs: [], tile: 0, tile_vp: 0 };
    const name = nm(ctx, "territory", t.id, t.name);
    const who = m.civs.map((c) => civLabel(ctx, view, c)).join(", ") || p_("historia", "none");
    const near = t.adjacent.map((id) => nm(ctx, "territory", id)).join(", ");
    const tip = p_("historia", "{name}: tile {tile}, {vp} VP at each territory bonus (§2.2). Cubes: {who}. Next to: {near}. With Navigation (technology {nav}) every territory is next to yours.", { name, tile: m.tile || "—", vp: m.tile_vp, who, near, nav });
    const cubes = m.civs.map((c, i) => s("g", { dataset: { tip: civLabel(ctx, view, c) } },
      s("rect", { x: -((m.civs.length * 15) / 2) + i * 15, y: th / 2 - 18, width: 12, height: 12, rx: 2, fill: colour(view.civs[c]?.colour), class: "hx-cube" })));
    g.append(s("g", { class: "hx-territory", transform: `translate(${x} ${y})`, dataset: { target: t.id, tip },
      onmouseenter: () => lightNeighbours(g, t.adjacent, true), onmouseleave: () => lightNeighbours(g, t.adjacent, false) },
      s("rect", { x: -tw / 2, y: -th / 2, width: tw, height: th, rx: 14, class: "hx-land hit" }),
      wrap(name, 0, -th / 2 + 17, tw - 24, 12.5, "hx-terr-name", 2),
      m.tile ? s("g", {}, s("circle", { cx: tw / 2 - 6, cy: -th / 2 + 4, r: 11, class: "hx-tile" }),
        s("text", { x: tw / 2 - 6, y: -th / 2 + 8, class: "hx-tile-vp" }, m.tile_vp)) : null,
      cubes));
  }
  return section(g, W, MAP_H);
}

// --- the progress matrix -------------------------------------------------------------------------------------

/** @param {BoardContext} ctx @param {View} view */
function matrix(ctx, view) {
  const M = view.board.matrix, size = M.size, cell = 23, left = 30, top = 40;
  const g = s("g", { class: "hx-matrix" }, s("text", { x: 0, y: 14, class: "hx-heading" }, p_("historia", "Progress matrix")));
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
  for (const [z, c] of centres) {
    const gov = M.governments[z];
    g.append(s("text", { x: c.x / c.n, y: c.y / c.n + 3, class: "hx-zone-name" }, nm(ctx, "government", gov.id, gov.name)));
  }
  for (const lv of M.tech_levels) {
    g.append(s("g", { class: "hx-axis", dataset: { target: lv.target, tip: p_("historia", "Technology {n}: {name} — {bonus} on reaching it (§2.1).", { n: lv.level, name: nm(ctx, "tech", String(lv.level), lv.name), bonus: bonusText(ctx, lv.bonus) }) } },
      s("rect", { x: cx(lv.level), y: top + size * cell + 2, width: cell, height: 18, rx: 3, class: "hx-axis-box hit" }),
      s("text", { x: cx(lv.level) + cell / 2, y: top + size * cell + 15, class: "hx-axis-no" }, lv.level)));
  }
  for (const lv of M.military_levels) {
    g.append(s("g", { class: "hx-axis", dataset: { target: lv.target, tip: p_("historia", "Army {n} — {bonus} on reaching it (§2.1).", { n: lv.level, bonus: bonusText(ctx, lv.bonus) }) } },
      s("rect", { x: left - 24, y: cy(lv.level), width: 22, height: cell, rx: 3, class: "hx-axis-box hit" }),
      s("text", { x: left - 13, y: cy(lv.level) + 16, class: "hx-axis-no" }, lv.level)));
  }
  g.append(s("text", { x: left + (size * cell) / 2, y: top + size * cell + 34, class: "hx-note hx-mid" }, `${p_("historia", "Technology")} →`));
  g.append(s("text", { x: left - 24, y: top - 8, class: "hx-note" }, `↑ ${p_("historia", "Army")}`));
  for (const goal of view.goals) {
    const x = cx(goal.tech) + cell / 2, y = cy(goal.military) + cell / 2;
    g.append(s("path", { d: `M${x} ${y - 9} l9 9 l-9 9 l-9 -9 z`, class: "hx-goal",
      dataset: { tip: p_("historia", "Civilization goal: the first to reach technology {t} and army {m} scores {bonus} (§9.1).", { t: goal.tech, m: goal.military, bonus: bonusText(ctx, goal.bonus) }) } }));
  }
  // Markers sharing a cell sit side by side; each glides to its new cell (data-piece).
  const stacks = new Map();
  view.markers.forEach(([t, m], c) => {
    if (t < 1 || m < 1) return;
    const key = `${t},${m}`, i = stacks.get(key) ?? 0;
    stacks.set(key, i + 1);
    const civ = view.civs[c];
    g.append(s("g", { "data-piece": `marker-${c}` },
      s("circle", { cx: cx(t) + 7 + (i % 3) * 5, cy: cy(m) + 7 + Math.floor(i / 3) * 8, r: 6.5, fill: colour(civ.colour),
        class: "hx-marker hit", dataset: { target: civ.target, tip: p_("historia", "{civ}: technology {t}, army {m}, {gov}.", { civ: civLabel(ctx, view, c), t, m, gov: nm(ctx, "government", civ.government_id, civ.government) }) } })));
  });
  return section(g, left + size * cell + 6, top + size * cell + 40);
}

// --- wonders ------------------------------------------------------------------------------------------------

/** @param {BoardContext} ctx @param {Wonder} w */
function condition(ctx, w) {
  if (w.kind === "action") return p_("historia", "on {card}", { card: nm(ctx, "action", w.on) });
  if (w.kind === "majority") return p_("historia", "most {what}", { what: measureName(w.on) });
  return p_("historia", "destroy {n}", { n: w.on });
}

/**
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {string} id
 * @param {number} x
 * @param {number} y
 * @param {number} cw
 * @param {number} ch
 */
function wonderCard(ctx, view, id, x, y, cw, ch) {
  const w = view.wonders[id];
  if (!w) return null;
  const name = nm(ctx, "wonder", id, w.name);
  return s("g", { class: "hx-wonder", transform: `translate(${x} ${y})`, dataset: { target: id, tip: text(ctx, "wonder", id) || name } },
    s("rect", { x: 0, y: 0, width: cw, height: ch, rx: 6, class: `hx-wonder-card era${w.era} hit` }),
    s("text", { x: cw - 6, y: 13, class: "hx-era" }, "I".repeat(w.era)),
    wrap(name, 6, 16, cw - 20, 12.5, "hx-card-name", 2),
    wrap(condition(ctx, w), 6, ch - 28, cw - 12, 11, "hx-small", 1),
    s("text", { x: 6, y: ch - 9, class: "hx-bonus" }, `→ ${bonusText(ctx, w.bonus)}`),
    w.exclusive ? s("text", { x: cw - 6, y: ch - 9, class: "hx-tiny hx-end" }, "★") : null);
}

/** @param {BoardContext} ctx @param {View} view @param {number} width */
function wonderRow(ctx, view, width) {
  const cw = 120, ch = 86, gap = 8;
  const per = Math.max(1, Math.floor((width + gap) / (cw + gap)));  // wrap: never wider than the board
  const g = s("g", { class: "hx-wonders" }, s("text", { x: 0, y: 14, class: "hx-heading" }, p_("historia", "Wonder row")),
    s("text", { x: p_("historia", "Wonder row").length * 10 + 16, y: 14, class: "hx-note" }, p_("historia", "decks I / II / III: {d}", { d: view.wonder_decks.join(" / ") })));
  view.wonder_row.forEach((id, i) => {
    const card = wonderCard(ctx, view, id, (i % per) * (cw + gap), 22 + Math.floor(i / per) * (ch + gap), cw, ch);
    if (card) g.append(card);  // a wonder the view does not describe is left out (append(null) would add "null")
  });
  const rows = Math.max(1, Math.ceil(view.wonder_row.length / per));
  return section(g, Math.min(width, per * (cw + gap)), 22 + rows * (ch + gap));
}

// --- what is offered to choose: leaders, advisors, the goal token ---------------------------------------------

/** @param {BoardContext} ctx @param {View} view @param {number} width */
function offers(ctx, view, width) {
  const you = view.you;
  if (!you) return null;
  // Each card with what decides the choice in large type: a leader's VP conditions, an advisor's effect.
  const items = [];
  for (const x of you.leaders_offered ?? []) {
    items.push({ id: x.id, title: nm(ctx, "leader", x.id, x.name), tip: text(ctx, "leader", x.id), kind: "leader",
      note: p_("historia", "At the end of era {era}, for each met:", { era: "I".repeat(view.era) }),
      lines: x.conditions.map((c) => p_("historia", "{what} → {vp} VP", { what: conditionText(c.what, { n: c.at_least }), vp: c.vp })) });
  }
  for (const a of you.advisors_offered ?? []) {
    items.push({ id: a.id, title: nm(ctx, "advisor", a.id, a.name), tip: text(ctx, "advisor", a.id), kind: "advisor",
      note: p_("historia", "Played like an action card:"), lines: [bonusText(ctx, a.effect)] });
  }
  const goal = view.goal_to_place;
  if (!items.length && !goal) return null;
  const cw = 188, ch = 112, gap = 10;
  const per = Math.max(1, Math.floor((width + gap) / (cw + gap)));
  const heading = you.leaders_offered ? p_("historia", "Leaders offered to you") : you.advisors_offered ? p_("historia", "Your advisors to choose from") : p_("historia", "Choose");
  const tray = s("rect", { x: -6, y: -4, width, height: 10, class: "hx-tray" });
  const g = s("g", { class: "hx-offers" }, tray,
    s("text", { x: 0, y: 14, class: "hx-heading" }, heading));
  let y = 22;
  if (goal) {
    g.append(s("text", { x: 0, y: y + 12, class: "hx-small" }, p_("historia", "Goal token to place: {bonus}", { bonus: bonusText(ctx, goal.bonus) })));
    y += 20;
  }
  items.forEach((it, i) => {
    const x = (i % per) * (cw + gap), top = y + Math.floor(i / per) * (ch + gap);
    let ly = 54;
    const lines = it.lines.map((line) => {
      const el = wrap(line, 8, ly, cw - 16, 12.5, "hx-condition", 2);
      ly += el.childNodes.length * 15 + 6;
      return el;
    });
    g.append(s("g", { class: `hx-offer ${it.kind}`, transform: `translate(${x} ${top})`, dataset: { target: it.id, tip: it.tip } },
      s("rect", { x: 0, y: 0, width: cw, height: ch, rx: 7, class: "hx-offer-card hit" }),
      s("text", { x: 8, y: 18, class: "hx-card-name" }, it.title),
      s("text", { x: 8, y: 34, class: "hx-note" }, it.note), lines));
  });
  const rows = items.length ? Math.ceil(items.length / per) : 0;
  const hgt = y + rows * (ch + gap);
  tray.setAttribute("height", String(hgt + 4));
  if (you.later_leaders) g.append(s("text", { x: 0, y: hgt + 12, class: "hx-note" }, p_("historia", "Your leaders of later eras: {list}", { list: you.later_leaders.map((x) => nm(ctx, "leader", x)).join(", ") })));
  return section(g, width, hgt + (you.later_leaders ? 18 : 0));
}

// --- the reader's cards, and who has chosen ------------------------------------------------------------------

/**
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {string} id
 * @param {number} x
 * @param {number} y
 * @param {string} state "hand", "chosen", "revealed" or "discard"
 */
function actionCard(ctx, view, id, x, y, state) {
  const info = view.board.action_cards.find((a) => a.id === id);
  const name = nm(ctx, "action", id);
  const target = info?.target ?? null;
  const tips = [text(ctx, "action", id) || name, state === "chosen" ? p_("historia", "You chose this card face down; the others see only that you chose (§4.1).") : state === "discard" ? p_("historia", "In your discard row: the two oldest come back at the end of the round (§4.1, §7).") : ""];
  return s("g", { class: `hx-hand-card ${state}`, transform: `translate(${x} ${y - (state === "chosen" ? 8 : 0)})`,
    dataset: { target, tip: tips.filter(Boolean).join("\n") } },
    s("rect", { x: 0, y: 0, width: 84, height: 64, rx: 6, class: "hx-action-card hit" }),
    wrap(name, 6, 16, 74, 12.5, "hx-card-name", 2),
    s("text", { x: 6, y: name.length * 7.8 > 74 ? 46 : 34, class: "hx-tiny" }, info?.advanced_tech ? p_("historia", "adv. tech {n}", { n: info.advanced_tech }) : p_("historia", "no advanced side")),
    state === "chosen" ? s("text", { x: 6, y: 54, class: "hx-tiny" }, p_("historia", "Chosen, face down").split(",")[0]) : null);
}

/** @param {BoardContext} ctx @param {string} id @param {number} x @param {number} y @param {string} state */
function advisorCard(ctx, id, x, y, state) {
  const name = nm(ctx, "advisor", id);
  return s("g", { class: `hx-hand-card advisor ${state}`, transform: `translate(${x} ${y - (state === "chosen" ? 8 : 0)})`,
    dataset: { target: id, tip: text(ctx, "advisor", id) || name } },
    s("rect", { x: 0, y: 0, width: 84, height: 64, rx: 6, class: "hx-advisor-card hit" }),
    wrap(name, 6, 16, 74, 12.5, "hx-card-name", 2),
    s("text", { x: 6, y: 54, class: "hx-tiny" }, p_("historia", "Advisors")));
}

/** @param {BoardContext} ctx @param {View} view @param {number} width */
function hand(ctx, view, width) {
  const you = view.you;
  if (!you) return null;
  const civ = view.civs[you.seat];
  const isAction = (/** @type {string} */ id) => view.board.action_cards.some((a) => a.id === id);
  /** @type {[string, [string, string][]][]} each group's key and its cards, each with its kind and id */
  const groups = /** @type {[string, [string, string][]][]} */ ([
    ["hand", you.hand.map((id) => ["action", id])],
    ["chosen", you.selected.map((id) => [isAction(id) ? "action" : "advisor", id])],
    ["revealed", civ.revealed.map((id) => [isAction(id) ? "action" : "advisor", id])],
    ["advisors", you.advisors.map((a) => ["advisor", a.id])],
    ["discard", civ.discard_row.map((id) => ["action", id])],
  ]).filter(([, cards]) => cards.length);
  const g = s("g", { class: "hx-hand" }, s("text", { x: 0, y: 14, class: "hx-heading" }, p_("historia", "Your cards")));
  let x = 0, y = 40;
  const step = 90;
  for (const [key, cards] of groups) {
    if (x > 0 && x + Math.min(cards.length, 3) * step > width) { x = 0; y += 92; }
    const label = groupHeading(key);
    g.append(s("text", { x, y: y - 6, class: "hx-note" }, label));
    const start = x;
    for (const [kind, id] of cards) {
      if (x + step - 6 > width) { x = 0; y += 82; }
      g.append(kind === "action" ? actionCard(ctx, view, id, x, y, key) : advisorCard(ctx, id, x, y, key));
      x += step;
    }
    x = Math.max(x, start + label.length * 6.4 + 10) + 12;  // the next group's label clears this one's
  }
  let hgt = y + 70;
  // During the hidden selection: who has chosen (how many cards face down), never what.
  if (view.phase === "card selection") {
    const who = s("g", { transform: `translate(0 ${hgt + 6})` }, s("text", { x: 0, y: 12, class: "hx-note" }, `${p_("historia", "Chosen so far")}:`));
    let wx = 110, wy = 0;
    for (const c of view.civs) {
      if (c.seat === null) continue;
      const label = `${ctx.seatName(c.seat)}: ${c.ready ? `${p_("historia", "ready")} ✓` : c.selected ? p_("historia", "{n} face down", { n: c.selected }) : p_("historia", "choosing…")}`;
      const w = 26 + label.length * 6.4;
      if (wx + w > width) { wx = 110; wy += 20; }
      who.append(s("g", { class: `hx-who${c.ready ? " ready" : ""}`, dataset: { tip: label } },
        s("rect", { x: wx, y: wy, width: 10, height: 16, rx: 2, fill: colour(c.colour), stroke: "#222" }),
        s("text", { x: wx + 14, y: wy + 12, class: "hx-small" }, label)));
      wx += w;
    }
    g.append(who);
    hgt += 26 + wy;
  }
  return section(g, width, hgt);
}

// --- the cards revealed this action round, seat by seat in turn order -------------------------------------------

// When the latest reveal came (ctx.memory): for a few seconds the cards turn up one seat after another.
/** @param {BoardContext} ctx @param {View} view @param {number} width */
function reveal(ctx, view, width) {
  const memory = /** @type {Memory} */ (ctx.memory);
  const fresh = memory.lastPhase === "card selection" && view.phase === "resolution" && !ctx.replay;
  memory.lastPhase = view.phase;
  if (fresh) memory.revealedAt = ctx.now;
  const revealedAt = memory.revealedAt ?? 0;
  const civs = view.turn_order.map((c) => view.civs[c]).filter((c) => c.revealed?.length);
  if (view.phase !== "resolution" || !civs.length) return null;
  const since = (ctx.now - revealedAt) / 1000;
  const g = s("g", { class: "hx-reveal" }, s("text", { x: 0, y: 12, class: "hx-note" }, p_("historia", "Revealed, to resolve in turn order:")));
  let x = 0, y = 18;
  civs.forEach((civ, i) => {
    const w = 16 + civ.revealed.length * 78;
    if (x > 0 && x + w > width) { x = 0; y += 36; }
    const label = civ.seat === null ? civName(ctx, civ) : ctx.seatName(civ.seat);
    const delay = i * 0.45 - since;  // negative once its turn-up is over (or part over): no replay on redraw
    // The animated group sits inside the placed one: a CSS transform would replace a transform attribute.
    const group = s("g", { class: delay > -0.6 ? "hx-flip" : "", style: `animation-delay:${delay.toFixed(2)}s`,
      dataset: { tip: `${label}: ${civ.revealed.map((id) => nm(ctx, "action", id, nm(ctx, "advisor", id))).join(", ")}` } },
    s("rect", { x: 0, y: 0, width: 10, height: 30, rx: 2, fill: colour(civ.colour), stroke: "#222" }),
    civ.revealed.map((id, k) => s("g", { transform: `translate(${14 + k * 78} 0)` },
      s("rect", { x: 0, y: 0, width: 74, height: 30, rx: 4, class: "hx-revealed-card" }),
      s("text", { x: 5, y: 13, class: "hx-small hx-bold" }, nm(ctx, "action", id, nm(ctx, "advisor", id))),
      s("text", { x: 5, y: 25, class: "hx-tiny hx-start" }, label.length > 12 ? `${label.slice(0, 11)}…` : label))));
    g.append(s("g", { transform: `translate(${x} ${y})` }, group));
    x += w + 10;
  });
  return section(g, width, y + 32);
}

// --- Civbots, drawn as civilizations on the board ------------------------------------------------------------

// §8: how many Civbot cards a Civbot plays a round, by its level.
/** @type {Record<string, number>} */
const CIVBOT_CARDS = { chieftain: 3, noble: 4, king: 5 };

/** @param {BoardContext} ctx @param {View} view @param {number} width */
function civbots(ctx, view, width) {
  const bots = view.civs.filter((c) => c.seat === null);
  if (!bots.length) return null;
  const cw = 244, ch = 62, gap = 8, per = Math.max(1, Math.floor((width + gap) / (cw + gap)));
  const g = s("g", { class: "hx-civbots" }, s("text", { x: 0, y: 14, class: "hx-heading" }, p_("historia", "Civbots")));
  bots.forEach((civ, i) => {
    const level = nm(ctx, "level", civ.civbot ?? "");
    const tip = p_("historia", "{civ}, a Civbot at {level} level: it plays {n} Civbot cards a round (§8); its wonders score as VP.", { civ: civName(ctx, civ), level, n: CIVBOT_CARDS[civ.civbot ?? ""] ?? "?" });
    g.append(s("g", { class: "hx-civbot", transform: `translate(${(i % per) * (cw + gap)} ${22 + Math.floor(i / per) * (ch + gap)})`,
      dataset: { target: civ.target, tip } },
      s("rect", { x: 0, y: 0, width: cw, height: ch, rx: 6, class: "hx-civbot-card hit", style: `stroke:${colour(civ.colour)}` }),
      s("rect", { x: 0, y: 0, width: 8, height: ch, rx: 3, fill: colour(civ.colour) }),
      s("text", { x: 14, y: 16, class: "hx-card-name" }, `${civName(ctx, civ)} · ${level}`),
      s("text", { x: cw - 6, y: 16, class: "hx-vp hx-end" }, `${civ.vp} ${p_("historia", "VP")}`),
      s("text", { x: 14, y: 33, class: "hx-small" }, `${p_("historia", "Technology")} ${civ.tech} · ${p_("historia", "Army")} ${civ.military} · ${nm(ctx, "government", civ.government_id, civ.government)}`),
      s("text", { x: 14, y: 50, class: "hx-small" }, `${civ.cubes.supply} ${p_("historia", "available")} · ${civ.cubes.map} ${p_("historia", "on map")} · ${civ.wonders.length} ${p_("historia", "Wonders").toLowerCase()}`)));
  });
  return section(g, Math.min(width, per * (cw + gap)), 22 + Math.ceil(bots.length / per) * (ch + gap));
}

/** @param {View} view @param {BoardContext} ctx */
function draw(view, ctx) {
  const narrow = ctx.narrow;
  const W = narrow ? 470 : 1060;
  const sections = narrow
    ? [track(ctx, view, W), reveal(ctx, view, W), offers(ctx, view, W), hand(ctx, view, W), map(ctx, view, true), matrix(ctx, view), wonderRow(ctx, view, W), civbots(ctx, view, W)]
    : [track(ctx, view, W - 50), reveal(ctx, view, W - 50), offers(ctx, view, W - 50), map(ctx, view, false), matrix(ctx, view), hand(ctx, view, W), wonderRow(ctx, view, W), civbots(ctx, view, W)];
  const packed = pack(sections, W, GAPS);
  const H = packed.h;
  const svg = s("svg", { class: "hx-board", viewBox: `-8 -8 ${W + 16} ${H + 16}`, role: "img", "aria-label": p_("historia", "Historia") },
    s("rect", { x: -8, y: -8, width: W + 16, height: H + 16, rx: 8, class: "hx-table" }), packed.g);
  return narrow ? scrolling(svg, "hx-scroll") : svg;
}

// --- each seat's mat in the players panel --------------------------------------------------------------------

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
function mat(view, seat, ctx) {
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
      civ.revealed.map((id) => h("span", { class: "hx-chip revealed", dataset: { tip: text(ctx, "action", id) || text(ctx, "advisor", id) } }, nm(ctx, "action", id, nm(ctx, "advisor", id))))));
  }
  if (civ.discard_row.length) {
    rows.push(h("div", { class: "hx-mat-row" }, h("span", { class: "hx-label" }, `${p_("historia", "Discard row")}:`),
      civ.discard_row.map((id) => h("span", { class: "hx-chip", dataset: { tip: text(ctx, "action", id) } }, nm(ctx, "action", id)))));
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

/** @type {BoardModule<View>} */
export default {
  style: "/static/boards/historia.css",
  draw,
  mat,
  colour: (view, seat) => colour(view.civs.find((c) => c.seat === seat)?.colour),
  score: (view, seat) => view.civs.find((c) => c.seat === seat)?.vp ?? null,
  first: (view) => view.civs[view.turn_order?.[0]]?.seat ?? null,
};
