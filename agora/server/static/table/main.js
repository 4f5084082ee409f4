// The table page: one socket to the table, the state it pushes, and the shell that draws it (status bar,
// board, players panel, action bar, log, chat). The shell knows no rule: the game's board module draws the view,
// and the server names, labels, explains and places every legal action.
import { Api, Tokens } from "../lib/api.js";
import { byId } from "../lib/dom.js";
import { I18N, _ } from "../lib/i18n.js";
import { renderActions, renderJoin, renderStatus } from "./bar.js";
import { BoardView } from "./board.js";
import { Chat } from "./chat.js";
import { showOutcome } from "./ending.js";
import { Forced } from "./forced.js";
import { mountHow } from "./how.js";
import { focusKey, mountKeys, restoreFocus } from "./keys.js";
import { Log } from "./log.js";
import { markTurn, noticeTurn, paintSwitches } from "./notify.js";
import { mountTabs, renderPlayers, tickClocks } from "./players.js";
import { Replay } from "./replay.js";
import { mountTips, setRulebook, tipsAfterRedraw } from "./tips.js";
import { mountTutor, renderTutor, tutorHint } from "./tutor.js";
import { registerWorker } from "../lib/install.js";
/** @import { App, LiveApp, StateMessage, Texts } from "../lib/types.js" */

// How long a move may go unanswered before the socket is started afresh.
const ANSWER_MS = 8000;
const tableId = decodeURIComponent(location.pathname.split("/").pop() ?? "");

// Everything the page knows; `window.app` lets tests (and the curious) read it. Its board, log and replay
// are made once the table and its game are known (main), before any state comes.
const app = /** @type {App} */ (/** @type {unknown} */ ({
  tableId, info: null, game: null, token: Tokens.get(tableId), state: null, since: 0, sent: false, sentAt: -1,
  socket: null, retries: 0, drawn: -1, wasSimultaneous: false, names: {}, shownOutcome: false,
  board: null, log: null, replay: null, chat: null,
  act, undo, send, render: () => scheduleRender(),
}));
/** @type {any} */ (window).app = app;
const forced = new Forced();

/**
 * The app once a state has come (null before).
 * @returns {LiveApp | null}
 */
function live() {
  return app.state ? /** @type {LiveApp} */ (app) : null;
}

/** @param {object} message */
function send(message) {
  if (app.socket?.readyState === WebSocket.OPEN) app.socket.send(JSON.stringify(message));
}

/**
 * Send one of the legal actions (by its code), answering the view at the log index we have.
 * @param {string} code
 * @param {boolean} [taken] the shell takes it for the player (the only legal action): what others did
 *   since the player's last turn stays shown
 */
function act(code, taken = false) {
  const now = live();
  if (!now || now.sent || now.replay.active) return;
  if (!taken) now.log.hideSince();
  sendMove(now, { action: code, log_index: now.state.log_index });
  now.board.settle();
}

/**
 * The action bar drawn again as a move is sent (its buttons disabled): the button the keyboard was on
 * gets the focus back once the answer redraws the bar.
 * @param {LiveApp} now
 */
function redrawActions(now) {
  const focus = focusKey();
  renderActions(now);
  restoreFocus(focus);
}

function undo() {
  const now = live();
  if (!now || now.sent) return;
  sendMove(now, { type: "undo", log_index: now.state.log_index });
}

/**
 * Send a move (an action or an undo) and wait for its answer: a longer log, or a refusal. A move left
 * unanswered was dropped (the server drops, unanswered, what comes in a flood's wake): the socket starts
 * afresh, and its first state lights the choices again.
 * @param {LiveApp} now
 * @param {object} message
 */
function sendMove(now, message) {
  now.sent = true;
  const at = now.sentAt = now.state.log_index;
  redrawActions(now);
  send(message);
  const socket = app.socket;
  setTimeout(() => {
    if (app.sent && app.sentAt === at && app.since <= at && app.socket === socket) socket?.close();
  }, ANSWER_MS);
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/api/tables/${encodeURIComponent(tableId)}/socket`);
  app.socket = socket;
  setConnection(app.retries ? "reconnecting" : "connecting");
  // A private table's spectator watches with its invite key (the link's ?invite=).
  const invite = new URLSearchParams(location.search).get("invite");
  socket.onopen = () => socket.send(JSON.stringify({ type: "hello", token: app.token, since: app.since, invite }));
  let first = true;
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    // A new socket's first state is the table as it is: a move sent on the old one is in it or was lost.
    if (first && message.type === "state") { first = false; app.sent = false; }
    receive(message);
  };
  socket.onclose = (event) => {
    if (app.socket !== socket || event.code === 4404) return;
    if (event.code === 4403 && app.token) app.token = null;  // a token this table no longer knows
    app.retries += 1;
    setConnection("reconnecting");
    setTimeout(connect, Math.min(5000, 250 * 2 ** app.retries));
  };
}

/** @param {"connecting" | "reconnecting" | null} key */
function setConnection(key) {
  const el = byId("connection");
  el.textContent = key === "connecting" ? _("Connecting…") : key === "reconnecting" ? _("Connection lost: reconnecting…") : "";
  el.dataset.state = key ?? "online";
}

/** @param {any} message a message of the table's socket */
function receive(message) {
  if (message.type === "ping") { send({ type: "pong" }); return; }
  if (message.type === "chat") { app.chat.receive(message); return; }
  if (message.type === "reported") { app.chat.acknowledged(message.line); return; }
  if (message.type === "error" && message.about === "chat") { app.chat.refused(message); return; }
  if (message.type === "error" && message.code === "tutorial" && live()) {
    tutorHint(/** @type {LiveApp} */ (app), message);
    app.sent = false;
    scheduleRender();
    return;
  }
  if (message.type === "error") { showError(message); return; }
  if (message.type === "accepted") { hideError(); return; }
  if (message.type === "state") receiveState(message);
}

/** @param {StateMessage} message */
function receiveState(message) {
  app.retries = 0;
  setConnection(null);
  const before = app.state;
  const mine = message.seat;
  // "Waiting for the others": I chose in a simultaneous step and since then only the others have.
  const shrank = before !== null && message.to_act.length > 0 && message.to_act.every((s) => before.to_act.includes(s));
  if ((mine !== null && message.to_act.includes(mine)) || !shrank) app.wasSimultaneous = false;
  else if (before.to_act.length > 1 && mine !== null && before.to_act.includes(mine)) app.wasSimultaneous = true;
  app.state = message;
  const now = /** @type {LiveApp} */ (app);
  app.clockAt = performance.now();
  // A state pushed before ours was applied (others move at once in a simultaneous step) does not answer it:
  // every applied submission lengthens the log, so we wait for a longer one (or a refusal).
  app.sent = app.sent && message.log_index <= app.sentAt;
  app.since = message.log_index;
  app.drawn = -1;  // not drawn yet, even where the move added no log entry (its index stays the same)
  now.log.receive(message, Boolean(before));
  forced.receive(message.events, mine, message.legal);
  // A signed-in player's seat may come with the account; a table that ends seats nobody more.
  if (!before || message.status !== before.status) renderJoin(app);
  if (message.status === "finished") {
    now.replay.offer();
    now.chat.readWhole();
  }
  // Taken here, not at the next drawing: a hidden tab draws nothing, and the table would wait for it.
  const only = forced.take(now);
  if (only) {
    now.log.forced(only);
    act(only.code, true);
  }
  noticeTurn(now, titleText());
  scheduleRender();
}

/** @param {{ message: string, messages?: Texts, section?: string }} message a refusal (its text in every language) */
function showError(message) {
  app.sent = false;
  app.drawn = -1;
  scheduleRender();  // the places it made unselectable on sending light up again
  const box = byId("error");
  box.hidden = false;
  box.replaceChildren(`${_("Refused")}: ${I18N.pick(message.messages, message.message)}`,
    message.section ? ` (${_("rulebook section")} ${message.section})` : "");
}

function hideError() {
  byId("error").hidden = true;
}

// States can come faster than a screen refresh (bots): draw only the latest, once a frame.
let renderQueued = false;
function scheduleRender() {
  if (renderQueued) return;
  renderQueued = true;
  requestAnimationFrame(() => { renderQueued = false; render(); });
}

/** @param {boolean} [again] whether the board may be drawn once more for a frame resized while drawing */
function render(again = true) {
  const now = live();
  if (!now) return;
  const view = now.replay.active ? now.replay.view : now.state.view;
  // Every state redraws the board: the place or button the keyboard was on gets the focus back.
  const focus = focusKey();
  renderStatus(now);
  now.board.draw(view);
  renderPlayers(now, view);
  renderActions(now);
  renderTutor(now);
  now.log.render();
  now.log.clearChoices();
  now.replay.render();
  now.chat.follow(now.replay.active ? now.replay.step : null);
  restoreFocus(focus);
  tipsAfterRedraw();
  if (now.state.outcome && !now.shownOutcome) {
    now.shownOutcome = true;
    showOutcome(now);
  }
  markTurn(now, titleText());
  paintSwitches();
  now.drawn = now.since;  // what the screen shows now (tests wait for it)
  // The parts drawn after the board (the action bar's buttons) may resize its frame, and within one drawing
  // no ResizeObserver sees it (the frame is back to its painted size): the board is drawn again for the frame
  // it now has, else a fitted board drawn for a taller frame is shrunk under its 12 px text.
  if (again && now.board.stale()) render(false);
}

function titleText() {
  return I18N.pick(app.info.titles, app.info.title);
}

function renderTitle() {
  byId("title").textContent = titleText();
}

async function main() {
  registerWorker();
  await I18N.mount(byId("lang-slot"));
  mountTips();
  mountTabs();
  try {
    app.info = await Api.get(`/api/tables/${encodeURIComponent(tableId)}`);
  } catch {
    byId("status").textContent = _("There is no such table.");
    return;
  }
  renderTitle();
  app.account = (await Api.get("/api/account").catch(() => ({ account: null }))).account;
  const game = encodeURIComponent(app.info.game);
  [app.game, app.names] = await Promise.all([Api.get(`/api/games/${game}`),
    Api.get(`/api/games/${game}/names`).catch(() => ({}))]);
  setRulebook(app.names.el?.rulebook);  // the original is Greek: every language's names carry the same quotes
  // The shell's parts read the state only once it has come (they draw from `render`, after a state).
  const shell = /** @type {LiveApp} */ (app);
  app.board = await BoardView.load(shell);
  app.board.redraw = render;  // in the frame the board's frame changed size (its observer runs before the paint)
  app.log = new Log(shell);
  app.replay = new Replay(shell);
  app.chat = new Chat(shell);
  mountHow(shell);
  mountTutor(shell);
  mountKeys(shell);
  window.addEventListener("agora:lang", () => {
    renderTitle(); renderJoin(app); render();
    const now = live();
    if (now && /** @type {HTMLDialogElement} */ (byId("outcome")).open) showOutcome(now);
  });
  renderJoin(app);
  connect();
  setInterval(() => { const now = live(); if (now?.state.clock) tickClocks(now); }, 1000);
}

main();
