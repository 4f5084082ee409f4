// Forced moves: a decision with exactly one legal action is taken for the player, and the log and a toast
// say so. A player who wants to see every decision turns on "confirm forced moves" (kept in this browser).
// Never during a replay nor for a spectator; never twice for one decision (a refusal leaves the choice to
// the player: no loop of resends), and not after the player's own undo (that would take the undo back)
// until the player has acted again.
import { h } from "../lib/dom.js";
import { _ } from "../lib/i18n.js";
/** @import { GameEvent, LiveApp, Offer } from "../lib/types.js" */

const SETTING = "agora.confirmForced";

/** Whether this browser's player asked to confirm forced moves (off unless set). */
export function confirmsForced() {
  return localStorage.getItem(SETTING) === "1";
}

/** @param {boolean} on */
export function setConfirmsForced(on) {
  if (on) localStorage.setItem(SETTING, "1");
  else localStorage.removeItem(SETTING);
}

// The setting's switch, for the table page's help dialog.
export function forcedSwitch() {
  const box = h("input", { type: "checkbox", id: "confirm-forced", checked: confirmsForced(),
    onchange: () => setConfirmsForced(box.checked) });
  return h("label", { class: "setting" }, box, " ", _("Confirm forced moves"),
    h("small", { class: "muted" }, ` — ${_("when only one move is possible, wait for my click instead of making it for me")}`));
}

export class Forced {
  constructor() {
    // The log index of the decision last taken for the player: it is not taken again (after a refusal).
    this.tried = -1;
    // Held after the player's undo, and after a forced send until a state shows it was applied: a state
    // pushed before it was (another seat's move in a simultaneous step) still offers the same action, and
    // sending it again would be refused.
    this.held = false;
    /** @type {string | null} the action last taken for the player, while held for it */
    this.sentCode = null;
  }

  /**
   * Note what a state tells about the player's own moves: its events, and what it asks of the player.
   * @param {GameEvent[]} events
   * @param {number | null} mine the reader's seat
   * @param {Offer[]} legal
   */
  receive(events, mine, legal) {
    const own = events.filter((e) => mine !== null && e.seat === mine);
    if (own.some((e) => e.kind === "undo")) { this.held = true; this.sentCode = null; return; }
    const same = this.sentCode !== null && legal.length === 1 && legal[0].code === this.sentCode;
    if (own.length || !legal.length || (this.sentCode !== null && !same)) { this.held = false; this.sentCode = null; }
  }

  /**
   * The one legal action to take for the player now, if any (it is then marked as tried).
   * @param {LiveApp} app
   * @returns {Offer | null}
   */
  take(app) {
    const state = app.state;
    if (state.seat === null || state.status !== "active" || app.replay.active || app.sent) return null;
    if (state.legal.length !== 1 || this.held || this.tried === state.log_index || confirmsForced()) return null;
    this.tried = state.log_index;
    this.held = true;
    this.sentCode = state.legal[0].code;
    return state.legal[0];
  }
}
