// A phone's board in sections (boards/README.md): a board module that draws `.board-sections` with parts
// `[data-section]` gets a tab strip over them, and one part is shown at a time. The chosen part stays chosen
// between drawings; when a new decision comes and the shown part holds none of its places, the part that
// holds some is shown instead.
import { every, h } from "../lib/dom.js";

/** @type {string | null} the section shown last (chosen by the reader, or by a decision) */
let chosen = null;
let choicesSeen = "";  // the places that were selectable when a section was last picked for them

/** @param {Element} part */
function holdsChoice(part) {
  return part.matches(".selectable") || part.querySelector(".selectable") !== null;
}

/**
 * Show one part and mark its tab.
 * @param {HTMLElement} strip
 * @param {(HTMLElement | SVGElement)[]} parts
 * @param {string} id
 */
function show(strip, parts, id) {
  chosen = id;
  for (const part of parts) part.toggleAttribute("hidden", part.dataset.section !== id);
  for (const tab of every(strip, "[data-section-tab]")) tab.setAttribute("aria-selected", String(tab.dataset.sectionTab === id));
}

/**
 * Give the board's sections (if it drew some) their tab strip and show one of them. Run after the board's
 * places of legal actions are marked `.selectable`.
 * @param {Element} root what the board was drawn in
 */
export function showSections(root) {
  const box = root.querySelector(":scope > .board-sections");
  if (!box) return;
  const parts = every(box, ":scope > [data-section]");
  if (parts.length < 2) return;
  const ids = parts.map((part) => part.dataset.section ?? "");
  const choices = every(box, ".selectable").map((el) => el.dataset.target ?? "").join(" ");
  let id = chosen !== null && ids.includes(chosen) ? chosen : ids[0];
  const current = parts[ids.indexOf(id)];
  if (choices !== choicesSeen && choices && !holdsChoice(current)) id = parts.find(holdsChoice)?.dataset.section ?? id;
  choicesSeen = choices;
  const strip = h("div", { class: "section-tabs", role: "tablist" }, parts.map((part) => h("button", {
    type: "button", role: "tab", class: holdsChoice(part) ? "has-choice" : "",
    dataset: { sectionTab: part.dataset.section ?? "" },
    onclick: () => show(strip, parts, part.dataset.section ?? ""),
  }, part.dataset.sectionLabel ?? part.dataset.section ?? "")));
  box.before(strip);
  show(strip, parts, id);
}
