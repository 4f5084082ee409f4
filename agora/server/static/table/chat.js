// The table's chat: the lines the socket sends (the latest when it opens, then each as it is said; a finished
// table's whole chat is read once for its replay), a line typed with a counter or a quick phrase sent by its
// id (each reader reads it in their own language), spectators' lines marked and hideable, a speaker muted
// (in this browser only) and a line reported. Every text goes in as text (never markup), names and lines in
// <bdi> so a right-to-left name cannot reorder what is around it.
import { Api, withInvite } from "../lib/api.js";
import { byId, h } from "../lib/dom.js";
import { I18N, _, n_ } from "../lib/i18n.js";
import { seatColour, seatName } from "./seats.js";
/** @import { LiveApp, Texts } from "../lib/types.js" */

/**
 * A chat line as the server sends it.
 * @typedef {object} ChatLine
 * @property {number} id
 * @property {number | null} seat null: a spectator's
 * @property {string | null} name the speaker's name when they spoke
 * @property {boolean} spectator
 * @property {string | null} text
 * @property {string | null} phrase a quick phrase's id
 * @property {Texts | null} texts the quick phrase in every language
 * @property {number} log_index the match's log length when it was said
 */

/** @typedef {{ id: string, texts: Texts }} Phrase */

const MUTED_KEY = "agora.chat.muted";
const HIDE_KEY = "agora.chat.hideSpectators";
const SHOWN = 200;  // lines drawn at most (the latest)
const ERROR_MS = 4000;

/** @returns {Set<string>} */
function loadMuted() {
  try {
    const kept = JSON.parse(localStorage.getItem(MUTED_KEY) ?? "[]");
    return new Set(Array.isArray(kept) ? kept.filter((k) => typeof k === "string") : []);
  } catch {
    return new Set();
  }
}

export class Chat {
  /** @param {LiveApp} app */
  constructor(app) {
    this.app = app;
    /** @type {Map<number, ChatLine>} by id: a line that comes twice (catch-up and delivery crossing) is kept once */
    this.lines = new Map();
    /** @type {Phrase[]} */
    this.phrases = [];
    this.maxChars = 300;
    this.unread = 0;
    /** @type {Set<number>} lines this reader reported */
    this.reported = new Set();
    /** @type {number | null} the line whose menu is open */
    this.menuFor = null;
    this.lastSent = "";
    this.wholeRead = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.errorTimer = undefined;
    /** @type {number | null} the replay's step the lines were drawn for (null: no replay shown) */
    this.drawnStep = null;
    this.muted = loadMuted();
    const hide = /** @type {HTMLInputElement} */ (byId("chat-hide-spectators"));
    hide.checked = localStorage.getItem(HIDE_KEY) === "1";
    hide.addEventListener("change", () => {
      localStorage.setItem(HIDE_KEY, hide.checked ? "1" : "0");
      this.render();
    });
    byId("chat-unmute").addEventListener("click", () => {
      for (const key of this.keysHere()) this.muted.delete(key);
      this.saveMuted();
    });
    const input = this.input();
    input.addEventListener("input", () => this.count());
    byId("chat-form").addEventListener("submit", (event) => { event.preventDefault(); this.sayText(); });
    byId("tab-chat").addEventListener("click", () => this.markRead());
    byId("chat-lines").addEventListener("scroll", () => { if (this.atBottom()) this.markRead(); });
    document.addEventListener("visibilitychange", () => { if (this.inSight()) this.markRead(); });
    window.addEventListener("agora:lang", () => this.render());
    this.count();
  }

  input() { return /** @type {HTMLInputElement} */ (byId("chat-input")); }

  /**
   * A chat message of the socket: the latest lines (`history`, with the phrases offered) or new ones, and the
   * ids of lines a moderator hid (gone for every reader).
   * @param {{ lines: ChatLine[], history?: boolean, phrases?: Phrase[], max_chars?: number, hidden?: number[] }} message
   */
  receive(message) {
    if (message.phrases) this.phrases = message.phrases;
    if (message.max_chars) this.maxChars = message.max_chars;
    let fresh = 0;
    for (const line of message.lines) {
      if (!this.lines.has(line.id) && !message.history && !this.mine(line) && this.shown(line)) fresh += 1;
      this.lines.set(line.id, line);
    }
    for (const id of message.hidden ?? []) this.lines.delete(id);
    const follow = this.atBottom();
    this.render();
    if (follow) this.scrollDown();
    if (fresh && !this.inSight()) this.unread += fresh;
    this.drawUnread();
    if (message.history) this.count();
  }

  // A finished table's whole chat, for its replay (the socket sent the latest lines only).
  async readWhole() {
    if (this.wholeRead) return;
    this.wholeRead = true;
    const whole = await Api.get(withInvite(`/api/tables/${encodeURIComponent(this.app.tableId)}/chat`), this.app.token)
      .catch(() => null);
    if (whole) this.receive({ lines: whole.lines, history: true });
  }

  /** @param {{ message: string, messages?: Texts, code: string }} message a refusal of a line or report (or of
   * sending one while the socket is away) */
  refused(message) {
    const input = this.input();
    if (!input.value && this.lastSent) input.value = this.lastSent;  // the refused line, to edit and send again
    this.count();
    const box = byId("chat-error");
    box.hidden = false;
    box.textContent = I18N.pick(message.messages, message.message);
    clearTimeout(this.errorTimer);
    this.errorTimer = setTimeout(() => { box.hidden = true; }, ERROR_MS);
  }

  /** @param {number} line */
  acknowledged(line) {
    this.reported.add(line);
    this.render();
  }

  sayText() {
    const input = this.input();
    const text = input.value.trim();
    if (!text || this.length(text) > this.maxChars) return;
    if (this.app.socket?.readyState !== WebSocket.OPEN) {  // kept in the box until the socket is back
      this.refused({ code: "offline", message: _("Connection lost: reconnecting…") });
      return;
    }
    this.lastSent = text;
    input.value = "";
    this.count();
    this.app.send({ type: "chat", text });
  }

  /** @param {string} text */
  length(text) { return [...text.normalize("NFC")].length; }

  count() {
    const used = this.length(this.input().value.trim());
    const counter = byId("chat-count");
    counter.textContent = `${used}/${this.maxChars}`;
    counter.classList.toggle("over", used > this.maxChars);
    /** @type {HTMLButtonElement} */ (byId("chat-send")).disabled = used === 0 || used > this.maxChars;
    this.input().placeholder = _("Say something…");
  }

  /**
   * Whether this reader said it: their seat's line, or a signed-in spectator's under their account's name.
   * @param {ChatLine} line
   */
  mine(line) {
    if (line.seat !== null) return line.seat === this.app.state?.seat;
    return this.app.state?.seat === null && Boolean(line.name) && line.name === this.app.account?.name;
  }

  /**
   * What mutes a line's speaker: a seat of this table, or a signed-in spectator's account name (anonymous
   * spectators have none: "hide spectators" hides them).
   * @param {ChatLine} line
   */
  muteKey(line) {
    if (line.seat !== null) return `seat:${this.app.tableId}:${line.seat}`;
    return line.name ? `account:${line.name}` : null;
  }

  /** @returns {string[]} the mute keys of speakers of this table's chat this reader muted */
  keysHere() {
    const keys = [...this.lines.values()].map((line) => this.muteKey(line) ?? "");
    return keys.filter((key) => key && this.muted.has(key));
  }

  saveMuted() {
    localStorage.setItem(MUTED_KEY, JSON.stringify([...this.muted]));
    this.render();
  }

  /** @param {ChatLine} line */
  shown(line) {
    if (line.spectator && /** @type {HTMLInputElement} */ (byId("chat-hide-spectators")).checked) return false;
    const key = this.muteKey(line);
    return key === null || !this.muted.has(key);
  }

  /** @param {ChatLine} line */
  speaker(line) {
    if (line.seat !== null) return line.name || seatName(this.app, line.seat);
    return line.name || _("Spectator");
  }

  /** @param {ChatLine} line */
  said(line) {
    return line.phrase ? I18N.pick(line.texts, line.phrase) : line.text ?? "";
  }

  atBottom() {
    const list = byId("chat-lines");
    return list.scrollHeight - list.scrollTop - list.clientHeight < 24;
  }

  scrollDown() {
    const list = byId("chat-lines");
    list.scrollTop = list.scrollHeight;
  }

  // Whether a new line is read as it comes: the page is shown, the chat's tab is chosen and the chat is
  // scrolled to its end.
  inSight() {
    const box = byId("chat-box");
    return document.visibilityState === "visible" && box.offsetParent !== null && this.atBottom();
  }

  markRead() {
    if (!this.unread) return;
    this.unread = 0;
    this.drawUnread();
  }

  // The count sits on the chat's tab, shown while another tab (the log, or on a phone the players) is chosen.
  drawUnread() {
    const badge = /** @type {HTMLElement} */ (byId("tab-chat").querySelector(".unread"));
    badge.hidden = this.unread === 0;
    badge.textContent = String(this.unread);
    badge.setAttribute("aria-label", n_("{n} unread message", "{n} unread messages", this.unread));
  }

  /**
   * The table was drawn: while a replay is shown, lines said after its step are faded.
   * @param {number | null} step
   */
  follow(step) {
    if (step !== this.drawnStep) this.render();
  }

  render() {
    const replay = this.app.replay?.active ? this.app.replay.step : null;
    this.drawnStep = replay;
    const all = [...this.lines.values()].sort((a, b) => a.id - b.id).slice(-SHOWN);
    const items = all.filter((line) => this.shown(line)).map((line) => this.lineItem(line, replay));
    byId("chat-lines").replaceChildren(...items);
    if (!items.length) byId("chat-lines").append(h("li", { class: "chat-empty" }, _("No messages yet.")));
    byId("chat-unmute").hidden = this.keysHere().length === 0;
    this.drawPhrases();
    this.count();
  }

  /**
   * @param {ChatLine} line
   * @param {number | null} replayStep the replay's step while one is shown: lines said later are faded
   */
  lineItem(line, replayStep) {
    const colour = line.seat !== null ? seatColour(this.app, this.app.state?.view, line.seat) : "transparent";
    const classes = ["chat-line", line.spectator ? "spectator" : "", this.mine(line) ? "mine" : "",
      line.phrase ? "phrase" : "", replayStep !== null && line.log_index > replayStep ? "later" : ""];
    const open = this.menuFor === line.id;
    return h("li", { class: classes.filter(Boolean).join(" "), style: `--seat: ${colour}`, dataset: { line: String(line.id) } },
      // A spectator's line is marked (an unnamed one is called "Spectator" already).
      line.spectator && line.name ? h("span", { class: "chat-tag" }, _("spectator")) : null,
      h("span", { class: "chat-who" }, h("bdi", {}, this.speaker(line))),
      " ",
      h("bdi", { class: "chat-said" }, this.said(line)),
      this.reported.has(line.id) ? h("span", { class: "chat-tag" }, _("reported")) : null,
      this.mine(line) ? null : h("button", {
        type: "button", class: "chat-more quiet", "aria-expanded": String(open), title: _("Mute or report"),
        "aria-label": _("Mute or report"), onclick: () => { this.menuFor = open ? null : line.id; this.render(); },
      }, "⋯"),
      open ? this.menu(line) : null);
  }

  /** @param {ChatLine} line */
  menu(line) {
    const key = this.muteKey(line);
    return h("span", { class: "chat-menu" },
      key ? h("button", { type: "button", class: "quiet", dataset: { do: "mute" }, onclick: () => {
        this.muted.add(key);
        this.menuFor = null;
        this.saveMuted();
      } }, _("Mute {name}", { name: this.speaker(line) })) : null,
      this.reported.has(line.id) ? null : h("button", { type: "button", class: "quiet", dataset: { do: "report" }, onclick: () => {
        this.menuFor = null;
        this.app.send({ type: "report", line: line.id });
        this.render();
      } }, _("Report")));
  }

  drawPhrases() {
    const box = byId("chat-phrases");
    box.replaceChildren(...this.phrases.map((phrase) => h("button", {
      type: "button", class: "quiet", dataset: { phrase: phrase.id },
      onclick: () => this.app.send({ type: "chat", phrase: phrase.id }),
    }, I18N.pick(phrase.texts, phrase.id))));
  }
}
