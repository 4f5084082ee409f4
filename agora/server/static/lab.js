// The balance lab's page (/lab/GAME): bots against themselves, and how each designed component fares —
// the most out of line first, with 95% intervals; the proposal that would even them out and its report.
import { mountAccount } from "./lib/account.js";
import { Api } from "./lib/api.js";
import { byId, h, s } from "./lib/dom.js";
import { I18N } from "./lib/i18n.js";
/** @import { Texts } from "./lib/types.js" */

/**
 * A win rate with its 95% interval.
 * @typedef {{ games: number, wins: number, rate: number, low: number, high: number }} Rate
 */
/**
 * A designed component's row: how often it was taken, the win rates with and without it, its verdict.
 * @typedef {{ component: string, designed: string, taken_in_games: number, win_taken: Rate, win_not_taken: Rate, verdict: number }} Row
 */
/**
 * The report at one player count.
 * @typedef {object} Part
 * @property {Row[]} components
 * @property {number} mean_taken
 * @property {number} games
 * @property {Rate[]} seat_wins
 * @property {number} first_seat_advantage
 * @property {{ mean: number, sd: number, min: number, max: number, winning_margin: number }} scores
 * @property {unknown[]} [stalled]
 */
/**
 * A step of the proposal: a designed value moved.
 * @typedef {{ component: string, field: string, before: unknown, after: unknown, why: string }} Change
 */
/**
 * The lab's report of a game (GET /api/games/{game}/lab), with the proposal and its report.
 * @typedef {object} Lab
 * @property {string} game
 * @property {{ level: string, games_per_count: number, seed: number, players: Record<string, Part> }} report
 * @property {{ players: Record<string, Part | undefined> } | null} [after]
 * @property {Change[]} changes
 * @property {string[]} left
 * @property {string | null} [proposal]
 */

const wanted = decodeURIComponent(location.pathname.split("/")[2] ?? "");
const TOP = 15;
/** @type {{ name: string, title: string, titles?: Texts }[]} */
let games = [];
/** @type {Lab | null} */
let lab = null;
/** @type {string | null} the player count shown */
let count = null;
let showAll = false;

const pct = (/** @type {number} */ x) => `${Math.round(100 * x)}%`;
const signed = (/** @type {number} */ x) => `${x >= 0 ? "+" : "−"}${Math.abs(Math.round(100 * x))}%`;

// A 95% interval drawn on 0–100%: the dashed mark is the mean the verdict compares with.
/** @param {Rate} r @param {number} mean @param {number} v the verdict */
function ciBar(r, mean, v) {
  const x = (/** @type {number} */ p) => 4 + p * 112;
  return s("svg", { width: 120, height: 14, viewBox: "0 0 120 14", "aria-hidden": "true" },
    s("line", { x1: x(0), x2: x(1), y1: 7, y2: 7, stroke: "#e0d6c2", "stroke-width": 2 }),
    s("line", { x1: x(mean), x2: x(mean), y1: 1, y2: 13, stroke: "#5a3d8a", "stroke-dasharray": "2 2" }),
    r.games ? s("line", { class: "ci-line", "data-v": v, x1: x(r.low), x2: x(r.high), y1: 7, y2: 7 }) : null,
    r.games ? s("circle", { cx: x(r.rate), cy: 7, r: 3.5, fill: "#2a2420" }) : null);
}

// A win rate's cell: with its interval drawn when `mean` is given, else in figures alone.
/** @param {Rate} r @param {number | null} mean @param {number} v the verdict @param {string} [extra] classes */
function ci(r, mean, v, extra = "") {
  if (!r.games) return h("td", { class: `ci muted ${extra}` }, "—");
  return h("td", { class: `ci ${extra}`, title: I18N.t("labOf", { wins: r.wins, games: r.games }) },
    mean === null ? null : ciBar(r, mean, v),
    `${pct(r.rate)} `, h("span", { class: "muted range" }, `(${pct(r.low)}–${pct(r.high)})`));
}

/** @param {number} v */
function verdictBadge(v) {
  return h("span", { class: "verdict", "data-v": v }, I18N.t(v > 0 ? "tooStrong" : v < 0 ? "tooWeak" : "inLine"));
}

/** @param {Lab} labReport @param {Part} part @param {Part | null} after */
function rowsTable(labReport, part, after) {
  const changes = new Map(labReport.changes.map((c) => [c.component, c]));
  const afterRows = new Map((after?.components ?? []).map((r) => [r.component, r]));
  const rows = showAll ? part.components : part.components.slice(0, TOP);
  return h("div", { class: "lab-scroll" }, h("table", { class: "lab-rows" },
    h("thead", {}, h("tr", {},
      h("th", {}, I18N.t("component")), h("th", { class: "wide" }, I18N.t("designedValues")),
      h("th", { class: "num" }, I18N.t("taken")), h("th", {}, I18N.t("winTaken")),
      h("th", { class: "wide" }, I18N.t("winNotTaken")), h("th", {}, I18N.t("verdict")),
      labReport.changes.length ? h("th", {}, I18N.t("proposal")) : null,
      after ? h("th", {}, I18N.t("winTakenAfter")) : null)),
    h("tbody", {}, rows.map((r) => {
      const [group, ...name] = r.component.split(" ");
      const change = changes.get(r.component);
      const later = afterRows.get(r.component);
      return h("tr", { dataset: { component: r.component } },
        h("td", {}, h("span", { class: "group" }, group), name.join(" ").replaceAll("_", " ")),
        h("td", { class: "designed wide" }, r.designed),
        h("td", { class: "num" }, pct(r.taken_in_games)),
        ci(r.win_taken, part.mean_taken, r.verdict),
        ci(r.win_not_taken, null, 0, "wide"),
        h("td", {}, verdictBadge(r.verdict)),
        labReport.changes.length ? h("td", {}, change ? h("span", { class: "change", title: change.field },
          `${change.field}: ${change.before} → ${change.after}`) : "") : null,
        after ? (later ? ci(later.win_taken, null, later.verdict) : h("td", { class: "muted" }, "—")) : null);
    }))));
}

/** @param {Part} part @param {Part | null} after */
function facts(part, after) {
  const spread = part.scores;
  const seats = part.seat_wins.map((r, i) => `${i + 1}: ${pct(r.rate)} (${pct(r.low)}–${pct(r.high)})`).join(" · ");
  return h("ul", { class: "lab-facts" },
    h("li", {}, `${I18N.t("firstSeat")}: `, h("strong", {}, signed(part.first_seat_advantage)),
      after ? h("span", { class: "muted" }, ` → ${signed(after.first_seat_advantage)} ${I18N.t("afterShort")}`) : null),
    h("li", {}, `${I18N.t("winBySeat")}: `, h("strong", {}, seats)),
    h("li", {}, `${I18N.t("scores")}: `, h("strong", {}, `${spread.mean.toFixed(1)} ± ${spread.sd.toFixed(1)}`),
      ` (${spread.min}–${spread.max})`),
    h("li", {}, `${I18N.t("margin")}: `, h("strong", {}, spread.winning_margin.toFixed(1))),
    part.stalled?.length ? h("li", { class: "error" }, I18N.t("stalled", { n: part.stalled.length })) : null);
}

/** @param {Lab} labReport with a proposal */
function proposalCard(labReport) {
  return h("section", { class: "card", id: "proposal" }, h("h2", {}, I18N.t("proposalHead")),
    h("p", {}, I18N.t("proposalIntro")),
    labReport.changes.length ? h("ul", { class: "lab-changes" }, labReport.changes.map((c) => h("li", {},
      h("strong", {}, c.component.replaceAll("_", " ")), ` (${I18N.t(c.why === "too strong" ? "tooStrong" : "tooWeak")}): `,
      `${c.field} ${c.before} → ${c.after}`))) : h("p", { class: "muted" }, I18N.t("noChanges")),
    labReport.left.length ? h("details", {}, h("summary", {}, I18N.t("leftAlone", { n: labReport.left.length })),
      h("ul", { class: "lab-changes muted" }, labReport.left.map((why) => h("li", {}, why)))) : null,
    h("p", {}, I18N.t("tryIt"), " ", h("code", { class: "cmd" }, `agora lab ${labReport.game} --data ${labReport.proposal}`)));
}

function draw() {
  const page = byId("page");
  const select = h("select", { id: "lab-game", onchange: () => { location.href = `/lab/${select.value}`; } },
    games.map((g) => new Option(I18N.pick(g.titles, g.title), g.name, false, g.name === (lab?.game ?? wanted))));
  document.title = `${I18N.t("balanceLab")} — Agora`;
  if (!lab) {
    page.replaceChildren(h("section", { class: "card" }, h("label", {}, h("span", {}, I18N.t("game")), select),
      h("p", { class: "muted" }, I18N.t("noLab"))));
    return;
  }
  const report = lab.report;
  const part = report.players[count ?? ""];
  const after = lab.after?.players[count ?? ""] ?? null;
  const counts = Object.keys(report.players);
  const out = part.components.filter((r) => r.verdict !== 0).length;
  page.replaceChildren(
    h("section", { class: "card" },
      h("label", {}, h("span", {}, I18N.t("game")), select),
      h("p", {}, I18N.t("labIntro", { level: I18N.t(`level_${report.level}`), games: report.games_per_count, seed: report.seed })),
      h("div", { class: "lab-counts", role: "group", "aria-label": I18N.t("players") },
        h("span", {}, `${I18N.t("players")}:`),
        counts.map((n) => h("button", { type: "button", "aria-pressed": String(n === count),
          onclick: () => { count = n; draw(); } }, n)))),
    h("section", { class: "card", id: "figures" }, h("h2", {}, I18N.t("atPlayers", { n: count, games: part.games })),
      facts(part, after)),
    h("section", { class: "card", id: "components" },
      h("h2", {}, I18N.t("outOfLine")),
      h("p", { class: "muted small" }, I18N.t("outOfLineHow", { mean: pct(part.mean_taken), out, all: part.components.length })),
      rowsTable(lab, part, after),
      part.components.length > TOP ? h("button", { type: "button", class: "quiet", onclick: () => { showAll = !showAll; draw(); } },
        I18N.t(showAll ? "showTop" : "showAll", { n: showAll ? TOP : part.components.length })) : null,
      h("div", { class: "lab-key" }, h("span", {}, I18N.t("keyBar")), h("span", {}, I18N.t("keyCaveat")))),
    ...(lab.proposal ? [proposalCard(lab)] : []));  // replaceChildren(null) would show "null"
}

async function main() {
  I18N.mount(byId("lang-slot"));
  [games] = await Promise.all([Api.get("/api/games"), mountAccount(byId("account-slot"))]);
  const name = wanted || games[0]?.name;
  lab = name ? await Api.get(`/api/games/${encodeURIComponent(name)}/lab`).catch(() => null) : null;
  count = lab ? Object.keys(lab.report.players)[0] : null;
  window.addEventListener("agora:lang", draw);
  draw();
}

main();
