// Boards written before the shell (a classic script that sets Boards[game] to a drawing function and wires
// its own clicks from ctx.clickable) keep working here until they are rewritten as board modules
// (boards/README.md). Such a board makes an action's place clickable by the ids its code names.
import { h, humanize, s } from "../lib/dom.js";
import { I18N } from "../lib/i18n.js";

// A tooltip: the element's name and effect, read by the browser and by screen readers.
const title = (text) => s("title", {}, text);

// A clickable place is also reachable by Tab and taken with Enter or Space.
function keyboard(el) {
  el.setAttribute("tabindex", "0");
  el.setAttribute("role", "button");
  el.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
}

// Make an element send `codes` on click (one code acts, several narrow the action bar).
function clickable(el, id, codes, ctx) {
  if (!codes || !codes.length) return el;
  el.classList.add("clickable");
  el.dataset.id = id;
  el.dataset.codes = codes.join("|");
  el.addEventListener("click", (event) => { event.stopPropagation(); ctx.choose(codes); });
  keyboard(el);
  return el;
}

// Ids that legal codes name ("go t12" names t12), each with the codes naming it.
function clickableIds(legal) {
  const ids = new Map();
  for (const { code } of legal) {
    for (const word of code.split(/\s+/).slice(1)) {
      if (!ids.has(word)) ids.set(word, []);
      ids.get(word).push(code);
    }
  }
  return ids;
}

// What the old boards read as globals, set before their script runs.
export function installLegacyGlobals() {
  Object.assign(window, { Boards: window.Boards ?? {}, Svg: { s, title, keyboard, clickable }, I18N, h, humanize });
}

// A board module made of an old board's drawing function.
export function legacyModule(game, app) {
  const draw = window.Boards?.[game];
  if (typeof draw !== "function") return null;
  return {
    legacy: true,
    draw(view, ctx) {
      const legal = ctx.replay ? [] : app.state.legal;
      // Several codes for one place narrow the action bar to them.
      const choose = (codes) => {
        if (codes.length === 1) return app.act(codes[0]);
        for (const button of document.querySelectorAll("#actions button.action")) {
          button.classList.toggle("dim", !codes.includes(button.dataset.code));
        }
      };
      return draw(view, { ...ctx, legal, clickable: clickableIds(legal), choose, act: app.act, opened: new Set(),
        seatName: ctx.seatName });
    },
  };
}
