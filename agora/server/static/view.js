// Draw a view: the game's own board when one is installed (boards/<game>.js), else
// readable panels of the view's data. Nothing here knows a rule: what can be
// clicked is what a legal action code names.
"use strict";
const Boards = {};  // game name -> function(view, ctx) returning an element

// A component's name in the current language from the game's name table (the server's
// GET /api/games/{game}/names: language -> group -> id -> name), else `fallback`.
function componentName(names, group, id, fallback = humanize(id)) {
  return names?.[I18N.lang]?.[group]?.[id] ?? fallback;
}

// A panel value's group is unknown: the first group of the table that names it.
function anyComponentName(names, id) {
  const group = Object.values(names?.[I18N.lang] ?? {}).find((g) => Object.hasOwn(g, id));
  return group?.[id];
}

// A view key as a panel heads it: the game's label in the current language (the server's
// GET /api/games/{game}/keys), else the component the key is the id of (a dict by card or
// relic), else the key prettified. Key labels live apart from the names so that a value
// spelling a key never reads as its label.
function keyLabel(ctx, key) {
  return ctx.keys?.[I18N.lang]?.[key] ?? anyComponentName(ctx.names, key) ?? humanize(key);
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

function drawValue(value, ctx, key = "") {
  if (value === null || value === undefined) return h("span", { class: "muted" }, "—");
  if (Array.isArray(value)) {
    if (!value.length) return h("span", { class: "muted" }, "∅");
    if (value.every((v) => v && typeof v === "object" && !Array.isArray(v))) {
      const keys = [...new Set(value.flatMap(Object.keys))];
      return h("table", { class: "data" },
        h("thead", {}, h("tr", {}, keys.map((k) => h("th", {}, keyLabel(ctx, k))))),
        h("tbody", {}, value.map((row) => h("tr", {}, keys.map((k) => h("td", {}, drawValue(row[k], ctx, k)))))));
    }
    return h("span", { class: "list" }, value.map((v, i) => [i ? ", " : "", drawValue(v, ctx, key)]));
  }
  if (typeof value === "object") {
    return h("dl", { class: "data" }, Object.entries(value).map(([k, v]) => [h("dt", {}, keyLabel(ctx, k)), h("dd", {}, drawValue(v, ctx, k))]));
  }
  const text = String(value);
  // A component id reads as its name (the id stays in the tooltip, as legal codes say it).
  const name = typeof value === "string" ? anyComponentName(ctx.names, text) : undefined;
  const codes = ctx.clickable.get(text);
  if (codes) return h("button", { class: "spot", type: "button", dataset: { id: text }, title: name ? text : null, onclick: () => ctx.choose(codes) }, name ?? text);
  if ((key === "seat" || key === "turn") && typeof value === "number") return h("span", {}, ctx.seatName(value));
  return h("span", { title: name ? text : null }, name ?? text);
}

function drawPanels(view, ctx) {
  const panels = h("div", { class: "panels" });
  const simple = {};
  for (const [key, value] of Object.entries(view)) {
    if (key === "edition" || key === "designed") continue;
    if (!value || typeof value !== "object") { simple[key] = value; continue; }
    // Long lists start folded and are drawn when opened: redrawing them on every push is costly.
    const long = Array.isArray(value) && value.length > 8;
    const open = !long || ctx.opened.has(key);
    const panel = h("details", { class: "panel", open, dataset: { key } }, h("summary", {}, keyLabel(ctx, key)));
    if (open) panel.append(drawValue(value, ctx, key));
    panel.addEventListener("toggle", () => {
      if (panel.open) { ctx.opened.add(key); if (panel.children.length === 1) panel.append(drawValue(value, ctx, key)); }
      else ctx.opened.delete(key);
    });
    panels.append(panel);
  }
  panels.prepend(h("section", { class: "panel" }, drawValue(simple, ctx)));
  return panels;
}

function drawView(game, view, ctx) {
  const parts = [];
  if (view.edition) {
    parts.push(h("p", { class: "edition", title: I18N.t("editionTip") },
      h("span", { class: "badge" }, I18N.t("edition")), " ",
      typeof view.edition === "object" ? drawValue(view.edition, ctx) : String(view.edition),
      Array.isArray(view.designed) ? h("span", { class: "muted" }, ` (${view.designed.join("; ")})`) : null));
  }
  const board = Boards[game];
  if (board) {
    try { parts.push(board(view, ctx)); } catch (err) { console.error("board", err); }
  }
  parts.push(drawPanels(view, ctx));
  return parts;
}

// Load a game's board if there is one; a missing file leaves the panels alone.
function loadBoard(game) {
  return new Promise((resolve) => {
    const script = h("script", { src: `/static/boards/${encodeURIComponent(game)}.js` });
    script.onload = resolve;
    script.onerror = resolve;
    document.head.append(script);
  });
}
