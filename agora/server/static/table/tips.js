// Tooltips: any element with data-tip (a board piece, a card, an action) explains itself after a short
// hover, on keyboard focus (never a menu line's: its tip would hide the lines below) and on a long press
// (which then does not count as a click). A tip is short: its first lines, with "More" for the rest and for
// data-tip-more, and "rulebook text" for the Greek rulebook's own words on the rules it cites (never inline). It
// goes where it covers no lit place, no open menu and no action button, shortened if it must be (else only a
// tip asked for opens), and closes on a click and when what it explains is redrawn; after a click it waits for
// the pointer to move.
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

// The game's rulebook in its own words (agora.core.rulebook: the names group "rulebook"), by a section as the
// texts cite it ("§A4.2") or by section and the id of what an element explains ("§6:work").
/** @type {Record<string, string>} */
let rulebook = {};
const SECTION = /§[A-Z]?\d+(?:\.\d+)*/g;

/**
 * Set the game's rulebook quotes once its names have come.
 * @param {Record<string, string> | undefined} quotes
 */
export function setRulebook(quotes) {
  rulebook = quotes ?? {};
}

/**
 * The rulebook's words for a tip: for each key its element names (data-tip-rule) and each section its text cites,
 * the quote of that key if there is one, else the section's; each quote once.
 * @param {string} text
 * @param {string} keys space-separated, e.g. "§6:work §5:work"
 * @returns {[string, string][]} section and words
 */
export function quotesFor(text, keys) {
  const named = keys.split(" ").filter(Boolean);
  const sections = new Set([...named.map((k) => /** @type {string} */ (k.split(":")[0])), ...(text.match(SECTION) ?? [])]);
  /** @type {[string, string][]} */
  const out = [];
  for (const section of sections) {
    const key = named.find((k) => k.startsWith(`${section}:`) && rulebook[k]) ?? section;
    const words = rulebook[key];
    if (words && !out.some(([, w]) => w === words)) out.push([section, words]);
  }
  return out;
}

/**
 * A tip's text split into what shows at once (at most `shortLines` paragraphs) and what "More" adds.
 * @param {string} tip
 * @param {string} more
 * @param {number} [shortLines]
 * @returns {[string, string]}
 */
export function split(tip, more, shortLines = SHORT_LINES) {
  const lines = tip.split("\n");
  const short = [];
  let chars = 0;
  while (lines.length && short.filter(Boolean).length < shortLines) {
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
 * Where a box of size (w, h) goes for an element, the pointer at (x, y), inside `bounds` (the screen, or the
 * part of it a board's menu may use): the first of a few places about the pointer and the element that covers
 * nothing to avoid, else the one that covers least. A tip and a choice menu are placed by it.
 * @param {Owner} owner
 * @param {number} x @param {number} y @param {number} w @param {number} ht
 * @param {Box} [bounds]
 * @returns {[number, number]}
 */
export function placeFor(owner, x, y, w, ht, bounds = { left: 0, top: 0, right: innerWidth, bottom: innerHeight }) {
  const [left, top] = place(owner, x, y, w, ht, bounds);
  return [left, top];
}

/**
 * `placeFor`'s spot, and whether a box there still covers a choice (a lit place, an open menu, an action
 * button or the element itself), not merely the players panel.
 * @param {Owner} owner
 * @param {number} x @param {number} y @param {number} w @param {number} ht
 * @param {Box} bounds
 * @returns {[number, number, boolean]}
 */
function place(owner, x, y, w, ht, bounds) {
  const b = { left: Math.max(0, bounds.left), top: Math.max(0, bounds.top), right: Math.min(innerWidth, bounds.right), bottom: Math.min(innerHeight, bounds.bottom) };
  // Beside the place the element belongs to (a piece on a lit site: beside the site).
  const r = (owner.closest(".selectable") ?? owner).getBoundingClientRect();
  /** @type {[number, number][]} */
  const spots = [
    [x + 12, y + 18], [x + 12, y - ht - GAP], [x - w - 12, y + 18], [x - w - 12, y - ht - GAP],
    [r.right + GAP, r.top], [r.left - w - GAP, r.top], [r.left, r.bottom + GAP], [r.left, r.top - ht - GAP],
    [r.right + GAP, r.bottom - ht], [r.left - w - GAP, r.bottom - ht],
    [b.left + GAP, b.bottom - ht - GAP], [b.right - w - GAP, b.bottom - ht - GAP], [b.right - w - GAP, b.top + GAP], [b.left + GAP, b.top + GAP],
  ];
  const rects = avoided(owner);
  const clampX = (/** @type {number} */ px) => Math.max(b.left + 4, Math.min(px, b.right - w - 4));
  const clampY = (/** @type {number} */ py) => Math.max(b.top + 4, Math.min(py, b.bottom - ht - 4));
  /** @type {[number, number]} */
  let best = [clampX(x + 12), clampY(y + 18)];
  let least = Infinity;
  for (const [sx, sy] of spots) {
    const px = clampX(sx), py = clampY(sy);
    const cost = covered(px, py, w, ht, rects);
    if (cost < least) { least = cost; best = [px, py]; }
    if (cost === 0) return [px, py, false];
  }
  // A box full of lit places (a phone's screen): any clear spot on a grid over it, the nearest the pointer.
  let nearest = Infinity;
  for (let py = b.top + 4; py <= b.bottom - ht - 4; py += GRID) {
    for (let px = b.left + 4; px <= b.right - w - 4; px += GRID) {
      const cost = covered(px, py, w, ht, rects);
      const away = Math.hypot(px - x, py - y);
      if (cost < least || (cost === least && away < nearest)) { least = cost; nearest = away; best = [px, py]; }
    }
  }
  const choices = rects.filter(([, weight]) => weight >= 1);
  return [best[0], best[1], covered(best[0], best[1], w, ht, choices) > 0];
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

  // A tip where it covers no choice: the usual short one, else its first paragraph alone (the rest behind
  // "More"). Where even that would cover one (a phone's screen full of lit places), a tip the pointer only
  // passed over stays shut; one asked for (a long press, the keyboard) opens where it covers least.
  /** @type {(el: Owner, x: number, y: number, asked: boolean) => void} */
  const show = (el, x, y, asked) => {
    clearTimeout(leaveTimer);
    for (const lines of [SHORT_LINES, 1]) {
      const [short, rest] = split(el.dataset.tip ?? "", el.dataset.tipMore ?? "", lines);
      if (!short) { hide(); return; }
      fill(el, short, rest);
      const box = tip.getBoundingClientRect();
      const [left, top, covers] = place(el, x, y, box.width, box.height, { left: 0, top: 0, right: innerWidth, bottom: innerHeight });
      tip.style.left = `${left}px`;
      tip.style.top = `${top}px`;
      if (!covers) return;
    }
    if (!asked) hide();
  };
  /** @type {(el: Owner, short: string, rest: string) => void} */
  const fill = (el, short, rest) => {
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
    tip.replaceChildren(text, more ?? "", original(el, short, rest));
    tip.hidden = false;
    shownFor = el;
    tip.style.left = "0px"; tip.style.top = "0px";  // measured at its full width before it is placed
  };
  // The rulebook's own words behind a toggle, in Greek whatever the page's language; opened, the tip stays.
  /** @type {(el: Owner, short: string, rest: string) => Node | string} */
  const original = (el, short, rest) => {
    const quotes = quotesFor(`${short}\n${rest}`, el.dataset.tipRule ?? "");
    if (!quotes.length) return "";
    const words = h("span", { class: "tip-original", lang: "el", hidden: true },
      ...quotes.map(([section, quote]) => h("span", { class: "tip-quote" }, h("b", {}, section), " ", quote)));
    const toggle = h("button", { type: "button", class: "tip-more tip-rulebook", "aria-expanded": "false", onclick: (/** @type {MouseEvent} */ e) => {
      e.stopPropagation();
      words.hidden = !words.hidden;
      toggle.setAttribute("aria-expanded", String(!words.hidden));
      pinned = pinned || !words.hidden;
      const box = tip.getBoundingClientRect();
      if (box.bottom > innerHeight - 4) tip.style.top = `${Math.max(4, innerHeight - 4 - box.height)}px`;
    } }, _("rulebook text"));
    return h("span", { class: "tip-rulebook-box" }, toggle, words);
  };
  const hide = () => {
    clearTimeout(openTimer); clearTimeout(leaveTimer);
    pinned = false;
    tip.hidden = true;
    shownFor = null;
  };
  closeOpen = hide;
  /** @type {(el: Owner, x: number, y: number, asked?: boolean) => void} */
  const later = (el, x, y, asked = false) => {
    clearTimeout(openTimer); clearTimeout(leaveTimer);
    openTimer = setTimeout(() => { if (el.isConnected) show(el, x, y, asked); }, tip.hidden ? HOVER_MS : SWITCH_MS);
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
    later(el, box.left + box.width / 2, box.bottom - 12, true);
  });
  document.addEventListener("focusout", (e) => { if (!pinned && !inTip(/** @type {FocusEvent} */ (e).relatedTarget)) hide(); });
  document.addEventListener("pointerdown", (e) => {
    if (inTip(e.target)) return;
    hide();
    pressed = false;
    quietAt = [e.clientX, e.clientY];
    const el = owner(e.target);
    if (e.pointerType !== "touch" || !el?.dataset.tip) return;
    pressTimer = setTimeout(() => { pressed = true; show(el, e.clientX, e.clientY, true); }, PRESS_MS);
  });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") hide(); });
  for (const kind of ["pointerup", "pointercancel"]) document.addEventListener(kind, () => clearTimeout(pressTimer));
  // A long press showed a tooltip: it is not also a click.
  document.addEventListener("click", (e) => { if (pressed && !inTip(e.target)) { e.stopPropagation(); e.preventDefault(); pressed = false; } }, true);
}
