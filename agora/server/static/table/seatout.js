// A seat left or out of time: the vote of the others (a bot plays it, wait, end the game), the button that
// takes the seat back, and "Leave" for a player who wants to stop. The server keeps all of it in the log.
import { Api } from "../lib/api.js";
import { h, s } from "../lib/dom.js";
import { _, voteName } from "../lib/i18n.js";
import { seatLabel } from "./seats.js";
/** @import { LiveApp, SeatInfo } from "../lib/types.js" */

/**
 * @param {LiveApp} app
 * @param {string} what
 * @param {object} [body]
 */
async function post(app, what, body = {}) {
  try { await Api.post(`/api/tables/${encodeURIComponent(app.tableId)}/${what}`, body, app.token); }
  catch (err) { window.alert(/** @type {Error} */ (err).message); }  // eslint-disable-line no-alert
}

/**
 * @param {LiveApp} app
 * @returns {HTMLElement[]}
 */
export function seatControls(app) {
  const state = app.state;
  if (state.status === "finished" || state.seat === null || app.replay.active) return [];
  const seat = state.seat;
  const mine = state.seats[seat];
  const parts = [];
  // A guest's seat, the browser now signed in: the seat can follow the account to every device.
  if (app.account && app.token && !mine.signed_in) {
    parts.push(h("button", { type: "button", class: "quiet", id: "claim-seat", onclick: () =>
      post(app, `seats/${seat}/claim`) }, _("Keep this seat in my account")));
  }
  if (state.status !== "active") return parts;
  if (mine.away) {
    return [...parts, h("span", { class: "seat-out" }, (mine.standin ? _("You left this seat: a bot plays it.") : _("You left this seat.")), " ",
      h("button", { type: "button", id: "take-back", onclick: () => post(app, "back") }, _("Take my seat back")))];
  }
  const vote = state.vote;
  if (vote && vote.voters.includes(seat)) {
    const who = seatLabel(app, vote.seat);
    const mineVote = vote.votes[String(seat)];
    parts.push(h("div", { class: "vote-box", id: "vote", role: "group" },
      h("strong", {}, (vote.reason === "timeout" ? _("{name} ran out of time. What now?", { name: who }) : _("{name} left. What now?", { name: who }))),
      ["bot", "wait", "end"].map((choice) => h("button", {
        type: "button", class: mineVote === choice ? "" : "quiet", dataset: { choice },
        "aria-pressed": String(mineVote === choice), onclick: () => post(app, "vote", { choice }),
      }, voteName(choice)))));
  }
  return parts;
}

// "Leave the game", in the page's header: always at hand, never in the way of what is awaited.
/** @param {LiveApp} app */
export function leaveButton(app) {
  const state = app.state;
  if (state.status !== "active" || state.seat === null || app.replay.active || state.seats[state.seat].away) return null;
  // On a phone the header has room for an icon only (a door and an arrow out): the words are its name.
  return h("button", { type: "button", class: "quiet leave", id: "leave", "aria-label": _("Leave the game"), onclick: () => {
    if (window.confirm(_("Leave this game? If it is rated, it counts as a loss for you."))) post(app, "leave");  // eslint-disable-line no-alert
  } }, h("span", { class: "label" }, _("Leave the game")),
  s("svg", { class: "short", viewBox: "0 0 24 24", width: 20, height: 20, "aria-hidden": "true" },
    s("path", { d: "M11 4H5v16h6M14 8l4 4-4 4M18 12H9", fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round" })));
}

// A seat card's mark: its player left or ran out of time, and whether a bot plays it now.
/** @param {SeatInfo} info */
export function awayBadge(info) {
  if (!info.away) return null;
  const why = (info.away === "timeout" ? _("out of time") : _("left"));
  return h("span", { class: "badge away-badge" }, info.standin ? `${why} · ${_("bot plays")}` : why);
}
