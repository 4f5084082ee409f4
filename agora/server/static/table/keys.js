// The keyboard at the table: Tab goes through the lit places and the buttons, Enter or Space acts, E takes
// the ending action (end the turn, pass, done), U undoes, Esc closes a menu, ? opens the help. The focus
// survives the redraw every state brings: the same place (data-target), action (data-code) or log line
// gets it back, so a bot's move between Tab and Enter does not lose the player's move.
import { h } from "../lib/dom.js";
import { _ } from "../lib/i18n.js";
import { focusQuietly } from "./tips.js";
/** @import { LiveApp, Offer } from "../lib/types.js" */

// The codes of the actions that end a player's part of a step, the likeliest first (the shell knows no
// rule: these are the words the games use for it).
const ENDING = ["end", "done", "pass", "stop", "skip"];

/**
 * The legal action the E key takes: the one ending the turn or step (null if none, or if it is unclear).
 * @param {Offer[]} legal
 * @returns {Offer | null}
 */
export function endingOffer(legal) {
  for (const code of ENDING) {
    const offer = legal.find((o) => o.code === code);
    if (offer) return offer;
  }
  return null;
}

/**
 * What holds the keyboard's focus, as a selector that finds it again once redrawn (null: nothing of ours).
 * @returns {string | null}
 */
export function focusKey() {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement || el instanceof SVGElement) || el === document.body) return null;
  const { target, code, entry } = el.dataset;
  if (code !== undefined) return `button[data-code="${CSS.escape(code)}"]`;
  if (target !== undefined && el.classList.contains("selectable")) return `.selectable[data-target="${CSS.escape(target)}"]`;
  if (entry !== undefined && el.closest("#log")) return `#log li[data-entry="${CSS.escape(entry)}"]`;
  return null;
}

// What held the focus when a redraw drew it disabled (the bar, while an action is in flight): the next
// redraw gives it back, so a keyboard player keeps their place across their own move.
/** @type {string | null} */
let waiting = null;

/**
 * Give the focus back to what held it before a redraw, if the redraw dropped it and the thing is still there.
 * @param {string | null} key
 */
export function restoreFocus(key) {
  const want = key ?? waiting;
  waiting = null;
  const lost = document.activeElement === null || document.activeElement === document.body;
  if (want === null || !lost) return;
  const el = /** @type {HTMLElement | SVGElement | null} */ (document.querySelector(want));
  if (el instanceof HTMLButtonElement && el.disabled) waiting = want;
  else if (el) focusQuietly(el);
}

/**
 * Whether a key press belongs to a field or a dialog rather than to the table.
 * @param {KeyboardEvent} event
 */
function elsewhere(event) {
  const el = /** @type {Element | null} */ (event.target instanceof Element ? event.target : null);
  return event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented
    || Boolean(el?.closest("input, textarea, select, [contenteditable], dialog"));
}

/** @param {LiveApp} app */
export function mountKeys(app) {
  document.addEventListener("pointerdown", () => { waiting = null; });  // the player chose another place
  document.addEventListener("keydown", (event) => {
    if (elsewhere(event)) return;
    // By the key's place (KeyE), not its letter: the same key on a Greek layout.
    if (event.code === "KeyE") {
      const offer = app.replay.active || app.sent ? null : endingOffer(app.state?.legal ?? []);
      if (offer) { event.preventDefault(); app.act(offer.code); }
    } else if (event.code === "KeyU") {
      if (app.state?.can_undo && !app.sent) { event.preventDefault(); app.undo(); }
    } else if (event.key === "?") {
      event.preventDefault();
      document.getElementById("how-button")?.click();
    }
  });
}

// The keys, told in the help dialog.
export function keysHelp() {
  /** @type {[string, string][]} */
  const keys = [
    ["Tab", _("go to the next lit place or button (Shift+Tab: back)")],
    [`Enter / ${_("Space")}`, _("take the action of the lit place or button (a menu opens where there are several)")],
    ["E", _("end your turn, pass or stop: the action bar's ending button")],
    ["U", _("undo your last move, where it can be undone")],
    ["Esc", _("close a menu")],
    ["?", _("this help")],
  ];
  return [h("h3", {}, _("Keys")), h("dl", { class: "keys" }, keys.flatMap(([key, what]) => [h("dt", {}, h("kbd", {}, key)), h("dd", {}, what)]))];
}

/**
 * The E key's hint on the ending action's button.
 * @param {Offer} offer
 * @param {Offer[]} legal
 */
export function keyHint(offer, legal) {
  return endingOffer(legal) === offer ? h("kbd", { class: "key-hint", title: _("key: {key}", { key: "E" }), "aria-hidden": "true" }, "E") : null;
}
