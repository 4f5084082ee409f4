// The lobby: the games as covers, a new table made from a game's option schema (its variants shown, its
// advanced rule readings folded away), the tables this browser sits at, and the open tables to join.
import { Account, clockText, mountAccount } from "./lib/account.js";
import { Api, Tokens } from "./lib/api.js";
import { byId, h, humanize } from "./lib/dom.js";
import { I18N, _, levelName, statusName } from "./lib/i18n.js";
import { guide, learnButton } from "./table/how.js";
import { registerWorker } from "./lib/install.js";
import { mountPlayNow } from "./playnow.js";
/** @import { SeatInfo, Texts } from "./lib/types.js" */

/**
 * An option's JSON schema (pydantic's), as far as the form reads it.
 * `advanced`: a rule reading the rulebook leaves open (folded away), `rulebook`: the rulebook's own words it reads.
 * @typedef {{ type?: string, enum?: unknown[], anyOf?: OptionSchema[], minimum?: number, maximum?: number, default?: unknown, description?: string, advanced?: boolean, rulebook?: string }} OptionSchema
 */
/**
 * An option's words in one language: its label, description and value labels.
 * @typedef {{ label?: string, description?: string, values?: Record<string, string> }} OptionWords
 */
/**
 * A game as GET /api/games lists it.
 * @typedef {{ name: string, title: string, titles?: Texts, options: Record<string, OptionSchema>, words?: Record<string, Record<string, OptionWords>>, how_to_play?: Texts, tutorial?: boolean, learned?: number[] }} GameInfo
 */
/**
 * A table as the lobby lists it.
 * @typedef {{ id: string, title: string, titles?: Texts, status: string, seats: SeatInfo[], invite: string, created_at: string }} TableInfo
 */
/**
 * A clock a table may be made with.
 * @typedef {{ kind: string, bank_seconds?: number, increment_seconds?: number, move_hours?: number, game_days?: number }} Clock
 */

/** @param {string} id */
const field = (id) => /** @type {HTMLInputElement} */ (byId(id));
/** @param {string} id */
const choice = (id) => /** @type {HTMLSelectElement} */ (byId(id));

// The speeds a table may be made with (the server takes any clock within its bounds).
/** @type {Record<string, Clock | null>} */
const SPEEDS = {
  untimed: null,
  realtime: { kind: "realtime", bank_seconds: 90, increment_seconds: 10 },
  turn24: { kind: "turn", move_hours: 24, game_days: 30 },
  turn72: { kind: "turn", move_hours: 72, game_days: 60 },
};

/** @param {Clock | null} clock */
function speedText(clock) {
  if (!clock) return _("Untimed");
  return clock.kind === "realtime" ? _("Real-time: {bank} s + {inc} s a move", { bank: clock.bank_seconds, inc: clock.increment_seconds })
    : _("Turn-based: {hours} h a move", { hours: clock.move_hours });
}

function drawSpeeds() {
  const select = choice("speed");
  const chosen = select.value || "untimed";
  select.replaceChildren(...Object.entries(SPEEDS).map(([key, clock]) => new Option(speedText(clock), key, false, key === chosen)));
}

// Every table where it is the signed-in player's move, the least time left first.
async function drawTurns() {
  const list = byId("turns");
  if (!Account.me) {
    list.replaceChildren(h("li", { class: "muted" }, _("Sign in to see every table waiting for your move.")));
    return;
  }
  /** @type {{ id: string, game: string, titles?: Texts, left_ms: number | null, table: string }[]} */
  let turns;
  try { turns = await Api.get("/api/turns"); } catch { return; }
  list.replaceChildren(...(turns.length ? turns.map((t) => h("li", { class: "table-row turn-row", dataset: { table: t.id } },
    h("strong", {}, I18N.pick(t.titles, t.game)),
    t.left_ms === null ? null : h("span", { class: "clock-left", dataset: { tip: _("time left") } }, clockText(t.left_ms)),
    h("span", { class: "seats" }),
    h("a", { href: t.table, class: "button" }, `▶ ${_("Play")}`))) : [h("li", { class: "muted" }, _("No table is waiting for you."))]));
}

// The invitations the signed-in player got, newest first: join the table, or dismiss the invitation.
async function drawInvitations() {
  const card = byId("invitations-card");
  if (!Account.me) { card.hidden = true; return; }
  /** @type {{ id: number, table: string, game: string, titles?: Texts, inviter: string }[]} */
  let invitations;
  try { invitations = await Api.get("/api/account/invitations"); } catch { return; }
  card.hidden = invitations.length === 0;
  byId("invitations").replaceChildren(...invitations.map((i) => h("li", { class: "table-row invitation", dataset: { invitation: String(i.id) } },
    h("span", {}, _("{name} invites you to {game}", { name: i.inviter, game: I18N.pick(i.titles, i.game) })),
    h("a", { href: i.table, class: "button" }, _("Join")),
    h("button", { type: "button", class: "quiet", onclick: async () => {
      await Api.delete(`/api/account/invitations/${i.id}`).catch(() => null);
      drawInvitations();
    } }, _("Dismiss")))));
}

// The players the signed-in player follows, each with the public tables they sit at now.
async function drawFriends() {
  const list = byId("friends");
  byId("friends-card").hidden = !Account.me;
  if (!Account.me) return;
  /** @type {{ name: string, playing: { id: string, game: string, status: string, table: string }[] }[]} */
  let friends;
  try { friends = await Api.get("/api/account/friends"); } catch { return; }
  if (!friends.length) {
    list.replaceChildren(h("li", { class: "muted" }, _("Follow players from their page to see their tables here.")));
    return;
  }
  list.replaceChildren(...friends.map((f) => h("li", { class: "friend", dataset: { friend: f.name } },
    h("a", { href: `/player/${encodeURIComponent(f.name)}` }, f.name), " ",
    f.playing.length ? f.playing.map((t) => h("a", { href: t.table, class: "button quiet", dataset: { table: t.id } },
      `${gameTitle(t.game)} · ${statusName(t.status)}`)) : h("span", { class: "muted" }, _("not at a table")))));
}

/** @param {string} name a game's */
function gameTitle(name) {
  const game = games.find((g) => g.name === name);
  return game ? I18N.pick(game.titles, game.title) : name;
}

// Each game's box colour (a game without one takes the first) and its cover (static/covers/<game>.svg).
/** @type {Record<string, string>} */
const BOX_COLOURS = { "relic-runners": "#2e7d4f", historia: "#8a3b12", "ancient-world": "#3a4f9c" };
const COVERED = new Set(Object.keys(BOX_COLOURS));
// The level a bot seat starts at: a fair game for someone new, neither the random nor the strongest.
const DEFAULT_BOT = "medium";

/**
 * A game's pitch in one line, in the current language.
 * @param {string} game
 */
function pitch(game) {
  switch (game) {
    case "relic-runners": return _("Race through the jungle, open pathways between the temples and bring home the most relics.");
    case "historia": return _("Lead a civilization from the first cities to the stars: grow its technology and armies, raise wonders.");
    case "ancient-world": return _("Build a city of the ancient world, feed its citizens and drive off the titans that roam the land.");
    default: return "";
  }
}
const YOURS_SHOWN = 12;
/** @type {GameInfo[]} */
let games = [];
/** @type {string[]} */
let bots = ["random"];

/**
 * An option's input, labelled in the current language (`words`: the server's label, description
 * and value labels); `value` is what it holds, the schema's default at first.
 * @param {string} name
 * @param {OptionSchema} schema
 * @param {OptionWords | undefined} words
 * @param {unknown} value
 */
function optionInput(name, schema, words, value) {
  const variants = schema.anyOf ?? [schema];
  const plain = variants.find((v) => v.type !== "null") ?? schema;  // the schema without its null
  const nullable = variants.some((v) => v.type === "null");
  const label = h("label", { title: words?.description ?? schema.description ?? "" }, h("span", {}, words?.label ?? humanize(name)), " ");
  const valueText = (/** @type {unknown} */ v) => words?.values?.[String(v)] ?? humanize(String(v));
  /** @type {HTMLInputElement | HTMLSelectElement} */
  let input;
  if (plain.enum) {
    // Values travel as JSON: an enumeration may hold numbers.
    input = h("select", { name }, plain.enum.map((v) =>
      new Option(valueText(v), JSON.stringify(v), false, v === value)));
  } else if (plain.type === "boolean") {
    input = h("input", { type: "checkbox", name, checked: value === true });
    label.classList.add("check");
  } else {
    input = h("input", {
      type: "number", name, min: plain.minimum, max: plain.maximum,
      value: value ?? "", placeholder: nullable ? "—" : null,
    });
  }
  input.dataset.kind = plain.enum ? "enum" : plain.type;
  input.dataset.nullable = String(nullable);
  label.append(input);
  if (!schema.advanced) return label;
  // A rule reading says what it settles under it; the rulebook's own words (Greek) only on request.
  return h("div", { class: "reading" }, label, h("p", { class: "reading-text" }, words?.description ?? ""),
    schema.rulebook ? h("details", { class: "rulebook" }, h("summary", {}, _("rulebook text")), h("span", { lang: "el", class: "rulebook-words" }, schema.rulebook)) : null);
}

/** @returns {Record<string, unknown>} */
function readOptions() {
  /** @type {Record<string, unknown>} */
  const options = {};
  for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll("#options [name]"))) {
    if (input.dataset.kind === "boolean") options[input.name] = input.checked;
    else if (input.dataset.kind === "integer" || input.dataset.kind === "number") {
      if (input.value === "") { if (input.dataset.nullable === "true") options[input.name] = null; }
      else options[input.name] = Number(input.value);
    } else options[input.name] = JSON.parse(input.value);
  }
  return options;
}

function drawSeats() {
  const players = Number(/** @type {HTMLInputElement | null} */ (document.querySelector("#options [name=players]"))?.value || 2);
  const seats = byId("seats");
  const game = games.find((g) => g.name === choice("game").value);
  // The learned level only where a policy was trained for this game and player count.
  const levels = bots.filter((level) => level !== "learned" || (game?.learned ?? []).includes(players));
  const previous = [...seats.querySelectorAll("select")].map((s) => s.value);
  seats.replaceChildren();
  for (let seat = 0; seat < players; seat++) {
    const kind = previous[seat] ?? (seat === 0 ? "human" : `bot:${bots.includes(DEFAULT_BOT) ? DEFAULT_BOT : bots[0]}`);
    seats.append(h("label", {}, h("span", {}, `${_("Seat")} ${seat + 1}`), " ",
      h("select", { name: `seat${seat}`, dataset: { seat } },
        new Option(_("Person"), "human", false, kind === "human"),
        levels.map((level) => new Option(`${_("Bot")}: ${levelName(level)}`, `bot:${level}`, false, kind === `bot:${level}`)))));
  }
}

/**
 * Draw the chosen game's options; `values` keeps what was set (a language switch redraws them).
 * @param {Record<string, unknown>} [values]
 */
function drawOptions(values = {}) {
  const game = games.find((g) => g.name === choice("game").value);
  /** @type {Record<string, OptionWords>} */
  const words = game?.words?.[I18N.lang] || game?.words?.en || {};
  const box = byId("options");
  const entries = Object.entries(game?.options ?? {});
  const input = (/** @type {[string, OptionSchema]} */ [name, schema]) =>
    optionInput(name, schema, words[name], Object.hasOwn(values, name) ? values[name] : schema.default);
  const readings = entries.filter(([, schema]) => schema.advanced);
  const open = /** @type {HTMLDetailsElement | null} */ (box.querySelector("details.advanced"))?.open ?? false;
  box.replaceChildren(...entries.filter(([, schema]) => !schema.advanced).map(input),
    ...(readings.length ? [h("details", { class: "advanced", open },
      h("summary", {}, _("Advanced rule readings ({n})", { n: readings.length })),
      h("p", { class: "muted small" }, _("Points the rulebook leaves open: the defaults suit most tables.")),
      readings.map(input))] : []));
  box.querySelector("[name=players]")?.addEventListener("input", drawSeats);
  drawSeats();
}

/** @param {TableInfo} table */
function seatsText(table) {
  return table.seats.map((s) => s.kind === "bot" ? _("Bot") : s.taken ? (s.name ?? "?") : _("free seat")).join(" · ");
}

/** @param {TableInfo} table @param {boolean} mine */
function tableRow(table, mine) {
  return h("li", { class: "table-row", dataset: { table: table.id } },
    h("strong", {}, I18N.pick(table.titles, table.title)),
    h("span", { class: "state", dataset: { status: table.status } }, statusName(table.status)),
    h("span", { class: "seats" }, seatsText(table)),
    h("a", { href: table.invite, class: "button" }, mine ? _("Open") : Tokens.get(table.id) ? _("Watch") : _("Join")));
}

async function drawTables() {
  const list = byId("tables");
  /** @type {TableInfo[]} */
  let tables;
  try { tables = await Api.get("/api/tables"); } catch { return; }
  list.replaceChildren(...(tables.length ? tables.map((t) => tableRow(t, false)) : [h("li", { class: "muted" }, _("No open tables right now: create one."))]));
}

// The tables this browser holds a seat at (it keeps their tokens), newest first.
async function drawYours() {
  const list = byId("your-tables");
  // A signed-in player's tables follow the account to any browser.
  /** @type {{ playing?: { id: string }[] } | null} */
  const page = Account.me ? await Api.get(`/api/players/${encodeURIComponent(Account.me.name)}`).catch(() => null) : null;
  const ids = [...new Set([...Tokens.tables(), ...(page?.playing ?? []).map((t) => t.id)])];
  /** @type {TableInfo[]} */
  const found = (await Promise.all(ids.map((id) => Api.get(`/api/tables/${encodeURIComponent(id)}`).catch(() => null)))).filter(Boolean);
  found.sort((a, b) => Number(a.status === "finished") - Number(b.status === "finished") || b.created_at.localeCompare(a.created_at));
  list.replaceChildren(...(found.length ? found.slice(0, YOURS_SHOWN).map((t) => tableRow(t, true)) : [h("li", { class: "muted" }, _("Tables you sit at appear here."))]));
}

// One box a game: its cover, title, how many may play and its pitch; a click chooses it for a new table,
// "how to play" opens its guide.
function drawBoxes() {
  const chosen = choice("game").value;
  byId("game-boxes").replaceChildren(...games.map((g, i) => {
    const players = g.options.players ?? {};
    const count = _("{min}–{max} players", { min: players.minimum ?? 1, max: players.maximum ?? "?" });
    const title = I18N.pick(g.titles, g.title);
    const pick = h("button", {
      type: "button", class: "game-pick", dataset: { game: g.name }, "aria-pressed": String(g.name === chosen),
      onclick: () => {
        choice("game").value = g.name;
        drawOptions();
        drawBoxes();
        byId("name").focus();
      },
    }, COVERED.has(g.name) ? h("img", { src: `/static/covers/${g.name}.svg`, alt: "", class: "cover" }) : null,
    h("h3", {}, title), h("span", { class: "count" }, count));
    const how = I18N.pick(g.how_to_play);
    return h("article", {
      class: "game-box", dataset: { game: g.name }, style: `--box: ${BOX_COLOURS[g.name] ?? Object.values(BOX_COLOURS)[i % 3]}`,
    }, pick, h("p", { class: "pitch" }, pitch(g.name)),
    g.tutorial ? learnButton(g.name, guestName) : null,
    how ? h("button", { type: "button", class: "quiet how", onclick: () => showHow(g, title, how) }, _("How to play")) : null);
  }));
}

/** The name a guest typed for a table (the account's is the server's own). */
function guestName() {
  return field("name").value.trim() || localStorage.getItem("agora.name");
}

/**
 * A game's short guide in the lobby's dialog, its tutorial offered first.
 * @param {GameInfo} game
 * @param {string} title
 * @param {string} text
 */
function showHow(game, title, text) {
  const dialog = /** @type {HTMLDialogElement} */ (byId("how"));
  dialog.replaceChildren(h("h2", {}, `${_("How to play")}: ${title}`),
    game.tutorial ? learnButton(game.name, guestName) : "", ...guide(text),
    h("div", { class: "outcome-actions" }, h("button", { type: "button", onclick: () => dialog.close() }, _("Close"))));
  dialog.showModal();
}

/** @param {SubmitEvent} event */
async function create(event) {
  event.preventDefault();
  const error = byId("create-error");
  error.textContent = "";
  const name = field("name").value.trim();
  localStorage.setItem("agora.name", name);
  const seats = [.../** @type {NodeListOf<HTMLSelectElement>} */ (document.querySelectorAll("#seats select"))].map((s) =>
    s.value === "human" ? { kind: "human" } : { kind: "bot", bot: s.value.split(":")[1] });
  const body = {
    game: choice("game").value, options: readOptions(), seats,
    private: field("private").checked,
    join_as: seats.some((s) => s.kind === "human") ? name || Account.me?.name || null : null,
    clock: SPEEDS[choice("speed").value] ?? null,
  };
  try {
    const created = await Api.post("/api/tables", body);
    if (created.joined) Tokens.set(created.table.id, created.joined.token);
    location.href = created.table.invite;
  } catch (err) {
    error.textContent = /** @type {Error} */ (err).message;
  }
}

/**
 * The player counts the chosen game takes.
 * @returns {[number, number]}
 */
function playerRange() {
  const players = games.find((g) => g.name === choice("game").value)?.options.players ?? {};
  return [players.minimum ?? 1, players.maximum ?? players.minimum ?? 1];
}

// The games to choose from, by their titles in the current language (the choice is kept).
function drawGames() {
  const select = choice("game");
  const chosen = select.value;
  select.replaceChildren(...games.map((g) => new Option(I18N.pick(g.titles, g.title), g.name, false, g.name === chosen)));
}

async function main() {
  registerWorker();
  await I18N.mount(byId("lang-slot"));
  await mountAccount(byId("account-slot"));
  const nameInput = field("name");
  nameInput.value = localStorage.getItem("agora.name") ?? "";
  if (Account.me) {  // a signed-in player sits under the account's name
    nameInput.value = Account.me.name;
    nameInput.readOnly = true;
  }
  drawSpeeds();
  [games, bots] = await Promise.all([Api.get("/api/games"), Api.get("/api/bots")]);
  drawGames();
  choice("game").addEventListener("change", () => { drawOptions(); drawBoxes(); drawPlayNow(); });
  drawOptions();
  drawBoxes();
  const drawPlayNow = mountPlayNow(byId("play-now"), () => choice("game").value,
    () => choice("game").selectedOptions[0]?.text ?? "", playerRange);
  byId("create").addEventListener("submit", (event) => create(/** @type {SubmitEvent} */ (event)));
  window.addEventListener("agora:lang", () => { drawGames(); drawOptions(readOptions()); drawBoxes(); drawSpeeds(); drawTables(); drawYours(); drawTurns(); drawPlayNow(); drawFriends(); drawInvitations(); });
  drawTables();
  drawYours();
  drawTurns();
  drawFriends();
  drawInvitations();
  setInterval(() => { drawTables(); drawTurns(); drawFriends(); drawInvitations(); }, 5000);
}

main();
