// What every part of Historia's board draws with: the civilizations' colours and glyphs, component names
// and the words of steps, measures, conditions and bonuses, text wrapped and cut, sections, and a piece.
import { s, wrapLines } from "../../lib/dom.js";
import { np_, p_ } from "../../lib/i18n.js";
/** @import { BoardContext } from "../../lib/types.js" */
/** @import { Section } from "../../lib/dom.js" */
/** @import { Bonus, Civ, View } from "./types.js" */

// Each civilization's colour, darkened so a cube or marker stands out at 3:1 or more on the land, the cards and
// the panel, and chosen so that the six colours of a table stay 20 or more apart (ΔE2000) under simulated
// deuteranopia and protanopia; each also has a glyph drawn on its pieces, so colour is never the only cue.
/** @type {Record<string, string>} */
const COLOURS = { yellow: "#af6c11", red: "#7a1e0a", blue: "#4b78d7", purple: "#4a129e", grey: "#2b272e", green: "#2c8376" };
/** @type {Record<string, string>} glyph paths on a 2×2 box centred on 0 */
export const GLYPHS = {
  yellow: "M0-.8A.8.8 0 1 1 0 .8A.8.8 0 1 1 0-.8Z", red: "M0-.9L.85.7H-.85Z", blue: "M-.7-.7H.7V.7H-.7Z",
  purple: "M0-.95L.28-.3L.95-.3L.42.12L.6.85L0 .42L-.6.85L-.42.12L-.95-.3L-.28-.3Z", grey: "M-.3-.9H.3V-.3H.9V.3H.3V.9H-.3V.3H-.9V-.3H-.3Z",
  green: "M0-.9L.9 0L0 .9L-.9 0Z",
};

/**
 * A component's name in the reader's language.
 * @param {BoardContext} ctx
 * @param {string} group
 * @param {string | number} id
 * @param {string | null} [fallback] what it reads without one (else the id, humanized)
 */
export const nm = (ctx, group, id, fallback) => ctx.name(group, id, fallback ?? String(id).replaceAll("_", " "));
/** @param {BoardContext} ctx @param {string} group @param {string} id */
export const text = (ctx, group, id) => ctx.name(`${group}_text`, id, "");
/** @param {string | null | undefined} name */
export const colour = (name) => COLOURS[name ?? ""] ?? name ?? "#888";
/** @param {BoardContext} ctx @param {Civ} civ */
export const civName = (ctx, civ) => nm(ctx, "civilization", civ.civilization_id, civ.civilization);

/**
 * A step of the end of a round.
 * @param {string} step
 */
export function stepName(step) {
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
export function measureName(measure) {
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
export function conditionText(what, fields = {}) {
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
export function governanceState(state) {
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
    case "advisor": return np_("historia", "{n} advisor", "{n} advisors", n);
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
export function groupHeading(group) {
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
export function bonusText(ctx, bonus) {
  const parts = Object.entries(bonus ?? {}).filter(([, v]) => v).map(([k, v]) => bonusPart(ctx, k, v ?? ""));
  return parts.join(", ") || p_("historia", "nothing");
}

// Who a civilization is: a seat's player, or a Civbot with its level.
/** @param {BoardContext} ctx @param {View} view @param {number} c a civilization */
export function civLabel(ctx, view, c) {
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
export function wrap(str, x, y, width, size, cls, max = 9) {
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
export const section = (g, w, hgt) => ({ g, w, h: hgt });
export const GAPS = { gap: 16, shelfGap: 10 };

// Text is never drawn under this size (in board units; the desktop board is drawn at about one unit a pixel).
export const SMALL = 13;
/** A rough width of `str` at `size` (bold wider). @param {unknown} str @param {number} size @param {boolean} [bold] */
export const widthOf = (str, size, bold = false) => String(str).length * size * (bold ? 0.62 : 0.56);
/** `str` cut to `chars` characters. @param {string} str @param {number} chars */
export const cut = (str, chars) => (str.length > chars ? `${str.slice(0, chars - 1)}…` : str);

/**
 * A civilization's piece: a cube (square) or a marker (circle) in its colour with its glyph on it.
 * @param {Civ | undefined} civ
 * @param {number} x the centre
 * @param {number} y
 * @param {number} size
 * @param {"cube" | "marker"} kind
 * @param {Record<string, unknown>} [attrs]
 */
export function piece(civ, x, y, size, kind, attrs = {}) {
  const r = size / 2, fill = colour(civ?.colour);
  const body = kind === "cube"
    ? s("rect", { x: x - r, y: y - r, width: size, height: size, rx: 2.5, fill, class: "hx-cube" })
    : s("circle", { cx: x, cy: y, r, fill, class: "hx-marker hit" });
  const glyph = GLYPHS[civ?.colour ?? ""];
  return s("g", attrs, body, glyph ? s("path", { d: glyph, transform: `translate(${x} ${y}) scale(${r * 0.62})`, class: "hx-glyph" }) : null);
}
