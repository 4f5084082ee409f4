// The players panel: one card a seat with its name, colour, score so far, whose turn, first player,
// connected or not, bot level, and the game's own mat for the seat (resources, hand sizes...).
import { h } from "../lib/dom.js";
import { I18N } from "../lib/i18n.js";
import { botLevel, seatColour, seatName } from "./seats.js";

function card(app, view, seat, module) {
  const state = app.state;
  const info = state.seats[seat];
  const colour = seatColour(app, view, seat);
  const score = module?.score?.(view, seat);
  const level = botLevel(app, seat);
  const toAct = state.status === "active" && state.to_act.includes(seat) && !app.replay.active;
  const online = info.kind === "bot" || state.connected.includes(seat);
  const head = h("div", { class: "seat-head" },
    h("span", { class: "presence", dataset: { online: String(online), tip: I18N.t(online ? "connected" : "away") } }),
    h("strong", { class: "seat-name" }, seatName(app, seat)),
    seat === state.seat ? h("span", { class: "you" }, `(${I18N.t("you")})`) : null,
    level ? h("span", { class: "badge bot-badge", dataset: { tip: `${I18N.t("bot")}: ${level}` } }, `${I18N.t("bot")} · ${level}`) : null,
    module?.first?.(view) === seat ? h("span", { class: "first", dataset: { tip: I18N.t("firstPlayer") } }, "①") : null,
    score === null || score === undefined ? null : h("span", { class: "seat-score", dataset: { tip: I18N.t("vp") } }, String(score), h("small", {}, ` ${I18N.t("vp")}`)));
  const mat = module?.mat?.(view, seat, app.board.context()) ?? null;
  return h("article", {
    class: `seat-card${toAct ? " to-act" : ""}${seat === state.seat ? " mine" : ""}`,
    dataset: { seat }, style: `--seat: ${colour}`,
  }, head, toAct ? h("div", { class: "turn-flag" }, `▶ ${I18N.t("toPlay")}`) : null, mat);
}

let shownAt = -1;  // the log index whose moves were last brought into sight

export function renderPlayers(app, view) {
  const panel = document.getElementById("players");
  const module = app.board.module;
  const scrolled = panel.scrollTop;
  panel.replaceChildren(...app.state.seats.map((s) => card(app, view, s.seat, module)));
  panel.scrollTop = scrolled;
  app.board.decorate(panel);
  // A move that is made on a seat's mat (not on the board) must be in sight.
  if (app.state.log_index !== shownAt) {
    shownAt = app.state.log_index;
    panel.querySelector(".selectable")?.scrollIntoView({ block: "nearest" });
  }
}
