// Seats as the shell names and colours them: a player's name, a bot's name and level, the seat's colour.
import { I18N, _, levelName } from "../lib/i18n.js";
/** @import { SeatsApp } from "../lib/types.js" */

// Colours for games whose board module gives none (seat 1, 2, ...).
const PALETTE = ["#c0392b", "#2f6db5", "#2e8b57", "#d4a017", "#7d3c98", "#16a085"];

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
