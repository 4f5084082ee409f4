// The Ancient World's table, drawn from the view alone: the action board with the citizens on each space and
// what a placement would cost you, the round track, the damage dice, the Empire and military rows, the titan
// decks and the District, each seat's citizens at home and in the Hunger box, and the cards you are choosing
// among. Each player's mat goes in the players panel. Every element an action concerns carries the id the
// game gives it (data-target); the shell makes it selectable and acts on a click.
// This module lays the sections out for a laptop or a phone; they are drawn in ./ancient-world/.
import { h, LEAST_PX, pack, s } from "../lib/dom.js";
import { p_ } from "../lib/i18n.js";
import { keyFigures, mat } from "./ancient-world/mat.js";
import { choiceTray, citizenHomes, districtDeck, empireRow, GAPS, militaryRow, titanDecks } from "./ancient-world/rows.js";
import { actionBoard, dicePanel, noteRoll, roundTrack } from "./ancient-world/spaces.js";
import { CARD_W, GAP, seatColour } from "./ancient-world/words.js";
/** @import { BoardContext, BoardModule } from "../lib/types.js" */
/** @import { Section } from "../lib/dom.js" */
/** @import { Memory, View } from "./ancient-world/types.js" */

// --- the round's end, seat by seat ------------------------------------------------------------------------------

/**
 * The round that just ended (told for a few seconds), noted in ctx.memory as rounds go by.
 * @param {BoardContext} ctx
 * @param {View} view
 */
function endedRound(ctx, view) {
  if (ctx.replay) return null;
  const memory = /** @type {Memory} */ (ctx.memory);
  const over = view.phase === "game over";  // the last round's end starts no round: it ends the game
  const last = memory.lastRound;
  if (last !== undefined && (view.round > last || (over && !memory.lastOver))) memory.roundEnd = { round: over ? view.round : last, at: ctx.now };
  memory.lastRound = view.round;
  memory.lastOver = over;
  const roundEnd = memory.roundEnd;
  if (!roundEnd) return null;
  const age = ctx.now - roundEnd.at;
  return age < 9000 ? { round: roundEnd.round, age } : null;
}

// --- the board ----------------------------------------------------------------------------------------------

// The drawing's paints: the action spaces' parchment and the coins' gold.
const defs = () => s("defs", {},
  s("linearGradient", { id: "aw-parchment", x1: 0, y1: 0, x2: 0, y2: 1 }, s("stop", { offset: 0, "stop-color": "#f8eccb" }), s("stop", { offset: 1, "stop-color": "#ead8a8" })),
  s("radialGradient", { id: "aw-gold", cx: 0.4, cy: 0.35, r: 0.7 }, s("stop", { offset: 0, "stop-color": "#fbe7a1" }), s("stop", { offset: 1, "stop-color": "#d9a921" })));

/**
 * One SVG of packed sections, `W` wide.
 * @param {(Section | null)[]} sections
 * @param {number} W
 */
function sheet(sections, W) {
  const packed = pack(sections, W, GAPS);
  const H = packed.h;
  return s("svg", { class: "aw-board", viewBox: `-6 -6 ${W + 12} ${H + 12}`, role: "img", "aria-label": p_("ancient-world", "The Ancient World") },
    defs(), s("rect", { x: -6, y: -6, width: W + 12, height: H + 12, rx: 8, fill: "#f6edd8" }), packed.g);
}

const MIN_SCALE = LEAST_PX / 14;  // the least the desktop board is scaled: its smallest text is 14 units
const SCROLL_ROOM = 40;  // beside a board that scrolls: the frame's padding and its scroll bar

/** @param {View} view @param {BoardContext} ctx */
function draw(view, ctx) {
  const roll = noteRoll(ctx);
  const ended = endedRound(ctx, view);
  if (ctx.narrow) {  // a phone: the board and the cards, each a section of its own at a readable size
    const N = 440;
    const board = sheet([actionBoard(ctx, view, N), citizenHomes(ctx, view, N, ended), roundTrack(ctx, view, N), dicePanel(ctx, view, N, roll)], N);
    const cards = sheet([choiceTray(ctx, view, N), empireRow(ctx, view, N), districtDeck(ctx, view), militaryRow(ctx, view, N), titanDecks(ctx, view)], N);
    const part = (/** @type {string} */ id, /** @type {string} */ label, /** @type {SVGElement} */ drawn) =>
      h("div", { class: "aw-scroll", dataset: { section: id, sectionLabel: label } }, drawn);
    return h("div", { class: "board-sections" }, part("board", p_("ancient-world", "Board"), board), part("cards", p_("ancient-world", "Cards"), cards));
  }
  const W = 1000;
  const tray = choiceTray(ctx, view, 760);
  const svg = sheet([
    actionBoard(ctx, view, W),
    citizenHomes(ctx, view, W, ended),
    roundTrack(ctx, view, 580), dicePanel(ctx, view, W - 598, roll),
    empireRow(ctx, view, W - CARD_W - 18), districtDeck(ctx, view),
    militaryRow(ctx, view, W - 3 * (CARD_W + GAP) - 18), titanDecks(ctx, view),
  ], W);
  if (tray) {  // over the rows, below the action board
    tray.g.setAttribute("transform", `translate(${(W - tray.w) / 2} 150)`);
    svg.append(tray.g);
  }
  // Fitted to its frame, the board's 14-unit text stays 12 px at least; a board taller than that (a frame made
  // short by a tall action bar, more rows) is drawn at the frame's width instead, and scrolls down the frame.
  const [, , vw, vh] = (svg.getAttribute("viewBox") ?? "").split(" ").map(Number);
  const fw = ctx.frame.width, fh = ctx.frame.height;
  if (fw && fh && fh / vh < Math.min(MIN_SCALE, fw / vw)) {
    const width = Math.max(vw * MIN_SCALE, Math.min(vw, fw - SCROLL_ROOM));  // never under 12 px: it scrolls across
    svg.setAttribute("width", width.toFixed(1));
    svg.setAttribute("height", ((vh * width) / vw).toFixed(1));
    return h("div", { class: "aw-scrolled" }, svg);
  }
  return svg;
}

/** @type {BoardModule<View> & { summary: typeof keyFigures }} */
export default {
  style: "/static/boards/ancient-world.css",
  draw,
  mat,
  summary: keyFigures,
  colour: (_, seat) => seatColour(seat),
  score: (view, seat) => view.players[seat]?.vp_now ?? null,
  first: (view) => view.first_player,
};
