// The end of a game: the winner named, the score sheet by category (the game's labels), the tie-break,
// each seat's rating change at a rated table, and what next: a rematch, the replay, the lobby.
import { Api, Tokens, withInvite } from "../lib/api.js";
import { byId, h } from "../lib/dom.js";
import { I18N, _, ratingCell } from "../lib/i18n.js";
import { seatColour, seatName } from "./seats.js";
/** @import { LiveApp, Outcome } from "../lib/types.js" */

/**
 * @param {LiveApp} app
 * @param {Outcome} outcome
 */
export function headline(app, outcome) {
  const names = outcome.winners.map((seat) => seatName(app, seat));
  if (!names.length) return _("The Civbots win");
  return names.length === 1 ? _("{name} wins", { name: names[0] }) : _("{names} share the win", { names: names.join(", ") });
}

/**
 * @param {LiveApp} app
 * @param {Outcome} outcome
 */
function sheet(app, outcome) {
  const order = outcome.scores.map((_score, seat) => seat).sort((a, b) => outcome.ranks[a] - outcome.ranks[b] || a - b);
  /** @type {Record<string, string>} the game's score categories, by key */
  const labels = app.game.score_labels?.[I18N.lang] || app.game.score_labels?.en || {};
  const rows = Object.entries(labels).filter(([key]) => outcome.details.some((d) => key in d));
  const view = app.state.view;
  return h("table", { class: "score-sheet", id: "scores" },
    h("thead", {}, h("tr", {}, h("th", {}, ""), order.map((seat) => h("th", {
      class: outcome.winners.includes(seat) ? "winner" : null, style: `--seat: ${seatColour(app, view, seat)}`,
    }, h("span", { class: "dot" }), seatName(app, seat))))),
    h("tbody", {},
      rows.map(([key, label]) => h("tr", {}, h("th", { scope: "row" }, label),
        order.map((seat) => h("td", {}, String(outcome.details[seat]?.[key] ?? "—"))))),
      h("tr", { class: "total" }, h("th", { scope: "row" }, _("Total")), order.map((seat) => h("td", {}, String(outcome.scores[seat])))),
      h("tr", { class: "rank" }, h("th", { scope: "row" }, _("Rank")), order.map((seat) => h("td", {}, String(outcome.ranks[seat])))),
      h("tr", { class: "rating-row", id: "rating-row", hidden: true }, h("th", { scope: "row" }, _("Rating")),
        order.map((seat) => h("td", { dataset: { seat } })))));
}

/**
 * @typedef {{ seat: number, before: number, after: number, change: number, provisional: boolean }} SeatRating
 */

// The server rates a match just after it ends: ask again a few times while it has not looked at it yet.
const RATING_TRIES = 10;
const RATING_WAIT_MS = 1000;

/**
 * Fill the sheet's rating row with each seat's new rating and change once the server has rated the match;
 * an unrated table says so.
 * @param {LiveApp} app
 * @param {HTMLElement} dialog
 */
async function showRatings(app, dialog) {
  for (let attempt = 0; attempt < RATING_TRIES; attempt++) {
    /** @type {{ rated: boolean | null, seats: SeatRating[] } | null} */
    const ratings = await Api.get(withInvite(`/api/tables/${encodeURIComponent(app.tableId)}/ratings`), app.token).catch(() => null);
    if (!dialog.isConnected) return;
    if (ratings?.rated === false) {
      dialog.querySelector(".rating-note")?.replaceChildren(h("p", { class: "muted", id: "not-rated" }, _("This game was not rated.")));
      return;
    }
    if (ratings?.rated && ratings.seats.length) {
      const row = /** @type {HTMLElement | null} */ (dialog.querySelector("#rating-row"));
      if (!row) return;
      for (const seat of ratings.seats) {
        const sign = seat.change > 0 ? "+" : seat.change < 0 ? "−" : "±";
        row.querySelector(`td[data-seat="${seat.seat}"]`)?.replaceChildren(
          ratingCell({ shown: seat.after, provisional: seat.provisional }), " ",
          h("span", { class: "rating-change", dataset: { sign: String(Math.sign(seat.change)) } }, `${sign}${Math.abs(seat.change)}`));
      }
      row.hidden = false;
      return;
    }
    await new Promise((done) => { setTimeout(done, RATING_WAIT_MS); });
  }
}

/**
 * A tie on the top score was broken by the rule the game names.
 * @param {Outcome} outcome
 */
function tiebreak(outcome) {
  const top = Math.max(...outcome.scores);
  const tied = outcome.scores.filter((score) => score === top).length > 1;
  const rule = I18N.pick(outcome.tiebreaks, outcome.tiebreak);
  return tied && rule ? h("p", { class: "tiebreak" }, `${_("Tie-break")}: ${rule}`) : null;
}

/**
 * The rematch: only where the server offers one (a state message that carries `rematch`) and to a seat.
 * @param {LiveApp} app
 */
function rematch(app) {
  const state = app.state;
  if (!("rematch" in state) || state.seat === null) return null;  // a signed-in seat needs no token
  const go = async () => {
    const made = await Api.post(`/api/tables/${app.tableId}/rematch`, {}, app.token);
    if (made.joined) Tokens.set(made.table.id, made.joined.token);
    location.href = made.table.invite;
  };
  return h("button", { type: "button", id: "rematch", onclick: go }, (state.rematch ? _("Join the rematch") : _("Rematch")));
}

// The bot's review of the reader's own seat (a spectator's: the first seat; the review page offers every seat).
/** @param {LiveApp} app */
export function reviewPath(app) {
  return withInvite(`/table/${encodeURIComponent(app.tableId)}/review/${app.state.seat ?? 0}`);
}

// Opens the sheet (or redraws it, open, in a new language).
/** @param {LiveApp} app */
export function showOutcome(app) {
  const outcome = app.state.outcome;
  if (!outcome) return;
  const dialog = /** @type {HTMLDialogElement} */ (byId("outcome"));
  dialog.replaceChildren(h("div", {},
    h("h2", { id: "winner" }, headline(app, outcome)),
    h("h3", {}, _("Final scores")), sheet(app, outcome), tiebreak(outcome), h("div", { class: "rating-note" }),
    h("div", { class: "outcome-actions" }, rematch(app),
      h("a", { href: reviewPath(app), class: "button quiet", id: "review-game" }, _("Review the game")),
      h("button", { type: "button", class: "quiet", id: "watch-replay", onclick: () => { dialog.close(); app.replay.go(0); } }, _("Watch the replay")),
      h("a", { href: "/", class: "button quiet", id: "back-to-lobby" }, _("Back to the lobby")),
      h("button", { type: "button", class: "quiet", onclick: () => dialog.close() }, _("Close")))));
  if (!dialog.open) dialog.showModal();
  void showRatings(app, dialog);
}
