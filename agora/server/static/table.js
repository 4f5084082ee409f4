// A table: the socket, the view it pushes, the actions it offers, the log and the replay.
"use strict";
const tableId = decodeURIComponent(location.pathname.split("/").pop());
const app = {
  info: null, token: Tokens.get(tableId), state: null, events: [], since: 0,
  socket: null, retries: 0, opened: new Set(), sent: false, wasSimultaneous: false, replaySteps: 0, replayView: null,
  names: {}, keys: {}, replayLog: [],
};

function seatName(seat) {
  const info = app.state?.seats?.[seat] ?? app.info?.seats?.[seat];
  if (!info) return `${I18N.t("seat")} ${seat + 1}`;
  const name = info.kind === "bot" ? `${I18N.t("bot")} (${I18N.t(`level_${info.bot}`)}) · ${I18N.t("seat")} ${seat + 1}`
    : info.name ?? `${I18N.t("seat")} ${seat + 1}`;
  return seat === app.state?.seat ? `${name} (${I18N.t("you")})` : name;
}

function send(message) {
  if (app.socket?.readyState === WebSocket.OPEN) app.socket.send(JSON.stringify(message));
}

function act(code) {
  if (!app.state || app.sent) return;
  app.sent = true;
  for (const button of document.querySelectorAll("#actions button")) button.disabled = true;
  send({ action: code, log_index: app.state.log_index });
}

// A place on the board named by several codes narrows the action bar to them.
function choose(codes) {
  if (codes.length === 1) return act(codes[0]);
  for (const button of document.querySelectorAll("#actions button")) {
    button.classList.toggle("dim", !codes.includes(button.dataset.code));
  }
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/api/tables/${encodeURIComponent(tableId)}/socket`);
  app.socket = socket;
  document.getElementById("connection").textContent = I18N.t(app.retries ? "reconnecting" : "connecting");
  socket.onopen = () => socket.send(JSON.stringify({ type: "hello", token: app.token, since: app.since }));
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = (event) => {
    if (app.socket !== socket) return;
    if (event.code === 4404) return;
    if (event.code === 4403 && app.token) { app.token = null; }  // a token this table no longer knows
    app.retries += 1;
    document.getElementById("connection").textContent = I18N.t("reconnecting");
    setTimeout(connect, Math.min(5000, 250 * 2 ** app.retries));
  };
}

function receive(message) {
  if (message.type === "ping") return send({ type: "pong" });
  if (message.type === "error") return showError(message);
  if (message.type === "accepted") return hideError();
  if (message.type !== "state") return;
  app.retries = 0;
  document.getElementById("connection").textContent = "";
  const mine = message.seat;
  const before = app.state;
  // "Waiting for the others": I chose in a simultaneous step and since then only the others have.
  const shrank = Boolean(before) && message.to_act.length > 0 && message.to_act.every((s) => before.to_act.includes(s));
  if (message.to_act.includes(mine) || !shrank) app.wasSimultaneous = false;
  else if (before.to_act.length > 1 && before.to_act.includes(mine)) app.wasSimultaneous = true;
  app.state = message;
  app.sent = false;
  // lines[i] is events[i]'s log line in every language: kept beside it for a language switch.
  app.events.push(...message.events.map((event, i) => ({ event, lines: message.lines?.[i] })));
  app.since = message.log_index;
  if (message.status === "finished" && !app.replaySteps) setUpReplay();
  scheduleRender();
}

// States can come faster than a screen refresh (bots): draw only the latest, once a frame.
let renderQueued = false;
function scheduleRender() {
  if (renderQueued) return;
  renderQueued = true;
  requestAnimationFrame(() => { renderQueued = false; render(); });
}

function showError(message) {
  app.sent = false;
  const box = document.getElementById("error");
  box.hidden = false;
  box.replaceChildren(h("strong", {}, `${I18N.t("refused")}: `), message.message,
    message.section ? h("span", { class: "section" }, ` (${I18N.t("section")} ${message.section})`) : null);
  if (app.state) renderActions();
}

function hideError() {
  document.getElementById("error").hidden = true;
}

function renderStatus() {
  const state = app.state;
  const status = document.getElementById("status");
  const parts = [h("strong", { id: "status-text", dataset: { status: state.status } }, I18N.t(`status_${state.status}`))];
  if (state.status === "active") {
    if (state.seat === null) parts.push(" · ", I18N.t("spectating"));
    if (state.legal.length) parts.push(" · ", h("span", { class: "your-turn", id: "your-turn" }, I18N.t("yourTurn")));
    else if (state.to_act.length && state.seat !== null && app.wasSimultaneous) parts.push(" · ", h("span", { id: "waiting" }, I18N.t("waitingOthers")));
    else if (state.to_act.length) parts.push(" · ", h("span", { id: "waiting" }, `${I18N.t("waitingFor")} ${state.to_act.map(seatName).join(", ")}`));
  }
  status.replaceChildren(...parts);
  document.getElementById("seats").replaceChildren(...state.seats.map((s) => h("li", {
    class: [state.to_act.includes(s.seat) ? "to-act" : "", s.seat === state.seat ? "me" : ""].join(" "),
  }, seatName(s.seat), s.taken ? "" : ` (${I18N.t("free")})`)));
  const link = `${location.origin}/table/${tableId}`;
  document.getElementById("invite").replaceChildren(
    state.status === "open" ? h("span", {}, `${I18N.t("invite")}: `, h("a", { href: link, id: "invite-link" }, link), " ",
      h("button", { type: "button", onclick: (e) => { navigator.clipboard?.writeText(link); e.target.textContent = I18N.t("copied"); } }, I18N.t("copy"))) : "");
}

function renderActions() {
  const state = app.state;
  const bar = document.getElementById("actions");
  bar.replaceChildren(...(state.legal.length ? state.legal.map(({ code, label, labels }) =>
    h("button", { type: "button", class: "action", dataset: { code }, title: code, disabled: app.sent, onclick: () => act(code) },
      I18N.pick(labels, label ?? code)))
    : [h("span", { class: "muted" }, I18N.t("noActions"))]));
  const undo = document.getElementById("undo");
  undo.disabled = !state.can_undo || app.sent;
  undo.hidden = state.seat === null;
}

// The server sends each event's log line in every language (made from the event as this reader got it).
const describeEvent = ({ event, lines }) => I18N.pick(lines, event.kind);

function renderLog() {
  const items = app.events.slice(-200).reverse().map((e) => h("li", { value: e.event.index + 1 }, describeEvent(e)));
  document.getElementById("log").replaceChildren(...items);
}

function renderOutcome() {
  const outcome = app.state.outcome;
  const box = document.getElementById("outcome");
  box.hidden = !outcome;
  if (!outcome) return;
  box.replaceChildren(h("h2", {}, I18N.t("finalScores")), h("table", { class: "data", id: "scores" },
    h("thead", {}, h("tr", {}, h("th", {}, I18N.t("seat")), h("th", {}, I18N.t("score")), h("th", {}, I18N.t("rank")))),
    h("tbody", {}, outcome.scores.map((score, seat) => h("tr", { class: outcome.winners.includes(seat) ? "winner" : "" },
      h("td", {}, seatName(seat)), h("td", {}, score), h("td", {}, outcome.ranks[seat]))))));
}

function renderBoard() {
  const view = app.replayView ?? app.state.view;
  const legal = app.replayView ? [] : app.state.legal;
  const ctx = {
    clickable: clickableIds(legal), choose, act, seatName, seat: app.state.seat, legal, opened: app.opened,
    names: app.names, keys: app.keys, name: (group, id, fallback) => componentName(app.names, group, id, fallback),
  };
  document.getElementById("board").replaceChildren(...drawView(app.info.game, view, ctx));
}

// The game's title in the current language (the server sends it in every language).
function renderTitle() {
  const title = I18N.pick(app.info.titles, app.info.title);
  document.getElementById("title").textContent = title;
  document.title = `Agora — ${title}`;
}

function render() {
  if (!app.state) return;
  renderStatus();
  renderActions();
  renderOutcome();
  renderBoard();
  renderLog();
}

// The replay's step, and the action that led to it in the current language.
function renderReplayLabel() {
  const slider = document.getElementById("replay-step");
  const step = Number(slider.value);
  const last = app.replayLog[step - 1];
  document.getElementById("replay-label").textContent = `${I18N.t("step")} ${step} / ${app.replaySteps}`
    + (last ? ` · ${seatName(last.seat)}: ${I18N.pick(last.labels, last.label)}` : "");
}

async function setUpReplay() {
  // Labelled in every language, so a language switch needs no new request.
  const log = await Api.get(`/api/tables/${tableId}/log`);
  app.replayLog = log.actions;
  app.replaySteps = log.actions.length;
  const slider = document.getElementById("replay-step");
  slider.max = String(app.replaySteps);
  slider.value = String(app.replaySteps);
  document.getElementById("replay").hidden = false;
  document.getElementById("download").href = `/api/tables/${tableId}/record`;
  renderReplayLabel();
  slider.addEventListener("input", async () => {
    renderReplayLabel();
    const step = Number(slider.value);
    const replay = await Api.get(`/api/tables/${tableId}/replay/${step}`);
    if (Number(slider.value) === step) { app.replayView = replay.view; renderBoard(); }
  });
  document.getElementById("replay-live").addEventListener("click", () => {
    app.replayView = null; slider.value = String(app.replaySteps); renderReplayLabel(); renderBoard();
  });
}

function drawJoin() {
  const free = app.info.seats.filter((s) => s.kind === "human" && !s.taken);
  const box = document.getElementById("join");
  if (app.token || !free.length) { box.hidden = true; return; }
  const name = h("input", { id: "join-name", maxlength: 64, value: localStorage.getItem("agora.name") ?? "", "aria-label": I18N.t("yourName") });
  const error = h("p", { class: "error", role: "alert" });
  box.hidden = false;
  box.replaceChildren(h("label", {}, h("span", {}, I18N.t("yourName")), " ", name),
    ...free.map((s) => h("button", { type: "button", class: "join-seat", dataset: { seat: s.seat }, onclick: async () => {
      try {
        localStorage.setItem("agora.name", name.value.trim());
        const joined = await Api.post(`/api/tables/${tableId}/join`, { name: name.value.trim(), seat: s.seat });
        Tokens.set(tableId, joined.token);
        app.token = joined.token;
        box.hidden = true;
        app.socket?.close();
      } catch (err) { error.textContent = err.message; }
    } }, `${I18N.t("takeSeat")} ${s.seat + 1}`)), error);
}

async function main() {
  I18N.mount(document.getElementById("lang-slot"));
  try {
    app.info = await Api.get(`/api/tables/${encodeURIComponent(tableId)}`);
  } catch {
    document.getElementById("status").textContent = I18N.t("notFound");
    return;
  }
  renderTitle();
  document.getElementById("undo").addEventListener("click", () => {
    if (!app.state || app.sent) return;
    app.sent = true;
    send({ type: "undo", log_index: app.state.log_index });
  });
  window.addEventListener("agora:lang", () => {
    renderTitle(); render(); drawJoin();
    if (app.replaySteps) renderReplayLabel();
  });
  // Component names and view-key labels are facts of the game: without them the view's own words stand.
  const game = encodeURIComponent(app.info.game);
  [app.names, app.keys] = await Promise.all([Api.get(`/api/games/${game}/names`).catch(() => ({})),
    Api.get(`/api/games/${game}/keys`).catch(() => ({})), loadBoard(app.info.game)]);
  drawJoin();
  connect();
}

main();
