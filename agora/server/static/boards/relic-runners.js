// Relic Runners' jungle map and explorers' boards, drawn from a seat's view (boards/README.md).
// The map: trails as paths (rivers blue, with their toolbox token), pathways in the explorers' colours,
// ruins as round green tiles and temples as square tiles stacked large to small in their colour, shrines
// with their relics, Base Camp, and the explorers' pawns. Ids (data-target) are the game's own:
// a trail's or location's id, "current_site" for the stack where the explorer to act stands, "machete-2"
// and the like for a Progression Table space on the reader's own board, an explorer's colour for its board.
import { h, s } from "../lib/dom.js";
import { np_, p_ } from "../lib/i18n.js";
/** @import { BoardContext, BoardModule } from "../lib/types.js" */

/**
 * A tile's face as its reader knows it.
 * @typedef {{ colour: string, level: number, value?: number, effect?: string | number, text?: string }} Face
 */
/**
 * A site (a ruin, a temple, a shrine or Base Camp) on the map; `x` and `y` in map units.
 * @typedef {object} Place
 * @property {string} id
 * @property {string} kind "ruin", "temple", "camp"
 * @property {number} x
 * @property {number} y
 * @property {string} [quadrant]
 * @property {string} [colour] a temple's
 * @property {boolean} [shrine]
 * @property {string | null} [relic]
 * @property {number} height tiles left
 * @property {{ level: number, face?: Face | null }[]} stack bottom to top
 * @property {number[]} explorers the seats standing there
 */
/**
 * @typedef {object} Trail
 * @property {string} id
 * @property {string} a
 * @property {string} b
 * @property {boolean} river
 * @property {string | null} [token] "active" or "inactive" on a river
 * @property {number[]} pathways the seats with a pathway on it
 */
/**
 * An explorer's board as the reader may see it.
 * @typedef {object} Explorer
 * @property {string} colour
 * @property {number} rations
 * @property {number} ration_cap
 * @property {number} pathways_left
 * @property {Record<string, number>} relics
 * @property {{ bottom: number, supply: number } & Record<string, any>} toolboxes each track's boxes by level
 * @property {Face[]} ivory
 * @property {{ level: number, value: number | null }[]} blue
 * @property {number | null} [vp_now] the reader's own score (null for others)
 * @property {number} vp_visible
 * @property {number} coins
 * @property {{ text: string, source: string, character: string } | null} [ability]
 */
/**
 * What a seat sees of Relic Runners (relic_runners/view.py).
 * @typedef {object} View
 * @property {Place[]} locations
 * @property {Trail[]} trails
 * @property {Explorer[]} explorers
 * @property {string | null} current_site
 * @property {number} camp_rations
 * @property {{ start: string | null }} this_turn
 * @property {string} phase
 * @property {{ scores: number[] } | null} outcome
 * @property {number} turn
 * @property {number} relics_collected
 * @property {number} end_at
 * @property {number} round
 * @property {boolean} last_round
 * @property {string[]} tracks
 * @property {string[][]} progression each track's action by level
 * @property {string[][]} spaces each track's space ids by level
 */

/** @type {Record<string, string>} */
// Each ≥ 3:1 against the cream the pieces stand on (their base, the boards), and ≥ 20 apart (ΔE2000) under
// simulated deuteranopia and protanopia; every piece also carries its seat's shape (MARKS).
const EXPLORERS = { red: "#a82417", green: "#26857a", blue: "#2d3fd6", yellow: "#c27e00", black: "#171513" };
// The second cue of each seat, by seat number: a white shape on its pawn, pathways and toolboxes (unit size).
const MARKS = [
  "M0 -1 A1 1 0 1 1 0 1 A1 1 0 1 1 0 -1 Z",  // circle
  "M-0.85 -0.85 H0.85 V0.85 H-0.85 Z",  // square
  "M0 -1.1 L1 0.75 H-1 Z",  // triangle
  "M0 -1.15 L1 0 L0 1.15 L-1 0 Z",  // diamond
  "M0 -1.1 L0.32 -0.35 L1.05 -0.34 L0.47 0.14 L0.68 0.9 L0 0.45 L-0.68 0.9 L-0.47 0.14 L-1.05 -0.34 L-0.32 -0.35 Z",  // star
];
/** @type {Record<string, string>} */
const TEMPLES = { ivory: "#efe3bf", blue: "#3f74bf", purple: "#8a4bab" };
/** @type {Record<string, string>} */
const RELICS = { green: "#2fa35a", white: "#f4f4f0", blue: "#2f7fd6", purple: "#9b4fc2" };
const HERE = "current_site";
/** @type {Record<string, string>} */
const RELIC_OF = { ruin: "green", ivory: "white", blue: "blue", purple: "purple" };  // §A1: a relic per kind of site
/** @type {Record<number, number>} */
const SIZE = { 1: 7.2, 2: 5.4, 3: 3.6 };  // temple tiles: large (level 1) at the bottom, small (level 3) on top

/**
 * The seat's shape, centred on (x, y), `r` its half size.
 * @param {number} seat @param {number} x @param {number} y @param {number} r @param {string} cls
 */
function mark(seat, x, y, r, cls) {
  return s("path", { d: MARKS[seat % MARKS.length], transform: `translate(${x} ${y}) scale(${r})`, class: cls });
}

/**
 * An explorer's colour, as its name says it.
 * @param {string} name
 */
function explorerColour(name) {
  switch (name) {
    case "red": return p_("relic-runners/explorer", "red");
    case "green": return p_("relic-runners/explorer", "green");
    case "blue": return p_("relic-runners/explorer", "blue");
    case "yellow": return p_("relic-runners/explorer", "yellow");
    case "black": return p_("relic-runners/explorer", "black");
    default: return name;
  }
}

/**
 * A Progression Table action's short name, for its small space (the full name is the tooltip's).
 * @param {string} action
 * @returns {string | null}
 */
function spaceShort(action) {
  switch (action) {
    case "temple_action_free": return p_("relic-runners", "Temple");
    case "take_2_rations": return p_("relic-runners", "+2 rations");
    case "vp_4_per_relic": return p_("relic-runners", "4 / relic");
    case "move_1_pathway": return p_("relic-runners", "Move 1");
    case "move_2_pathways": return p_("relic-runners", "Move 2");
    case "vp_2_per_longest_chain_pathway": return p_("relic-runners", "2 / chain");
    case "toolbox_or_2vp": return p_("relic-runners", "Box or 2");
    case "place_pathway_adjacent": return p_("relic-runners", "Pathway");
    case "double_vp_this_turn": return p_("relic-runners", "×2 VP");
    default: return null;
  }
}

/**
 * Where a character's ability comes from.
 * @param {string} source
 */
function abilitySource(source) {
  switch (source) {
    case "designed": return p_("relic-runners", "designed for the Agora edition");
    case "public": return p_("relic-runners", "from a public source");
    case "rulebook": return p_("relic-runners", "from the rulebook");
    default: return source;
  }
}

/**
 * A place's name: the edition's ("Owl Ruins"), else its kind ("Ruin") on a map of an owner's own data file.
 * @param {BoardContext} ctx
 * @param {Place} place
 */
const placeName = (ctx, place) => ctx.name("place", place.id, ctx.name("kind", place.kind));

/**
 * A tile's face as its reader knows it ("Ivory level 2: ...", "Blue level 1: +4 VP at the end"), in the reader's language.
 * @param {Face} face
 * @param {BoardContext} ctx
 */
function faceText(face, ctx) {
  if (face.colour === "blue") return p_("relic-runners", "Blue level {level}: +{value} VP at the end", { level: face.level, value: face.value });
  const ivory = face.colour === "ivory";
  const text = ivory ? ctx.name("ivory_effect", `${face.level}-${face.effect}`, face.text) : ctx.name("purple_effect", String(face.effect), face.text);
  return ivory ? p_("relic-runners", "Ivory level {level}: {text}", { level: face.level, text }) : p_("relic-runners", "Purple level {level}: {text}", { level: face.level, text });
}

/**
 * The rulebook's words on a tile's effect: an ivory tile's (§B3, and §A4.2's rule on keeping them), a purple one's (§B4).
 * @param {Face} face
 */
function faceRule(face) {
  if (face.colour === "ivory") return `§B3:${face.level}_${face.effect} §A4.2:keep`;
  return face.colour === "purple" ? `§B4:${face.effect}` : "";
}

// ---- the map -----------------------------------------------------------------

/**
 * @param {{ x: number, y: number }} a
 * @param {{ x: number, y: number }} b
 * @param {number} bend
 */
function curve(a, b, bend) {
  // A gentle bend, the same each time: the midpoint pushed sideways by `bend` of the trail's length.
  const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
  const dx = b.x - a.x, dy = b.y - a.y;
  return { cx: mx - dy * bend, cy: my + dx * bend, mx: mx - dy * bend / 2, my: my + dx * bend / 2 };
}

/**
 * @param {Trail} trail
 * @param {Record<string, Place>} at the places by id, where they are drawn
 * @param {number} index
 * @param {View} view
 * @param {BoardContext} ctx
 */
function trailShape(trail, at, index, view, ctx) {
  const a = at[trail.a], b = at[trail.b];
  const bend = ((index * 7) % 5 - 2) * 0.04;
  const c = curve(a, b, bend);
  const d = `M${a.x} ${a.y} Q${c.cx} ${c.cy} ${b.x} ${b.y}`;
  const names = { a: placeName(ctx, a), b: placeName(ctx, b) };
  const tip = [trail.river ? p_("relic-runners", "River trail {a} – {b}: part of a move (§A4.1).", names) : p_("relic-runners", "Jungle trail {a} – {b}: part of a move (§A4.1).", names)];
  if (trail.token) tip.push(trail.token === "active" ? p_("relic-runners", "Its toolbox token is face up: travelling this river flips it and moves one of your toolboxes up (§A7.2).") : p_("relic-runners", "Its toolbox token is face down (grey) until the last one is flipped and all turn back up (§A7.3)."));
  for (const seat of trail.pathways) tip.push(p_("relic-runners", "{name}'s pathway: {name} travels this trail freely (§A4.1).", { name: ctx.seatName(seat) }));
  tip.push(p_("relic-runners", "The map and its names are designed for the Agora edition (§B1)."));
  const group = s("g", { class: "rr-trail", dataset: { target: trail.id, tip: tip.join("\n"), tipRule: "§A4.1:trail" } },
    s("path", { d, class: "rr-catch" }),  // a wide, unseen stroke: the trail is easy to click
    s("path", { d, class: `rr-bed${trail.river ? " river" : ""}` }),
    s("path", { d, class: `hit rr-line${trail.river ? " river" : ""}` }));
  // Pathways: a plank in each owner's colour along the trail, side by side.
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len;
  trail.pathways.forEach((seat, i) => {
    const off = (i - (trail.pathways.length - 1) / 2) * 1.5;
    const ux = (b.x - a.x) / len, uy = (b.y - a.y) / len;
    const half = Math.min(4.5, len / 5);
    const px = c.mx + nx * off, py = c.my + ny * off;
    const ends = { x1: px - ux * half, y1: py - uy * half, x2: px + ux * half, y2: py + uy * half };
    group.append(s("line", { class: "rr-pathway-edge", ...ends }), s("line", { class: "rr-pathway", ...ends, stroke: colour(view, seat) }),
      mark(seat, px, py, 0.5, "rr-mark"));
  });
  if (trail.token) {
    const up = trail.token === "active";
    group.append(s("g", { class: `rr-token ${up ? "up" : "down"}` },
      s("rect", { x: c.mx - 1.7, y: c.my - 1.7, width: 3.4, height: 3.4, rx: 0.6 }),
      s("path", { d: `M${c.mx - 1} ${c.my - 0.2} h2 v1.1 h-2 z M${c.mx - 0.5} ${c.my - 0.2} v-0.6 h1 v0.6`, class: "rr-token-icon" })));
  }
  return group;
}

/** @param {number} x @param {number} y @param {string} relic @param {number} [r] */
function relicGem(x, y, relic, r = 1.6) {
  return s("path", { class: "rr-relic", d: `M${x} ${y - r} L${x + r} ${y} L${x} ${y + r} L${x - r} ${y} Z`, fill: RELICS[relic] ?? "#999" });
}

/** @param {Place} place @param {View} view @param {BoardContext} ctx */
function siteTip(place, view, ctx) {
  const name = placeName(ctx, place);
  if (place.kind === "camp") return p_("relic-runners", "Base Camp: ending your move here gives 3 rations (at most 5) and ends your turn (§A4.3). Rations here: {n}.", { n: view.camp_rations });
  const where = place.quadrant ? ` (${ctx.name("quadrant", place.quadrant, place.quadrant)})` : "";
  const kind = place.kind === "ruin" ? p_("relic-runners", "ruin") : p_("relic-runners", "{colour} temple", { colour: ctx.name("colour", place.colour ?? "", place.colour) });
  const lines = [`${name}${where} — ${kind}`];
  if (place.shrine) {
    lines.push(place.relic ? p_("relic-runners", "Shrine with {relic}: start your turn on it and end your move on another shrine with a relic of this colour to take that relic, 2 VP a trail (§A5).", { relic: ctx.name("relic", place.relic) }) : p_("relic-runners", "Shrine: its relic has been taken (§A5)."));
    return lines.join("\n");
  }
  lines.push(np_("relic-runners", "{n} tile left", "{n} tiles left", place.height));
  /** @type {Record<string, string>} */
  const templeTips = { ivory: p_("relic-runners", "Exploring (1 ration) takes the top tile, face up: keep it on your board (§A4.2)."), blue: p_("relic-runners", "Exploring (1 ration) takes the top tile, face down: its VP count at the end (§A4.2). Blue values are designed for the Agora edition."), purple: p_("relic-runners", "Exploring (1 ration) takes the top tile and does its effect at once (§A4.2).") };
  lines.push(place.kind === "ruin" ? p_("relic-runners", "Exploring (1 ration) discards the top tile and places one of your pathways next to it (§A4.2).") : templeTips[place.colour ?? ""] ?? "");
  if (place.kind === "temple") {
    lines.push(p_("relic-runners", "Levels from the top: {levels}", { levels: [...place.stack].reverse().map((t) => p_("relic-runners", "L{n}", { n: t.level })).join(", ") }));
    const top = place.stack[place.stack.length - 1];
    const seen = place.stack.flatMap((t) => (t.face ? [t.face] : []));
    if (top?.face && place.colour === "purple") lines.push(p_("relic-runners", "Top tile (face up): {text}", { text: faceText(top.face, ctx) }));
    else if (seen.length) lines.push(p_("relic-runners", "You have seen: {tiles}", { tiles: seen.map((f) => faceText(f, ctx)).join("; ") }));
  }
  lines.push(p_("relic-runners", "Its last tile reveals a shrine with {relic} (§A5).", { relic: ctx.name("relic", RELIC_OF[place.kind === "ruin" ? "ruin" : place.colour ?? ""]) }));
  lines.push(p_("relic-runners", "The map and its names are designed for the Agora edition (§B1)."));
  return lines.join("\n");
}

/**
 * A site's tiles: ruins as round green tiles piled up, temples as squares, large under small.
 * @param {Place} place
 */
function stack(place) {
  const { x, y } = place;
  /** @type {SVGElement[]} */
  const parts = [];
  if (place.kind === "camp") {
    parts.push(s("circle", { cx: x, cy: y, r: 6.2, class: "hit rr-camp" }),
      s("path", { d: `M${x - 3.6} ${y + 1.8} L${x} ${y - 3.4} L${x + 3.6} ${y + 1.8} Z`, class: "rr-tent" }),
      s("path", { d: `M${x - 0.9} ${y + 1.8} L${x} ${y - 0.6} L${x + 0.9} ${y + 1.8} Z`, class: "rr-tent-door" }));
    return parts;
  }
  if (place.shrine) {
    // The altar, and its relic raised at its corner, where explorers standing on it do not hide it.
    parts.push(s("rect", { x: x - 3.4, y: y - 2.6, width: 6.8, height: 5.2, rx: 0.8, class: "hit rr-shrine" }),
      s("rect", { x: x - 2.4, y: y - 3.6, width: 4.8, height: 1.3, rx: 0.4, class: "rr-shrine-top" }));
    if (place.relic) parts.push(s("circle", { cx: x + 3.3, cy: y - 3.4, r: 2.5, class: "rr-relic-halo" }), relicGem(x + 3.3, y - 3.4, place.relic, 2.1));
    return parts;
  }
  if (place.kind === "ruin") {
    const n = place.height;
    parts.push(s("circle", { cx: x, cy: y, r: 3.9, class: "hit rr-ruin-base" }));
    for (let i = 0; i < n; i++) parts.push(s("circle", { cx: x, cy: y - i * 0.7, r: 3.3, class: "rr-ruin" }));
    parts.push(s("path", { class: "rr-ruin-mark", d: `M${x - 1.4} ${y + 0.8 - (n - 1) * 0.7} v-1.6 a1.4 1.4 0 0 1 2.8 0 v1.6` }));
    return parts;
  }
  const fillColour = TEMPLES[place.colour ?? ""] ?? "#ccc";
  const bottom = SIZE[place.stack[0]?.level ?? 1];
  parts.push(s("rect", { x: x - bottom / 2 - 0.6, y: y - bottom / 2 - 0.6, width: bottom + 1.2, height: bottom + 1.2, rx: 0.8, class: "hit rr-temple-base" }));
  for (const tile of place.stack) {
    const size = SIZE[tile.level] ?? 3;
    parts.push(s("rect", { x: x - size / 2, y: y - size / 2, width: size, height: size, rx: 0.5, class: `rr-tile ${place.colour}`, fill: fillColour }));
  }
  const top = place.stack[place.stack.length - 1];
  if (top?.face && place.colour === "purple") parts.push(s("circle", { cx: x, cy: y, r: 0.9, class: "rr-face-up" }));
  return parts;
}

/**
 * @param {View} view
 * @param {number} seat
 * @param {number} x
 * @param {number} y
 * @param {BoardContext} ctx
 * @param {boolean} acting
 */
function pawn(view, seat, x, y, ctx, acting) {
  const explorer = view.explorers[seat];
  const tip = p_("relic-runners", "{name}, the {colour} explorer", { name: ctx.seatName(seat), colour: explorerColour(explorer.colour) });
  // The shell glides a piece from where it was drawn last (a CSS transform on the outer group).
  return s("g", { dataset: { piece: `explorer-${explorer.colour}`, tip: acting ? `${tip} — ${p_("relic-runners", "to play")}` : tip }, class: `rr-pawn${acting ? " acting" : ""}` },
    s("g", { transform: `translate(${x} ${y})` },
      acting ? s("ellipse", { cx: 0, cy: 2.3, rx: 2.6, ry: 1, class: "rr-pawn-ring" }) : null,
      s("ellipse", { cx: 0, cy: 2.3, rx: 2.2, ry: 0.75, class: "rr-pawn-base" }),
      s("path", { d: "M-1.9 2.3 Q-1.9 -0.4 0 -0.6 Q1.9 -0.4 1.9 2.3 Z", fill: EXPLORERS[explorer.colour], class: "rr-pawn-body" }),
      mark(seat, 0, 1.05, 0.75, "rr-mark"),
      s("circle", { cx: 0, cy: -1.7, r: 1.25, fill: EXPLORERS[explorer.colour], class: "rr-pawn-body" }),
      s("path", { d: "M-1.7 -2.1 h3.4 M-0.9 -2.1 q0.9 -1.3 1.8 0", class: "rr-hat" })));
}

/**
 * §A5: the shrines a relic expedition of the explorer moving now may end on (a relic of its start's colour).
 * @param {View} view
 * @returns {Set<string>}
 */
function expeditionGoals(view) {
  const start = view.locations.find((l) => l.id === view.this_turn.start);
  if (view.phase !== "move" || view.outcome || !start?.shrine || !start.relic) return new Set();
  return new Set(view.locations.filter((l) => l.id !== start.id && l.shrine && l.relic === start.relic).map((l) => l.id));
}

/**
 * A site's name under it. The names are a layer over every site and pawn (draw): a long one ("Κατασκήνωση
 * Βάσης") reaches under its neighbours' tiles, and Base Camp's under its five explorers.
 * @param {Place} place
 * @param {View} view
 * @param {BoardContext} ctx
 */
function siteName(place, view, ctx) {
  const below = place.kind === "camp" ? 10.2 : 6.9;  // Base Camp's: clear of the pawns standing on its edge
  return s("text", { x: place.x, y: place.y + below, class: `rr-name${view.current_site === place.id ? " here" : ""}` },
    ctx.name("place_short", place.id, placeName(ctx, place)));
}

/**
 * @param {Place} place
 * @param {View} view
 * @param {BoardContext} ctx
 * @param {Set<string>} goals
 */
function site(place, view, ctx, goals) {
  const here = view.current_site === place.id;
  const pile = s("g", { class: "rr-stack", dataset: here ? { target: HERE } : {} }, stack(place));
  const goal = goals.has(place.id);
  const tip = siteTip(place, view, ctx) + (goal ? `\n${p_("relic-runners", "Relic expedition: {name} started on a shrine with this relic; ending the move here takes it, 2 VP a trail (§A5).", { name: ctx.seatName(view.turn) })}` : "");
  // Its rulebook text (agora.games.relic_runners.rulebook): a shrine's, or what exploring this kind of site does.
  const rule = place.shrine ? "§A5:shrine" : place.kind === "camp" ? "" : `§A4.2:${place.kind === "ruin" ? "ruin" : place.colour}`;
  const group = s("g", { class: `rr-site ${place.kind}${here ? " here" : ""}`, dataset: { target: place.id, tip, tipRule: rule } },
    goal ? s("circle", { cx: place.x, cy: place.y, r: 5.6, class: "rr-goal" }) : null, pile);
  if (place.kind === "camp") {
    group.append(s("g", { class: "rr-camp-rations" },
      s("rect", { x: place.x + 4.4, y: place.y - 7, width: 4.6, height: 3.2, rx: 0.6 }),
      s("text", { x: place.x + 6.7, y: place.y - 4.6 }, String(view.camp_rations))));
  } else if (!place.shrine && place.height) {
    group.append(s("g", { class: "rr-count" },
      s("circle", { cx: place.x + 3.6, cy: place.y - 3.6, r: 1.75 }),
      s("text", { x: place.x + 3.6, y: place.y - 2.75 }, String(place.height))));
  }
  // Pawns stand in a row on the tile's lower edge, clear of its name; the explorer to act first, ringed.
  const seats = [...place.explorers].sort((p, q) => Number(q === view.turn) - Number(p === view.turn) || p - q);
  const spread = place.kind === "camp" ? 3.6 : 3.2;
  seats.forEach((seat, i) => {
    const x = place.x + (i - (seats.length - 1) / 2) * spread;
    const y = place.y + (place.kind === "camp" ? 3.4 : 1.6);
    (here && seat === view.turn ? pile : group).append(pawn(view, seat, x, y, ctx, seat === view.turn && !view.outcome));
  });
  return group;
}

/** @param {View} view @param {number} left */
function header(view, left) {
  const x0 = left + 1.5;
  const label = `${p_("relic-runners", "Relics")} ${view.relics_collected} / ${view.end_at} · ${p_("relic-runners", "Round")} ${view.round}`;
  const slots = [];
  for (let i = 0; i < view.end_at; i++) {
    slots.push(s("circle", { cx: x0 + 1.3 + i * 3.4, cy: -5.4, r: 1.3, class: i < view.relics_collected ? "rr-slot full" : "rr-slot" }));
  }
  return s("g", { class: "rr-header" },
    s("text", { x: x0, y: -8.8, class: "rr-head-label" }, label),
    slots,
    view.last_round ? s("text", { x: x0 + view.end_at * 3.4 + 1.5, y: -4.4, class: "rr-last" }, p_("relic-runners", "Last round!")) : null);
}

/**
 * The map is square; a wide board area gets it stretched sideways (places move apart, shapes keep their size).
 * @param {{ width: number, height: number }} frame
 */
function stretchFor(frame) {
  if (!frame.width || !frame.height) return 1;
  return Math.min(1.55, Math.max(1, (frame.width / frame.height) / (104 / 116)));
}

/** @param {View} view @param {BoardContext} ctx */
function draw(view, ctx) {
  const k = stretchFor(ctx.frame);
  const places = view.locations.map((l) => ({ ...l, x: 50 + (l.x - 50) * k }));
  const at = Object.fromEntries(places.map((l) => [l.id, l]));
  const left = 50 - 52 * k, width = 104 * k + (k > 1 ? 5 : 0);  // room on the right for the zoom buttons
  const svg = s("svg", { class: "board rr-map", viewBox: `${left} -12 ${width} 116`, role: "img", "aria-label": p_("relic-runners", "Relic Runners: the jungle map") },
    s("defs", {},
      s("radialGradient", { id: "rr-jungle", cx: "50%", cy: "50%", r: "70%" },
        s("stop", { offset: "0%", "stop-color": "#dbe8bf" }), s("stop", { offset: "100%", "stop-color": "#a9c98a" }))),
    s("rect", { x: left, y: -12, width, height: 116, fill: "#f3ecd9" }),
    s("rect", { x: left + 1, y: -1, width: 104 * k - 2, height: 102, rx: 3, fill: "url(#rr-jungle)", class: "rr-jungle", dataset: { tip: p_("relic-runners", "The map and its names are designed for the Agora edition (§B1).") } }),
    header(view, left));
  const trails = s("g", { class: "rr-trails" }, view.trails.map((trail, i) => trailShape(trail, at, i, view, ctx)));
  const goals = expeditionGoals(view);
  const sites = s("g", { class: "rr-sites" }, places.map((place) => site(place, view, ctx, goals)));
  const names = s("g", { class: "rr-names" }, places.map((place) => siteName(place, view, ctx)));
  svg.append(trails, sites, names);
  if (!ctx.narrow) return svg;
  // A phone shows the map at a readable size, to pan, and the explorers' boards in a section of their own.
  return h("div", { class: "board-sections" },
    h("div", { class: "rr-pan", dataset: { section: "map", sectionLabel: p_("relic-runners", "Map") } }, svg),
    h("div", { class: "rr-boards", dataset: { section: "boards", sectionLabel: p_("relic-runners", "Explorers' boards") } },
      view.explorers.map((_, seat) => h("div", { class: "rr-boards-one" },
        h("div", { class: "rr-boards-name" }, ctx.seatName(seat)), explorerBoard(view, seat, ctx, seat === ctx.seat && !ctx.replay)))));
}

// ---- the explorer's board (players panel) --------------------------------------------

/** @param {View} view @param {number} seat */
function colour(view, seat) {
  return EXPLORERS[view.explorers?.[seat]?.colour] ?? "#888";
}

/** @param {Explorer} me */
function rationsRow(me) {
  /** @type {HTMLElement[]} */
  const packs = [];
  for (let i = 0; i < me.ration_cap; i++) packs.push(h("span", { class: i < me.rations ? "rr-pack full" : "rr-pack" }));
  return h("span", { class: "rr-stat", dataset: { tip: p_("relic-runners", "Ration Packs: {n} of at most {cap}. Exploring costs one (§A4.2).", { n: me.rations, cap: me.ration_cap }) } },
    h("span", { class: "rr-stat-label" }, p_("relic-runners", "Rations")), packs);
}

/** @param {Explorer} me @param {BoardContext} ctx */
function relicsRow(me, ctx) {
  const held = Object.entries(me.relics).filter(([, n]) => n > 0);
  return h("span", { class: "rr-stat", dataset: { tipRule: "§A5:relic", tip: [p_("relic-runners", "Relics taken on expeditions: 5 VP for each colour at the end (§A5, §A8)."), ...held.map(([c, n]) => `${ctx.name("relic", c)} ×${n}`)].join("\n") } },
    h("span", { class: "rr-stat-label" }, p_("relic-runners", "Relics")),
    held.length ? held.map(([c, n]) => [h("span", { class: "rr-gem", style: `--gem: ${RELICS[c]}` }), n > 1 ? h("span", { class: "rr-gem-n" }, `×${n}`) : null]) : h("span", { class: "muted" }, "—"));
}

/** @param {View} view @param {number} t a track's index @param {number} level @param {BoardContext} ctx */
function spaceTip(view, t, level, ctx) {
  const track = view.tracks[t];
  const action = ctx.name("table_action", view.progression[t][level - 1]);
  return [p_("relic-runners", "{track} level {level}: {action}.", { track: ctx.name("track", track), level, action }), p_("relic-runners", "A toolbox here may do it once a turn, then goes back to the bottom (§A7.4)."),
    (track === "shovel" && level === 1 ? p_("relic-runners", "The rulebook puts this action here.") : p_("relic-runners", "Its place on the table is designed for the Agora edition (§B5)."))].join("\n");
}

// ---- the explorer's board: the Progression Table with its toolboxes as pieces --------------------------

// In CSS pixels at the panel's width. The reader's own board has room for its pieces under each space's
// printed reward; the others' (opened from their rows) are drawn the same, with lower spaces, at the same text size.
const BOARD_W = 304, CELL_W = 91, CELL_GAP = 3, LEFT = 22, TOP = 22;
const PIECE_W = 16, PIECE_STEP = 19;

/**
 * A toolbox piece in the seat's colour with its shape, standing where it is drawn (a shadow under it).
 * @param {View} view @param {number} seat @param {number} x @param {number} y
 */
function toolbox(view, seat, x, y) {
  return s("g", { class: "rr-box" },
    s("rect", { x: x + 1.2, y: y + 1.5, width: PIECE_W, height: 11, rx: 2, class: "rr-box-shadow" }),
    s("path", { d: `M${x + 4} ${y} v-2.5 h8 v2.5`, class: "rr-box-handle" }),
    s("rect", { x, y, width: PIECE_W, height: 11, rx: 2, fill: colour(view, seat), class: "rr-box-body" }),
    mark(seat, x + 8, y + 5.5, 3, "rr-mark"));
}

/**
 * `n` toolboxes side by side, centred on `cx` (the pieces standing on a space).
 * @param {View} view @param {number} seat @param {number} n @param {number} cx @param {number} y
 */
function toolboxRow(view, seat, n, cx, y) {
  const step = n > 4 ? (CELL_W - 6 - PIECE_W) / (n - 1) : PIECE_STEP;  // more than four overlap, still all drawn
  const x0 = cx - (step * (n - 1) + PIECE_W) / 2;
  return Array.from({ length: n }, (_, i) => toolbox(view, seat, x0 + i * step, y));
}

/**
 * A pile of `n` toolboxes from `x`, each a little over and right of the one under it, with its count.
 * @param {View} view @param {number} seat @param {number} n @param {number} x @param {number} y
 */
function toolboxPile(view, seat, n, x, y) {
  const pieces = Array.from({ length: n }, (_, i) => toolbox(view, seat, x + i * 6, y - i * 1.5));
  const right = x + (Math.max(n, 1) - 1) * 6 + PIECE_W + 4;
  return [n ? null : s("rect", { x, y, width: PIECE_W, height: 11, rx: 2, class: "rr-box-empty" }), pieces,
    s("text", { x: right, y: y + 10, class: "rr-pile-n" }, `×${n}`)];
}

// The tracks' icons and the spaces' rewards, drawn in a 14-unit box from its top left corner.
/** @type {Record<string, (x: number, y: number) => SVGElement>} */
const TRACK_ICONS = {
  machete: (x, y) => s("g", { transform: `translate(${x} ${y})`, class: "rr-icon" },
    s("path", { d: "M4.2 9.8 L11 2.4 Q13.4 0.8 12.8 3.6 L6 11.4 Z", class: "rr-icon-metal" }),
    s("path", { d: "M1.2 13.2 L4.6 10", class: "rr-icon-handle" })),
  compass: (x, y) => s("g", { transform: `translate(${x} ${y})`, class: "rr-icon" },
    s("circle", { cx: 7, cy: 7, r: 6.2, class: "rr-icon-face" }),
    s("path", { d: "M7 1.8 L8.7 7 H5.3 Z", class: "rr-icon-north" }),
    s("path", { d: "M7 12.2 L8.7 7 H5.3 Z", class: "rr-icon-south" })),
  shovel: (x, y) => s("g", { transform: `translate(${x} ${y})`, class: "rr-icon" },
    s("path", { d: "M7 1.5 V8 M4.8 1.5 H9.2", class: "rr-icon-handle" }),
    s("path", { d: "M3.6 7.8 H10.4 V10.4 Q7 14.6 3.6 10.4 Z", class: "rr-icon-metal" })),
};
/** @param {string} cls @param {number} x @param {number} y @param {...any} parts */
const icon = (cls, x, y, ...parts) => s("g", { transform: `translate(${x} ${y})`, class: `rr-icon ${cls}` }, ...parts);
const plank = (/** @type {string} */ d) => s("path", { d, class: "rr-icon-plank" });
/** @type {Record<string, (x: number, y: number) => SVGElement>} */
const REWARD_ICONS = {
  temple_action_free: (x, y) => icon("temple", x, y, s("rect", { x: 1.5, y: 1.5, width: 11, height: 11, rx: 1, class: "rr-icon-tile" }),
    s("rect", { x: 4.5, y: 4.5, width: 5, height: 5, class: "rr-icon-tile-in" })),
  take_2_rations: (x, y) => icon("rations", x, y, s("rect", { x: 2, y: 2.5, width: 6, height: 10, rx: 1.4, class: "rr-icon-pack" }),
    s("rect", { x: 6.5, y: 1.5, width: 6, height: 10, rx: 1.4, class: "rr-icon-pack" })),
  vp_4_per_relic: (x, y) => icon("relic", x, y, s("path", { d: "M7 1 L12.5 7 L7 13 L1.5 7 Z", class: "rr-icon-gem" })),
  move_1_pathway: (x, y) => icon("move", x, y, plank("M1.5 10.5 L8 6"), s("path", { d: "M8.5 2.5 L13 5 L9.6 8.8", class: "rr-icon-arrow" })),
  move_2_pathways: (x, y) => icon("move", x, y, plank("M1.5 12.5 L7 9"), plank("M1.5 7 L7 3.5"), s("path", { d: "M9 3.5 L13 7 L9 10.5", class: "rr-icon-arrow" })),
  vp_2_per_longest_chain_pathway: (x, y) => icon("chain", x, y, plank("M1.2 11.5 L5.8 8"), plank("M8.2 6 L12.8 2.5"),
    s("circle", { cx: 7, cy: 7, r: 1.4, class: "rr-icon-knot" })),
  toolbox_or_2vp: (x, y) => icon("box", x, y, s("path", { d: "M4.5 4.5 v-2 h5 v2", class: "rr-icon-handle" }),
    s("rect", { x: 1.5, y: 4.5, width: 11, height: 8, rx: 1.5, class: "rr-icon-box" })),
  place_pathway_adjacent: (x, y) => icon("place", x, y, plank("M1.5 12 L8 7.5"), s("path", { d: "M10.5 1.5 V7.5 M7.5 4.5 H13.5", class: "rr-icon-plus" })),
  double_vp_this_turn: (x, y) => icon("coin", x, y, s("circle", { cx: 7, cy: 7, r: 5.8, class: "rr-icon-coin" }),
    s("circle", { cx: 7, cy: 7, r: 3.6, class: "rr-icon-coin-in" })),
};

// An explorer's board: the three tracks of the Progression Table under their tools' icons, level 3 at the top
// (the levels printed down its left edge), each space printed with its reward's icon and short name and the
// explorer's toolboxes standing on it as pieces; under them the bottom of the table and the supply as piles.
// On the reader's own board the spaces take the toolbox uses and climbs (data-target).
/** @param {View} view @param {number} seat @param {BoardContext} ctx @param {boolean} own */
function explorerBoard(view, seat, ctx, own) {
  const me = view.explorers[seat];
  const tb = me.toolboxes;
  const cellH = own ? 36 : 33, footH = 26;
  const foot = TOP + 3 * cellH + 3;
  const height = foot + footH + 4;
  const svg = s("svg", { class: `rr-board${own ? " own" : " other"}`, viewBox: `0 0 ${BOARD_W} ${height}`, role: "img",
    "aria-label": p_("relic-runners", "{name}'s Progression Table", { name: ctx.seatName(seat) }) },
  s("rect", { x: 0.5, y: 0.5, width: BOARD_W - 1, height: height - 1, rx: 7, class: "rr-plate" }),
  s("rect", { x: 0.5, y: 0.5, width: 6, height: height - 1, rx: 3, fill: colour(view, seat) }));
  for (let level = 3; level >= 1; level--) {
    svg.append(s("text", { x: 14.5, y: TOP + (3 - level) * cellH + cellH / 2 + 4, class: "rr-board-level" }, String(level)));
  }
  view.tracks.forEach((track, t) => {
    const x = LEFT + t * (CELL_W + CELL_GAP);
    svg.append(s("g", { class: "rr-board-head" },
      TRACK_ICONS[track]?.(x + 4, 4) ?? null,
      s("text", { x: x + 20 + (CELL_W - 20) / 2, y: 16, class: "rr-board-track", "data-fit": CELL_W - 24 }, ctx.name("track", track))));
    for (let level = 3; level >= 1; level--) {
      const y = TOP + (3 - level) * cellH;
      const action = view.progression[t][level - 1];
      const boxes = tb[track][level - 1];
      const id = view.spaces[t][level - 1];
      const tipRule = `§A6:${view.progression[t][level - 1]}`;  // the rulebook's words on this space's action
      const data = own ? { tip: spaceTip(view, t, level, ctx), tipRule, target: id, space: id } : { tip: spaceTip(view, t, level, ctx), tipRule, space: id };
      svg.append(s("g", { class: `rr-cell${boxes ? " has" : ""}`, dataset: data },
        s("rect", { x, y: y + 1, width: CELL_W, height: cellH - 2, rx: 5, class: `hit rr-cell-bg level${level}` }),
        REWARD_ICONS[action]?.(x + 4, y + 4) ?? null,
        s("text", { x: x + 21, y: y + 15, class: "rr-cell-name", "data-fit": CELL_W - 24 }, spaceShort(action) ?? ctx.name("table_action", action)),
        toolboxRow(view, seat, boxes, x + CELL_W / 2, y + cellH - 15)));
    }
  });
  const mid = foot + footH / 2;
  svg.append(s("g", { class: "rr-board-foot", dataset: { tipRule: "§A7.1:supply", tip: `${p_("relic-runners", "Bottom")}: ${tb.bottom} · ${p_("relic-runners", "Supply")}: ${tb.supply}\n${p_("relic-runners", "A toolbox at the bottom climbs onto any track; one in the supply comes to the bottom by the shovel (§A6, §A7.1).")}` } },
    s("rect", { x: LEFT, y: foot, width: 3 * CELL_W + 2 * CELL_GAP, height: footH, rx: 5, class: "rr-foot-bg" }),
    s("text", { x: LEFT + 6, y: mid + 4, class: "rr-foot-label", "data-fit": 72 }, p_("relic-runners", "Bottom")),
    s("g", { class: "rr-pile bottom" }, toolboxPile(view, seat, tb.bottom, LEFT + 88, mid - 4)),
    s("text", { x: LEFT + 150, y: mid + 4, class: "rr-foot-label", "data-fit": 66 }, p_("relic-runners", "Supply")),
    s("g", { class: "rr-pile supply" }, toolboxPile(view, seat, tb.supply, LEFT + 220, mid - 4))));
  return svg;
}

/** @param {Explorer} me @param {BoardContext} ctx */
function tiles(me, ctx) {
  const out = me.ivory.map((face) => h("span", { class: "rr-mat-tile ivory", dataset: { tip: faceText(face, ctx), tipRule: faceRule(face) } }, p_("relic-runners", "L{n}", { n: face.level })));
  for (const blue of me.blue) {
    const tip = blue.value === null ? p_("relic-runners", "Blue level {level}, face down: its value is secret (§A4.2)", { level: blue.level }) : p_("relic-runners", "Blue level {level}: +{value} VP at the end", { level: blue.level, value: blue.value });
    out.push(h("span", { class: "rr-mat-tile blue", dataset: { tip } }, blue.value === null ? "?" : `+${blue.value}`));
  }
  return out;
}

// What of the score is known: to its owner the whole of it, to the others what all can count (§A1, §A8).
/** @param {View} view @param {Explorer} me */
function scoreLine(view, me) {
  if (view.outcome) return null;
  if (me.vp_now === null || me.vp_now === undefined) {
    return h("span", { class: "rr-hidden muted", dataset: { tipRule: "§A8:scoring", tip: p_("relic-runners", "VP everyone can count: 5 per relic colour and the ivory level 1 bonus (§A8). VP coins and blue tiles stay secret.") } }, p_("relic-runners", "{vp} VP in sight + secret VP coins", { vp: me.vp_visible }));
  }
  const blue = me.blue.reduce((sum, tile) => sum + (tile.value ?? 0), 0);
  return h("div", { class: "rr-secret", dataset: { tip: p_("relic-runners", "Your VP coins and blue tiles: only you see them (§A1).") } },
    `${p_("relic-runners", "Your score now")}: `, h("strong", {}, String(me.vp_now)), ` (${p_("relic-runners", "coins")} ${me.coins}, ${p_("relic-runners", "blue")} +${blue})`);
}

/** @param {View} view @param {number} seat @param {BoardContext} ctx */
function mat(view, seat, ctx) {
  const me = view.explorers[seat];
  if (!me) return null;
  const own = ctx.seat === seat && !ctx.replay;
  const held = tiles(me, ctx);
  // The reader's tiles join its figures' line, which leaves its own board room to be whole in the side column.
  const stats = h("div", { class: "rr-stats" }, rationsRow(me),
    h("span", { class: "rr-stat", dataset: { tip: p_("relic-runners", "Pathways left to place: {n} of 10 (§A4.2).", { n: me.pathways_left }) } },
      h("span", { class: "rr-pathway-chip", style: `--seat: ${colour(view, seat)}` }), `×${me.pathways_left}`),
    relicsRow(me, ctx), own && held.length ? h("span", { class: "rr-tiles" }, held) : null);
  const ability = me.ability
    ? h("div", { class: "rr-ability muted", dataset: { tip: `${ctx.name("ability", me.colour, me.ability.text)} (${abilitySource(me.ability.source)})` } },
      `${p_("relic-runners", "Ability")}: ${ctx.name("character", me.colour, me.ability.character)}`)
    : null;
  const score = scoreLine(view, me);
  return h("div", { class: `rr-mat${own ? " own" : ""}`, dataset: { target: me.colour } }, stats,
    explorerBoard(view, seat, ctx, own),
    own ? score : held.length || score ? h("div", { class: "rr-tiles" }, held, score) : null,
    ability);
}

// One line of an explorer's key figures for the players panel's compact row: rations, pathways left, relics,
// toolboxes on the table, tiles held.
/** @param {View} view @param {number} seat @param {BoardContext} ctx */
function summary(view, seat, ctx) {
  const me = view.explorers[seat];
  if (!me) return null;
  const relics = Object.values(me.relics).reduce((a, b) => a + b, 0);
  const onTable = view.tracks.reduce((n, track) => n + me.toolboxes[track].reduce((/** @type {number} */ a, /** @type {number} */ b) => a + b, 0), 0);
  /** @param {string} cls @param {string | number} n @param {string} tip */
  const item = (cls, n, tip) => h("span", { class: `rr-sum ${cls}`, dataset: { tip } }, h("span", { class: "rr-sum-icon" }), String(n));
  return h("span", { class: "rr-summary", style: `--seat: ${colour(view, seat)}` },
    item("rations", me.rations, p_("relic-runners", "Ration Packs: {n} of at most {cap}. Exploring costs one (§A4.2).", { n: me.rations, cap: me.ration_cap })),
    item("pathways", me.pathways_left, p_("relic-runners", "Pathways left to place: {n} of 10 (§A4.2).", { n: me.pathways_left })),
    item("relics", relics, [p_("relic-runners", "Relics taken on expeditions: 5 VP for each colour at the end (§A5, §A8)."), ...Object.entries(me.relics).filter(([, n]) => n > 0).map(([c, n]) => `${ctx.name("relic", c)} ×${n}`)].join("\n")),
    item("boxes", onTable, p_("relic-runners", "Toolboxes on the Progression Table: {n} (bottom {bottom}, supply {supply}).", { n: onTable, bottom: me.toolboxes.bottom, supply: me.toolboxes.supply })),
    item("tiles", me.ivory.length + me.blue.length, p_("relic-runners", "Tiles held: {ivory} ivory, {blue} blue.", { ivory: me.ivory.length, blue: me.blue.length })));
}

/** @type {BoardModule<View> & { summary: typeof summary }} */
export default {
  draw,
  mat,
  summary,
  colour,
  // VP coins and blue tiles are secret until the end (§A1): your own score so far, the VP everyone can count
  // of the others (their boards say what is hidden), and at the end the final scores.
  score: (view, seat) => {
    const explorer = view.explorers?.[seat];
    return view.outcome?.scores?.[seat] ?? explorer?.vp_now ?? explorer?.vp_visible ?? null;
  },
  first: () => 0,  // seat 0 stands for whoever saw a relic last (§A2.10): play goes up the seats
  style: "/static/boards/relic-runners.css",
};
