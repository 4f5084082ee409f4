// Tooltips: any element with data-tip (a board piece, a card, an action) explains itself after a short
// hover, on keyboard focus (never a menu line's: its tip would hide the lines below) and on a long press
// (which then does not count as a click). A tip is short: its first lines, with "More" for the rest and for
// data-tip-more. It goes where it covers no lit place, no open menu and no action button when it can, and
// closes on a click and when what it explains is redrawn; after a click it waits for the pointer to move.
import { byId, h } from "../lib/dom.js";
import { _ } from "../lib/i18n.js";

const PRESS_MS = 450;
const HOVER_MS = 400;
const SWITCH_MS = 120;  // from one tip to the next, once one is open
const LEAVE_MS = 250;  // time to reach the tip (and its "More") from the element
const SHORT_LINES = 3;
const SHORT_CHARS = 220;
const GAP = 10;
const GRID = 16;  // px between the spots tried when none of the usual ones is clear

/** @typedef {HTMLElement | SVGElement} Owner */

/**
 * A tip's text split into what shows at once and what "More" adds.
 * @param {string} tip
 * @param {string} more
 * @returns {[string, string]}
 */
export function split(tip, more) {
  const lines = tip.split("\n");
  const short = [];
  let chars = 0;
  while (lines.length && short.filter(Boolean).length < SHORT_LINES) {
    const line = /** @type {string} */ (lines[0]);
    if (short.length && chars + line.length > SHORT_CHARS) break;
    lines.shift();
    if (line.length > SHORT_CHARS * 1.3) {  // one long paragraph: cut it after a sentence (or a word)
      const cut = Math.max(line.lastIndexOf(". ", SHORT_CHARS), line.lastIndexOf(" ", SHORT_CHARS));
      const at = cut > SHORT_CHARS / 2 ? cut + 1 : SHORT_CHARS;
      short.push(line.slice(0, at).trim());
      lines.unshift(line.slice(at).trim());
      break;
    }
    short.push(line);
    chars += line.length;
  }
  const rest = [lines.join("\n").trim(), more.trim()].filter(Boolean).join("\n\n");
  return [short.join("\n").trim(), rest];
}

/** @typedef {{ left: number, top: number, right: number, bottom: number }} Box */

/**
 * The part of an element one can see: cut by every ancestor that clips it (a scrolled map) and the screen.
 * @param {Element} el
 * @returns {Box | null}
 */
function seen(el) {
  const r = el.getBoundingClientRect();
  let box = { left: Math.max(0, r.left), top: Math.max(0, r.top), right: Math.min(innerWidth, r.right), bottom: Math.min(innerHeight, r.bottom) };
  for (let a = el.parentElement; a && box.right > box.left && box.bottom > box.top; a = a.parentElement) {
    if (getComputedStyle(a).overflow === "visible") continue;
    const c = a.getBoundingClientRect();
    box = { left: Math.max(box.left, c.left), top: Math.max(box.top, c.top), right: Math.min(box.right, c.right), bottom: Math.min(box.bottom, c.bottom) };
  }
  return box.right > box.left && box.bottom > box.top ? box : null;
}

/**
 * The rectangles a tip should not cover (as far as they can be seen), each with its weight: lit places, open
 * menus and the action bar's buttons (the choices at hand), the players panel a very little, and the element itself.
 * @param {Owner} owner
 * @returns {[Box, number][]}
 */
function avoided(owner) {
  /** @type {[Element, number][]} */
  const els = [[owner, 1]];
  for (const el of document.querySelectorAll(".selectable, .choice-menu, #actions button")) {
    if (el !== owner && !owner.contains(el)) els.push([el, 1]);
  }
  const players = document.getElementById("players");
  if (players) els.push([players, 1e-4]);  // any of it rather than a corner of a lit place
  /** @type {[Box, number][]} */
  const out = [];
  for (const [el, weight] of els) {
    const box = seen(el);
    if (box) out.push([box, weight]);
  }
  return out;
}

/**
 * How much a box at (x, y) of size (w, h) covers of the rectangles (weighted area).
 * @param {number} x @param {number} y @param {number} w @param {number} ht
 * @param {[Box, number][]} rects
 */
function covered(x, y, w, ht, rects) {
  let sum = 0;
  for (const [r, weight] of rects) {
    const dx = Math.min(x + w, r.right) - Math.max(x, r.left);
    const dy = Math.min(y + ht, r.bottom) - Math.max(y, r.top);
    if (dx > 0 && dy > 0) sum += dx * dy * weight;
  }
  return sum;
}

/**
 * Where a tip of size (w, h) goes for an element, the pointer at (x, y): the first of a few places about the
 * pointer and the element that covers nothing to avoid, else the one that covers least.
 * @param {Owner} owner
 * @param {number} x @param {number} y @param {number} w @param {number} ht
 * @returns {[number, number]}
 */
export function placeFor(owner, x, y, w, ht) {
  // Beside the place the element belongs to (a piece on a lit site: beside the site).
  const r = (owner.closest(".selectable") ?? owner).getBoundingClientRect();
  /** @type {[number, number][]} */
  const spots = [
    [x + 12, y + 18], [x + 12, y - ht - GAP], [x - w - 12, y + 18], [x - w - 12, y - ht - GAP],
    [r.right + GAP, r.top], [r.left - w - GAP, r.top], [r.left, r.bottom + GAP], [r.left, r.top - ht - GAP],
    [r.right + GAP, r.bottom - ht], [r.left - w - GAP, r.bottom - ht],
    [GAP, innerHeight - ht - GAP], [innerWidth - w - GAP, innerHeight - ht - GAP], [innerWidth - w - GAP, GAP], [GAP, GAP],
  ];
  const rects = avoided(owner);
  let best = spots[0], least = Infinity;
  for (const [sx, sy] of spots) {
    const px = Math.max(4, Math.min(sx, innerWidth - w - 4)), py = Math.max(4, Math.min(sy, innerHeight - ht - 4));
    const cost = covered(px, py, w, ht, rects);
    if (cost < least) { least = cost; best = [px, py]; }
    if (cost === 0) return best;
  }
  // A screen full of lit places (a phone's): any clear spot on a grid over the screen, the nearest the pointer.
  let nearest = Infinity;
  for (let py = 4; py <= innerHeight - ht - 4; py += GRID) {
    for (let px = 4; px <= innerWidth - w - 4; px += GRID) {
      const cost = covered(px, py, w, ht, rects);
      const away = Math.hypot(px - x, py - y);
      if (cost < least || (cost === least && away < nearest)) { least = cost; nearest = away; best = [px, py]; }
    }
  }
  return best;
}

/** @type {(() => void) | null} */
let closeOpen = null;
/** @type {Owner | null} */
let shownFor = null;
let restoring = false;
let pinned = false;  // "More" was pressed: the tip is being read

/**
 * Give an element the focus without opening its tip (the page gives the focus back after a redraw).
 * @param {HTMLElement | SVGElement} el
 */
export function focusQuietly(el) {
  restoring = true;
  try { el.focus({ preventScroll: true }); } finally { restoring = false; }
}

// A redraw replaced what the open tip explains: it closes, unless it is being read ("More" pressed).
export function tipsAfterRedraw() {
  if (shownFor && !shownFor.isConnected && !pinned) closeOpen?.();
}

export function mountTips() {
  const tip = byId("tip");
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let pressTimer;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let openTimer;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let leaveTimer;
  let pressed = false;
  // After a click no tip opens until the pointer moves on: the move just made redrew the place under it.
  /** @type {[number, number] | null} */
  let quietAt = null;

  /** @type {(el: Owner, x: number, y: number) => void} */
  const show = (el, x, y) => {
    clearTimeout(leaveTimer);
    const [short, rest] = split(el.dataset.tip ?? "", el.dataset.tipMore ?? "");
    if (!short) { hide(); return; }
    const text = h("span", { class: "tip-text" }, short);
    const more = rest ? h("button", { type: "button", class: "tip-more", onclick: (/** @type {MouseEvent} */ e) => {
      e.stopPropagation();
      // It grows where it is and stays open for reading (pinned) until a press elsewhere or Escape; only what
      // would leave the screen moves up. Pinned first: the pressed button, focused, leaves as it is replaced.
      pinned = true;
      /** @type {Element} */ (e.currentTarget).replaceWith(h("span", { class: "tip-rest" }, rest));
      const box = tip.getBoundingClientRect();
      if (box.bottom > innerHeight - 4) tip.style.top = `${Math.max(4, innerHeight - 4 - box.height)}px`;
    } }, _("More")) : null;
    tip.replaceChildren(text, more ?? "");
    tip.hidden = false;
    shownFor = el;
    const put = () => {
      const box = tip.getBoundingClientRect();
      const [left, top] = placeFor(el, x, y, box.width, box.height);
      tip.style.left = `${left}px`;
      tip.style.top = `${top}px`;
    };
    tip.style.left = "0px"; tip.style.top = "0px";
    put();
  };
  const hide = () => {
    clearTimeout(openTimer); clearTimeout(leaveTimer);
    pinned = false;
    tip.hidden = true;
    shownFor = null;
  };
  closeOpen = hide;
  /** @type {(el: Owner, x: number, y: number) => void} */
  const later = (el, x, y) => {
    clearTimeout(openTimer); clearTimeout(leaveTimer);
    openTimer = setTimeout(() => { if (el.isConnected) show(el, x, y); }, tip.hidden ? HOVER_MS : SWITCH_MS);
  };
  /** @type {(target: EventTarget | null) => Owner | null} */
  const owner = (target) => (target instanceof Element ? target.closest("[data-tip]") : null);
  const inTip = (/** @type {EventTarget | null} */ target) => target instanceof Node && tip.contains(target);

  document.addEventListener("pointerover", (e) => {
    if (e.pointerType === "touch" || inTip(e.target)) { clearTimeout(leaveTimer); return; }
    const el = owner(e.target);
    if (el === shownFor && el) return;
    // Quiet: the pointer still where it clicked (the place under it redrawn).
    const quiet = quietAt !== null && Math.hypot(e.clientX - quietAt[0], e.clientY - quietAt[1]) <= 8;
    if (el?.dataset.tip && !quiet) later(el, e.clientX, e.clientY);
    else if (!tip.hidden && !pinned) { clearTimeout(openTimer); leaveTimer = setTimeout(hide, LEAVE_MS); } else clearTimeout(openTimer);
  });
  document.addEventListener("pointermove", (e) => {
    if (quietAt && Math.hypot(e.clientX - quietAt[0], e.clientY - quietAt[1]) > 8) {
      quietAt = null;
      const el = owner(e.target);
      if (el?.dataset.tip) later(el, e.clientX, e.clientY);
    }
  });
  tip.addEventListener("pointerleave", () => { if (!pinned) leaveTimer = setTimeout(hide, LEAVE_MS); });
  document.addEventListener("focusin", (e) => {
    const el = owner(e.target);
    // A menu line's tip would cover the lines under it; a focus the page gave back after a redraw
    // (not the keyboard's) opens none either.
    if (restoring || inTip(e.target)) return;  // "More" takes the focus as it is pressed: the tip stays
    if (!el?.dataset.tip || el.closest(".choice-menu") || !el.matches(":focus-visible")) { hide(); return; }
    const box = el.getBoundingClientRect();
    later(el, box.left + box.width / 2, box.bottom - 12);
  });
  document.addEventListener("focusout", (e) => { if (!pinned && !inTip(/** @type {FocusEvent} */ (e).relatedTarget)) hide(); });
  document.addEventListener("pointerdown", (e) => {
    if (inTip(e.target)) return;
    hide();
    pressed = false;
    quietAt = [e.clientX, e.clientY];
    const el = owner(e.target);
    if (e.pointerType !== "touch" || !el?.dataset.tip) return;
    pressTimer = setTimeout(() => { pressed = true; show(el, e.clientX, e.clientY); }, PRESS_MS);
  });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") hide(); });
  for (const kind of ["pointerup", "pointercancel"]) document.addEventListener(kind, () => clearTimeout(pressTimer));
  // A long press showed a tooltip: it is not also a click.
  document.addEventListener("click", (e) => { if (pressed && !inTip(e.target)) { e.stopPropagation(); e.preventDefault(); pressed = false; } }, true);
}
