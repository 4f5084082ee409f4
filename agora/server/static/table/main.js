// The table page: one socket to the table, the state it pushes, and the shell that draws it (status bar,
// board, players panel, action bar, log). The shell knows no rule: the game's board module draws the view,
// and the server names, labels, explains and places every legal action.
import { Api, Tokens } from "../lib/dom.js";
import { I18N } from "../lib/i18n.js";
import { renderActions, renderJoin, renderStatus } from "./bar.js";
import { BoardView } from "./board.js";
import { showOutcome } from "./ending.js";
import { mountHow } from "./how.js";
import { Log } from "./log.js";
import { renderPlayers, showTab, tickClocks } from "./players.js";
import { Replay } from "./replay.js";
import { mountTips } from "./tips.js";

const tableId = decodeURIComponent(location.pathname.split("/").pop());

// Everything the page knows; `window.app` lets tests (and the curious) read it.
const app = {
  tableId, info: null, game: null, token: Tokens.get(tableId), state: null, since: 0, sent: false, sentAt: -1,
  socket: null, retries: 0, drawn: -1, wasSimultaneous: false, names: {}, shownOutcome: false,
  board: null, log: null, replay: null,
  act, undo, send, render: () => scheduleRender(),
};
window.app = app;

function send(message) {
  if (app.socket?.readyState === WebSocket.OPEN) app.socket.send(JSON.stringify(message));
}

// Send one of the legal actions (by its code), answering the view at the log index we have.
function act(code) {
  if (!app.state || app.sent || app.replay.active) return;
  app.sent = true;
  app.sentAt = app.state.log_index;
  app.log.hideSince();
  renderActions(app);
  app.board.settle();
  send({ action: code, log_index: app.state.log_index });
}

function undo() {
  if (!app.state || app.sent) return;
  app.sent = true;
  app.sentAt = app.state.log_index;
  renderActions(app);
  send({ type: "undo", log_index: app.state.log_index });
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/api/tables/${encodeURIComponent(tableId)}/socket`);
  app.socket = socket;
  setConnection(app.retries ? "reconnecting" : "connecting");
  socket.onopen = () => socket.send(JSON.stringify({ type: "hello", token: app.token, since: app.since }));
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = (event) => {
    if (app.socket !== socket || event.code === 4404) return;
    if (event.code === 4403 && app.token) app.token = null;  // a token this table no longer knows
    app.retries += 1;
    setConnection("reconnecting");
    setTimeout(connect, Math.min(5000, 250 * 2 ** app.retries));
  };
}

function setConnection(key) {
  const el = document.getElementById("connection");
  el.textContent = key ? I18N.t(key) : "";
  el.dataset.state = key ?? "online";
}

function receive(message) {
  if (message.type === "ping") return send({ type: "pong" });
  if (message.type === "error") return showError(message);
  if (message.type === "accepted") return hideError();
  if (message.type !== "state") return;
  app.retries = 0;
  setConnection(null);
  const before = app.state;
  const mine = message.seat;
  // "Waiting for the others": I chose in a simultaneous step and since then only the others have.
  const shrank = Boolean(before) && message.to_act.length > 0 && message.to_act.every((s) => before.to_act.includes(s));
  if (message.to_act.includes(mine) || !shrank) app.wasSimultaneous = false;
  else if (before.to_act.length > 1 && before.to_act.includes(mine)) app.wasSimultaneous = true;
  app.state = message;
  app.clockAt = performance.now();
  // A state pushed before ours was applied (others move at once in a simultaneous step) does not answer it:
  // every applied submission lengthens the log, so we wait for a longer one (or a refusal).
  app.sent = app.sent && message.log_index <= app.sentAt;
  app.since = message.log_index;
  app.drawn = -1;  // not drawn yet, even where the move added no log entry (its index stays the same)
  app.log.receive(message, Boolean(before));
  if (!before) renderJoin(app);  // a signed-in player's seat may come with the account
  if (message.status === "finished") app.replay.offer();
  scheduleRender();
}

function showError(message) {
  app.sent = false;
  app.drawn = -1;
  scheduleRender();  // the places it made unselectable on sending light up again
  const box = document.getElementById("error");
  box.hidden = false;
  box.replaceChildren(`${I18N.t("refused")}: ${message.message}`,
    message.section ? ` (${I18N.t("section")} ${message.section})` : "");
}

function hideError() {
  document.getElementById("error").hidden = true;
}

// States can come faster than a screen refresh (bots): draw only the latest, once a frame.
let renderQueued = false;
function scheduleRender() {
  if (renderQueued) return;
  renderQueued = true;
  requestAnimationFrame(() => { renderQueued = false; render(); });
}

function render() {
  if (!app.state) return;
  const view = app.replay.active ? app.replay.view : app.state.view;
  renderStatus(app);
  app.board.draw(view);
  renderPlayers(app, view);
  renderActions(app);
  app.log.render();
  app.replay.render();
  if (app.state.outcome && !app.shownOutcome) {
    app.shownOutcome = true;
    showOutcome(app);
  }
  document.title = `${app.state.legal.length && !app.replay.active ? "▶ " : ""}${titleText()} — Agora`;
  app.drawn = app.since;  // what the screen shows now (tests wait for it)
}

function titleText() {
  return I18N.pick(app.info.titles, app.info.title);
}

function renderTitle() {
  document.getElementById("title").textContent = titleText();
}

function mountTabs() {
  showTab("players");
  for (const tab of document.querySelectorAll(".side-tabs [data-tab]")) {
    tab.addEventListener("click", () => showTab(tab.dataset.tab));
  }
}

async function main() {
  I18N.mount(document.getElementById("lang-slot"));
  mountTips();
  mountTabs();
  try {
    app.info = await Api.get(`/api/tables/${encodeURIComponent(tableId)}`);
  } catch {
    document.getElementById("status").textContent = I18N.t("notFound");
    return;
  }
  renderTitle();
  app.account = (await Api.get("/api/account").catch(() => ({ account: null }))).account;
  const game = encodeURIComponent(app.info.game);
  [app.game, app.names] = await Promise.all([Api.get(`/api/games/${game}`),
    Api.get(`/api/games/${game}/names`).catch(() => ({}))]);
  app.board = await BoardView.load(app);
  app.log = new Log(app);
  app.replay = new Replay(app);
  mountHow(app);
  window.addEventListener("agora:lang", () => {
    renderTitle(); renderJoin(app); render();
    if (document.getElementById("outcome").open) showOutcome(app);
  });
  renderJoin(app);
  connect();
  setInterval(() => { if (app.state?.clock) tickClocks(app); }, 1000);
}

main();
