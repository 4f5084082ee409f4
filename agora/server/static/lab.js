// The balance lab's page (/lab/GAME): bots against themselves, and how each designed component fares —
// the most out of line first, with 95% intervals; the proposal that would even them out and its report;
// and whether the post-game review's chances come true (bench/calibration.py: Brier scores, a reliability plot).
import { mountAccount } from "./lib/account.js";
import { Api } from "./lib/api.js";
import { byId, h, s } from "./lib/dom.js";
import { I18N, _, n_, levelName } from "./lib/i18n.js";
import { registerWorker } from "./lib/install.js";
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
/**
 * A bin of the review's predictions: their mean, the mean outcome and its 95% Wilson interval.
 * @typedef {{ low: number, high: number, count: number, predicted: number, observed: number, ci_low: number, ci_high: number }} CalBin
 */
/**
 * The review's calibration at one player count (GET /api/games/{game}/calibration).
 * @typedef {object} CalPart
 * @property {number} games
 * @property {number} games_asked
 * @property {number} decisions
 * @property {number} brier
 * @property {number} base_rate
 * @property {number} lead_alone
 * @property {CalBin[]} bins
 * @property {string} made
 * @property {string} command
 * @property {number} seed
 * @property {number} iterations
 * @property {number} per_seat
 * @property {string[]} levels
 */

const wanted = decodeURIComponent(location.pathname.split("/")[2] ?? "");
const TOP = 15;
/** @type {{ name: string, title: string, titles?: Texts }[]} */
let games = [];
/** @type {Lab | null} */
let lab = null;
/** @type {{ players: Record<string, CalPart> } | null} */
let calibration = null;
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
  return h("td", { class: `ci ${extra}`, title: _("{wins} sole wins of {games} seats", { wins: r.wins, games: r.games }) },
    mean === null ? null : ciBar(r, mean, v),
    `${pct(r.rate)} `, h("span", { class: "muted range" }, `(${pct(r.low)}–${pct(r.high)})`));
}

/** @param {number} v */
function verdictBadge(v) {
  return h("span", { class: "verdict", "data-v": v }, v > 0 ? _("too strong") : v < 0 ? _("too weak") : _("in line"));
}

/** @param {Lab} labReport @param {Part} part @param {Part | null} after */
function rowsTable(labReport, part, after) {
  const changes = new Map(labReport.changes.map((c) => [c.component, c]));
  const afterRows = new Map((after?.components ?? []).map((r) => [r.component, r]));
  const rows = showAll ? part.components : part.components.slice(0, TOP);
  return h("div", { class: "lab-scroll" }, h("table", { class: "lab-rows" },
    h("thead", {}, h("tr", {},
      h("th", {}, _("Component")), h("th", { class: "wide" }, _("Designed values")),
      h("th", { class: "num" }, _("Taken")), h("th", {}, _("Win rate if taken")),
      h("th", { class: "wide" }, _("If not taken")), h("th", {}, _("Verdict")),
      labReport.changes.length ? h("th", {}, _("Proposal")) : null,
      after ? h("th", {}, _("If taken, with the proposal")) : null)),
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
    h("li", {}, `${_("First-seat advantage")}: `, h("strong", {}, signed(part.first_seat_advantage)),
      after ? h("span", { class: "muted" }, ` → ${signed(after.first_seat_advantage)} ${_("with the proposal")}`) : null),
    h("li", {}, `${_("Wins by seat")}: `, h("strong", {}, seats)),
    h("li", {}, `${_("Scores")}: `, h("strong", {}, `${spread.mean.toFixed(1)} ± ${spread.sd.toFixed(1)}`),
      ` (${spread.min}–${spread.max})`),
    h("li", {}, `${_("Winner's lead over second")}: `, h("strong", {}, spread.winning_margin.toFixed(1))),
    part.stalled?.length ? h("li", { class: "error" }, n_("{n} game stalled (the bots went round in circles): not counted", "{n} games stalled (the bots went round in circles): not counted", part.stalled.length)) : null);
}

/** @param {Lab} labReport with a proposal */
function proposalCard(labReport) {
  return h("section", { class: "card", id: "proposal" }, h("h2", {}, _("A proposal that would even them out")),
    h("p", {}, _("The ten components most out of line at any player count have one designed value stepped once towards the rest; values from the rulebook or a public source never move.")),
    labReport.changes.length ? h("ul", { class: "lab-changes" }, labReport.changes.map((c) => h("li", {},
      h("strong", {}, c.component.replaceAll("_", " ")), ` (${(c.why === "too strong" ? _("too strong") : _("too weak"))}): `,
      `${c.field} ${c.before} → ${c.after}`))) : h("p", { class: "muted" }, _("No designed value moves.")),
    labReport.left.length ? h("details", {}, h("summary", {}, _("{n} out of line left as they are", { n: labReport.left.length })),
      h("ul", { class: "lab-changes muted" }, labReport.left.map((why) => h("li", {}, why)))) : null,
    h("p", {}, _("Try it:"), " ", h("code", { class: "cmd" }, `agora lab ${labReport.game} --data ${labReport.proposal}`)));
}

const AIM = 300; // issue 33: games a title the review's calibration is to rest on

// The reliability plot: each bin a dot at (mean predicted, observed), its area the bin's count, with its
// 95% interval; the dashed diagonal is where calibrated chances lie. Drawn at its size in pixels, so its
// words keep their size on a phone too.
/** @param {CalPart} part @param {boolean} chance two seats: a chance to win, else a standing */
function reliabilityPlot(part, chance) {
  const size = 240, left = 62, top = 10, bottom = 44, right = 22;  // room for the axes' words and the edge's "100%"
  const x = (/** @type {number} */ p) => left + p * size, y = (/** @type {number} */ p) => top + (1 - p) * size;
  const most = Math.max(1, ...part.bins.map((b) => b.count));
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  return s("svg", { class: "cal-plot", width: left + size + right, height: top + size + bottom,
    viewBox: `0 0 ${left + size + right} ${top + size + bottom}`, role: "img",
    "aria-label": _("Reliability plot: predicted against observed") },
  s("rect", { class: "cal-frame", x: x(0), y: y(1), width: size, height: size, fill: "#fbf8f1", stroke: "#a89d90" }),
  ticks.map((t) => [
    s("line", { x1: x(t), x2: x(t), y1: y(0), y2: y(0) + 4, stroke: "#a89d90" }),
    s("line", { x1: x(0) - 4, x2: x(0), y1: y(t), y2: y(t), stroke: "#a89d90" }),
    s("text", { x: x(t), y: y(0) + 17, "text-anchor": "middle" }, pct(t)),
    s("text", { x: x(0) - 7, y: y(t) + 4, "text-anchor": "end" }, pct(t))]),
  s("line", { x1: x(0), y1: y(0), x2: x(1), y2: y(1), stroke: "#5a3d8a", "stroke-dasharray": "4 3" }),
  part.bins.map((b) => s("g", { class: "cal-bin", dataset: { count: b.count } },
    s("title", {}, _("{count} decisions: predicted {predicted}, observed {observed} ({low}–{high})",
      { count: b.count, predicted: pct(b.predicted), observed: pct(b.observed), low: pct(b.ci_low), high: pct(b.ci_high) })),
    s("line", { x1: x(b.predicted), x2: x(b.predicted), y1: y(b.ci_low), y2: y(b.ci_high), stroke: "#2f68b5", "stroke-width": 2 }),
    s("circle", { cx: x(b.predicted), cy: y(b.observed), r: 2.5 + 6.5 * Math.sqrt(b.count / most), fill: "#2f68b5", "fill-opacity": 0.55, stroke: "#1d4a86" }))),
  s("text", { x: x(0.5), y: y(0) + 36, "text-anchor": "middle", class: "cal-axis" }, chance ? _("The review's chance to win") : _("The review's standing")),
  s("text", { transform: `translate(14 ${y(0.5)}) rotate(-90)`, "text-anchor": "middle", class: "cal-axis" },
    chance ? _("Share of games won") : _("Standing reached")));
}

/** @param {string} players @param {CalPart} part */
function calibrationPart(players, part) {
  const chance = players === "2";
  return h("div", { class: "cal-part", dataset: { players } },
    h("h3", {}, _("{n} players ({games} games)", { n: players, games: part.games })),
    h("div", { class: "cal-body" },
      reliabilityPlot(part, chance),
      h("div", {},
        h("ul", { class: "lab-facts cal-facts" },
          h("li", {}, `${_("Brier score")}: `, h("strong", { class: "cal-brier" }, part.brier.toFixed(3)),
            " ", h("span", { class: "muted" }, _("(0 is perfect)"))),
          h("li", {}, `${_("Always saying 50%")}: `, h("strong", { class: "cal-base" }, part.base_rate.toFixed(3))),
          h("li", {}, `${_("The heuristic's lead alone, no search")}: `, h("strong", {}, part.lead_alone.toFixed(3))),
          h("li", {}, `${_("Games")}: `, h("strong", { class: "cal-games" }, String(part.games)),
            part.games < part.games_asked ? h("span", { class: "muted" }, ` (${_("of {asked} asked: the run was stopped or some did not end", { asked: part.games_asked })})`) : null),
          h("li", {}, `${_("Judged decisions")}: `, h("strong", { class: "cal-decisions" }, String(part.decisions)),
            ` (${_("{n} a seat and game", { n: part.per_seat })})`)),
        part.games < AIM ? h("p", { class: "cal-few" }, _("The aim is at least {aim} games a title; these figures rest on {games}, so read them as a first measure.", { aim: AIM, games: part.games })) : null,
        h("details", {}, h("summary", {}, _("The bins")), h("div", { class: "lab-scroll" }, h("table", { class: "lab-rows cal-bins" },
          h("thead", {}, h("tr", {}, h("th", {}, _("Predicted")), h("th", { class: "num" }, _("Decisions")),
            h("th", { class: "num wide" }, _("Mean predicted")), h("th", {}, _("Observed (95% Wilson interval)")))),
          h("tbody", {}, part.bins.map((b) => h("tr", {},
            h("td", {}, `${pct(b.low)}–${pct(b.high)}`), h("td", { class: "num" }, String(b.count)),
            h("td", { class: "num wide" }, pct(b.predicted)),
            h("td", { class: "ci" }, `${pct(b.observed)} `, h("span", { class: "muted" }, `(${pct(b.ci_low)}–${pct(b.ci_high)})`)))))))),
        h("p", { class: "muted small" }, _("Made {when} (UTC) with:", { when: part.made.slice(0, 16).replace("T", " ") }), " ",
          h("code", { class: "cmd" }, part.command)))));
}

// Whether the review's chances come true: a card, or null when the lab keeps no calibration of the game.
function calibrationCard() {
  const parts = Object.entries(calibration?.players ?? {});
  if (!parts.length) return null;
  const [, first] = parts[0];
  return h("section", { class: "card", id: "calibration" },
    h("h2", {}, _("Do the review's chances come true?")),
    h("p", {}, _("After a game the review shows, at each of a seat's decisions, its chance to win (with more than two players, its expected standing). Bots of mixed levels ({levels}) played games to their end; {per_seat} decisions of every seat, drawn at random, were judged by the review itself ({iterations} iterations) and set against how the game ended: a win counts 1, a tie half.",
      { levels: first.levels.map(levelName).join(", "), per_seat: first.per_seat, iterations: first.iterations })),
    h("p", { class: "muted small" }, _("Brier score: the mean squared gap between the chance said and what came of it; lower is better, and always saying one half scores the figure beside it. In the plot each dot is a bin of predictions (its area, how many), with the 95% Wilson interval of what came of them: calibrated chances lie on the dashed line. A seat's decisions share one outcome, so the intervals are somewhat narrower than they should be.")),
    parts.map(([players, part]) => calibrationPart(players, part)));
}

function draw() {
  const page = byId("page");
  const select = h("select", { id: "lab-game", onchange: () => { location.href = `/lab/${select.value}`; } },
    games.map((g) => new Option(I18N.pick(g.titles, g.title), g.name, false, g.name === (lab?.game ?? wanted))));
  document.title = `${_("Balance lab")} — Agora`;
  const cards = [calibrationCard()].filter((card) => card !== null);  // replaceChildren(null) would show "null"
  if (!lab) {
    page.replaceChildren(h("section", { class: "card" }, h("label", {}, h("span", {}, _("Game")), select),
      h("p", { class: "muted" }, _("The lab keeps no report of this game yet."))), ...cards);
    return;
  }
  const report = lab.report;
  const part = report.players[count ?? ""];
  const after = lab.after?.players[count ?? ""] ?? null;
  const counts = Object.keys(report.players);
  const out = part.components.filter((r) => r.verdict !== 0).length;
  page.replaceChildren(
    h("section", { class: "card" },
      h("label", {}, h("span", {}, _("Game")), select),
      h("p", {}, _("Bots ({level}) played {games} games per player count against themselves (seed {seed}). For every component with designed values (the Agora edition's own, not printed ones): how often a seat took it, and how often a seat that took it won alone.", { level: levelName(report.level), games: report.games_per_count, seed: report.seed })),
      h("div", { class: "lab-counts", role: "group", "aria-label": _("Players") },
        h("span", {}, `${_("Players")}:`),
        counts.map((n) => h("button", { type: "button", "aria-pressed": String(n === count),
          onclick: () => { count = n; draw(); } }, n)))),
    h("section", { class: "card", id: "figures" }, h("h2", {}, _("{n} players ({games} games)", { n: count, games: part.games })),
      facts(part, after)),
    h("section", { class: "card", id: "components" },
      h("h2", {}, _("Designed components, most out of line first")),
      h("p", { class: "muted small" }, _("Too strong or too weak: the seats that took it won more (or less) often than those that did not (Fisher's test, p < 0.05), and the {level} interval of their win rate lies wholly above (or below) the dashed line, {mean}, the mean over every component. {out} of {all} are out of line here; the most out of line first.", { level: "95%", mean: pct(part.mean_taken), out, all: part.components.length })),
      rowsTable(lab, part, after),
      part.components.length > TOP ? h("button", { type: "button", class: "quiet", onclick: () => { showAll = !showAll; draw(); } },
        (showAll ? _("Show the top {n}", { n: showAll ? TOP : part.components.length }) : _("Show all {n}", { n: showAll ? TOP : part.components.length }))) : null,
      h("div", { class: "lab-key" }, h("span", {}, _("Bar: 95% Wilson interval; dot: the rate; dashed: the mean.")), h("span", {}, _("Taken: share of games where a seat took it. With many components about one in twenty crosses the line by chance: a proposal is something to try, not a verdict.")))),
    ...(lab.proposal ? [proposalCard(lab)] : []), ...cards);
}

async function main() {
  registerWorker();
  await I18N.mount(byId("lang-slot"));
  [games] = await Promise.all([Api.get("/api/games"), mountAccount(byId("account-slot"))]);
  const name = wanted || games[0]?.name;
  const path = `/api/games/${encodeURIComponent(name ?? "")}`;
  [lab, calibration] = name ? await Promise.all([Api.get(`${path}/lab`).catch(() => null),
    Api.get(`${path}/calibration`).catch(() => null)]) : [null, null];
  count = lab ? Object.keys(lab.report.players)[0] : null;
  window.addEventListener("agora:lang", draw);
  draw();
}

main();
