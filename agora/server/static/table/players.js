// The players panel: one card a seat with its name, colour, score so far, whose turn, first player,
// connected or not, bot level, and the game's own mat for the seat (resources, hand sizes...).
import { clockText } from "../lib/account.js";
import { byId, every, h } from "../lib/dom.js";
import { _ } from "../lib/i18n.js";
/** @import { BoardModule, LiveApp } from "../lib/types.js" */
import { awayBadge } from "./seatout.js";
import { botLevel, seatColour, seatName } from "./seats.js";

/**
 * @param {LiveApp} app
 * @param {unknown} view
 * @param {number} seat
 * @param {BoardModule<any> | null} module
 */
function card(app, view, seat, module) {
  const state = app.state;
  const info = state.seats[seat];
  const colour = seatColour(app, view, seat);
  const score = module?.score?.(view, seat);
  const level = botLevel(app, seat);
  const toAct = state.status === "active" && state.to_act.includes(seat) && !app.replay.active;
  const online = info.kind === "bot" || state.connected.includes(seat);
  const head = h("div", { class: "seat-head" },
    h("span", { class: "presence", dataset: { online: String(online), tip: (online ? _("connected") : _("not connected")) } }),
    h("strong", { class: "seat-name" }, seatName(app, seat)),
    seat === state.seat ? h("span", { class: "you" }, `(${_("you")})`) : null,
    level ? h("span", { class: "badge bot-badge", dataset: { tip: `${_("Bot")}: ${level}` } }, `${_("Bot")} · ${level}`) : null,
    awayBadge(info),
    module?.first?.(view) === seat ? h("span", { class: "first", dataset: { tip: _("First player") } }, "①") : null,
    score === null || score === undefined ? null : h("span", { class: "seat-score", dataset: { tip: _("VP") } }, String(score), h("small", {}, ` ${_("VP")}`)));
  const clock = state.clock?.seats?.[seat];
  if (clock) {
    head.append(h("span", {
      class: "seat-clock", dataset: { seat, running: String(clock.running), tip: _("time left") },
    }, clockText(clockLeft(app, seat))));
  }
  const mat = module?.mat?.(view, seat, app.board.context()) ?? null;
  return h("article", {
    class: `seat-card${toAct ? " to-act" : ""}${seat === state.seat ? " mine" : ""}`,
    dataset: { seat }, style: `--seat: ${colour}`,
  }, head, toAct ? h("div", { class: "turn-flag" }, `▶ ${_("to play")}`) : null, mat);
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

let shownAt = -1;  // the log index whose moves were last brought into sight

/**
 * On a phone the players panel and the log share one place, one tab at a time.
 * @param {string} name
 */
export function showTab(name) {
  const side = /** @type {HTMLElement} */ (document.querySelector(".side"));
  side.dataset.tab = name;
  for (const tab of every(side, ".side-tabs [data-tab]")) tab.setAttribute("aria-selected", String(tab.dataset.tab === name));
}

/**
 * @param {LiveApp} app
 * @param {unknown} view
 */
export function renderPlayers(app, view) {
  const panel = byId("players");
  const module = app.board.module;
  const scrolled = panel.scrollTop;
  panel.replaceChildren(...app.state.seats.map((s) => card(app, view, s.seat, module)));
  panel.scrollTop = scrolled;
  app.board.decorate(panel);
  // A move that is made on a seat's mat (not on the board) must be in sight.
  if (app.state.log_index !== shownAt) {
    shownAt = app.state.log_index;
    const choice = panel.querySelector(".selectable");
    if (choice) {
      showTab("players");  // on a phone the log tab may be open over it
      choice.scrollIntoView({ block: "nearest" });
    }
  }
}
