// The moderators' page (/moderation): the reported chat lines with a ban at hand, banning or lifting a ban by
// name, and the log of every act of moderation. Its data answers moderators only (a player sees why not).
import { Account, mountAccount } from "./lib/account.js";
import { Api } from "./lib/api.js";
import { byId, h } from "./lib/dom.js";
import { I18N, _, n_ } from "./lib/i18n.js";
import { registerWorker } from "./lib/install.js";

/**
 * A reported line, as GET /api/admin/reports gives it.
 * @typedef {{ line: number, table: string, speaker: string | null, account: string | null, text: string | null, phrase: string | null, reports: number, last: string }} ReportedLine
 */
/**
 * An act of moderation, as GET /api/admin/log gives it.
 * @typedef {{ moderator: string | null, act: string, target: string, reason: string | null, at: string }} Act
 */

/** @param {string} iso */
const when = (iso) => new Date(iso).toLocaleString(I18N.lang);

/**
 * A form that bans an account (with a reason) or lifts its ban; `name` fills the name at first.
 * @param {string} [name]
 */
function banForm(name = "") {
  const who = h("input", { class: "ban-name", value: name, maxlength: "32", required: true, "aria-label": _("Player's name"), placeholder: _("Player's name") });
  const why = h("input", { class: "ban-reason", maxlength: "200", "aria-label": _("Reason"), placeholder: _("Reason") });
  const said = h("span", { class: "said", role: "status" });
  /** @param {boolean} ban */
  const act = async (ban) => {
    const path = `/api/admin/bans/${encodeURIComponent(who.value.trim())}`;
    try {
      if (ban) await Api.put(path, { reason: why.value.trim() || "-" }); else await Api.delete(path);
      said.textContent = ban ? _("Banned") : _("Ban lifted");
      draw();
    } catch (err) { said.textContent = /** @type {Error} */ (err).message; }
  };
  return h("span", { class: "ban-form" }, who, " ", why, " ",
    h("button", { type: "button", class: "ban", onclick: () => act(true) }, _("Ban")), " ",
    h("button", { type: "button", class: "quiet unban", onclick: () => act(false) }, _("Lift the ban")), " ", said);
}

/**
 * An act of the log in words (the server keeps it as a code), and whom it concerned.
 * @param {Act} a
 */
function actText(a) {
  const whom = a.target.replace(/^account:/, "");
  switch (a.act) {
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
        r.account ? banForm(r.account) : null)))
        : h("p", { class: "muted" }, _("No chat line is reported."))),
    h("section", { class: "card" }, h("h2", {}, _("Ban or lift a ban")), banForm()),
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
