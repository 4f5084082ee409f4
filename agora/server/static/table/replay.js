// The replay of a finished table, on the same page a spectator sees: step, play, jump to a move (the
// slider, or a move in the list that takes the log's place), and back to the table as it ended.
import { Api, withInvite } from "../lib/api.js";
import { byId, h } from "../lib/dom.js";
import { I18N, _, p_ } from "../lib/i18n.js";
import { reviewPath } from "./ending.js";
import { seatColour, seatName } from "./seats.js";
/** @import { LiveApp, Texts } from "../lib/types.js" */

/**
 * A move of the finished match, labelled in every language.
 * @typedef {{ seat: number, label: string, labels?: Texts }} Move
 */

const PLAY_MS = 700;

export class Replay {
  /** @param {LiveApp} app */
  constructor(app) {
    this.app = app;
    /** @type {Move[] | null} the finished match's actions */
    this.moves = null;
    this.step = 0;
    /** @type {number | null} the step asked for last */
    this.wanted = null;
    /** @type {unknown} the spectator's view after `step` moves, while a replay is shown (else null) */
    this.view = null;
    /** @type {ReturnType<typeof setInterval> | undefined} */
    this.timer = undefined;
  }

  get active() { return this.view !== null; }

  get steps() { return this.moves?.length ?? 0; }

  // Once the table is finished, its log is no longer secret. `?step=N` (a review's link to a decision)
  // opens the replay at that moment instead of the score sheet.
  async offer() {
    if (this.moves) return;
    this.moves = [];
    const wanted = new URLSearchParams(location.search).get("step");
    if (wanted !== null) this.app.shownOutcome = true;
    const log = await Api.get(withInvite(`/api/tables/${this.app.tableId}/log`), this.app.token);
    this.moves = log.actions;
    if (this.wanted === null) this.step = this.steps;  // a replay asked for meanwhile keeps its step
    if (wanted !== null) this.go(Number(wanted) || 0);
    this.app.render();
  }

  /**
   * Show the table after `step` moves.
   * @param {number} step
   */
  async go(step) {
    const target = Math.max(0, Math.min(this.steps, step));
    this.step = target;
    this.wanted = target;
    const answer = await Api.get(withInvite(`/api/tables/${this.app.tableId}/replay/${target}`), this.app.token);
    if (this.wanted !== target) return;  // moved on meanwhile
    this.view = answer.view;
    this.app.render();
  }

  live() {
    this.pause();
    this.wanted = null;
    this.view = null;
    this.step = this.steps;
    this.app.render();
  }

  play() {
    if (this.timer) { this.pause(); return; }
    if (this.step >= this.steps) this.step = 0;
    this.timer = setInterval(() => {
      if (this.step >= this.steps) this.pause();
      else this.go(this.step + 1);
    }, PLAY_MS);
    this.go(this.step);
  }

  pause() {
    clearInterval(this.timer);
    this.timer = undefined;
    this.app.render();
  }

  /** @param {number} step */
  label(step) {
    const move = this.moves?.[step - 1];
    return move ? `${seatName(this.app, move.seat)}: ${I18N.pick(move.labels, move.label)}` : _("Start");
  }

  caption() {
    return `${_("Replay")} · ${_("Move")} ${this.step} / ${this.steps} · ${this.label(this.step)}`;
  }

  render() {
    const box = byId("replay");
    box.hidden = !this.moves;
    if (!this.moves) return;
    /** @type {(text: string, tip: string, onclick: () => void, id?: string) => HTMLButtonElement} */
    const button = (text, tip, onclick, id) => h("button", { type: "button", class: "quiet", id, dataset: { tip }, "aria-label": tip, onclick }, text);
    const slider = h("input", { type: "range", id: "replay-step", min: 0, max: this.steps, value: this.step, "aria-label": _("Move") });
    slider.addEventListener("input", () => this.go(Number(slider.value)));
    box.replaceChildren(.../** @type {(HTMLElement | null)[]} */ ([
      h("strong", {}, _("Replay")),
      button("|◀", _("To the start"), () => this.go(0)), button("◀", _("Previous move"), () => this.go(this.step - 1)),
      button(this.timer ? "❚❚" : "▶▶", this.timer ? _("Pause") : p_("replay", "Play"), () => this.play(), "replay-play"),
      button("▶", _("Next move"), () => this.go(this.step + 1)), button("▶|", _("To the end"), () => this.go(this.steps)),
      slider, h("span", { id: "replay-label" }, `${_("Move")} ${this.step} / ${this.steps} · ${this.label(this.step)}`),
      this.active ? h("button", { type: "button", id: "replay-live", onclick: () => this.live() }, _("Back to the table")) : null,
      h("a", { id: "review-link", href: reviewPath(this.app), class: "quiet-link" }, _("Review the game")),
      h("a", { id: "download", href: withInvite(`/api/tables/${this.app.tableId}/record`), class: "quiet-link",
        onclick: (/** @type {MouseEvent} */ e) => this.download(e) }, _("Download the match file")),
    ]).filter((el) => el !== null));
    if (this.active) this.renderMoves();
  }

  /**
   * A seat's token cannot ride on a link: a player of a private table gets the file through the API.
   * @param {MouseEvent} event
   */
  async download(event) {
    const token = this.app.token;
    if (!token) return;  // the link's own download: the table is public, or the account's cookie or invite key opens it
    event.preventDefault();
    const href = /** @type {HTMLAnchorElement} */ (event.currentTarget).href;
    const response = await fetch(href, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) return;
    const url = URL.createObjectURL(await response.blob());
    h("a", { href: url, download: `${this.app.info?.game ?? "match"}-${this.app.tableId}.json` }).click();
    URL.revokeObjectURL(url);
  }

  // While a replay is shown the log lists the moves: a click jumps there.
  renderMoves() {
    const items = (this.moves ?? []).map((move, i) => h("li", {
      dataset: { step: i + 1, seated: "true" }, class: i + 1 === this.step ? "current" : null, tabindex: "0",
      style: `--seat: ${seatColour(this.app, this.view ?? this.app.state.view, move.seat)}`,
      onclick: () => this.go(i + 1),
    }, h("span", { class: "entry-no" }, String(i + 1)), " ", this.label(i + 1))).reverse();
    const list = byId("log");
    list.replaceChildren(...items);
    list.querySelector(".current")?.scrollIntoView({ block: "nearest" });
  }
}
