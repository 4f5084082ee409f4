// Historia's table, drawn from a seat's view (boards/README.md): the era and round track, the map of
// territories with their tiles and cubes, the progress matrix with its government zones and every
// civilization's marker, the wonder row, what is offered to choose (leaders, advisors, the goal token),
// the reader's own cards (hand, chosen face down, revealed, discard row), the Civbots, and each seat's mat.
// Ids (data-target) are the game's own (historia/table.py): a territory, wonder, leader or advisor by its
// id, "card-<action>" for the reader's action cards, "civ-<n>" for a civilization, "tech-<n>"/"army-<n>"
// for a column or row of the matrix. Card texts come with the names (ctx.name("wonder_text", id)...).
// This module lays the parts out for a laptop or a phone; the parts are drawn in ./historia/.
import { h, LEAST_PX, pack, s } from "../lib/dom.js";
import { p_ } from "../lib/i18n.js";
import { civbots, discardRow, hand, offers, wonderRow } from "./historia/cards.js";
import { colour, GAPS, SMALL } from "./historia/common.js";
import { map, NARROW_H, NARROW_W } from "./historia/map.js";
import { mat, summary } from "./historia/mat.js";
import { matrix } from "./historia/matrix.js";
import { track } from "./historia/track.js";
/** @import { BoardContext, BoardModule } from "../lib/types.js" */
/** @import { Section } from "../lib/dom.js" */
/** @import { View } from "./historia/types.js" */

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

// Beside a phone's section: the frame's padding (.6rem each side), the sheet's margin (6 units each side) and a
// pixel or two of rounding, so that a section is no wider than its frame.
const PHONE_ROOM = 34;

/**
 * A phone's board: three sections the shell shows one at a time (map, matrix, cards), each at one unit a
 * pixel, scrolling when taller than the frame.
 * @param {View} view @param {BoardContext} ctx
 */
function phone(view, ctx) {
  const W = Math.max(340, Math.min(420, (ctx.frame.width || 380) - PHONE_ROOM));
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
  // Fitted, a board a little taller than the frame shrinks: as far as its smallest text stays LEAST_PX.
  if (laid.h + 12 <= (shape + 12) * (SMALL / LEAST_PX)) {
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

export default /** @type {BoardModule<View>} */ ({
  style: "/static/boards/historia.css",
  draw,
  mat,
  summary,
  colour: (view, seat) => colour(view.civs.find((c) => c.seat === seat)?.colour),
  score: (view, seat) => view.civs.find((c) => c.seat === seat)?.vp ?? null,
  first: (view) => view.civs[view.turn_order?.[0]]?.seat ?? null,
});
