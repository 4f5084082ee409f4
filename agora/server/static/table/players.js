// The players panel: one compact row a seat, every row in sight up to six seats: its colour and shape, name,
// connected or not, bot level, whose turn, first player, clock, score so far, and the board module's one
// line of key figures (`summary`). Under a row, the seat's full mat (`mat`) when the row is open: the reader's
// own at first; a click on a row opens or closes its mat, and the choice holds across redraws.
import { clockText } from "../lib/account.js";
import { byId, every, fitTexts, h } from "../lib/dom.js";
import { _ } from "../lib/i18n.js";
/** @import { BoardModule, LiveApp } from "../lib/types.js" */
import { awayBadge } from "./seatout.js";
import { botLevel, seatColour, seatMark, seatName } from "./seats.js";

/** @type {Set<number> | null} the seats whose mats are open; null until the first drawing (then the reader's) */
let opened = null;
let shownAt = -1;  // the log index whose moves were last brought into sight
/** @type {number | null} a seat whose card a chip of the phone's strip asked to bring into sight */
let seatToShow = null;

/** @param {LiveApp} app @returns {Set<number>} */
function openSeats(app) {
  opened ??= new Set(app.state.seat === null ? [] : [app.state.seat]);
  return opened;
}

/**
 * A seat's row: everything about it on one line, the board's summary on a second.
 * @param {LiveApp} app
 * @param {unknown} view
 * @param {number} seat
 * @param {BoardModule<any> | null} module
 * @param {boolean} open its mat is shown under it
 */
function row(app, view, seat, module, open) {
  const state = app.state;
  const info = state.seats[seat];
  const score = module?.score?.(view, seat);
  const level = botLevel(app, seat);
  const toAct = state.status === "active" && state.to_act.includes(seat) && !app.replay.active;
  const online = info.kind === "bot" || state.connected.includes(seat);
  const name = seatName(app, seat);
  const clock = state.clock?.seats?.[seat];
  const head = h("div", { class: "seat-head" },
    h("span", { class: "turn-mark", dataset: { tip: _("to play") } }, toAct ? "▶" : ""),
    seatMark(seatColour(app, view, seat), seat),
    h("span", { class: "presence", dataset: { online: String(online), tip: (online ? _("connected") : _("not connected")) } }),
    h("strong", { class: "seat-name", dataset: { tip: name } }, name),
    seat === state.seat ? h("span", { class: "you" }, `(${_("you")})`) : null,
    level ? h("span", { class: "badge bot-badge", dataset: { tip: `${_("Bot")}: ${level}` } }, `${_("Bot")} · ${level}`) : null,
    awayBadge(info),
    module?.first?.(view) === seat ? h("span", { class: "first", dataset: { tip: _("First player") } }, "①") : null,
    h("span", { class: "seat-end" },
      clock ? h("span", { class: "seat-clock", dataset: { seat, running: String(clock.running), tip: _("time left") } },
        clockText(clockLeft(app, seat))) : null,
      score === null || score === undefined ? null
        : h("span", { class: "seat-score", dataset: { tip: _("VP") } }, String(score), h("small", {}, ` ${_("VP")}`)),
      h("span", { class: "seat-fold", "aria-hidden": "true" }, open ? "▾" : "▸")));
  const summary = module?.summary?.(view, seat, app.board.context()) ?? null;
  const label = `${name}${toAct ? `, ${_("to play")}` : ""}`;
  return h("div", {
    class: "seat-row", role: "button", tabindex: 0, "aria-expanded": String(open), "aria-label": label, dataset: { seat },
    onclick: () => toggle(app, seat),
    onkeydown: (/** @type {KeyboardEvent} */ event) => {
      if (event.target !== event.currentTarget || (event.key !== "Enter" && event.key !== " ")) return;
      event.preventDefault();
      toggle(app, seat);
    },
  }, head, summary ? h("div", { class: "seat-summary" }, summary) : null);
}

/**
 * A click on a row opens its seat's mat, or closes it. The whole page is drawn again: a mat holds places of
 * legal actions, and the action bar gives a button to those no longer shown.
 * @param {LiveApp} app
 * @param {number} seat
 */
function toggle(app, seat) {
  const open = openSeats(app);
  if (!open.delete(seat)) open.add(seat);
  app.render();
}

/**
 * A phone's strip of seats over its board: one chip a seat, every seat in the first screen (the panel is
 * under the board, behind its tab): its shape and colour, initial, score, whose turn. A chip opens the
 * players tab at that seat's mat.
 * @param {LiveApp} app
 * @param {unknown} view
 * @param {BoardModule<any> | null} module
 */
function renderStrip(app, view, module) {
  const state = app.state;
  const strip = byId("seat-strip");
  strip.setAttribute("aria-label", _("Players"));
  strip.replaceChildren(...state.seats.map(({ seat }) => {
    const score = module?.score?.(view, seat);
    const toAct = state.status === "active" && state.to_act.includes(seat) && !app.replay.active;
    const name = seatName(app, seat);
    const label = [name, seat === state.seat ? `(${_("you")})` : "", score === null || score === undefined ? "" : `${score} ${_("VP")}`,
      toAct ? _("to play") : ""].filter(Boolean).join(", ");
    return h("button", {
      type: "button", class: `seat-chip${toAct ? " to-act" : ""}${seat === state.seat ? " mine" : ""}`,
      dataset: { seat, tip: label }, "aria-label": label, style: `--seat: ${seatColour(app, view, seat)}`,
      onclick: () => {
        openSeats(app).add(seat);
        seatToShow = seat;
        showTab("players");
        app.render();
      },
    }, h("span", { class: "turn-mark", "aria-hidden": "true" }, toAct ? "▶" : ""), seatMark(seatColour(app, view, seat), seat),
    h("span", { class: "chip-initial", "aria-hidden": "true" }, [...name][0]?.toLocaleUpperCase() ?? ""),
    score === null || score === undefined ? null : h("span", { class: "chip-score", "aria-hidden": "true" }, String(score)));
  }));
}

/**
 * A seat's card: its row, and its mat when open.
 * @param {LiveApp} app
 * @param {unknown} view
 * @param {number} seat
 * @param {BoardModule<any> | null} module
 * @param {boolean} open
 */
function card(app, view, seat, module, open) {
  const state = app.state;
  const toAct = state.status === "active" && state.to_act.includes(seat) && !app.replay.active;
  const mat = open ? module?.mat?.(view, seat, app.board.context()) ?? null : null;
  return h("article", {
    class: `seat-card${toAct ? " to-act" : ""}${seat === state.seat ? " mine" : ""}${mat ? " open" : ""}`,
    dataset: { seat }, style: `--seat: ${seatColour(app, view, seat)}`,
  }, row(app, view, seat, module, open), mat ? h("div", { class: "seat-mat" }, mat) : null);
}

/**
 * A seat's time left now: what the server said, less the time since, if its clock runs.
 * @param {LiveApp} app
 * @param {number} seat
 */
export function clockLeft(app, seat) {
  const clock = app.state.clock?.seats?.[seat];
  if (!clock) return 0;
  return clock.running ? Math.max(0, clock.left_ms - (performance.now() - (app.clockAt ?? 0))) : clock.left_ms;
}

/**
 * Every second the running clocks count down, without drawing the panel again.
 * @param {LiveApp} app
 */
export function tickClocks(app) {
  for (const el of every(document, ".seat-clock[data-running=true]")) {
    const left = clockLeft(app, Number(el.dataset.seat));
    el.textContent = left > 0 ? clockText(left) : _("out of time");
    el.classList.toggle("low", left < 30_000);
  }
}

// The side column's tabs. On a wide screen the players panel is always shown and the chat and the log share
// one box under it (the log's at first); on a phone the players, the chat and the log share one place.
// `data-tab` is the phone's choice, `data-box` the chat-or-log choice of the wide screen: bringing the
// players into sight on a phone leaves the wide screen's box as the reader chose it.
const PHONE = window.matchMedia("(max-width: 760px)");

/**
 * Mark the chosen tabs for the screen's width.
 * @param {HTMLElement} side
 */
function markTabs(side) {
  const chosen = PHONE.matches ? side.dataset.tab : side.dataset.box;
  for (const tab of /** @type {HTMLElement[]} */ (every(side, ".side-tabs [data-tab]"))) {
    const selected = tab.dataset.tab === chosen;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;  // one tab stop for the strip; the arrow keys move along it
  }
}

/**
 * Show one tab of the side column.
 * @param {string} name players, chat or log
 */
export function showTab(name) {
  const side = /** @type {HTMLElement} */ (document.querySelector(".side"));
  side.dataset.tab = name;
  if (name !== "players") side.dataset.box = name;
  markTabs(side);
}

/**
 * The side column's tabs: a click or Enter chooses one; the arrow keys, Home and End move along the strip
 * (the tabs the screen shows) and choose as they go.
 */
export function mountTabs() {
  const side = /** @type {HTMLElement} */ (document.querySelector(".side"));
  const tabs = /** @type {HTMLElement[]} */ (every(side, ".side-tabs [data-tab]"));
  for (const tab of tabs) {
    tab.addEventListener("click", () => showTab(tab.dataset.tab ?? "players"));
    tab.addEventListener("keydown", (event) => {
      const shown = tabs.filter((t) => t.offsetParent !== null);
      const at = shown.indexOf(tab);
      const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: shown.length - 1 }[event.key];
      if (to === undefined || at < 0) return;
      event.preventDefault();
      const next = shown[(to + shown.length) % shown.length];
      next.focus();
      next.click();
    });
  }
  PHONE.addEventListener("change", () => markTabs(side));
  markTabs(side);
}

/**
 * A new decision whose places are neither on the board nor on an open mat: the closed seat's mat that holds
 * them (the reader's first), or undefined.
 * @param {LiveApp} app
 * @param {unknown} view
 * @param {BoardModule<any> | null} module
 */
function matWithChoices(app, view, module) {
  if (!module?.mat || app.replay.active || app.sent) return undefined;
  const placed = app.board.placed();
  const targets = app.state.legal.filter((o) => !placed.has(o.code) && o.target !== null && o.target !== undefined)
    .map((o) => `[data-target="${CSS.escape(String(o.target))}"]`);
  if (!targets.length) return undefined;
  // The open mats first (they may hold them already), then the reader's, then the others'.
  const open = openSeats(app);
  const rank = (/** @type {number} */ seat) => (open.has(seat) ? 0 : seat === app.state.seat ? 1 : 2);
  const seats = app.state.seats.map((s) => s.seat).sort((a, b) => rank(a) - rank(b));
  const holder = seats.find((seat) => module.mat?.(view, seat, app.board.context())?.querySelector(targets.join(",")));
  return holder === undefined || open.has(holder) ? undefined : holder;
}

/**
 * @param {LiveApp} app
 * @param {unknown} view
 */
export function renderPlayers(app, view) {
  const panel = byId("players");
  const module = app.board.module;
  const fresh = app.state.log_index !== shownAt;
  if (fresh) {
    const holder = matWithChoices(app, view, module);
    if (holder !== undefined) openSeats(app).add(holder);
  }
  const open = openSeats(app);
  // A row with the focus keeps it when the panel is drawn again (a bot's move between Tab and Enter).
  const focused = /** @type {HTMLElement | null} */ (document.activeElement?.closest?.("#players .seat-row") ?? null);
  const scrolled = panel.scrollTop;
  const matsScrolled = new Map(every(panel, ".seat-card").map((el) => [el.dataset.seat, el.querySelector(".seat-mat")?.scrollTop ?? 0]));
  panel.replaceChildren(...app.state.seats.map((s) => card(app, view, s.seat, module, open.has(s.seat))));
  panel.scrollTop = scrolled;
  for (const el of every(panel, ".seat-card")) {
    const mat = el.querySelector(".seat-mat");
    if (mat) mat.scrollTop = matsScrolled.get(el.dataset.seat) ?? 0;
  }
  if (focused) /** @type {HTMLElement | null} */ (panel.querySelector(`.seat-row[data-seat="${focused.dataset.seat}"]`))?.focus();
  fitTexts(panel);  // a mat is drawn by the board's module, with its estimates of glyph widths
  app.board.decorate(panel);
  renderStrip(app, view, module);
  // A chip of the strip asked for its seat's card: the panel scrolls to it (not the page).
  const asked = seatToShow === null ? null : /** @type {HTMLElement | null} */ (panel.querySelector(`.seat-card[data-seat="${seatToShow}"]`));
  seatToShow = null;
  if (asked) panel.scrollTop += asked.getBoundingClientRect().top - panel.getBoundingClientRect().top;
  // A move that is made on a seat's mat (not on the board) must be in sight.
  if (fresh) {
    shownAt = app.state.log_index;
    const choice = panel.querySelector(".selectable");
    if (choice) {
      showTab("players");  // on a phone the log tab may be open over it
      choice.scrollIntoView({ block: "nearest" });
    }
  }
}
