// A player's page (/player/NAME: ratings, tables being played, finished tables with their replays, and for
// the player themself their email settings, this device's push notices and a password change) and the leaderboards (/leaderboard/GAME).
import { Account, mountAccount } from "./lib/account.js";
import { Api } from "./lib/api.js";
import { byId, h } from "./lib/dom.js";
import { I18N, _, levelName, ratingCell, statusName } from "./lib/i18n.js";
import { registerWorker } from "./lib/install.js";
import { pushCard } from "./lib/push.js";
/** @import { Texts } from "./lib/types.js" */

/**
 * A rating: a player's in a game at a player count, or a leaderboard's row.
 * @typedef {{ game: string, name: string, bot?: boolean, place?: number, players: number, shown: number, provisional: boolean, games: number }} Rating
 */
/**
 * A table in a player's lists.
 * @typedef {{ game: string, status: string, rated: boolean | null, at: string, replay?: string | null, table: string }} PlayedTable
 */

const [, kind, wanted] = location.pathname.split("/").map(decodeURIComponent);
/** @type {{ name: string, title: string, titles?: Texts }[]} */
let games = [];

/** @param {string} name a game's */
function title(name) {
  const game = games.find((g) => g.name === name);
  return game ? I18N.pick(game.titles, game.title) : name;
}

/** @param {Rating[]} rows @param {boolean} board a leaderboard (else a player's ratings) */
function ratingTable(rows, board) {
  if (!rows.length) return h("p", { class: "muted" }, _("No rated game yet."));
  return h("table", { class: "ratings" },
    h("thead", {}, h("tr", {}, board ? h("th", {}, _("#")) : null,
      h("th", {}, board ? _("Name") : _("Game")), h("th", {}, _("Players")),
      h("th", { class: "num" }, _("Rating")), h("th", { class: "num" }, _("Games")))),
    h("tbody", {}, rows.map((r) => h("tr", { class: r.bot ? "bot-row" : "" },
      board ? h("td", {}, String(r.place)) : null,
      h("td", {}, board ? (r.bot ? `${_("Bot")} · ${levelName(r.name)}` : h("a", { href: `/player/${encodeURIComponent(r.name)}` }, r.name)) : title(r.game)),
      h("td", {}, String(r.players)),
      h("td", { class: "num" }, ratingCell(r)),
      h("td", { class: "num" }, String(r.games))))));
}

/** @param {PlayedTable[]} tables */
function tableList(tables) {
  if (!tables.length) return h("p", { class: "muted" }, _("None yet."));
  return h("ul", { class: "tables" }, tables.map((t) => h("li", { class: "table-row" },
    h("strong", {}, title(t.game)),
    h("span", { class: "state", dataset: { status: t.status } }, statusName(t.status)),
    t.rated === null ? null : h("span", { class: "muted" }, (t.rated ? _("rated") : _("not rated"))),
    h("span", { class: "seats" }, new Date(t.at).toLocaleDateString(I18N.lang)),
    h("a", { href: t.replay ?? t.table, class: "button" }, (t.replay ? _("Replay") : _("Open"))))));
}

function passwordForm() {
  const old = h("input", { type: "password", id: "old-password", autocomplete: "current-password", minlength: 8, required: true });
  const fresh = h("input", { type: "password", id: "new-password", autocomplete: "new-password", minlength: 8, required: true });
  const said = h("p", { role: "status" });
  return h("section", { class: "card" }, h("h2", {}, _("Change password")),
    h("form", { onsubmit: async (/** @type {SubmitEvent} */ event) => {
      event.preventDefault();
      try {
        await Api.post("/api/account/password", { old: old.value, new: fresh.value });
        said.className = ""; said.textContent = _("Password changed: your other devices are signed out.");
        old.value = fresh.value = "";
      } catch (err) { said.className = "error"; said.textContent = /** @type {Error} */ (err).message; }
    } }, h("label", {}, h("span", {}, _("Present password")), old), h("label", {}, h("span", {}, _("New password")), fresh),
    h("button", { type: "submit" }, _("Change password")), said));
}

// The player's own email settings: an address and "your move" emails (sent in the page's language at saving).
// Nothing but the link that confirms it is emailed to an address before that link is opened: the card says so.
function emailForm() {
  const address = h("input", { type: "email", id: "email-address", autocomplete: "email", maxlength: 254 });
  const turn = h("input", { type: "checkbox", id: "email-turn" });
  const said = h("p", { role: "status" });
  const confirmation = h("p", { id: "email-confirmation" });
  /** @type {{ email?: string | null, language?: string | null, turn?: boolean, invitations?: boolean, digest?: boolean, confirmed?: boolean }} */
  let kept = {};
  const again = h("button", { type: "button", id: "email-again", class: "quiet", onclick: async () => {
    try {
      await Api.post("/api/account/notifications/confirm", null);
      said.className = ""; said.textContent = _("Sent: open the link in the email.");
    } catch (err) { said.className = "error"; said.textContent = /** @type {Error} */ (err).message; }
  } }, _("Send the link again"));
  const showConfirmation = () => {
    const waiting = Boolean(kept.email) && !kept.confirmed;
    confirmation.className = waiting ? "unconfirmed" : "muted";
    confirmation.textContent = !kept.email ? "" : kept.confirmed ? _("Confirmed: emails reach this address.")
      : _("Not confirmed yet: open the link emailed to this address. Nothing else is sent to it until then.");
    again.hidden = !waiting;
  };
  showConfirmation();
  // A field the player typed in or ticked before the stored settings arrived stays: the answer fills the others.
  let typed = false;
  let ticked = false;
  address.addEventListener("input", () => { typed = true; });
  turn.addEventListener("change", () => { ticked = true; });
  // Saved only once the stored settings have come: saving sends every setting, and one not yet read (the
  // "your move" box, unticked until then) would be stored as the player never chose.
  const save = h("button", { type: "submit", disabled: true }, _("Save"));
  Api.get("/api/account/notifications").then((/** @type {typeof kept} */ found) => {
    kept = found;
    if (!typed) address.value = found.email ?? "";
    if (!ticked) turn.checked = Boolean(found.turn);
    showConfirmation();
    save.disabled = false;
  }).catch((err) => { said.className = "error"; said.textContent = /** @type {Error} */ (err).message; });
  return h("section", { class: "card" }, h("h2", {}, _("Email")),
    h("form", { onsubmit: async (/** @type {SubmitEvent} */ event) => {
      event.preventDefault();
      try {
        const { invitations, digest } = kept;  // what this form does not show is kept as it is
        kept = await Api.put("/api/account/notifications",
          { invitations, digest, email: address.value.trim() || null, turn: turn.checked, language: I18N.lang });
        said.className = ""; said.textContent = _("Saved.");
        showConfirmation();
      } catch (err) { said.className = "error"; said.textContent = /** @type {Error} */ (err).message; }
    } }, h("label", {}, h("span", {}, _("Email address")), address), confirmation, again,
    h("label", { class: "check" }, turn, h("span", {}, _("Email me when it is my move at a turn-based table and I am not there"))),
    h("p", { class: "muted" }, _("Emails come in this page's language; each has a link to stop them.")),
    save, said));
}

/**
 * Another player's page, to a signed-in reader: follow them (their public tables show in the lobby's Friends).
 * @param {string} name
 */
async function followCard(name) {
  /** @type {{ name: string }[]} */
  const friends = await Api.get("/api/account/friends").catch(() => []);
  let followed = friends.some((f) => f.name === name);
  const said = h("p", { class: "error", role: "alert" });
  const button = h("button", { type: "button", id: "follow" });
  const label = () => {
    button.textContent = followed ? _("Stop following") : _("Follow");
    button.setAttribute("aria-pressed", String(followed));
  };
  button.addEventListener("click", async () => {
    const path = `/api/account/friends/${encodeURIComponent(name)}`;
    said.textContent = "";
    try {
      if (followed) await Api.delete(path); else await Api.put(path, null);
      followed = !followed;
      label();
    } catch (err) { said.textContent = /** @type {Error} */ (err).message; }
  });
  label();
  return h("section", { class: "card follow" }, button,
    h("p", { class: "muted" }, _("The tables of the players you follow show in the lobby.")), said);
}

async function drawPlayer() {
  const page = byId("page");
  /** @type {{ name: string, ratings: Rating[], playing: PlayedTable[], finished: PlayedTable[] }} */
  let player;
  try { player = await Api.get(`/api/players/${encodeURIComponent(wanted)}`); } catch {
    page.replaceChildren(h("p", { class: "card" }, _("There is no such player.")));
    return;
  }
  byId("where").textContent = player.name;
  document.title = `${player.name} — Agora`;
  const other = Account.me && Account.me.name !== player.name ? [await followCard(player.name)] : [];
  page.replaceChildren(...other,
    h("section", { class: "card" }, h("h2", {}, _("Ratings")), ratingTable(player.ratings, false)),
    h("section", { class: "card" }, h("h2", {}, _("Being played")), tableList(player.playing)),
    h("section", { class: "card" }, h("h2", {}, _("Finished")), tableList(player.finished)),
    ...(Account.me?.name === player.name ? [emailForm(), pushCard(), passwordForm()] : []));  // replaceChildren(null) would show "null"
}

async function drawBoard() {
  const page = byId("page");
  const game = wanted || games[0]?.name;
  const select = h("select", { id: "board-game", onchange: () => { location.href = `/leaderboard/${select.value}`; } },
    games.map((g) => new Option(I18N.pick(g.titles, g.title), g.name, false, g.name === game)));
  const rows = game ? await Api.get(`/api/games/${encodeURIComponent(game)}/leaderboard`).catch(() => []) : [];
  byId("where").textContent = _("Leaderboard");
  document.title = `${_("Leaderboard")} — Agora`;
  page.replaceChildren(h("section", { class: "card" }, h("label", {}, h("span", {}, _("Game")), select),
    ratingTable(rows, true)));
}

async function main() {
  registerWorker();
  await I18N.mount(byId("lang-slot"));
  [games] = await Promise.all([Api.get("/api/games"), mountAccount(byId("account-slot"))]);
  const draw = kind === "player" ? drawPlayer : drawBoard;
  window.addEventListener("agora:lang", draw);
  await draw();
}

main();
