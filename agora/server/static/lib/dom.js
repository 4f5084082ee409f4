// What every page builds with: HTML and SVG elements; and what the boards draw with (boards/README.md):
// words with {fields}, tooltips, text cut into lines, sections packed on shelves.

const SVG_NS = "http://www.w3.org/2000/svg";
/** The least a fitted board's smallest text is shown at, in px (a board taller than that scrolls instead). */
export const LEAST_PX = 12;

/**
 * Attributes of an element: `on*` functions are listeners, `dataset` is data-*; null, undefined and false
 * are left out, true is an empty attribute.
 * @typedef {Record<string, any>} Attributes
 */

/**
 * Children of an element: text (anything else is made text), nodes, arrays of them; null, undefined and
 * false are left out.
 * @typedef {Node | string | number | boolean | null | undefined | Child[]} Child
 */

/**
 * @template {Element} E
 * @param {E} el
 * @param {Attributes} attrs
 * @param {Child[]} children
 * @returns {E}
 */
function fill(el, attrs, children) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(/** @type {HTMLElement | SVGElement} */ (/** @type {Element} */ (el)).dataset, value);
    else el.setAttribute(key, value === true ? "" : value);
  }
  for (const child of /** @type {unknown[]} */ (children).flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/**
 * An HTML element: attributes (on* are listeners, dataset is data-*), then children (text or nodes).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attributes} [attrs]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

/**
 * An SVG element, built the same way.
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Attributes} [attrs]
 * @param {...Child} children
 * @returns {SVGElementTagNameMap[K]}
 */
export function s(tag, attrs = {}, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

/**
 * The element with this id, which the page has (an error if not).
 * @param {string} id
 * @returns {HTMLElement}
 */
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
}

/**
 * The elements under `root` that match `selector`: HTML or SVG ones, each with its dataset and style.
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {(HTMLElement | SVGElement)[]}
 */
export function every(root, selector) {
  return [.../** @type {NodeListOf<HTMLElement | SVGElement>} */ (root.querySelectorAll(selector))];
}

/** @param {unknown} key */
export function humanize(key) {
  return String(key).replaceAll("_", " ");
}

// ---- what the boards draw with -------------------------------------------------------------------------

/**
 * A template's {name} fields filled from `fields`; a field not given reads `missing`.
 * @param {string} template
 * @param {Record<string, unknown>} fields
 * @param {string} [missing]
 */
export function format(template, fields, missing = "?") {
  return template.replace(/\{(\w+)\}/g, (_, key) => String(fields[key] ?? missing));
}

/**
 * The lines of a tooltip, without the empty ones.
 * @param {...(string | null | undefined | false | unknown[])} lines
 */
export function tipText(...lines) {
  return lines.flat(Infinity).filter(Boolean).join("\n");
}

/**
 * Data attributes without the absent ones (a null would read "null").
 * @param {Record<string, unknown>} fields
 */
export function present(fields) {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined && v !== ""));
}

/**
 * Text in lines of at most `width` characters, at most `max` of them (the last cut with "…").
 * @param {unknown} text
 * @param {number} width
 * @param {number} [max]
 * @returns {string[]}
 */
export function wrapLines(text, width, max = Infinity) {
  const lines = [];
  let line = "";
  for (const word of String(text).split(/\s+/).flatMap((w) => hyphenated(w, width))) {
    if (line && (line + " " + word).length > width) { lines.push(line); line = word; } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > max) { lines.length = max; lines[max - 1] = `${lines[max - 1].slice(0, width - 1)}…`; }
  return lines;
}

// A vowel: a word is broken after one, before a consonant (Κα-τα-να-λω-τι-σμός, Bo-ro-bu-dur).
const VOWEL = /[aeiouyαεηιουωάέήίόύώϊϋΐΰ]/i;

/**
 * A word longer than `width` characters in pieces of at most `width` (each but the last ending in a hyphen),
 * broken after a vowel where one is at hand, at least two letters a side.
 * @param {string} word
 * @param {number} width
 * @returns {string[]}
 */
function hyphenated(word, width) {
  if (width < 4) return [word];
  const pieces = [];
  let rest = word;
  while (rest.length > width) {
    let at = width - 1;  // the piece's length before its hyphen
    for (let i = width - 1; i >= 2; i--) {
      if (VOWEL.test(rest[i - 1]) && !VOWEL.test(rest[i]) && /\p{L}/u.test(rest[i]) && rest.length - i >= 2) { at = i; break; }
    }
    pieces.push(`${rest.slice(0, at)}-`);
    rest = rest.slice(at);
  }
  return [...pieces, rest];
}

let pen = /** @type {CanvasRenderingContext2D | null} */ (null);

/**
 * Squeezes each SVG text a board marked `data-fit` (the width its box leaves it, in its own units) that its
 * font draws wider: a board lays out with estimates of glyph widths, and a long Greek word in a bold face
 * runs past them. A drawn text is measured as drawn; one in a hidden section in the page's own fonts (a
 * canvas), which can fall short where a glyph comes from a fallback font (✓ here, 5%; a Greek word on
 * another machine's fonts, 2 px past its card).
 * @param {ParentNode} root
 */
export function fitTexts(root) {
  pen ??= document.createElement("canvas").getContext("2d");
  const texts = /** @type {SVGTextContentElement[]} */ (every(root, "[data-fit]"));
  // Every width read before any squeeze is written: a write between two reads would lay the page out again.
  const widths = texts.map((el) => el.getComputedTextLength() || measured(el));
  texts.forEach((el, i) => {
    const room = Number(el.dataset.fit);
    if (room > 0 && widths[i] > room) {
      el.setAttribute("textLength", room.toFixed(1));
      el.setAttribute("lengthAdjust", "spacingAndGlyphs");
    }
  });
}

/** A text's width in its font, measured on a canvas. @param {SVGTextContentElement} el */
function measured(el) {
  if (!pen) return 0;
  const style = getComputedStyle(el);
  pen.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return pen.measureText(el.textContent ?? "").width;
}

/**
 * A part of a board drawn for a width, with the size it takes.
 * @typedef {{ g: SVGElement, w: number, h: number }} Section
 */

/**
 * Sections side by side while they fit the width, then on the next shelf; `gap` across, `shelfGap` down.
 * @param {(Section | null)[]} sections
 * @param {number} width
 * @param {{ gap: number, shelfGap: number }} gaps
 * @returns {{ g: SVGGElement, h: number }}
 */
export function pack(sections, width, { gap, shelfGap }) {
  const root = s("g");
  let x = 0, y = 0, shelf = 0;
  for (const sec of sections) {
    if (!sec) continue;
    if (x > 0 && x + sec.w > width) { x = 0; y += shelf + shelfGap; shelf = 0; }
    sec.g.setAttribute("transform", `translate(${x} ${y})`);
    root.append(sec.g);
    x += sec.w + gap;
    shelf = Math.max(shelf, sec.h);
  }
  return { g: root, h: y + shelf };
}

/**
 * A phone scrolls a board down its frame at a readable size, rather than shrinking it to fit.
 * @param {SVGSVGElement} svg
 * @param {string} cls the scrolling box's class
 */
export function scrolling(svg, cls) {
  svg.setAttribute("width", "100%");
  return h("div", { class: cls }, svg);
}
