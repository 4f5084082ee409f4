// The review page of a finished table's seat: asks the server for the bot's review (it runs in the
// background and is kept with the match), shows its progress, then the seat's chances over the game, the
// three biggest mistakes in player words ("the bot would have played …"), the board before the decision
// picked (the worst mistake first) and every decision. A decision opens the table's replay at that moment.
import { Api, Tokens, withInvite } from "../lib/api.js";
import { byId, every, fitTexts, h } from "../lib/dom.js";
import { I18N, _, N_, n_ } from "../lib/i18n.js";
import { boardContext, loadBoardModule } from "../table/board.js";
import { seatName } from "../table/seats.js";
import { mountTips, setRulebook } from "../table/tips.js";
import { chart, percent } from "./chart.js";
import { registerWorker } from "../lib/install.js";
/** @import { App, BoardModule, SeatInfo, StateMessage, Texts } from "../lib/types.js" */
/** @import { Decision, ReviewMove } from "./chart.js" */

/**
 * The review of a seat, as the server tells it while it runs and once it is done.
 * @typedef {object} Review
 * @property {string} status "running", "done" or "failed"
 * @property {number} [done]
 * @property {number} [total]
 * @property {string} [error]
 * @property {{ decisions: Decision[], mistakes: number[], iterations: number } | null} [result]
 */
/**
 * What the review page knows.
 * @typedef {object} ReviewApp
 * @property {string} tableId
 * @property {number} seat the reviewed seat
 * @property {{ game: string, status: string, title: string, titles?: Texts, seats: SeatInfo[] } | null} info
 * @property {StateMessage | null} state a spectator's
 * @property {Review | null} review
 * @property {string | null} problem a page word's message id, or the server's words
 * @property {{ module: BoardModule<any> | null, memory: Record<string, unknown> } | null} board
 * @property {App["names"]} names
 * @property {number | null} wanted the decision picked last
 * @property {{ step: number, view: unknown } | null} shown the decision whose board is drawn, with its view
 */

const POLL_MS = 400;
const [, , tableId, , seatText] = location.pathname.split("/").map(decodeURIComponent);

// `info` and `state` (a spectator's) name the seats as the table does; `review` is the server's answer.
// `board` holds the game's board module (as the table's does); `wanted` the decision picked last and
// `shown` the one whose board is drawn, with that board's view.
/** @type {ReviewApp} */
const app = { tableId, seat: Number(seatText), info: null, state: null, review: null, problem: null,
  board: null, names: {}, wanted: null, shown: null };
/** @type {any} */ (window).app = app;

const name = (/** @type {number} */ seat) => seatName(app, seat);
const words = (/** @type {ReviewMove} */ move) => I18N.pick(move.labels, move.code);
// A private table's review is read by its players (this browser's seat token) and its invitees (?invite=).
const token = Tokens.get(tableId);
const reviewPath = () => withInvite(`/api/tables/${encodeURIComponent(tableId)}/reviews/${app.seat}`);
const boardAt = (/** @type {number} */ step) => withInvite(`/table/${encodeURIComponent(tableId)}?step=${step}`);

// Two seats: the bot's value is the chance to win; more: the expected standing (1 = first, 0 = last).
function valueWord() {
  return (app.info?.seats.length === 2 ? _("Chance to win") : _("Standing (100% = first place)"));
}

function renderHead() {
  const info = app.info;
  if (!info) return;
  byId("title").textContent = I18N.pick(info.titles, info.title);
  byId("review-title").textContent = _("The bot's review of {name}", { name: name(app.seat) });
  // The tab's name in the page's language too (the page's own is English until now).
  document.title = `${_("The bot's review of {name}", { name: name(app.seat) })} — ${_("Agora")}`;
  byId("seat-picker").setAttribute("aria-label", _("Seats"));
  const toTable = /** @type {HTMLAnchorElement} */ (byId("to-table"));
  toTable.href = `/table/${encodeURIComponent(tableId)}`;
  toTable.title = _("Back to the table");
  byId("seat-picker").replaceChildren(h("span", { class: "muted" }, _("Review of:")),
    ...info.seats.map((seat) => h("a", {
      href: `/table/${encodeURIComponent(tableId)}/review/${seat.seat}`, class: "button quiet",
      "aria-current": seat.seat === app.seat ? "page" : null,
    }, name(seat.seat))));
  const result = app.review?.result;
  byId("review-about").textContent = result
    ? n_("{n} decision, judged by the hard bot ({iterations} searches) from what {name} knew then: it never saw what {name} could not see.", "{n} decisions, each judged by the hard bot ({iterations} searches) from what {name} knew then: it never saw what {name} could not see.", result.decisions.length, { iterations: result.iterations, name: name(app.seat) }) : "";
}

function renderRunning() {
  const box = byId("review-running");
  const review = app.review;
  box.hidden = !app.problem && review?.status === "done";
  if (box.hidden) return;
  if (app.problem) {
    box.replaceChildren(h("p", { class: "error", role: "alert" }, _(app.problem)));  // a page word, or the server's words
    return;
  }
  if (review?.status === "failed") {
    box.replaceChildren(h("p", { class: "error", role: "alert" }, _("The review failed: {error}", { error: review.error })),
      h("button", { type: "button", id: "review-retry", onclick: () => ask() }, _("Try again")));
    return;
  }
  const done = review?.done ?? 0, total = review?.total ?? 0;
  box.replaceChildren(
    h("p", { id: "review-status" }, total ? _("The bot is judging {name}'s decisions: {done} of {total}…", { name: name(app.seat), done, total }) : _("The review is starting…")),
    h("progress", { id: "review-progress", max: Math.max(total, 1), value: done }),
    h("p", { class: "muted" }, _("It goes on if you leave this page, and is kept with the game.")));
}

/**
 * A decision picked (on the chart, a mistake, a row of the list): its board drawn, its row ringed.
 * From the chart or a mistake the board is brought into view; from the list nothing moves.
 * @param {number} step
 * @param {boolean} [scroll]
 */
function pick(step, scroll = true) {
  showBoard(step);
  for (const other of every(document, "#decisions tr.picked")) other.classList.remove("picked");
  document.querySelector(`#decisions tr[data-step="${step}"]`)?.classList.add("picked");
  if (scroll) byId("review-board").scrollIntoView({ block: "nearest", behavior: "smooth" });
}

// The board module of the table's game, loaded as the table page loads it; none for a game without one.
async function loadBoard() {
  const game = encodeURIComponent(app.info?.game ?? "");
  const [info, names] = await Promise.all([Api.get(`/api/games/${game}`),
    Api.get(`/api/games/${game}/names`).catch(() => ({}))]);
  app.names = names;
  setRulebook(names.el?.rulebook);  // the original is Greek: every language's names carry the same quotes
  app.board = { module: await loadBoardModule(info.board), memory: {} };
}

/**
 * The board before decision `step`, as the replay shows it after that many moves (a finished table's
 * whole record is public); the decision's move and the bot's above it.
 * @param {number} step
 */
async function showBoard(step) {
  const result = app.review?.result;
  const d = result?.decisions.find((x) => x.step === step);
  if (!d || !app.board?.module) return;
  app.wanted = step;
  const answer = await Api.get(withInvite(`/api/tables/${encodeURIComponent(tableId)}/replay/${step}`), token);
  if (app.wanted !== step) return;  // another decision picked meanwhile
  app.shown = { step, view: answer.view };
  renderBoard();
}

function renderBoard() {
  const box = byId("review-board");
  const result = app.review?.result;
  const shown = app.shown, board = app.board;
  const d = result?.decisions.find((x) => x.step === shown?.step);
  box.hidden = !d;
  if (!d || !shown || !board?.module) return;
  const view = shown.view;
  /** @type {Element} */
  let drawn;
  try {
    drawn = board.module.draw(view, boardContext(app, {
      seat: null, view, replay: true, events: () => [], memory: board.memory, frame: null,
    }));
  } catch (err) {
    console.error("board", err);
    drawn = h("p", { class: "error" }, String(err));
  }
  const same = d.best.code === d.played.code;
  box.replaceChildren(
    h("div", { class: "board-head" },
      h("h3", {}, _("The board before decision {move}", { move: d.move })),
      h("span", { class: same ? "muted" : "played" }, _("played “{move}”", { move: words(d.played) })),
      same ? null : h("span", { class: "best" }, _("the bot: “{move}”", { move: words(d.best) })),
      h("a", { class: "quiet-link", href: boardAt(d.step) }, _("Open in the replay"))),
    h("div", { class: "review-board-frame", dataset: { step: d.step } }, drawn));
  fitTexts(box);
  markPans(box);
}

/**
 * A part of the board wider than the screen (a phone's map, drawn at a readable size rather than shrunk to
 * the width) scrolls sideways in its box: a line above it says so, and a shade with an arrow marks each edge
 * that has more of it beyond (updated as it scrolls).
 * @param {Element} box
 */
function markPans(box) {
  for (const el of every(box, ".review-board-frame *")) {
    if (!(el instanceof HTMLElement) || el.closest(".pan-wrap") || el.scrollWidth <= el.clientWidth + 1) continue;
    if (!["auto", "scroll"].includes(getComputedStyle(el).overflowX)) continue;
    const wrap = h("div", { class: "pan-wrap" }, h("span", { class: "pan-edge left", "aria-hidden": "true" }, h("b", {}, "‹")),
      h("span", { class: "pan-edge right", "aria-hidden": "true" }, h("b", {}, "›")));
    el.replaceWith(wrap);
    wrap.prepend(el);
    wrap.before(h("p", { class: "pan-hint muted" }, `↔ ${_("Wider than the screen: swipe sideways to see the rest.")}`));
    const edges = () => {
      wrap.classList.toggle("more-left", el.scrollLeft > 1);
      wrap.classList.toggle("more-right", el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    };
    el.addEventListener("scroll", edges, { passive: true });
    edges();
  }
}

function renderChart() {
  byId("review-chart").replaceChildren(
    h("h3", {}, valueWord()),
    // Each key with its words, so that a line break (a phone, longer Greek) never leaves a key beside another's.
    h("p", { class: "legend" },
      h("span", { class: "legend-item" }, h("span", { class: "key played" }), _("after the move played")),
      h("span", { class: "legend-item" }, h("span", { class: "key best" }), _("after the bot's move")),
      h("span", { class: "legend-item" }, h("span", { class: "key gap" }), _("given away")),
      h("span", { class: "legend-item" }, h("span", { class: "key margin" }), _("how sure the search is (95%)"))),
    h("div", { class: "chart-frame" }),
    // What a review cannot know: the chances are the search's, from one seat's knowledge.
    h("p", { id: "review-sure", class: "muted" }, _("How far to trust these chances: the band is the search's own margin. What {name} could not see (cards in hand, face-down tiles, hidden points) was guessed from what {name} saw, so a chance can be wrong even where the band is narrow; the fewer the hidden things left, the surer it is.", { name: name(app.seat) })));
  drawChart();
}

// Drawn at the frame's width in pixels, so that its words keep their size on a phone too.
function drawChart() {
  const frame = document.querySelector("#review-chart .chart-frame");
  const result = app.review?.result;
  if (!frame || !result) return;
  frame.replaceChildren(chart(result.decisions, result.mistakes, pick, Math.max(280, frame.clientWidth)));
}

/** @param {NonNullable<Review["result"]>} result */
function renderMistakes(result) {
  const steps = new Map(result.decisions.map((d) => [d.step, d]));
  const items = result.mistakes.map((step, rank) => {
    const d = /** @type {Decision} */ (steps.get(step));
    const explain = I18N.pick(d.best.explains);
    return h("li", { class: "mistake-card", dataset: { step }, onclick: (/** @type {MouseEvent} */ e) => { if (!/** @type {Element} */ (e.target).closest("a")) pick(step); } },
      h("div", { class: "mistake-head" }, h("span", { class: "rank" }, String(rank + 1)),
        h("strong", {}, `${_("Decision")} ${d.move}`),
        h("span", { class: "loss", title: _("the bot's chance after its move minus the chance after the move played") }, _("gave away {points}%", { points: Math.round(d.loss * 100) }))),
      h("p", {}, _("{name} played “{move}” ({value}).", { name: name(app.seat), move: words(d.played), value: percent(d.played_value) })),
      h("p", { class: "better" }, _("The bot would have played “{move}” ({value}).", { move: words(d.best), value: percent(d.best_value) })),
      explain ? h("p", { class: "muted explain" }, explain) : null,
      h("a", { class: "quiet-link", href: boardAt(d.step) }, _("See the board")));
  });
  byId("review-mistakes").replaceChildren(h("h3", {}, _("The three biggest mistakes")),
    items.length ? h("ol", { id: "mistakes", class: "mistakes" }, items) : h("p", { id: "mistakes" }, _("No mistakes: no move gave away as much as 1%.")));
}

/**
 * A column of chances, named by the moment it judges (the chances after the move played, and after the bot's),
 * as the chart's legend names its two lines.
 * @param {string} cls @param {string} when
 */
function valueHead(cls, when) {
  return h("th", { class: `num ${cls}` }, valueWord(), h("br"), h("span", { class: "when" }, when));
}

/** @param {NonNullable<Review["result"]>} result */
function renderDecisions(result) {
  const rows = result.decisions.map((d) => {
    const rank = result.mistakes.indexOf(d.step);
    const same = d.best.code === d.played.code;
    return h("tr", { dataset: { step: d.step }, class: rank >= 0 ? "mistake" : null,
      onclick: (/** @type {MouseEvent} */ e) => { if (!/** @type {Element} */ (e.target).closest("a")) pick(d.step, false); } },
      h("td", { class: "num" }, String(d.move), rank >= 0 ? h("span", { class: "badge mistake-badge" }, _("Mistake {n}", { n: rank + 1 })) : null),
      h("td", { class: "played", title: I18N.pick(d.played.explains), dataset: { label: _("Played") } }, words(d.played)),
      h("td", { class: "num played-value" }, percent(d.played_value)),
      h("td", { class: same ? "best muted" : "best", title: I18N.pick(d.best.explains), dataset: { label: _("The bot's choice") } },
        same ? `✓ ${_("the same")}` : words(d.best)),
      h("td", { class: "num best-value" }, same ? "" : percent(d.best_value)),
      h("td", { class: "board-link" }, h("a", { class: "quiet-link", href: boardAt(d.step) }, _("See the board"))));
  });
  byId("review-decisions").replaceChildren(h("h3", {}, _("Every decision")),
    h("div", { class: "table-scroll" }, h("table", { id: "decisions", class: "decisions" },
      h("thead", {}, h("tr", {}, h("th", {}, _("Decision")), h("th", {}, _("Played")),
        valueHead("played-value", _("after the move played")), h("th", {}, _("The bot's choice")),
        valueHead("best-value", _("after the bot's move")), h("th", {}, ""))),
      h("tbody", {}, rows))));
}

function render() {
  if (!app.info) return;
  renderHead();
  renderRunning();
  const result = app.review?.status === "done" ? app.review.result ?? null : null;
  for (const id of ["review-chart", "review-mistakes", "review-decisions"]) byId(id).hidden = !result;
  if (!result) return;
  renderChart();
  renderMistakes(result);
  renderDecisions(result);
  const first = result.mistakes[0] ?? result.decisions[0]?.step;
  if (app.wanted === null) { if (first !== undefined) pick(first, false); }
  else renderBoard();
}

// Start the review (or find the stored one) and follow it to the end. Following asks again rather than
// only reads: a job whose server died meanwhile is then taken over, not waited for forever.
async function ask() {
  app.problem = null;
  try {
    /** @type {Review} */
    let review = await Api.post(reviewPath(), {}, token);
    app.review = review;
    render();
    while (review.status === "running") {
      await new Promise((resolve) => { setTimeout(resolve, POLL_MS); });
      review = await Api.post(reviewPath(), {}, token);
      app.review = review;
      render();
    }
  } catch (err) {
    app.problem = /** @type {Error} */ (err).message;
    render();
  }
}

async function main() {
  registerWorker();
  await I18N.mount(byId("lang-slot"));
  window.addEventListener("agora:lang", render);
  window.addEventListener("resize", drawChart);
  /** @type {NonNullable<ReviewApp["info"]>} */
  let info;
  try {
    info = await Api.get(`/api/tables/${encodeURIComponent(tableId)}`);
  } catch {
    byId("review-title").textContent = _("There is no such table.");
    return;
  }
  app.info = info;
  app.state = await Api.get(withInvite(`/api/tables/${encodeURIComponent(tableId)}/state`), token).catch(() => null);
  mountTips();
  await loadBoard().catch((err) => console.error("board", err));
  if (info.status !== "finished") {
    app.problem = N_("This game is still being played: it can be reviewed once it is over.");
    render();
    return;
  }
  await ask();
}

main();
