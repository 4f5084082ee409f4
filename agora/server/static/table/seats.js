// Seats as the shell names and colours them: a player's name, a bot's name and level, the seat's colour and
// shape (its second cue: a seat is never told apart by colour alone).
import { s } from "../lib/dom.js";
import { I18N, _, levelName } from "../lib/i18n.js";
/** @import { SeatsApp } from "../lib/types.js" */

// Colours for games whose board module gives none (seat 1, 2, ...): blue, orange, teal, violet, brown, black.
// Each is at least 3.2:1 against the panel's surfaces (#fffdf7, #fff8e6), and any two are at least 24 apart
// (ΔE2000) in normal sight and under simulated deuteranopia and protanopia (Machado 2009, severity 1).
const PALETTE = ["#057dff", "#ff3c0f", "#289687", "#4200a4", "#763536", "#00001a"];

// Each seat's shape (seat 1, 2, ...), drawn in a 20×20 box: a circle, a triangle, a square, a diamond, a star,
// a hexagon.
const SHAPES = [
  { tag: "circle", cx: 10, cy: 10, r: 8 },
  { tag: "polygon", points: "10,1.5 19,18 1,18" },
  { tag: "rect", x: 2.5, y: 2.5, width: 15, height: 15 },
  { tag: "polygon", points: "10,1 19,10 10,19 1,10" },
  { tag: "polygon", points: "10,1 12.6,7.1 19,7.2 13.9,11.3 15.8,18.5 10,14.6 4.2,18.5 6.1,11.3 1,7.2 7.4,7.1" },
  { tag: "polygon", points: "5.5,2.2 14.5,2.2 19,10 14.5,17.8 5.5,17.8 1,10" },
];

/** @param {SeatsApp} app @param {number} seat */
function seatInfo(app, seat) {
  return app.state?.seats?.[seat] ?? app.info?.seats?.[seat];
}

/**
 * The seat's name: its player's, or its bot's ("Seat 2" while a seat is free).
 * @param {SeatsApp} app
 * @param {number} seat
 */
export function seatName(app, seat) {
  const info = seatInfo(app, seat);
  return I18N.pick(info?.names) || info?.name || `${_("Seat")} ${seat + 1}`;
}

/**
 * The name with what the status bar and log add: "(bot)" or "(you)".
 * @param {SeatsApp} app
 * @param {number} seat
 */
export function seatLabel(app, seat) {
  const info = seatInfo(app, seat);
  if (info?.kind === "bot") return `${seatName(app, seat)} (${_("Bot")})`;
  return seat === app.state?.seat ? `${seatName(app, seat)} (${_("you")})` : seatName(app, seat);
}

/** @param {SeatsApp} app @param {number} seat */
export function botLevel(app, seat) {
  const info = seatInfo(app, seat);
  return info?.kind === "bot" ? levelName(info.bot ?? "") : null;
}

/**
 * @param {SeatsApp} app
 * @param {unknown} view the view the board module reads the colour from
 * @param {number} seat
 * @returns {string}
 */
export function seatColour(app, view, seat) {
  return app.board?.module?.colour?.(view, seat) ?? PALETTE[seat % PALETTE.length];
}

/**
 * The seat's mark: its shape filled with its colour (the shape tells the seats apart where colours do not).
 * @param {string} colour
 * @param {number} seat
 */
export function seatMark(colour, seat) {
  const { tag, ...shape } = SHAPES[seat % SHAPES.length];
  return s("svg", { class: "seat-mark", viewBox: "0 0 20 20", "aria-hidden": "true" },
    s(/** @type {"circle" | "polygon" | "rect"} */ (tag), { ...shape, fill: colour, stroke: "#2a2420", "stroke-width": 1 }));
}
