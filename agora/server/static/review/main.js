// The review page of a finished table's seat: asks the server for the bot's review (it runs in the
// background and is kept with the match), shows its progress, then the seat's chances over the game, the
// three biggest mistakes in player words ("the bot would have played …") and every decision. A decision
// opens the table's replay at that moment.
import { Api, h } from "../lib/dom.js";
import { I18N } from "../lib/i18n.js";
import { seatName } from "../table/seats.js";
import { chart, percent } from "./chart.js";

const POLL_MS = 400;
const [, , tableId, , seatText] = location.pathname.split("/").map(decodeURIComponent);

// `info` and `state` (a spectator's) name the seats as the table does; `review` is the server's answer.
const app = { tableId, seat: Number(seatText), info: null, state: null, review: null, problem: null };
window.app = app;

const byId = (id) => document.getElementById(id);
const name = (seat) => seatName(app, seat);
const words = (move) => I18N.pick(move.labels, move.code);
const reviewPath = () => `/api/tables/${encodeURIComponent(tableId)}/reviews/${app.seat}`;
const boardAt = (step) => `/table/${encodeURIComponent(tableId)}?step=${step}`;

// Two seats: the bot's value is the chance to win; more: the expected standing (1 = first, 0 = last).
function valueWord() {
  return I18N.t(app.info.seats.length === 2 ? "chanceToWin" : "standing");
}

function renderHead() {
  byId("title").textContent = I18N.pick(app.info.titles, app.info.title);
  byId("review-title").textContent = I18N.t("reviewTitle", { name: name(app.seat) });
  byId("to-table").href = `/table/${encodeURIComponent(tableId)}`;
  byId("to-table").title = I18N.t("backToTable");
  byId("seat-picker").replaceChildren(h("span", { class: "muted" }, I18N.t("reviewOf")),
    ...app.info.seats.map((seat) => h("a", {
      href: `/table/${encodeURIComponent(tableId)}/review/${seat.seat}`, class: "button quiet",
      "aria-current": seat.seat === app.seat ? "page" : null,
    }, name(seat.seat))));
  const result = app.review?.result;
  byId("review-about").textContent = result
    ? I18N.t("reviewAbout", { n: result.decisions.length, iterations: result.iterations, name: name(app.seat) }) : "";
}

function renderRunning() {
  const box = byId("review-running");
  const review = app.review;
  box.hidden = !app.problem && review?.status === "done";
  if (box.hidden) return;
  if (app.problem) {
    box.replaceChildren(h("p", { class: "error", role: "alert" }, I18N.t(app.problem)));  // a page word's key, or the server's words
    return;
  }
  if (review?.status === "failed") {
    box.replaceChildren(h("p", { class: "error", role: "alert" }, I18N.t("reviewFailed", { error: review.error })),
      h("button", { type: "button", id: "review-retry", onclick: () => ask() }, I18N.t("retry")));
    return;
  }
  const done = review?.done ?? 0, total = review?.total ?? 0;
  box.replaceChildren(
    h("p", { id: "review-status" }, total ? I18N.t("reviewWorking", { name: name(app.seat), done, total }) : I18N.t("reviewStarting")),
    h("progress", { id: "review-progress", max: Math.max(total, 1), value: done }),
    h("p", { class: "muted" }, I18N.t("reviewKeeps")));
}

// A decision's place in the list: mistakes ringed, the list scrolled to it.
function pick(step) {
  const row = document.querySelector(`#decisions tr[data-step="${step}"]`);
  if (!row) return;
  for (const other of document.querySelectorAll("#decisions tr.picked")) other.classList.remove("picked");
  row.classList.add("picked");
  row.scrollIntoView({ block: "center", behavior: "smooth" });
}

function renderChart(result) {
  byId("review-chart").replaceChildren(
    h("h3", {}, valueWord()),
    h("p", { class: "legend" },
      h("span", { class: "key played" }), I18N.t("chartPlayed"), " ",
      h("span", { class: "key best" }), I18N.t("chartBest"), " ",
      h("span", { class: "key gap" }), I18N.t("chartGap")),
    h("div", { class: "chart-frame" }));
  drawChart();
}

// Drawn at the frame's width in pixels, so that its words keep their size on a phone too.
function drawChart() {
  const frame = document.querySelector("#review-chart .chart-frame");
  const result = app.review?.result;
  if (!frame || !result) return;
  frame.replaceChildren(chart(result.decisions, result.mistakes, pick, Math.max(280, frame.clientWidth)));
}

function renderMistakes(result) {
  const steps = new Map(result.decisions.map((d) => [d.step, d]));
  const items = result.mistakes.map((step, rank) => {
    const d = steps.get(step);
    const explain = I18N.pick(d.best.explains);
    return h("li", { class: "mistake-card", dataset: { step } },
      h("div", { class: "mistake-head" }, h("span", { class: "rank" }, String(rank + 1)),
        h("strong", {}, `${I18N.t("decision")} ${d.move}`),
        h("span", { class: "loss", title: I18N.t("lostTip") }, I18N.t("lost", { points: Math.round(d.loss * 100) }))),
      h("p", {}, I18N.t("mistakePlayed", { name: name(app.seat), move: words(d.played), value: percent(d.played_value) })),
      h("p", { class: "better" }, I18N.t("botWould", { move: words(d.best), value: percent(d.best_value) })),
      explain ? h("p", { class: "muted explain" }, explain) : null,
      h("a", { class: "quiet-link", href: boardAt(d.step) }, I18N.t("seeBoard")));
  });
  byId("review-mistakes").replaceChildren(h("h3", {}, I18N.t("biggestMistakes")),
    items.length ? h("ol", { id: "mistakes", class: "mistakes" }, items) : h("p", { id: "mistakes" }, I18N.t("noMistakes")));
}

function renderDecisions(result) {
  const rows = result.decisions.map((d) => {
    const rank = result.mistakes.indexOf(d.step);
    const same = d.best.code === d.played.code;
    return h("tr", { dataset: { step: d.step }, class: rank >= 0 ? "mistake" : null },
      h("td", { class: "num" }, String(d.move), rank >= 0 ? h("span", { class: "badge mistake-badge" }, I18N.t("mistakeN", { n: rank + 1 })) : null),
      h("td", { class: "played", title: I18N.pick(d.played.explains), dataset: { label: I18N.t("played") } }, words(d.played)),
      h("td", { class: "num played-value" }, percent(d.played_value)),
      h("td", { class: same ? "best muted" : "best", title: I18N.pick(d.best.explains), dataset: { label: I18N.t("botChoice") } },
        same ? `✓ ${I18N.t("sameMove")}` : words(d.best)),
      h("td", { class: "num best-value" }, same ? "" : percent(d.best_value)),
      h("td", { class: "board-link" }, h("a", { class: "quiet-link", href: boardAt(d.step) }, I18N.t("seeBoard"))));
  });
  byId("review-decisions").replaceChildren(h("h3", {}, I18N.t("allDecisions")),
    h("div", { class: "table-scroll" }, h("table", { id: "decisions", class: "decisions" },
      h("thead", {}, h("tr", {}, h("th", {}, I18N.t("decision")), h("th", {}, I18N.t("played")),
        h("th", {}, valueWord()), h("th", {}, I18N.t("botChoice")), h("th", {}, valueWord()), h("th", {}, ""))),
      h("tbody", {}, rows))));
}

function render() {
  if (!app.info) return;
  renderHead();
  renderRunning();
  const result = app.review?.status === "done" ? app.review.result : null;
  for (const id of ["review-chart", "review-mistakes", "review-decisions"]) byId(id).hidden = !result;
  if (!result) return;
  renderChart(result);
  renderMistakes(result);
  renderDecisions(result);
}

// Start the review (or find the stored one) and follow it to the end. Following asks again rather than
// only reads: a job whose server died meanwhile is then taken over, not waited for forever.
async function ask() {
  app.problem = null;
  try {
    app.review = await Api.post(reviewPath(), {});
    render();
    while (app.review.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      app.review = await Api.post(reviewPath(), {});
      render();
    }
  } catch (err) {
    app.problem = err.message;
    render();
  }
}

async function main() {
  I18N.mount(byId("lang-slot"));
  window.addEventListener("agora:lang", render);
  window.addEventListener("resize", drawChart);
  try {
    app.info = await Api.get(`/api/tables/${encodeURIComponent(tableId)}`);
  } catch {
    byId("review-title").textContent = I18N.t("notFound");
    return;
  }
  app.state = await Api.get(`/api/tables/${encodeURIComponent(tableId)}/state`).catch(() => null);
  if (app.info.status !== "finished") {
    app.problem = "reviewNotOver";
    render();
    return;
  }
  await ask();
}

main();
