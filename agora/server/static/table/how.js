// "How to play": the game's short guide (the server's, in every language) in a dialog, with the table's keys
// and settings.
import { Api, Tokens } from "../lib/api.js";
import { byId, h } from "../lib/dom.js";
import { I18N, _ } from "../lib/i18n.js";
import { forcedSwitch } from "./forced.js";
import { keysHelp } from "./keys.js";
/** @import { LiveApp } from "../lib/types.js" */

/**
 * Lines of text: "## " heads a part, "- " starts a point, other lines are paragraphs.
 * @param {string} text
 */
export function guide(text) {
  /** @type {HTMLElement[]} */
  const parts = [];
  /** @type {HTMLUListElement | null} */
  let list = null;
  for (const line of text.split("\n").map((l) => l.trim()).filter(Boolean)) {
    if (line.startsWith("- ")) {
      if (!list) { list = h("ul"); parts.push(list); }
      list.append(h("li", {}, line.slice(2)));
      continue;
    }
    list = null;
    parts.push(line.startsWith("## ") ? h("h3", {}, line.slice(3)) : h("p", {}, line));
  }
  return parts;
}

/**
 * The game's tutorial this browser still plays, if any: the path of its page. The browser keeps it, since the
 * server hands a tutorial back to an account only (guests behind one address are not told apart).
 * @param {string} game
 */
async function ownTutorial(game) {
  const id = localStorage.getItem(`agora.tutorial.${game}`);
  if (!id || !Tokens.get(id)) return null;
  const table = await Api.get(`/api/tables/${id}`).catch(() => null);
  return table && table.status !== "finished" ? table.invite : null;
}

/**
 * "Learn to play": opens the game's tutorial table (the one this browser already plays, if any) and goes there.
 * @param {string} game
 * @param {() => string | null} name a guest's name (the server names a guest with none)
 */
export function learnButton(game, name) {
  const error = h("span", { class: "error", role: "alert" });
  const button = h("button", { type: "button", class: "learn", dataset: { learn: game }, onclick: async () => {
    error.textContent = "";
    try {
      const own = await ownTutorial(game);
      if (own) {
        location.href = own;
        return;
      }
      const made = await Api.post("/api/tutorials", { game, join_as: name() || null });
      Tokens.set(made.table.id, made.joined.token);
      localStorage.setItem(`agora.tutorial.${game}`, made.table.id);
      location.href = made.table.invite;
    } catch (err) {
      error.textContent = /** @type {Error} */ (err).message;
    }
  } }, _("Learn to play"));
  return h("span", { class: "learn-slot" }, button, error);
}

/** @param {LiveApp} app */
export function mountHow(app) {
  const dialog = /** @type {HTMLDialogElement} */ (byId("how"));
  const button = byId("how-button");
  const text = () => I18N.pick(app.game.how_to_play);
  const draw = () => dialog.replaceChildren(
    h("h2", {}, `${_("How to play")}: ${I18N.pick(app.info.titles, app.info.title)}`),
    app.game.tutorial && !app.info.tutorial ? learnButton(app.info.game, () => localStorage.getItem("agora.name")) : "",
    ...guide(text()),
    ...keysHelp(), h("h3", {}, _("Settings")), forcedSwitch(),
    h("div", { class: "outcome-actions" }, h("button", { type: "button", onclick: () => dialog.close() }, _("Close"))));
  button.addEventListener("click", () => { draw(); dialog.showModal(); });
  window.addEventListener("agora:lang", () => { if (dialog.open) draw(); });
}
