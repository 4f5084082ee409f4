// The log (newest first, each line in the seat's colour; hovering one lights what it touched on the
// board), the toasts that tell others' moves as they come (beside the board, never over it: over a
// board they hid the places of the choice at hand), "since your last turn", and the shell's own notes
// (a move taken for the player).
import { byId, h } from "../lib/dom.js";
import { I18N, _ } from "../lib/i18n.js";
import { seatColour } from "./seats.js";
/** @import { GameEvent, LiveApp, Offer, StateMessage, Texts } from "../lib/types.js" */

/**
 * A log entry: the event, and its line in every language (made by the server).
 * @typedef {{ event: GameEvent, lines: Texts | undefined }} Entry
 */

/**
 * A line of the shell's own, placed after the first `at` entries: an action taken for the player.
 * @typedef {{ at: number, offer: Offer }} Note
 */

const SHOWN = 300;
const TOAST_MS = 3500;

/**
 * What one can see of an element: its box cut by the screen and by every ancestor that clips (a scrolled
 * board frame hides the places scrolled out of it), or null.
 * @param {Element} el
 */
function seenBox(el) {
  const b = el.getBoundingClientRect();
  let [left, top, right, bottom] = [Math.max(0, b.left), Math.max(0, b.top), Math.min(innerWidth, b.right), Math.min(innerHeight, b.bottom)];
  for (let a = el.parentElement; a && right > left && bottom > top; a = a.parentElement) {
    if (getComputedStyle(a).overflow === "visible") continue;
    const c = a.getBoundingClientRect();
    [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
  }
  return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
}

export class Log {
  /** @param {LiveApp} app */
  constructor(app) {
    this.app = app;
    /** @type {Entry[]} */
    this.entries = [];
    /** @type {Entry[]} what others did since this seat last acted */
    this.since = [];
    this.sinceShown = false;
    // A move taken for the player is not the player's turn: what others did before it stays to be read.
    this.keepSince = false;
    /** @type {Note[]} */
    this.notes = [];
    const list = byId("log");
    list.addEventListener("pointerover", (e) => this.app.board.light(this.targetsAt(e.target)));
    list.addEventListener("pointerleave", () => this.app.board.light([]));
    list.addEventListener("focusin", (e) => this.app.board.light(this.targetsAt(e.target)));
    // On a phone the toasts lie over the page's header: they fade while the pointer is near them, so the
    // header's buttons show (clicks pass through them).
    const toasts = byId("toasts");
    document.addEventListener("pointermove", (e) => {
      const r = toasts.getBoundingClientRect();
      const near = r.width > 0 && e.clientX > r.left - 24 && e.clientX < r.right + 24 && e.clientY > r.top - 24 && e.clientY < r.bottom + 24;
      toasts.classList.toggle("faded", near);
    });
    // A scroll (the board's, or the page's when a focus or a mat brought into sight moves it) may bring a lit
    // place under the toasts: they step aside, once a frame at most.
    let queued = false;
    document.addEventListener("scroll", () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => { queued = false; this.clearChoices(); });
    }, { capture: true, passive: true });
  }

  /**
   * The toasts never lie over a place of the choice at hand or an open menu (on a phone they are laid over
   * the header, and nothing else may be there): while they would, they step aside (hidden; the log keeps
   * what they tell). Run when a toast comes, after every drawing and on a scroll.
   */
  clearChoices() {
    const toasts = byId("toasts");
    toasts.classList.remove("aside");
    const r = toasts.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return;
    const meets = (/** @type {Element} */ el) => {
      const b = seenBox(el);
      return b !== null && Math.min(r.right, b.right) - Math.max(r.left, b.left) > 1 && Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top) > 1;
    };
    toasts.classList.toggle("aside", [...document.querySelectorAll(".selectable, .choice-menu")].some(meets));
  }

  /**
   * An action the shell took for the player (it was the only one): told in the log and in a toast.
   * @param {Offer} offer
   */
  forced(offer) {
    const note = { at: this.entries.length, offer };
    this.notes.push(note);
    this.keepSince = true;
    this.toast([], note);
  }

  /** @param {Note} note */
  noteLine({ offer }) {
    return _("Only one choice: {action}. Taken for you.", { action: I18N.pick(offer.labels, offer.label) });
  }

  /**
   * @param {EventTarget | null} el
   * @returns {string[]}
   */
  targetsAt(el) {
    if (!(el instanceof Element)) return [];
    const item = /** @type {HTMLElement | null} */ (el.closest("li[data-entry]"));
    return item ? this.entries[Number(item.dataset.entry)]?.event.targets ?? [] : [];
  }

  // A state message's events: logged; if they came live (not on first load), others' moves are told in a
  // toast and marked on the board.
  /**
   * @param {StateMessage} message
   * @param {boolean} live
   */
  receive(message, live) {
    const mine = message.seat;
    const fresh = message.events.map((event, i) => ({ event, lines: message.lines?.[i] }));
    this.entries.push(...fresh);
    if (!live) return;
    const others = fresh.filter(({ event }) => event.seat === undefined || event.seat !== mine);
    if (fresh.some(({ event }) => mine !== null && event.seat === mine)) {
      if (!this.keepSince) this.since = [];
      this.keepSince = false;
    }
    this.since.push(...others.filter(({ event }) => event.kind !== "undo"));
    this.app.board.touch(others.flatMap(({ event }) => event.targets ?? []));
    if (others.length) this.toast(others);
    if (message.legal.length && this.since.length) this.sinceShown = true;
  }

  /** @param {Entry} entry */
  line({ event, lines }) {
    return I18N.pick(lines, event.kind);
  }

  /**
   * Tell moves as they come: the last two lines of them (and how many more), or the last and a note of the
   * shell's.
   * After a while the toast goes (on a wide screen it stays, faded, as the last move told).
   * @param {Entry[]} items
   * @param {Note} [note]
   */
  toast(items, note) {
    if (this.app.replay.active) return;
    const box = byId("toasts");
    // Two lines at most (the status bar's height): the latest moves, or the latest and the shell's note.
    const shown = items.slice(note ? -1 : -2);
    const more = items.length - shown.length;
    const toast = h("div", { class: "toast" },
      shown.map((item, i) => h("p", { style: this.colourOf(item) },
        i === 0 && more ? h("span", { class: "more" }, `+${more} `) : null, this.line(item))),
      note ? h("p", { class: "forced-note" }, this.noteLine(note)) : null);
    box.append(toast);
    while (box.children.length > 2) box.firstElementChild?.remove();
    this.clearChoices();
    setTimeout(() => toast.classList.add("old"), TOAST_MS);
  }

  /** @param {Entry} entry */
  colourOf({ event }) {
    const seat = event.seat;
    return typeof seat === "number" ? `--seat: ${seatColour(this.app, this.app.state.view, seat)}` : null;
  }

  /** @param {Note} note */
  noteItem(note) {
    return h("li", { class: "note", dataset: { note: note.at } }, this.noteLine(note));
  }

  hideSince() {
    this.sinceShown = false;
    this.since = [];
    byId("since").hidden = true;
  }

  render() {
    if (this.app.replay.active) return;
    const start = Math.max(0, this.entries.length - SHOWN);
    const items = [];
    let notes = this.notes.length - 1;
    for (let i = this.entries.length - 1; i >= start; i--) {
      for (; notes >= 0 && this.notes[notes].at > i; notes--) items.push(this.noteItem(this.notes[notes]));
      const entry = this.entries[i];
      items.push(h("li", { dataset: { entry: i, seated: String(typeof entry.event.seat === "number") }, style: this.colourOf(entry), tabindex: "0" },
        h("span", { class: "entry-no" }, String(entry.event.index + 1)), " ", this.line(entry)));
    }
    byId("log").replaceChildren(...items);
    const since = byId("since");
    since.hidden = !(this.sinceShown && this.app.state.legal.length);
    if (!since.hidden) {
      const close = h("button", { type: "button", class: "close", title: _("Close"), "aria-label": _("Close"),
        onclick: () => this.hideSince() }, "×");
      since.replaceChildren(h("h2", {}, _("Since your last turn"), close),
        h("ul", {}, this.since.slice(-12).map((item) => h("li", { style: this.colourOf(item) }, this.line(item)))));
    }
  }
}
