// Historia's table, drawn from a seat's view (boards/README.md): the era and round track, the map of
// territories with their tiles and cubes, the progress matrix with its government zones and every
// civilization's marker, the wonder row, what is offered to choose (leaders, advisors, the goal token),
// the reader's own cards (hand, chosen face down, revealed, discard row), the Civbots, and each seat's mat.
// Ids (data-target) are the game's own (historia/table.py): a territory, wonder, leader or advisor by its
// id, "card-<action>" for the reader's action cards, "civ-<n>" for a civilization, "tech-<n>"/"army-<n>"
// for a column or row of the matrix. Card texts come with the names (ctx.name("wonder_text", id)...).
import { every, h, pack, s, wrapLines } from "../lib/dom.js";
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

// Each civilization's colour, darkened so a cube or marker stands out at 3:1 or more on the land, the cards and
// the panel, and chosen so that the six colours of a table stay 20 or more apart (ΔE2000) under simulated
// deuteranopia and protanopia; each also has a glyph drawn on its pieces, so colour is never the only cue.
/** @type {Record<string, string>} */
const COLOURS = { yellow: "#af6c11", red: "#7a1e0a", blue: "#4b78d7", purple: "#4a129e", grey: "#2b272e", green: "#2c8376" };
/** @type {Record<string, string>} glyph paths on a 2×2 box centred on 0 */
const GLYPHS = {
  yellow: "M0-.8A.8.8 0 1 1 0 .8A.8.8 0 1 1 0-.8Z", red: "M0-.9L.85.7H-.85Z", blue: "M-.7-.7H.7V.7H-.7Z",
  purple: "M0-.95L.28-.3L.95-.3L.42.12L.6.85L0 .42L-.6.85L-.42.12L-.95-.3L-.28-.3Z", grey: "M-.3-.9H.3V-.3H.9V.3H.3V.9H-.3V.3H-.9V-.3H-.3Z",
  green: "M0-.9L.9 0L0 .9L-.9 0Z",
};
/** @type {Record<string, string>} */
const ZONE_FILL = { white: "#f7f5ef", yellow: "#f6e79a", orange: "#f5c48a", green: "#b5dcb0", blue: "#b2cbec",
  purple: "#cdb8e4", red: "#f0b3ad", cyan: "#aee3e5", brown: "#d6bea4" };
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
const NARROW_W = 360, NARROW_H = 480;


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
  return s("text", { x, y, class: cls, "font-size": size }, lines.map((l, i) => s("tspan", { x, dy: i ? size * 1.18 : 0, "data-fit": width }, l)));
}

/**
 * A section: a group with its size, laid out by `pack`.
 * @param {SVGElement} g
 * @param {number} w
 * @param {number} hgt
 * @returns {Section}
 */
const section = (g, w, hgt) => ({ g, w, h: hgt });
const GAPS = { gap: 16, shelfGap: 10 };

// Text is never drawn under this size (in board units; the desktop board is drawn at about one unit a pixel).
const SMALL = 13;
/** A rough width of `str` at `size` (bold wider). @param {unknown} str @param {number} size @param {boolean} [bold] */
const widthOf = (str, size, bold = false) => String(str).length * size * (bold ? 0.62 : 0.56);
/** `str` cut to `chars` characters. @param {string} str @param {number} chars */
const cut = (str, chars) => (str.length > chars ? `${str.slice(0, chars - 1)}…` : str);

/**
 * A civilization's piece: a cube (square) or a marker (circle) in its colour with its glyph on it.
 * @param {Civ | undefined} civ
 * @param {number} x the centre
 * @param {number} y
 * @param {number} size
 * @param {"cube" | "marker"} kind
 * @param {Record<string, unknown>} [attrs]
 */
function piece(civ, x, y, size, kind, attrs = {}) {
  const r = size / 2, fill = colour(civ?.colour);
  const body = kind === "cube"
    ? s("rect", { x: x - r, y: y - r, width: size, height: size, rx: 2.5, fill, class: "hx-cube" })
    : s("circle", { cx: x, cy: y, r, fill, class: "hx-marker hit" });
  const glyph = GLYPHS[civ?.colour ?? ""];
  return s("g", attrs, body, glyph ? s("path", { d: glyph, transform: `translate(${x} ${y}) scale(${r * 0.62})`, class: "hx-glyph" }) : null);
}

// --- the track: era, round, action round, turn order, events ------------------------------------------------

/** @param {BoardContext} ctx @param {View} view @param {number} width */
function track(ctx, view, width) {
  const g = s("g", { class: "hx-track" });
  const steps = (view.board.timeline[view.round - 1] ?? []).map((k) => stepName(k)).join(", ");
  const box = 20, heading = p_("historia", "Era {e}, round {r}", { e: "I".repeat(view.era) || view.era, r: view.round });
  g.append(s("text", { x: 0, y: 16, class: "hx-heading" }, heading));
  const bx = widthOf(heading, 16, true) + 10;
  const row = s("g", { transform: `translate(${bx} 1)`, dataset: { tip: p_("historia", "The timeline: 3 eras of 4 rounds; a round ends after an action round where a Revolution was played (§2.3, §4). End of this round: {steps}.", { steps }) } });
  for (let era = 1; era <= 3; era++) {
    for (let r = 1; r <= 4; r++) {
      const i = (era - 1) * 4 + (r - 1), bx0 = i * (box + 2) + (era - 1) * 8;
      const now = era === view.era && r === view.round, past = era < view.era || (era === view.era && r < view.round);
      row.append(s("rect", { x: bx0, y: 0, width: box, height: box, rx: 4, class: `hx-round${now ? " now" : past ? " past" : ""}` }),
        s("text", { x: bx0 + box / 2, y: 15, class: "hx-round-no" }, r));
    }
  }
  g.append(row);
  let x = bx + 12 * (box + 2) + 16 + 14;
  const round = view.action_round ? p_("historia", "action round {n}", { n: view.action_round }) : "";
  const more = view.revolution_played ? p_("historia", "Revolution played: last action round") : "";
  // The action round beside the timeline, or under it where the board is narrow (a phone).
  const beside = x + widthOf(round, SMALL) <= width;
  g.append(s("text", { x: beside ? x : 0, y: beside ? 16 : 41, class: "hx-note", "data-fit": beside ? width - x : width }, round));
  // Turn order: each civilization's piece and name; while cards resolve, the cards each revealed (a Civbot's
  // played cards too), turning face up one seat after another; while cards are chosen, who has chosen (never what).
  const memory = /** @type {Memory} */ (ctx.memory);
  if (memory.lastPhase === "card selection" && view.phase === "resolution" && !ctx.replay) memory.revealedAt = ctx.now;
  memory.lastPhase = view.phase;
  const since = (ctx.now - (memory.revealedAt ?? 0)) / 1000;
  const resolving = view.phase === "resolution", choosing = view.phase === "card selection";
  let y = beside ? 36 : 62;
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
      piece(civ, x + 8, y, 16, "cube"), s("text", { x: x + 20, y: y + 5, class: "hx-small" }, name),
      status ? s("text", { x: x + 24 + nameW + 4, y: y + 5, class: "hx-small hx-status" }, status) : null,
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
function map(ctx, view, narrow, W, H) {
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

// --- the progress matrix -------------------------------------------------------------------------------------

/**
 * Where each of `n` markers sharing a cell sits about the cell's centre: fanned out on a ring wide enough
 * that no two overlap (radius `r` each).
 * @param {number} n
 * @param {number} r
 * @returns {[number, number][]}
 */
function fan(n, r) {
  if (n <= 1) return [[0, 0]];
  const ring = (r + 1) / Math.sin(Math.PI / n);
  return Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return /** @type {[number, number]} */ ([ring * Math.cos(a), ring * Math.sin(a)]);
  });
}

/** @param {BoardContext} ctx @param {View} view @param {number} cell */
function matrix(ctx, view, cell) {
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
  // Markers sharing a cell fan out around it (none hides another); each glides to its new cell (data-piece).
  /** @type {Map<string, number[]>} */
  const cells = new Map();
  view.markers.forEach(([t, m], c) => {
    if (t >= 1 && m >= 1) cells.set(`${t},${m}`, [...(cells.get(`${t},${m}`) ?? []), c]);
  });
  const r = Math.min(8, cell * 0.4);
  for (const [key, civs] of cells) {
    const [t, m] = key.split(",").map(Number), spots = fan(civs.length, r);
    civs.forEach((c, i) => {
      const civ = view.civs[c];
      g.append(piece(civ, cx(t) + cell / 2 + spots[i][0], cy(m) + cell / 2 + spots[i][1], 2 * r, "marker",
        { "data-piece": `marker-${c}`, class: "hx-marker-piece", dataset: { target: civ.target, tip: p_("historia", "{civ}: technology {t}, army {m}, {gov}.", { civ: civLabel(ctx, view, c), t, m, gov: nm(ctx, "government", civ.government_id, civ.government) }) } }));
    });
  }
  return section(g, left + size * cell + 10, top + size * cell + 26);
}

// --- wonders ------------------------------------------------------------------------------------------------

/** @param {BoardContext} ctx @param {Wonder} w */
function condition(ctx, w) {
  if (w.kind === "action") return p_("historia", "on {card}", { card: nm(ctx, "action", w.on) });
  if (w.kind === "majority") return p_("historia", "most {what}", { what: measureName(w.on) });
  return p_("historia", "destroy {n}", { n: w.on });
}

/**
 * A wonder as a card: its era's band with a building drawn on it, its name, when it activates, what it gives.
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
  return s("g", { class: "hx-wonder", transform: `translate(${x} ${y})`, dataset: { target: id, tip: `${name} · ${condition(ctx, w)} → ${bonusText(ctx, w.bonus)}`, tipMore: text(ctx, "wonder", id) } },
    s("rect", { x: 0, y: 0, width: cw, height: ch, rx: 7, class: `hx-wonder-card era${w.era} hit` }),
    s("path", { d: `M0 7a7 7 0 0 1 7-7h${cw - 14}a7 7 0 0 1 7 7v17h${-cw}z`, class: `hx-wonder-band era${w.era}` }),
    s("path", { d: "M8 20h22M10 20v-7h18v7M13 13v-3h12v3M17 10l2-4l2 4", class: "hx-wonder-icon" }),
    s("text", { x: cw - 7, y: 17, class: "hx-era" }, "I".repeat(w.era), w.exclusive ? " ★" : ""),
    wrap(name, 7, 37, cw - 14, SMALL + 1, "hx-card-name", 2),
    wrap(condition(ctx, w), 7, ch - 22, cw - 14, SMALL, "hx-small", 1),
    wrap(`→ ${bonusText(ctx, w.bonus)}`, 7, ch - 6, cw - 14, SMALL, "hx-bonus", 1));
}

/** @param {BoardContext} ctx @param {View} view @param {number} width */
function wonderRow(ctx, view, width) {
  const gap = 8, n = Math.max(1, view.wonder_row.length);
  const cw = Math.max(104, Math.min(140, Math.floor((width + gap) / n) - gap)), ch = 92;
  const per = Math.max(1, Math.floor((width + gap) / (cw + gap)));  // wrap: never wider than the board
  const title = p_("historia", "Wonder row");
  const g = s("g", { class: "hx-wonders" }, s("text", { x: 0, y: 16, class: "hx-heading" }, title),
    s("text", { x: widthOf(title, 16, true) + 14, y: 16, class: "hx-note" }, p_("historia", "decks I / II / III: {d}", { d: view.wonder_decks.join(" / ") })));
  view.wonder_row.forEach((id, i) => {
    const card = wonderCard(ctx, view, id, (i % per) * (cw + gap), 26 + Math.floor(i / per) * (ch + gap), cw, ch);
    if (card) g.append(card);  // a wonder the view does not describe is left out (append(null) would add "null")
  });
  const rows = Math.max(1, Math.ceil(view.wonder_row.length / per));
  return section(g, Math.min(width, Math.min(per, n) * (cw + gap)), 26 + rows * (ch + gap));
}

// --- what is offered to choose: leaders, advisors, the goal token ---------------------------------------------

/** @param {BoardContext} ctx @param {View} view @param {number} width */
function offers(ctx, view, width) {
  const you = view.you;
  if (!you) return null;
  // Each card with what decides the choice in large type: a leader's VP conditions, an advisor's effect. Its
  // tooltip is short: the shell puts what choosing it does (the card's whole text) before it.
  const items = [];
  for (const x of you.leaders_offered ?? []) {
    const title = nm(ctx, "leader", x.id, x.name);
    items.push({ id: x.id, title, tip: p_("historia", "Leader {name}", { name: title }), more: text(ctx, "leader", x.id), kind: "leader",
      note: p_("historia", "End of era {era}, each met:", { era: "I".repeat(view.era) }),
      lines: x.conditions.map((c) => p_("historia", "{what} → {vp} VP", { what: conditionText(c.what, { n: c.at_least }), vp: c.vp })) });
  }
  for (const a of you.advisors_offered ?? []) {
    const title = nm(ctx, "advisor", a.id, a.name);
    items.push({ id: a.id, title, tip: p_("historia", "Advisor {name}", { name: title }), more: text(ctx, "advisor", a.id), kind: "advisor",
      note: p_("historia", "Played like an action card:"), lines: [bonusText(ctx, a.effect)] });
  }
  const goal = view.goal_to_place;
  if (!items.length && !goal) return null;
  const gap = 10, cw = Math.max(136, Math.min(230, Math.floor((width + gap) / Math.max(1, items.length)) - gap)), ch = 96;
  const per = Math.max(1, Math.floor((width + gap) / (cw + gap)));
  const heading = you.leaders_offered ? p_("historia", "Leaders offered to you") : you.advisors_offered ? p_("historia", "Your advisors to choose from") : p_("historia", "Choose");
  const tray = s("rect", { x: -6, y: -4, width: width + 12, height: 10, class: "hx-tray" });
  const g = s("g", { class: "hx-offers" }, tray, s("text", { x: 0, y: 16, class: "hx-heading" }, heading));
  let y = 24;
  if (goal) {
    g.append(s("text", { x: 0, y: y + 14, class: "hx-small" }, p_("historia", "Goal token to place: {bonus}", { bonus: bonusText(ctx, goal.bonus) })));
    y += 22;
  }
  items.forEach((it, i) => {
    const x = (i % per) * (cw + gap), top = y + Math.floor(i / per) * (ch + gap);
    let ly = 58;
    const lines = it.lines.map((line) => {
      const el = wrap(line, 8, ly, cw - 16, SMALL + 1, "hx-condition", 2);
      ly += el.childNodes.length * 17 + 4;
      return el;
    });
    g.append(s("g", { class: `hx-offer ${it.kind}`, transform: `translate(${x} ${top})`, dataset: { target: it.id, tip: it.tip, tipMore: it.more } },
      s("rect", { x: 0, y: 0, width: cw, height: ch, rx: 7, class: "hx-offer-card hit" }),
      s("text", { x: 8, y: 20, class: "hx-card-name", "data-fit": cw - 16 }, cut(it.title, Math.floor((cw - 16) / 9))),
      s("text", { x: 8, y: 38, class: "hx-note", "data-fit": cw - 16 }, cut(it.note, Math.floor((cw - 16) / 7.3))), lines));
  });
  const rows = items.length ? Math.ceil(items.length / per) : 0;
  const hgt = y + rows * (ch + gap);
  // The reader's leaders of later eras, beside the heading.
  if (you.later_leaders) {
    const hx = widthOf(heading, 16, true) + 16;
    g.append(s("text", { x: hx, y: 16, class: "hx-note", "data-fit": width - hx }, cut(p_("historia", "Your leaders of later eras: {list}", { list: you.later_leaders.map((x) => nm(ctx, "leader", x)).join(", ") }), Math.floor((width - hx) / (SMALL * 0.56)))));
  }
  tray.setAttribute("height", String(hgt + 6));
  return section(g, width, hgt + 4);
}

// --- the reader's cards, and who has chosen ------------------------------------------------------------------

const CARD_H = 60;
/** A hand card's width: its name on one line when it can (a long Greek name too). @param {string} name */
const cardW = (name) => Math.max(66, Math.min(130, String(name).length * (SMALL + 1) * 0.64 + 14));

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
  const note = state === "chosen" ? p_("historia", "You chose this card face down; the others see only that you chose (§4.1).") : state === "discard" ? p_("historia", "In your discard row: the two oldest come back at the end of the round (§4.1, §7).") : "";
  return s("g", { class: `hx-hand-card ${state}`, transform: `translate(${x} ${y - (state === "chosen" ? 8 : 0)})`,
    dataset: { target, tip: [name, note].filter(Boolean).join("\n"), tipMore: text(ctx, "action", id) } },
    s("rect", { x: 0, y: 0, width: cardW(name), height: CARD_H, rx: 6, class: "hx-action-card hit" }),
    wrap(name, 7, 20, cardW(name) - 14, SMALL + 1, "hx-card-name", 2),
    s("text", { x: 7, y: CARD_H - 10, class: "hx-small hx-muted" }, info?.advanced_tech ? p_("historia", "adv. {n}", { n: info.advanced_tech }) : "—"));
}

/** @param {BoardContext} ctx @param {string} id @param {number} x @param {number} y @param {string} state */
function advisorCard(ctx, id, x, y, state) {
  const name = nm(ctx, "advisor", id);
  return s("g", { class: `hx-hand-card advisor ${state}`, transform: `translate(${x} ${y - (state === "chosen" ? 8 : 0)})`,
    dataset: { target: id, tip: `${p_("historia", "Advisors")}: ${name}`, tipMore: text(ctx, "advisor", id) } },
    s("rect", { x: 0, y: 0, width: cardW(name), height: CARD_H, rx: 6, class: "hx-advisor-card hit" }),
    wrap(name, 7, 20, cardW(name) - 14, SMALL + 1, "hx-card-name", 2),
    s("text", { x: 7, y: CARD_H - 10, class: "hx-small hx-muted" }, p_("historia", "Advisors")));
}

/**
 * Groups of the reader's cards under their headings, in a row that wraps at `width`; as wide as it is drawn.
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {[string, [string, string][]][]} groups each group's key and its cards, each with its kind and id
 * @param {number} width
 * @returns {Section | null}
 */
function cardGroups(ctx, view, groups, width) {
  const shown = groups.filter(([, cards]) => cards.length);
  if (!shown.length) return null;
  const g = s("g", { class: "hx-hand" });
  const row = CARD_H + 28;
  const wide = (/** @type {string} */ kind, /** @type {string} */ id) => cardW(nm(ctx, kind, id)) + 4;
  let x = 0, y = 20, right = 0;
  for (const [key, cards] of shown) {
    const label = groupHeading(key);
    if (x > 0 && x + Math.max(cards.slice(0, 2).reduce((sum, [kind, id]) => sum + wide(kind, id), 0), widthOf(label, SMALL)) > width) { x = 0; y += row; }
    g.append(s("text", { x, y: y - 6, class: "hx-note" }, label));
    const start = x;
    for (const [kind, id] of cards) {
      if (x + wide(kind, id) > width) { x = 0; y += row; }
      g.append(kind === "action" ? actionCard(ctx, view, id, x, y, key) : advisorCard(ctx, id, x, y, key));
      x += wide(kind, id);
      right = Math.max(right, x - 4);
    }
    right = Math.max(right, start + widthOf(label, SMALL));
    x = Math.max(x, start + widthOf(label, SMALL) + 4) + 6;  // the next group's label clears this one's
  }
  return section(g, Math.min(width, right), y + CARD_H + 4);
}

/** The reader's hand, chosen, revealed and advisor cards. @param {BoardContext} ctx @param {View} view @param {number} width */
function hand(ctx, view, width) {
  const you = view.you;
  if (!you) return null;
  const civ = view.civs[you.seat];
  const isAction = (/** @type {string} */ id) => view.board.action_cards.some((a) => a.id === id);
  return cardGroups(ctx, view, [
    ["hand", you.hand.map((id) => ["action", id])],
    ["chosen", you.selected.map((id) => [isAction(id) ? "action" : "advisor", id])],
    ["revealed", civ.revealed.map((id) => [isAction(id) ? "action" : "advisor", id])],
    ["advisors", you.advisors.map((a) => ["advisor", a.id])],
  ], width);
}

/**
 * The reader's discard row: a section of its own, so that it can sit beside the hand or the wonders.
 * @param {BoardContext} ctx @param {View} view @param {number} width
 */
function discardRow(ctx, view, width) {
  if (!view.you) return null;
  return cardGroups(ctx, view, [["discard", view.civs[view.you.seat].discard_row.map((id) => ["action", id])]], width);
}

// --- Civbots, drawn as civilizations on the board ------------------------------------------------------------

// §8: how many Civbot cards a Civbot plays a round, by its level.
/** @type {Record<string, number>} */
const CIVBOT_CARDS = { chieftain: 3, noble: 4, king: 5 };

/** @param {BoardContext} ctx @param {View} view @param {number} width */
function civbots(ctx, view, width) {
  const bots = view.civs.filter((c) => c.seat === null);
  if (!bots.length) return null;
  const cw = Math.min(width, 300), ch = 66, gap = 8, per = Math.max(1, Math.floor((width + gap) / (cw + gap)));
  const g = s("g", { class: "hx-civbots" }, s("text", { x: 0, y: 16, class: "hx-heading" }, p_("historia", "Civbots")));
  bots.forEach((civ, i) => {
    const level = nm(ctx, "level", civ.civbot ?? "");
    const tip = p_("historia", "{civ}, a Civbot at {level} level: it plays {n} Civbot cards a round (§8); its wonders score as VP.", { civ: civName(ctx, civ), level, n: CIVBOT_CARDS[civ.civbot ?? ""] ?? "?" });
    const chars = Math.floor((cw - 24) / (SMALL * 0.56));
    g.append(s("g", { class: "hx-civbot", transform: `translate(${(i % per) * (cw + gap)} ${24 + Math.floor(i / per) * (ch + gap)})`,
      dataset: { target: civ.target, tip } },
    s("rect", { x: 0, y: 0, width: cw, height: ch, rx: 6, class: "hx-civbot-card hit", style: `stroke:${colour(civ.colour)}` }),
    piece(civ, 14, 14, 16, "cube"),
    s("text", { x: 28, y: 19, class: "hx-card-name", "data-fit": cw - 90 }, cut(`${civName(ctx, civ)} · ${level}`, chars - 8)),
    s("text", { x: cw - 7, y: 19, class: "hx-vp hx-end" }, `${civ.vp} ${p_("historia", "VP")}`),
    s("text", { x: 10, y: 38, class: "hx-small", "data-fit": cw - 20 }, cut(`${p_("historia", "Technology")} ${civ.tech} · ${p_("historia", "Army")} ${civ.military} · ${nm(ctx, "government", civ.government_id, civ.government)}`, chars)),
    s("text", { x: 10, y: 57, class: "hx-small", "data-fit": cw - 20 }, cut(`${civ.cubes.supply} ${p_("historia", "available")} · ${civ.cubes.map} ${p_("historia", "on map")} · ${civ.wonders.length} ${p_("historia", "Wonders").toLowerCase()}`, chars))));
  });
  return section(g, Math.min(width, per * (cw + gap)), 24 + Math.ceil(bots.length / per) * (ch + gap));
}

// --- the whole board -----------------------------------------------------------------------------------------

/**
 * An SVG drawn at one unit a pixel (`w` wide, `hgt` tall): a phone's section.
 * @param {Section} sec
 * @param {number} w
 */
function sheet(sec, w) {
  const svg = s("svg", { class: "hx-board", viewBox: `-6 -6 ${w + 12} ${sec.h + 12}`, width: w + 12, height: sec.h + 12, role: "img" },
    s("rect", { x: -6, y: -6, width: w + 12, height: sec.h + 12, class: "hx-table" }), sec.g);
  return svg;
}

/**
 * A phone's board: three sections the shell shows one at a time (map, matrix, cards), each at one unit a
 * pixel, scrolling when taller than the frame.
 * @param {View} view @param {BoardContext} ctx
 */
function phone(view, ctx) {
  const W = Math.max(340, Math.min(420, (ctx.frame.width || 380) - 16));
  const cards = pack([track(ctx, view, W), offers(ctx, view, W), hand(ctx, view, W), discardRow(ctx, view, W), wonderRow(ctx, view, W), civbots(ctx, view, W)], W, GAPS);
  const cell = Math.floor((W - 42) / view.board.matrix.size);
  const parts = /** @type {[string, string, Section][]} */ ([
    ["map", p_("historia", "Map"), map(ctx, view, true, W, Math.round((W * NARROW_H) / NARROW_W))],
    ["matrix", p_("historia", "Progress matrix"), matrix(ctx, view, cell)],
    ["cards", p_("historia", "Your cards"), { g: cards.g, w: W, h: cards.h }],
  ]);
  return h("div", { class: "board-sections hx-sections" },
    parts.map(([id, label, sec]) => h("div", { class: "hx-section", dataset: { section: id, sectionLabel: label } }, sheet(sec, W))));
}

// Beside a board that scrolls: the frame's padding (.6rem each side) and its scroll bar.
const SCROLL_ROOM = 40;

/**
 * The desktop board at width W (board units): the track on top, the map with the matrix beside it, then what
 * is offered, the reader's cards, the wonders and the Civbots; its parts and its height.
 * @param {View} view @param {BoardContext} ctx @param {number} W
 */
function desktopLayout(view, ctx, W) {
  const top = track(ctx, view, W), grid = matrix(ctx, view, 17), mapW = W - grid.w - 16;
  const middle = pack([map(ctx, view, false, mapW, grid.h), grid], W, GAPS);
  // What is offered takes the place of the hand while it is chosen (the hand is not played meanwhile).
  const cards = offers(ctx, view, W) ?? hand(ctx, view, W), discard = discardRow(ctx, view, W), wonders = wonderRow(ctx, view, W);
  // The discard row beside the hand if it fits there, else beside the wonders.
  const besideHand = !cards || !discard || cards.w + GAPS.gap + discard.w <= W;
  const below = pack([cards, ...(besideHand ? [discard, wonders] : [wonders, discard]), civbots(ctx, view, W)], W, GAPS);
  const y1 = top.h + GAPS.shelfGap, y2 = y1 + middle.h + GAPS.shelfGap;
  return { parts: [top.g, s("g", { transform: `translate(0 ${y1})` }, middle.g), s("g", { transform: `translate(0 ${y2})` }, below.g)], h: y2 + below.h };
}

/**
 * The desktop board, in the frame's shape at about one unit a pixel. When its parts are so much taller than
 * the frame (many cards offered, a long hand) that fitting it would shrink its text under 12 px, it is drawn
 * at one unit a pixel instead, a little narrower, and scrolls down its frame.
 * @param {View} view @param {BoardContext} ctx
 */
function desktop(view, ctx) {
  const fw = ctx.frame.width || 908, fh = ctx.frame.height || 620;
  const W = Math.max(860, Math.min(1180, fw - 12));
  const shape = (W + 12) * (fh / fw) - 12;  // as tall as the frame at this width (no letterbox)
  const laid = desktopLayout(view, ctx, W);
  const label = p_("historia", "Historia");
  // Fitted, a board a little taller than the frame shrinks: as far as its smallest text stays 12 px.
  if (laid.h + 12 <= (shape + 12) * (SMALL / 12)) {
    const H = Math.max(laid.h, shape);
    return s("svg", { class: "hx-board", viewBox: `-6 -6 ${W + 12} ${H + 12}`, role: "img", "aria-label": label },
      s("rect", { x: -6, y: -6, width: W + 12, height: H + 12, class: "hx-table" }), ...laid.parts);
  }
  const narrow = Math.max(860, Math.min(1180, fw - 12 - SCROLL_ROOM));
  const tall = narrow === W ? laid : desktopLayout(view, ctx, narrow);
  return h("div", { class: "hx-scrolled" }, s("svg", { class: "hx-board", viewBox: `-6 -6 ${narrow + 12} ${tall.h + 12}`,
    width: narrow + 12, height: tall.h + 12, role: "img", "aria-label": label },
  s("rect", { x: -6, y: -6, width: narrow + 12, height: tall.h + 12, class: "hx-table" }), ...tall.parts));
}

/** @param {View} view @param {BoardContext} ctx */
function draw(view, ctx) {
  return ctx.narrow ? phone(view, ctx) : desktop(view, ctx);
}

// --- each seat's line and mat in the players panel ----------------------------------------------------------

/**
 * A seat's key figures on one line: its piece, VP, technology, army, cubes in front of it, wonders.
 * @param {View} view @param {number} seat @param {BoardContext} ctx
 */
function summary(view, seat, ctx) {
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


export default /** @type {BoardModule<View>} */ ({
  style: "/static/boards/historia.css",
  draw,
  mat,
  summary,
  colour: (view, seat) => colour(view.civs.find((c) => c.seat === seat)?.colour),
  score: (view, seat) => view.civs.find((c) => c.seat === seat)?.vp ?? null,
  first: (view) => view.civs[view.turn_order?.[0]]?.seat ?? null,
});
