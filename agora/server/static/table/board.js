// The board area: the game's board module draws the view; the shell makes the places of legal actions
// selectable (a click acts, or opens a menu where several actions share a place), marks what the latest
// moves touched, animates pieces that moved, and zooms and pans.
import { every, fitTexts, h, present } from "../lib/dom.js";
import { I18N, _ } from "../lib/i18n.js";
import { showSections } from "./sections.js";
import { placeFor } from "./tips.js";
import { seatColour, seatName } from "./seats.js";
import { Zoom } from "./zoom.js";
/** @import { BoardContext, BoardModule, GameEvent, LiveApp, Offer, SeatsApp } from "../lib/types.js" */

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A game's board module (`path` from GET /api/games/{game}), its style sheet linked; null without one.
 * @param {string | null | undefined} path
 * @returns {Promise<BoardModule<any> | null>}
 */
export async function loadBoardModule(path) {
  if (!path) return null;
  const module = (await import(path)).default ?? null;
  if (module?.style) {
    // Its style sheet applied before the first drawing: what is laid out by measuring it (text fitted to its box,
    // a part that scrolls) is measured as styled.
    const link = h("link", { rel: "stylesheet", href: module.style });
    const loaded = new Promise((done) => { link.addEventListener("load", done); link.addEventListener("error", done); });
    document.head.append(link);
    await loaded;
  }
  return module;
}

/**
 * What a board module is given beside the view (boards/README.md): `seat` the reader's (null for a
 * spectator), `view` the one the seats' colours are read from, `replay` and `events` as the page has them,
 * `memory` the board's notes kept by the page between drawings, `frame` the board area.
 * @param {SeatsApp} app
 * @param {{ seat: number | null, view: unknown, replay: boolean, events: () => GameEvent[],
 *   memory: Record<string, unknown>, frame: Element | null }} parts
 * @returns {BoardContext}
 */
export function boardContext(app, { seat, view, replay, events, memory, frame }) {
  const box = frame?.getBoundingClientRect();
  // The room inside the frame's border, where a fitted board is drawn (a board planned for the border's
  // outside would be shrunk by 2 px, its 12 px text under 12).
  const inside = (/** @type {number | undefined} */ size, /** @type {number} */ border) => Math.max(0, (size ?? 0) - 2 * border);
  return {
    seat, lang: I18N.lang, replay,
    seatName: (s) => seatName(app, s), colour: (s) => seatColour(app, view, s),
    name: (group, id, fallback) => app.names?.[I18N.lang]?.[group]?.[id] ?? fallback ?? String(id),
    events, memory, now: Date.now(), narrow: window.matchMedia("(max-width: 760px)").matches,
    frame: { width: inside(box?.width, frame?.clientLeft ?? 0), height: inside(box?.height, frame?.clientTop ?? 0) },
  };
}

/**
 * The actions' codes in one string, to tell whether a place still offers the same.
 * @param {Offer[]} offers
 */
const codes = (offers) => offers.map((o) => o.code).join(" ");

export class BoardView {
  /** @param {LiveApp} app */
  static async load(app) {
    const board = new BoardView(app);
    board.module = await loadBoardModule(app.game.board);
    return board;
  }

  /** @param {LiveApp} app */
  constructor(app) {
    this.app = app;
    /** @type {BoardModule<any> | null} */
    this.module = null;
    this.frame = /** @type {HTMLElement} */ (document.getElementById("board-frame"));
    this.root = /** @type {HTMLElement} */ (document.getElementById("board"));
    this.zoom = new Zoom(this.frame, this.root);
    /** @type {Map<string, Offer[]>} target id -> the legal actions placed there */
    this.byTarget = new Map();
    /** @type {Set<string>} */
    this.placedCodes = new Set();
    /** @type {Set<string>} what the latest moves of others touched */
    this.touched = new Set();
    this.pulse = false;  // the touched places pulse once, when the move has just come
    /** @type {HTMLElement | null} */
    this.menu = null;
    /** @type {{ target: string, at: [number, number], codes: string } | null} where the open menu is (in the frame's content), and for which place */
    this.menuAt = null;
    /** @type {(() => void) | null} */
    this.unlisten = null;
    /** @type {Record<string, unknown>} the board module's notes between drawings (its animations') */
    this.memory = {};
    this.revealed = "";  // the choice whose places were last brought into sight
    // A board is drawn for its frame's size (the module reads it from its context): when the frame changes
    // size after a drawing (the action bar under it grew with the choice, the status bar took a second line,
    // the window turned), the page is drawn again before it is shown (`redraw`, main.js), not left shrunk.
    this.drawnFor = "";
    /** @type {() => void} the whole page's drawing, at once */
    this.redraw = () => app.render();
    new ResizeObserver(() => { if (this.stale()) this.redraw(); }).observe(this.frame);
  }

  /** Whether the frame is no longer the size the board was drawn for. */
  stale() {
    return this.drawnFor !== "" && this.frameSize() !== this.drawnFor;
  }

  frameSize() {
    const box = this.frame.getBoundingClientRect();
    return `${Math.round(box.width)}×${Math.round(box.height)}`;
  }

  // What a board module is given beside the view.
  context() {
    const app = this.app;
    return boardContext(app, {
      seat: app.state.seat, view: app.state.view, replay: app.replay.active,
      events: () => (app.log?.entries ?? []).map((entry) => entry.event),
      memory: this.memory, frame: this.frame,
    });
  }

  // The codes of legal actions whose place is shown (board or players panel): they need no button.
  placed() {
    return this.placedCodes;
  }

  /**
   * The latest moves of others touched these places: they are marked until the next such move.
   * @param {string[]} targets
   */
  touch(targets) {
    if (!targets.length) return;
    this.touched = new Set(targets);
    this.pulse = true;
  }

  /** @param {unknown} view */
  draw(view) {
    const app = this.app;
    // An open menu stays open through a redraw that leaves its place the same actions (a bot's move).
    const at = this.menuAt;
    this.closeMenu();
    const legal = app.replay.active || app.sent ? [] : app.state.legal;
    this.byTarget = new Map();
    for (const offer of legal) {
      if (offer.target === null || offer.target === undefined) continue;
      const here = this.byTarget.get(offer.target);
      if (here) here.push(offer);
      else this.byTarget.set(offer.target, [offer]);
    }
    this.placedCodes = new Set();
    const before = this.positions();
    this.drawnFor = this.frameSize();
    /** @type {Element} */
    let drawn;
    if (!this.module) drawn = h("p", { class: "no-board muted" }, _("This game has no board drawing: choose below."));
    else {
      try {
        drawn = this.module.draw(view, this.context());
      } catch (err) {
        console.error("board", err);
        drawn = h("p", { class: "no-board error" }, String(err));
      }
    }
    this.root.replaceChildren(drawn);
    fitTexts(this.root);
    this.zoom.fits(drawn instanceof SVGSVGElement);
    this.decorate(this.root);
    showSections(this.root);
    if (!this.zoom.fitted) this.reveal(codes(legal));
    this.animate(before);
    this.pulse = false;
    const again = at && this.byTarget.get(at.target);
    // The focus is given back to the line that had it (main.js), not to the first line.
    if (again && codes(again) === at.codes) this.openMenu(at.target, again, at.at, false);
  }

  /**
   * A board that scrolls in its frame (taller than it) brings a new choice's places into sight when none of
   * them is: the frame scrolls to the first, never the page. Once a choice: the reader may scroll away.
   * @param {string} choice the choice's codes
   */
  reveal(choice) {
    if (choice === this.revealed) return;
    this.revealed = choice;
    const frame = this.frame.getBoundingClientRect();
    const lit = every(this.root, ".selectable").map((el) => el.getBoundingClientRect()).filter((b) => b.height > 0);
    const inSight = (/** @type {DOMRect} */ b) => b.top >= frame.top && b.bottom <= frame.bottom && b.left >= frame.left && b.right <= frame.right;
    if (!lit.length || lit.some(inSight)) return;
    const first = lit.reduce((a, b) => (b.top < a.top ? b : a));
    this.frame.scrollTop += first.top - frame.top - Math.max(8, (frame.height - first.height) / 3);
    this.frame.scrollLeft += Math.max(0, first.right - frame.right + 8) + Math.min(0, first.left - frame.left - 8);
  }

  /**
   * Make the places of legal actions in `container` selectable, and mark what was touched.
   * @param {Element} container
   */
  decorate(container) {
    for (const el of every(container, "[data-target]")) {
      const target = el.dataset.target ?? "";
      if (this.touched.has(target)) {
        el.classList.add("touched");
        if (this.pulse && !reducedMotion()) el.classList.add("pulse");
      }
      const offers = this.byTarget.get(target);
      if (!offers) continue;
      for (const offer of offers) this.placedCodes.add(offer.code);
      el.classList.add("selectable");
      el.setAttribute("tabindex", "0");
      el.setAttribute("role", "button");
      el.setAttribute("aria-label", offers.map((o) => I18N.pick(o.labels, o.label)).join(" / "));
      // What a click does comes first; what the place is follows.
      const doing = offers.map((o) => I18N.pick(o.explains) || I18N.pick(o.labels, o.label)).join("\n");
      el.dataset.tip = el.dataset.tip ? `${doing}\n\n${el.dataset.tip}` : doing;
      el.addEventListener("click", (/** @type {Event} */ event) => {
        event.stopPropagation();
        this.choose(offers, /** @type {MouseEvent} */ (event));
      });
      el.addEventListener("keydown", (/** @type {Event} */ e) => {
        const event = /** @type {KeyboardEvent} */ (e);
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        this.choose(offers, event);
      });
    }
  }

  /**
   * One action acts at once; several open a small menu where the click was.
   * @param {Offer[]} offers
   * @param {MouseEvent | KeyboardEvent} event
   */
  choose(offers, event) {
    if (offers.length === 1) { this.app.act(offers[0].code); return; }
    const el = /** @type {HTMLElement | SVGElement} */ (event.currentTarget);
    const place = el.getBoundingClientRect();
    const x = ("clientX" in event && event.clientX) || place.left + place.width / 2;
    const y = ("clientY" in event && event.clientY) || place.top + place.height / 2;
    this.openMenu(el.dataset.target ?? "", offers, (menu) => this.menuPlace(menu, el, x, y));
  }

  /**
   * Where a menu opened from `owner` by a pointer at (x, y) goes, in the frame's content: by the pointer, over no
   * other lit place when it can (tips.js placeFor: a menu covers no choice, as a tip covers none), in the frame.
   * @param {HTMLElement} menu
   * @param {HTMLElement | SVGElement} owner
   * @param {number} x
   * @param {number} y
   * @returns {[number, number]}
   */
  menuPlace(menu, owner, x, y) {
    const box = menu.getBoundingClientRect();
    menu.remove();  // not a place to avoid itself
    const frame = this.frame.getBoundingClientRect();
    const [left, top] = placeFor(owner, x, y, box.width, box.height, frame);
    this.frame.append(menu);
    return [left - frame.left - this.frame.clientLeft + this.frame.scrollLeft, top - frame.top - this.frame.clientTop + this.frame.scrollTop];
  }

  /**
   * The menu of the actions that share a place; its first line has the focus.
   * @param {string} target
   * @param {Offer[]} offers
   * @param {[number, number] | ((menu: HTMLElement) => [number, number])} where its place in the frame's content,
   *   or how to find it once its size is known
   * @param {boolean} [focus] the first line takes the focus
   */
  openMenu(target, offers, where, focus = true) {
    this.closeMenu();
    const menu = h("div", { class: "choice-menu", role: "menu", "aria-label": _("Choose") },
      offers.map((offer) => h("button", {
        type: "button", role: "menuitem", class: "action menu-action",
        dataset: present({ code: offer.code, tip: I18N.pick(offer.explains) }),
        onclick: (/** @type {MouseEvent} */ e) => { e.stopPropagation(); this.closeMenu(); this.app.act(offer.code); },
      }, I18N.pick(offer.labels, offer.label))),
      h("button", { type: "button", class: "quiet", onclick: (/** @type {MouseEvent} */ e) => { e.stopPropagation(); this.closeMenu(); } }, _("Cancel")));
    menu.style.visibility = "hidden";
    this.frame.append(menu);
    const [left, top] = typeof where === "function" ? where(menu) : where;
    menu.style.left = `${left}px`;
    menu.style.top = `${top}px`;
    menu.style.visibility = "";
    this.menu = menu;
    this.menuAt = { target, at: /** @type {[number, number]} */ ([left, top]), codes: codes(offers) };
    if (focus) menu.querySelector("button")?.focus();
    const away = (/** @type {PointerEvent} */ e) => { if (!menu.contains(/** @type {Node | null} */ (e.target))) this.closeMenu(); };
    const escape = (/** @type {KeyboardEvent} */ e) => { if (e.key === "Escape") this.closeMenu(); };
    setTimeout(() => document.addEventListener("pointerdown", away), 0);
    document.addEventListener("keydown", escape);
    this.unlisten = () => { document.removeEventListener("pointerdown", away); document.removeEventListener("keydown", escape); };
  }

  closeMenu() {
    this.menu?.remove();
    this.menu = null;
    this.menuAt = null;
    this.unlisten?.();
    this.unlisten = null;
  }

  // After an action is sent nothing stays selectable until the table answers.
  settle() {
    this.closeMenu();
    for (const el of document.querySelectorAll(".selectable")) el.classList.remove("selectable");
  }

  /**
   * A hovered log line lights up the places it touched.
   * @param {string[] | null | undefined} targets
   */
  light(targets) {
    for (const el of document.querySelectorAll(".lit")) el.classList.remove("lit");
    for (const target of targets ?? []) {
      for (const el of document.querySelectorAll(`[data-target="${CSS.escape(target)}"]`)) el.classList.add("lit");
    }
  }

  /**
   * Where each piece was drawn, by its data-piece id, in screen pixels.
   * @returns {Map<string, [number, number]>}
   */
  positions() {
    const at = new Map();
    for (const el of every(this.root, "[data-piece]")) {
      const box = el.getBoundingClientRect();
      at.set(el.dataset.piece, [box.left + box.width / 2, box.top + box.height / 2]);
    }
    return at;
  }

  /**
   * A piece drawn somewhere else than before glides there from its old place.
   * @param {Map<string, [number, number]>} before
   */
  animate(before) {
    if (!before.size || reducedMotion()) return;
    for (const el of every(this.root, "[data-piece]")) {
      const old = before.get(el.dataset.piece ?? "");
      if (!old) continue;
      const box = el.getBoundingClientRect();
      let dx = old[0] - (box.left + box.width / 2);
      let dy = old[1] - (box.top + box.height / 2);
      if (Math.hypot(dx, dy) < 1) continue;
      const matrix = el instanceof SVGElement ? el.ownerSVGElement?.getScreenCTM() : null;  // in SVG a CSS pixel is a user unit
      if (matrix) { dx /= matrix.a; dy /= matrix.d; }
      el.style.transition = "none";
      el.style.transform = `translate(${dx}px, ${dy}px)`;
      requestAnimationFrame(() => requestAnimationFrame(() => {
        el.style.transition = "transform 450ms ease-in-out";
        el.style.transform = "";
      }));
    }
  }
}
