// The seat's chances over the game, as the bot judged them: after each move played (solid, in a band: the
// search's own 95% margin) and after the move the bot preferred (dotted); the gap between them, shaded, is
// what the move gave away. The three
// biggest mistakes are numbered; a click on a point picks that decision.
import { s } from "../lib/dom.js";
import { _ } from "../lib/i18n.js";
/** @import { Texts } from "../lib/types.js" */

/**
 * A move as the review names it.
 * @typedef {{ code: string, labels?: Texts, explains?: Texts }} ReviewMove
 */
/**
 * One decision of the reviewed seat: the move played, the bot's, and the chances after each.
 * @typedef {object} Decision
 * @property {number} step the log's
 * @property {number} move the decision's number
 * @property {ReviewMove} played
 * @property {ReviewMove} best
 * @property {number} played_value
 * @property {number} best_value
 * @property {number} loss
 * @property {number | null} played_low the 95% margin of the search's value of the move played (null: not kept)
 * @property {number | null} played_high
 */

const H = 250, LEFT = 44, RIGHT = 14, TOP = 12, BOTTOM = 34;

export const percent = (/** @type {number} */ value) => `${Math.round(value * 100)}%`;

/**
 * @param {Decision[]} decisions
 * @param {number[]} mistakes the steps of the biggest mistakes, biggest first
 * @param {(step: number) => void} onPick
 * @param {number} W the width in pixels
 */
export function chart(decisions, mistakes, onPick, W) {
  const n = decisions.length;
  const x = (/** @type {number} */ i) => LEFT + (n > 1 ? i * (W - LEFT - RIGHT) / (n - 1) : (W - LEFT - RIGHT) / 2);
  const y = (/** @type {number} */ v) => TOP + (1 - v) * (H - TOP - BOTTOM);
  const line = (/** @type {"best_value" | "played_value"} */ key) => decisions.map((d, i) => `${x(i).toFixed(1)},${y(d[key]).toFixed(1)}`).join(" ");
  const grid = [0, 0.25, 0.5, 0.75, 1].map((v) => s("g", { class: v === 0.5 ? "grid even" : "grid" },
    s("line", { x1: LEFT, x2: W - RIGHT, y1: y(v), y2: y(v) }),
    s("text", { x: LEFT - 6, y: y(v) + 4, "text-anchor": "end" }, percent(v))));
  // A numbered decision every 80 px or so along the bottom, whatever their count.
  const every = Math.max(1, Math.ceil(n / Math.max(2, Math.floor(W / 80))));
  const ticks = decisions.map((d, i) => (i % every === 0 || i === n - 1
    ? s("text", { class: "tick", x: x(i), y: H - BOTTOM + 16, "text-anchor": "middle" }, String(d.move)) : null));
  const gap = decisions.map((d, i) => `${x(i).toFixed(1)},${y(d.best_value).toFixed(1)}`)
    .concat(decisions.map((d, i) => `${x(i).toFixed(1)},${y(d.played_value).toFixed(1)}`).reverse()).join(" ");
  // The search's own margin about the move played: a band, where the review kept it.
  const sure = decisions.every((d) => d.played_low !== null && d.played_high !== null);
  const band = sure && n > 1 ? decisions.map((d, i) => `${x(i).toFixed(1)},${y(d.played_high ?? 0).toFixed(1)}`)
    .concat(decisions.map((d, i) => `${x(i).toFixed(1)},${y(d.played_low ?? 0).toFixed(1)}`).reverse()).join(" ") : null;
  const dot = n > W / 12 ? 2.5 : 4;  // a long game's points stay apart
  const points = decisions.map((d, i) => {
    const rank = mistakes.indexOf(d.step);
    const margin = d.played_low !== null && d.played_high !== null
      ? ` ${_("(95%: {low}–{high})", { low: percent(d.played_low), high: percent(d.played_high) })}` : "";
    const tip = `${_("Decision")} ${d.move}: ${percent(d.played_value)}${margin} (${_("The bot's choice")}: ${percent(d.best_value)})`;
    return s("g", { class: rank >= 0 ? "point mistake" : "point", tabindex: "0", dataset: { step: d.step },
      onclick: () => onPick(d.step), onkeydown: (/** @type {KeyboardEvent} */ e) => { if (e.key === "Enter") onPick(d.step); } },
      s("title", {}, tip),
      s("circle", { cx: x(i), cy: y(d.played_value), r: rank >= 0 ? 9 : dot }),
      rank >= 0 ? s("text", { x: x(i), y: y(d.played_value) + 4, "text-anchor": "middle" }, String(rank + 1)) : null);
  });
  return s("svg", { class: "chances", viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: "img", "aria-label": _("Chances over the game, decision by decision") },
    grid, band ? s("polygon", { class: "margin", points: band }) : null, n > 1 ? s("polygon", { class: "gap", points: gap }) : null,
    s("polyline", { class: "best", points: line("best_value") }),
    s("polyline", { class: "played", points: line("played_value") }),
    ticks, s("text", { class: "axis", x: (LEFT + W - RIGHT) / 2, y: H - 4, "text-anchor": "middle" }, _("Decisions, in order")),
    points);
}
