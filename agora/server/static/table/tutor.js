// A tutorial table's coach: the step's words (what to do and why, with its rulebook section), a pointer on the
// place the step asks for (the board's own lit place, or the action's button), and the friendly hint when
// another move is tried. The server decides every step (it refuses an off-script move); this only shows it.
import { byId, h } from "../lib/dom.js";
import { I18N, _ } from "../lib/i18n.js";
/** @import { LiveApp } from "../lib/types.js" */

const POINT = "tutor-point";
/** The log index the shown hint answers: a new state clears it. */
let hintAt = -1;
/** @type {import("../lib/types.js").Texts | null} */
let hint = null;
let closed = false;

/**
 * The places the step points at: its board place, and the button (or menu line) of its action.
 * @param {string | null} code
 * @param {string | null} target
 */
function point(code, target) {
  for (const el of document.querySelectorAll(`.${POINT}`)) el.classList.remove(POINT);
  document.body.classList.toggle("tutoring", code !== null);
  if (code === null) return;
  const places = target === null ? [] : [...document.querySelectorAll(`[data-target="${CSS.escape(target)}"]`)];
  const buttons = [...document.querySelectorAll(`button.action[data-code="${CSS.escape(code)}"]`)];
  for (const el of [...places, ...buttons]) el.classList.add(POINT);
}

/**
 * Draw the coach for the state shown (none at a table that is not a tutorial, or for a spectator).
 * @param {LiveApp} app
 */
export function renderTutor(app) {
  const box = byId("tutor");
  const coach = app.state.tutorial;
  const shown = Boolean(coach) && !app.replay.active && !closed;
  document.body.classList.toggle("coached", shown);  // a phone lays no toast over the header then (table.css)
  if (!coach || !shown) {
    box.hidden = true;
    point(null, null);
    return;
  }
  box.hidden = false;
  const mine = !app.sent && coach.code !== null;
  const says = coach.says ? I18N.pick(coach.says) : _("Your opponent is playing the move the tutorial has for it…");
  const parts = [
    h("strong", { class: "tutor-step" }, coach.over ? _("Tutorial complete") : _("Tutorial: step {n} of {of}",
      { n: Math.min(coach.number + 1, coach.of), of: coach.of })),
    " ",
    h("span", { class: "tutor-says" }, says),
  ];
  if (hint && hintAt === app.state.log_index) parts.push(h("p", { class: "tutor-hint", role: "alert" }, I18N.pick(hint)));
  if (coach.over) parts.push(" ", h("button", { type: "button", class: "quiet", id: "tutor-close", onclick: () => {
    closed = true;
    renderTutor(app);
  } }, _("Close")));
  box.replaceChildren(...parts);
  point(mine ? coach.code : null, mine ? coach.target : null);
}

/**
 * A move the step does not ask for was refused: its hint is shown in the coach, not as an error.
 * @param {LiveApp} app
 * @param {{ messages?: import("../lib/types.js").Texts, message: string }} refusal
 */
export function tutorHint(app, refusal) {
  hint = refusal.messages ?? { en: refusal.message };
  hintAt = app.state.log_index;
}

/**
 * A menu of several actions at one place opens after the board is drawn: its line for the step is pointed at.
 * @param {LiveApp} app
 */
export function mountTutor(app) {
  new MutationObserver(() => {
    const coach = app.state?.tutorial;
    if (!coach?.code || app.sent) return;
    for (const el of document.querySelectorAll(`.choice-menu button[data-code="${CSS.escape(coach.code)}"]`)) {
      el.classList.add(POINT);
    }
  }).observe(byId("board-frame"), { childList: true });
}
