// The moderators' page (/moderation): the reported chat lines, each with hiding it and muting or banning its
// speaker at hand; muting, banning (or lifting either) by name; closing a table by its id or link; and the log of
// every act of moderation. Its data answers moderators only (a player sees why not).
import { Account, mountAccount } from "./lib/account.js";
import { Api } from "./lib/api.js";
import { byId, h } from "./lib/dom.js";
import { I18N, _, n_ } from "./lib/i18n.js";
import { registerWorker } from "./lib/install.js";

/**
 * A reported line, as GET /api/admin/reports gives it.
 * @typedef {{ line: number, table: string, hidden: boolean, speaker: string | null, account: string | null, text: string | null, phrase: string | null, reports: number, last: string }} ReportedLine
 */
/**
 * An act of moderation, as GET /api/admin/log gives it.
 * @typedef {{ moderator: string | null, act: string, target: string, reason: string | null, at: string }} Act
 */

/** @param {string} iso */
const when = (iso) => new Date(iso).toLocaleString(I18N.lang);

/**
 * How long a mute may be chosen to run, in minutes ("": until a moderator lifts it), and its words.
 * @type {[string, () => string][]}
 */
const DURATIONS = [["60", () => _("for an hour")], ["1440", () => _("for a day")], ["10080", () => _("for a week")],
  ["43200", () => _("for 30 days")], ["", () => _("until lifted")]];

/** A status line beside a form's buttons, saying what came of the last click. */
const status = () => h("span", { class: "said", role: "status" });

/**
 * Do a moderation request, say what came of it, and draw the page again once it is done.
 * @param {HTMLElement} said
 * @param {() => Promise<unknown>} request
 * @param {string} done what to say once it is done
 */
async function run(said, request, done) {
  try {
    await request();
    said.textContent = done;
    await draw();
  } catch (err) { said.textContent = /** @type {Error} */ (err).message; }
}

/** @param {string} cls */
const reasonInput = (cls) => h("input", { class: cls, maxlength: "200", "aria-label": _("Reason"), placeholder: _("Reason") });

/** A choice of how long a mute runs. */
const durationSelect = () => h("select", { class: "mute-for", "aria-label": _("How long") },
  ...DURATIONS.map(([value, label]) => h("option", { value, selected: value === "1440" }, label())));

/**
 * A mute (for a chosen time, or until lifted, with a reason) of the account named in `who`.
 * @param {HTMLInputElement} who @param {HTMLSelectElement} how @param {HTMLInputElement} why @param {HTMLElement} said
 */
function muteOf(who, how, why, said) {
  const minutes = how.value ? Number(how.value) : null;
  return run(said, () => Api.put(`/api/admin/mutes/${encodeURIComponent(who.value.trim())}`, { reason: why.value.trim() || "-", minutes }), _("Muted"));
}

/**
 * A form that mutes an account for everyone (for a time, with a reason) or lifts its mute.
 */
function muteForm() {
  const who = h("input", { class: "mute-name", maxlength: "32", required: true, "aria-label": _("Player's name"), placeholder: _("Player's name") });
  const how = durationSelect();
  const why = reasonInput("mute-reason");
  const said = status();
  const lift = () => run(said, () => Api.delete(`/api/admin/mutes/${encodeURIComponent(who.value.trim())}`), _("Mute lifted"));
  return h("div", { class: "mod-form" }, who, how, why,
    h("button", { type: "button", class: "mute", onclick: () => muteOf(who, how, why, said) }, _("Mute")),
    h("button", { type: "button", class: "quiet unmute", onclick: lift }, _("Lift the mute")), said);
}

/**
 * The table id in what a moderator pasted: an id, or a link to the table's page (null: neither).
 * @param {string} text
 */
function tableIdOf(text) {
  const found = text.trim().match(/^(?:.*\/table\/)?([A-Za-z0-9_-]{1,32})(?:[?#].*)?$/);
  return found ? found[1] : null;
}

/** A form that closes a table, by its id or link, with a reason. */
function closeForm() {
  const which = h("input", { class: "close-table", maxlength: "300", required: true, "aria-label": _("Table's id or link"), placeholder: _("Table's id or link") });
  const why = reasonInput("close-reason");
  const said = status();
  const close = () => {
    const id = tableIdOf(which.value);
    if (id === null) { said.textContent = _("That is not a table's id or link."); return; }
    void run(said, () => Api.put(`/api/admin/closed/${encodeURIComponent(id)}`, { reason: why.value.trim() || "-" }), _("Table closed"));
  };
  return h("div", { class: "mod-form" }, which, why, h("button", { type: "button", class: "close", onclick: close }, _("Close the table")), said);
}

/**
 * What a moderator may do about a reported line: hide it, and mute or ban its speaker (one reason for each).
 * @param {ReportedLine} r
 */
function reportActions(r) {
  const why = reasonInput("act-reason");
  const said = status();
  const reason = () => why.value.trim() || "-";
  const hide = r.hidden ? h("span", { class: "muted hidden-line" }, _("hidden")) : h("button", { type: "button", class: "hide", onclick: () =>
    run(said, () => Api.put(`/api/admin/hidden/${r.line}`, { reason: reason() }), _("Line hidden")) }, _("Hide the line"));
  if (!r.account) return h("div", { class: "mod-form" }, why, hide, said);
  const account = r.account;
  const who = /** @type {HTMLInputElement} */ (h("input", { type: "hidden", value: account }));
  const how = durationSelect();
  return h("div", { class: "mod-form" }, why, hide, how,
    h("button", { type: "button", class: "mute", onclick: () => muteOf(who, how, why, said) }, _("Mute")),
    h("button", { type: "button", class: "ban", onclick: () =>
      run(said, () => Api.put(`/api/admin/bans/${encodeURIComponent(account)}`, { reason: reason() }), _("Banned")) }, _("Ban")),
    said);
}

/** A form that bans an account (with a reason) or lifts its ban. */
function banForm() {
  const who = h("input", { class: "ban-name", maxlength: "32", required: true, "aria-label": _("Player's name"), placeholder: _("Player's name") });
  const why = reasonInput("ban-reason");
  const said = status();
  /** @param {boolean} ban */
  const act = (ban) => {
    const path = `/api/admin/bans/${encodeURIComponent(who.value.trim())}`;
    return run(said, () => (ban ? Api.put(path, { reason: why.value.trim() || "-" }) : Api.delete(path)), ban ? _("Banned") : _("Ban lifted"));
  };
  return h("div", { class: "mod-form ban-form" }, who, why,
    h("button", { type: "button", class: "ban", onclick: () => act(true) }, _("Ban")),
    h("button", { type: "button", class: "quiet unban", onclick: () => act(false) }, _("Lift the ban")), said);
}

/**
 * An act of the log in words (the server keeps it as a code), and whom it concerned.
 * @param {Act} a
 */
function actText(a) {
  const whom = a.target.replace(/^(account|line|table):/, "");
  const until = a.act.match(/^muted until (.+)$/);
  if (until) return _("muted {name} until {time}", { name: whom, time: when(until[1]) });
  switch (a.act) {
    case "muted": return _("muted {name} until lifted", { name: whom });
    case "unmuted": return _("lifted the mute of {name}", { name: whom });
    case "line hidden": return _("hid chat line {line}", { line: whom });
    case "table closed": return _("closed table {table}", { table: whom });
    case "banned": return _("banned {name}", { name: whom });
    case "unbanned": return _("lifted the ban of {name}", { name: whom });
    case "admin granted": return _("made {name} a moderator", { name: whom });
    case "admin revoked": return _("took the moderator role from {name}", { name: whom });
    default: return `${a.act} ${a.target}`;
  }
}

async function draw() {
  const page = byId("page");
  /** @type {ReportedLine[]} */
  let reports;
  /** @type {Act[]} */
  let log;
  if (!Account.me) {  // a guest is asked to sign in, not refused by the server
    page.replaceChildren(h("p", { class: "card", id: "not-moderator" }, _("Sign in as a moderator to see this page.")));
    return;
  }
  try {
    [reports, log] = await Promise.all([Api.get("/api/admin/reports"), Api.get("/api/admin/log")]);
  } catch (err) {
    page.replaceChildren(h("p", { class: "card", id: "not-moderator" }, /** @type {Error} */ (err).message));
    return;
  }
  page.replaceChildren(
    h("section", { class: "card" }, h("h2", {}, _("Reported chat")),
      reports.length ? h("ul", { class: "tables", id: "reports" }, ...reports.map((r) => h("li", { class: "table-row report", dataset: { line: String(r.line) } },
        h("q", {}, r.text ?? r.phrase ?? ""), " — ", r.speaker ?? "?", r.account ? ` (${r.account})` : "",
        " · ", n_("reported {n} time", "reported {n} times", r.reports, { n: r.reports }), " · ", h("a", { href: r.table, class: "tap" }, _("table")),
        reportActions(r))))
        : h("p", { class: "muted" }, _("No chat line is reported."))),
    h("section", { class: "card" }, h("h2", {}, _("Mute or lift a mute")),
      h("p", { class: "muted" }, _("A muted player's chat lines are refused at every table, with the reason.")), muteForm()),
    h("section", { class: "card" }, h("h2", {}, _("Ban or lift a ban")), banForm()),
    h("section", { class: "card" }, h("h2", {}, _("Close a table")),
      h("p", { class: "muted" }, _("The game ends where it stands and counts for nobody's rating; its players are told.")), closeForm()),
    h("section", { class: "card" }, h("h2", {}, _("Moderation log")),
      h("ul", { class: "tables", id: "log" }, ...log.map((a) => h("li", { class: "table-row" },
        h("span", {}, when(a.at)), " ", h("strong", {}, a.moderator ?? _("command line")), " ", actText(a),
        a.reason ? ` — ${a.reason}` : "")))));
}

async function main() {
  registerWorker();
  await I18N.mount(byId("lang-slot"));
  await mountAccount(byId("account-slot"));
  document.title = `${_("Moderation")} — Agora`;
  window.addEventListener("agora:lang", draw);
  await draw();
}

main();
