// Play now in the lobby: a signed-in player asks for the chosen game and a player count, waits while the server
// looks for players of close rating (polling, which also keeps the wait alive), and is taken to the table.
import { Account } from "./lib/account.js";
import { Api } from "./lib/api.js";
import { h } from "./lib/dom.js";
import { _ } from "./lib/i18n.js";

// How often the waiting page polls (the server drops a wait nobody polled for 20 s).
const POLL_MS = 2000;
// With "fill with bots", after how long bots take the seats nobody took.
const BOTS_AFTER_S = 60;

/**
 * A wait as the server gives it.
 * @typedef {{ game: string, players: number, waited: number, table: string | null, seat: number | null }} Wait
 */

/** @param {number} seconds */
function elapsed(seconds) {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * Draw Play now into `root` for the game `chosen()` names, with `range()` its player counts; the function it
 * returns draws it again (another game chosen, another language) unless a wait is on.
 * @param {HTMLElement} root
 * @param {() => string} chosen the game's name
 * @param {() => string} title its title in the current language
 * @param {() => [number, number]} range
 */
export function mountPlayNow(root, chosen, title, range) {
  /** @type {number | undefined} */
  let timer;
  let waiting = false;  // a wait is on: the form is not redrawn under it
  const error = h("p", { class: "error", role: "alert" });

  /** @param {Wait} wait */
  async function seated(wait) {
    window.clearTimeout(timer);
    await Api.delete("/api/play-now").catch(() => null);  // gone to the table: the wait ends
    location.href = `/table/${encodeURIComponent(/** @type {string} */ (wait.table))}`;
  }

  /** @param {Wait} wait */
  function drawWaiting(wait) {
    waiting = true;
    const cancel = h("button", { type: "button", class: "quiet", id: "play-now-cancel", onclick: async () => {
      window.clearTimeout(timer);
      try { await Api.delete("/api/play-now"); } catch (err) { error.textContent = /** @type {Error} */ (err).message; }
      draw();
    } }, _("Cancel"));
    root.replaceChildren(h("h2", {}, _("Play now")),
      h("p", { class: "waiting", id: "play-now-waiting", role: "status" },
        _("Looking for players of your level… {time}", { time: elapsed(wait.waited) })),
      cancel, error);
  }

  async function poll() {
    try {
      /** @type {Wait | null} */
      const wait = await Api.get("/api/play-now");
      if (!wait) { draw(); return; }  // no wait (dropped, or none asked): the form
      if (wait.table) { await seated(wait); return; }
      drawWaiting(wait);
      timer = window.setTimeout(poll, POLL_MS);
    } catch {
      timer = window.setTimeout(poll, POLL_MS);  // the server did not answer: ask again
    }
  }

  function draw() {
    window.clearTimeout(timer);
    waiting = false;
    if (!Account.me) {
      root.replaceChildren(h("h2", {}, _("Play now")), h("p", { class: "muted" }, _("Sign in to be seated with players of your level.")));
      return;
    }
    const [min, max] = range();
    const players = h("select", { id: "play-now-players" },
      ...Array.from({ length: max - min + 1 }, (_unused, i) => new Option(String(min + i), String(min + i), false, min + i === Math.max(min, 2))));
    const bots = h("input", { type: "checkbox", id: "play-now-bots", checked: true });
    const go = h("button", { type: "button", id: "play-now-go", onclick: async () => {
      error.textContent = "";
      const body = {
        game: chosen(), players: Number(/** @type {HTMLSelectElement} */ (players).value),
        bots_after: /** @type {HTMLInputElement} */ (bots).checked ? BOTS_AFTER_S : null,
      };
      try {
        /** @type {Wait} */
        const wait = await Api.post("/api/play-now", body);
        if (wait.table) await seated(wait); else { drawWaiting(wait); timer = window.setTimeout(poll, POLL_MS); }
      } catch (err) {
        error.textContent = /** @type {Error} */ (err).message;
      }
    } }, _("Play now"));
    root.replaceChildren(h("h2", {}, _("Play now")),
      h("p", { class: "muted" }, _("Be seated at {game} with players of your level.", { game: title() })),
      h("label", {}, h("span", {}, _("Players")), " ", players),
      h("label", { class: "check" }, bots, " ", h("span", {}, _("Fill empty seats with bots after a minute"))),
      go, error);
  }

  draw();
  if (Account.me) poll();  // a wait from before (another tab, a reload) carries on
  return () => { if (!waiting) draw(); };
}
