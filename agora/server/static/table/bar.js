// The status bar (what is awaited, in words) and the action bar (the choices with no place on the board,
// undo, joining a free seat).
import { Api, Tokens } from "../lib/api.js";
import { byId, h, present } from "../lib/dom.js";
import { I18N, _ } from "../lib/i18n.js";
import { headline, showOutcome } from "./ending.js";
import { keyHint } from "./keys.js";
import { leaveButton, seatControls } from "./seatout.js";
import { seatLabel } from "./seats.js";
/** @import { App, LiveApp, SeatInfo } from "../lib/types.js" */

/** @param {LiveApp} app */
function awaited(app) {
  const state = app.state;
  if (state.status === "open") return [_("Waiting for players to take their seats")];
  if (state.status === "finished") {
    return [h("strong", {}, _("Game over")), state.outcome ? ` — ${headline(app, state.outcome)} ` : "",
      state.ended ? ` — ${_("ended by the players' vote")}` : "",
      state.closed ? h("span", { id: "closed" }, ` — ${_("closed by a moderator")}`) : "",
      state.outcome ? h("button", { type: "button", class: "quiet", id: "show-scores", onclick: () => showOutcome(app) }, _("Final scores")) : ""];
  }
  if (state.legal.length) {
    const prompt = I18N.pick(state.prompts);
    return [h("strong", { id: "your-turn" }, _("Your turn")), prompt ? h("span", { id: "prompt" }, ` — ${prompt}`) : ""];
  }
  if (state.seat !== null && app.wasSimultaneous) return [h("span", { id: "waiting" }, _("Your choice is in: waiting for the others…"))];
  const names = state.to_act.map((seat) => seatLabel(app, seat)).join(", ");
  const waiting = h("span", { id: "waiting" }, _("Waiting for {names}…", { names }));
  return state.seat === null ? [_("You are watching"), " · ", waiting] : [waiting];
}

/** @param {LiveApp} app */
function invite(app) {
  const key = app.state.invite;
  const link = `${location.origin}/table/${app.tableId}${key ? `?invite=${encodeURIComponent(key)}` : ""}`;
  // A private table's link can be replaced: whoever has the old one can no longer sit down.
  const renew = key ? h("button", { type: "button", class: "quiet", id: "new-invite", onclick: () =>
    Api.post(`/api/tables/${encodeURIComponent(app.tableId)}/invite`, {}, app.token).catch((/** @type {Error} */ err) => window.alert(err.message)),  // eslint-disable-line no-alert
  }, _("New link")) : null;
  const copy = h("button", { type: "button", class: "quiet", onclick: () => {
    navigator.clipboard?.writeText(link);
    copy.textContent = _("Copied");
  } }, _("Copy"));
  // A player at the table may also invite an account by its name: it shows in their lobby (and by email).
  const byName = app.state.seat === null ? null
    : h("button", { type: "button", class: "quiet", id: "invite-player", onclick: () => inviteDialog(app) }, _("Invite a player…"));
  return h("span", { class: "invite" }, `${_("Invite link")}: `, h("a", { href: link, id: "invite-link" }, link), " ", copy, " ", renew,
    " ", byName);
}

/**
 * The dialog that invites an account by its name (outside the status bar, which every state redraws).
 * @param {LiveApp} app
 */
function inviteDialog(app) {
  const dialog = /** @type {HTMLDialogElement} */ (document.getElementById("invite-dialog") ?? document.body.appendChild(
    h("dialog", { id: "invite-dialog", class: "how-dialog" })));
  const name = h("input", { id: "invite-name", maxlength: "32", required: true, autocomplete: "off" });
  const said = h("p", { id: "invite-said", role: "status" });
  const form = h("form", { method: "dialog", onsubmit: async (/** @type {SubmitEvent} */ event) => {
    event.preventDefault();
    const who = name.value.trim();
    try {
      await Api.post(`/api/tables/${encodeURIComponent(app.tableId)}/invitations`, { name: who }, app.token);
      said.textContent = _("{name} is invited: the invitation waits in their lobby.", { name: who });
      name.value = "";
    } catch (err) { said.textContent = /** @type {Error} */ (err).message; }
  } }, h("label", {}, h("span", {}, _("Player's name")), " ", name), " ", h("button", { type: "submit", id: "invite-send" }, _("Invite")));
  dialog.replaceChildren(h("h2", {}, _("Invite a player")), form, said,
    h("div", { class: "outcome-actions" }, h("button", { type: "button", onclick: () => dialog.close() }, _("Close"))));
  dialog.showModal();
  name.focus();
}

/** @param {LiveApp} app */
export function renderStatus(app) {
  const state = app.state;
  const bar = byId("status");
  const mine = state.legal.length > 0 && !app.replay.active;
  bar.dataset.mine = String(mine);
  const text = h("span", { id: "status-text", dataset: { status: state.status } },
    app.replay.active ? app.replay.caption() : awaited(app));
  bar.replaceChildren(text, state.status === "open" ? invite(app) : "", ...seatControls(app));
  byId("leave-slot").replaceChildren(leaveButton(app) ?? "");
}

// Buttons for the legal actions with no place on the board; an action whose place the board does not show
// gets a button too, so that every legal action can always be taken.
/** @param {LiveApp} app */
export function renderActions(app) {
  const state = app.state;
  const box = byId("actions");
  if (app.replay.active || state.status === "finished") { box.replaceChildren(); return; }
  const placed = app.board.placed();
  const buttons = state.legal.filter((offer) => !placed.has(offer.code)).map((offer) => h("button", {
    type: "button", class: "action", dataset: present({ code: offer.code, tip: I18N.pick(offer.explains) }),
    disabled: app.sent, onclick: () => app.act(offer.code),
  }, I18N.pick(offer.labels, offer.label), keyHint(offer, state.legal)));
  /** @type {HTMLElement[]} */
  const parts = [...buttons];
  if (placed.size && !app.sent) parts.push(h("span", { class: "hint" }, (buttons.length ? _("or click a highlighted place on the board") : _("Click a highlighted place on the board"))));
  if (state.seat !== null && state.can_undo) {
    parts.push(h("button", { type: "button", id: "undo", class: "quiet", disabled: app.sent, onclick: () => app.undo() }, `↶ ${_("Undo")}`));
  }
  box.replaceChildren(...parts);
}

/**
 * A free human seat can be taken here by someone with no token for this table.
 * @param {App} app
 */
export function renderJoin(app) {
  const free = /** @type {SeatInfo[]} */ (app.info.seats).filter((s) => s.kind === "human" && !s.taken);
  const box = byId("join");
  // Signed in, a player's seat comes with the account: no token needed, nothing to take. A table that is over
  // (closed by a moderator while seats were free) seats nobody.
  if (app.token || (app.state && (app.state.seat !== null || app.state.status === "finished")) || !free.length) { box.hidden = true; return; }
  // Drawn again at the first state and at a language switch: what was typed by then stays.
  const typed = /** @type {HTMLInputElement | null} */ (document.getElementById("join-name"))?.value;
  const name = h("input", { id: "join-name", maxlength: 64, value: typed ?? localStorage.getItem("agora.name") ?? "", "aria-label": _("Your name"), placeholder: _("Your name") });
  const error = h("span", { class: "error", role: "alert" });
  box.hidden = false;
  box.replaceChildren(name, ...free.map((s) => h("button", { type: "button", class: "join-seat", dataset: { seat: s.seat }, onclick: async () => {
    try {
      localStorage.setItem("agora.name", name.value.trim());
      const key = new URLSearchParams(location.search).get("invite");
      const answer = await Api.post(`/api/tables/${app.tableId}/join`, { name: name.value.trim(), seat: s.seat, invite: key });
      Tokens.set(app.tableId, answer.token);
      app.token = answer.token;
      box.hidden = true;
      app.socket?.close();  // it reconnects at once, now holding the seat
    } catch (err) { error.textContent = /** @type {Error} */ (err).message; }
  } }, _("Take seat {n}", { n: s.seat + 1 }))), error);
}
