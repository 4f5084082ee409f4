// What every game's board draws with: SVG elements, tooltips, and places that
// send legal action codes when clicked (or taken from the keyboard).
"use strict";
const Svg = (() => {
  const NS = "http://www.w3.org/2000/svg";

  // An SVG element; null, undefined and false children are left out, other values become text.
  function s(tag, attrs = {}, ...children) {
    const el = document.createElementNS(NS, tag);
    for (const [key, value] of Object.entries(attrs)) if (value !== null && value !== undefined) el.setAttribute(key, value);
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      el.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return el;
  }
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

  return { s, title, keyboard, clickable };
})();
