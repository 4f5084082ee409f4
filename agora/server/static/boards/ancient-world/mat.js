// The Ancient World in the players panel: a seat's mat (its city as cards, its coins as a pile) and its key
// figures on one line.
import { h, present as data, s, tipText as tip, wrapLines as wrap } from "../../lib/dom.js";
import { np_, p_ } from "../../lib/i18n.js";
import { cardTip, describe, iconText } from "./cards.js";
import { noteRoll, ROLL_MS } from "./spaces.js";
import { cardName, citizenState, ICONS, MARK, seatColour, SHAPES, tribeName, TRIBES } from "./words.js";
/** @import { BoardContext } from "../../lib/types.js" */
/** @import { View } from "./types.js" */

// --- a player's mat (the players panel) ------------------------------------------------------------------------

// A city card's kind, told by a mark in its band as well as by the band's colour (a titan's by its stars).
/** @type {Record<string, string>} */
const KIND_MARK = { empire: "▤", district: "⌂" };
// The letters of a line of a city card's name: what its 12 px bold face fits in the card (a longer word, such as
// Νομισματοκοπείο, is hyphenated).
const NAME_CHARS = 11;
// The coins drawn in a pile at most: more are told by the number beside it.
const PILE_MAX = 5;

/**
 * A stored card (in hand, not in the city) as a chip.
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {string} slug
 * @param {string | null | undefined} own the id the reader's own card's actions give it
 */
function chip(ctx, view, slug, own) {
  const card = view.cards[slug];
  const el = h("span", { class: `aw-chip aw-chip-${card?.kind ?? "empire"}`, dataset: data(cardTip(ctx, card)) },
    (card?.banners ?? []).map((b) => h("i", { class: "aw-mini-flag", style: `background:${TRIBES[b] ?? "#999"}` })),
    cardName(ctx, slug), card?.designed?.length ? h("span", { class: "aw-mark-html" }, MARK) : null,
    card && iconText(card.icons) ? h("small", {}, ` ${iconText(card.icons)}`) : null);
  // The reader's own card is also named by the id its actions give it.
  return own ? h("span", { class: "aw-own", dataset: data({ target: own }) }, el) : el;
}

/**
 * A card in the city, laid out as a small card: a band of its kind's colour with its kind's mark and its tribe
 * flags, its name (broken into lines that fit the card), its symbols, the capacity it gives as slots, and where a
 * card action takes a citizen (§7), the citizen's slot. `target` is the card's id; `own` the id the reader's own
 * card's actions give it.
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {string} slug
 * @param {string | null} target
 * @param {string | null | undefined} own
 * @param {string} [extra] classes
 * @param {string | string[]} [note]
 * @param {Element | null} [slot] the citizen's slot, drawn beside the symbols
 * @param {boolean} [damaged] stamped ☠ (§8.5: face down, it gives nothing until repaired)
 */
function cityCard(ctx, view, slug, target, own, extra = "", note = "", slot = null, damaged = false) {
  const card = view.cards[slug];
  const kind = card?.kind ?? "empire";
  const mark = kind === "titan" ? "★".repeat(card?.stars ?? 1) : KIND_MARK[kind] ?? "";
  const el = h("div", { class: `aw-chip aw-city-card aw-card-${kind} ${extra}`.trim(), dataset: data({ target, card: slug, ...cardTip(ctx, card, note) }) },
    h("span", { class: "aw-band" }, h("span", { class: "aw-kind" }, mark),
      (card?.banners ?? []).map((b) => h("i", { class: "aw-mini-flag", style: `background:${TRIBES[b] ?? "#999"}` })),
      card?.designed?.length ? h("span", { class: "aw-mark-html" }, MARK) : null),
    // The name in lines of at most NAME_CHARS letters, a longer word hyphenated (Νομισματο-κοπείο), so a Greek
    // name stays inside the card; the lines are blocks with a space between them, so that the name reads whole.
    h("span", { class: "aw-name" }, wrap(cardName(ctx, slug), NAME_CHARS).flatMap((line, i) => [i ? " " : null, h("span", {}, line)])),
    h("span", { class: "aw-foot" }, card && iconText(card.icons) ? h("small", { class: "aw-syms" }, iconText(card.icons)) : null,
      card?.capacity ? h("span", { class: "aw-gives-cap" }, Array.from({ length: card.capacity }, () => h("i", {}))) : null,
      slot, damaged ? h("b", { class: "aw-skull" }, "☠") : null));
  return own ? h("div", { class: "aw-own", dataset: data({ target: own }) }, el) : el;
}

/**
 * @param {string | null} target
 * @param {string} glyph
 * @param {string | number} value
 * @param {string} tipText
 * @param {string} [extra] classes
 */
function stat(target, glyph, value, tipText, extra = "") {
  return h("span", { class: `aw-stat ${extra}`.trim(), dataset: data({ target, tip: tipText }) }, h("b", {}, glyph), ` ${value}`);
}

// One coin seen from above, in the pile's colours: what a coin figure is drawn with (a "◎" read as no coin).
const coinIcon = () => s("svg", { class: "aw-coin-icon", viewBox: "0 0 16 16", width: 14, height: 14, "aria-hidden": "true" },
  s("circle", { cx: 8, cy: 8, r: 7.2, fill: "#efc94c", stroke: "#7d6310", "stroke-width": 1.1 }),
  s("circle", { cx: 8, cy: 8, r: 4.1, fill: "none", stroke: "#b8901c", "stroke-width": 1.1 }));

/** @param {View} view @param {number} seat @param {BoardContext} ctx */
export function mat(view, seat, ctx) {
  const roll = noteRoll(ctx);
  const p = view.players[seat];
  if (!p) return null;
  const mine = view.you === seat;
  const shape = `aw-shape-${SHAPES[seat % SHAPES.length]}`, colour = `--seat:${seatColour(seat)}`;
  const citizens = p.citizens.map((c) => {
    const state = p.hungry.includes(c) ? "hungry" : p.placed.includes(c) ? "working" : "free";
    return h("span", { class: `aw-cit ${state} ${shape}`, style: colour, dataset: { tip: `${c}: ${citizenState(state)}` } }, c);
  });
  // A card the latest roll damaged flashes while the roll is fresh and keeps a mark until the next roll.
  const hit = (/** @type {string} */ slug) => roll?.seat === seat && roll.damaged.includes(slug);
  const flash = roll && roll.age < ROLL_MS ? `animation-delay: -${roll.age}ms` : null;
  const empire = p.empire.map((e) => {
    const card = view.cards[e.card];
    // §7 a card action takes one citizen a round: its slot, with the citizen on it once used, else the discs of the
    // reader's citizens that may go there now (each the place of its "place" action).
    const slot = card?.action ? h("span", { class: `aw-slot${e.used ? " filled" : ""}`, dataset: { tip: e.used ? p_("ancient-world", "a citizen is on it this round") : p_("ancient-world", "Card action: one citizen a round") } },
      e.used ? h("span", { class: `aw-cit working ${shape}`, style: colour }, ICONS.citizen) : null,
      (e.places ?? []).map((c) => h("span", { class: `aw-place ${shape}`, style: colour,
        dataset: { target: c.id, tip: p_("ancient-world", "Place your citizen {n} here", { n: c.skill }) } }, c.skill))) : null;
    const el = cityCard(ctx, view, e.card, e.id, e.target, `${e.damaged ? "damaged" : ""} ${e.used ? "used" : ""} ${hit(e.card) ? "hit" : ""}`,
      [e.damaged ? p_("ancient-world", "damaged: face down, gives nothing until repaired") : "", e.used ? p_("ancient-world", "a citizen is on it this round") : "", hit(e.card) ? p_("ancient-world", "hit by the titan's damage dice just now") : ""], slot, e.damaged);
    const face = el.classList.contains("aw-chip") ? el : /** @type {HTMLElement} */ (el.querySelector(".aw-chip"));
    if (hit(e.card) && flash) { face.classList.add("fresh"); face.style.cssText = flash; }
    return el;
  });
  // §6 Build: each Empire card takes a place of the city's capacity; the places left are drawn as empty card
  // outlines, together in one place of the grid so that a large capacity keeps the mat short.
  const room = Math.max(0, p.capacity - p.capacity_used);
  const free = room ? h("div", { class: "aw-chip aw-city-card aw-free", dataset: { tip: ctx.name("icon", "capacity", "") } },
    h("b", {}, ICONS.capacity), Array.from({ length: room }, () => h("i", {}))) : null;
  const conquests = [...p.districts, ...p.titans].map((slug) => cityCard(ctx, view, slug, null, null));
  const armies = p.armies.map((a, i) => {
    const card = view.cards[a.card];
    const el = h("div", { class: `aw-army${a.used ? " used" : ""}`, dataset: { target: a.id, tip: tip(describe(ctx, card),
      p_("ancient-world", "{n} on the picture: paying it costs {c}", { n: a.picture_coins, c: a.picture_coins + 1 }), a.name_coins ? p_("ancient-world", "{n} on the name: it attacked this round", { n: a.name_coins }) : "",
      a.retired.length ? p_("ancient-world", "Legacy under it: {list}", { list: a.retired.map((slug) => cardName(ctx, slug)).join(", ") }) : "") } },
    h("span", { class: "aw-army-no" }, i + 1), h("b", {}, cardName(ctx, a.card)), card?.designed?.length ? h("span", { class: "aw-mark-html" }, MARK) : null,
    h("small", {}, ` ${iconText(card?.icons)}`),
    h("span", { class: "aw-army-coins" }, coinPile(null, a.picture_coins, p_("ancient-world", "{n} on the picture: paying it costs {c}", { n: a.picture_coins, c: a.picture_coins + 1 }), "pic"),
      a.name_coins ? h("span", { class: "nm" }, coinPile(null, a.name_coins, p_("ancient-world", "{n} on the name: it attacked this round", { n: a.name_coins })), ` ${p_("ancient-world", "attacked")}`) : null),
    a.retired.length ? h("div", { class: "aw-legacy" }, a.retired.map((slug) => h("span", { dataset: { tip: describe(ctx, view.cards[slug]) } },
      `${cardName(ctx, slug)} ${iconText(view.cards[slug]?.legacy)}`))) : null);
    return a.target ? h("div", { class: "aw-own", dataset: { target: a.target } }, el) : el;
  });
  const stored = p.stored
    ? p.stored.map((slug, i) => chip(ctx, view, slug, p.stored_ids[i]))
    : [h("span", { class: "aw-muted", dataset: { tip: p_("ancient-world", "{a} from deck A, {b} from deck B", { a: p.stored_decks.A, b: p.stored_decks.B }) } }, p_("ancient-world", "{n} face down", { n: p.stored_count })),
      ...p.stored_known.map((slug) => chip(ctx, view, slug, null))];
  const banners = p.banners.filter((b) => b.count).map((b) => h("span", { class: "aw-banner", dataset: { tip: p_("ancient-world", "{tribe}: {n} banners, {vp} VP now", { tribe: tribeName(ctx, b.tribe), n: b.count, vp: b.vp }) } },
    h("i", { class: "aw-mini-flag", style: `background:${TRIBES[b.tribe] ?? "#999"}` }), `${b.count}`, h("small", {}, `→${b.vp}`)));
  /** @type {(label: string, target: string, items: Element[]) => HTMLElement} */
  // The label a column of its own, the items wrapping beside it: a wide army chip (its legacy under it) wrapped under
  // the label, and its ring, when it is a place to click, lay over the label.
  const row = (label, target, items) => h("div", { class: "aw-mat-row aw-labelled", dataset: data({ target }) }, h("span", { class: "aw-label" }, label),
    h("span", { class: "aw-items" }, items.length ? items : h("span", { class: "aw-muted" }, p_("ancient-world", "none"))));
  return h("div", { class: `aw-mat${p.passed ? " passed" : ""}`, dataset: { seat } },
    h("div", { class: "aw-stats" },
      coinPile(p.areas.coins, p.coins, p_("ancient-world", "Coins"), "aw-stat"), stat(p.areas.knowledge, "✎", p.knowledge, p_("ancient-world", "Knowledge")),
      stat(null, "☘", `${p.food}/${p.citizens.length}`, p_("ancient-world", "Food {f} for {c} citizens", { f: p.food, c: p.citizens.length }), p.food < p.citizens.length ? "short" : ""),
      stat(null, "▣", `${p.capacity_used}/${p.capacity}`, p_("ancient-world", "Capacity: {u} of {c} used", { u: p.capacity_used, c: p.capacity })),
      stat(null, "⚑", p.army_limit, p_("ancient-world", "Army limit: {n} armies", { n: p.army_limit })),
      h("span", { class: "aw-stat", dataset: { tip: p_("ancient-world", "Income each round: {c} coins, {k} knowledge", { c: p.income.coins, k: p.income.knowledge }) } },
        h("b", {}, "↻"), ` +${p.income.coins}`, coinIcon(), p.income.knowledge ? ` +${p.income.knowledge}✎` : ""),
      p.draft ? stat(null, "⚔", `+${p.draft}`, p_("ancient-world", "Draft attack this round: +{n}", { n: p.draft })) : null,
      p.passed ? h("span", { class: "aw-passed" }, p_("ancient-world", "passed")) : null),
    h("div", { class: "aw-mat-row", dataset: { target: p.areas.citizens } }, citizens, banners.length ? h("span", { class: "aw-banners" }, banners) : null),
    h("div", { class: "aw-mat-row aw-city-row", dataset: { target: p.areas.conquests } }, h("span", { class: "aw-label" }, p_("ancient-world", "City")),
      h("div", { class: "aw-city" }, empire, free, conquests)),
    row(p_("ancient-world", "Armies"), p.areas.armies, armies),
    mine || p.stored_count ? row(p_("ancient-world", "Stored"), p.areas.stored, stored) : null);
}

/**
 * Coins as a pile: a stacked disc for each, up to PILE_MAX, and how many (exact) beside it.
 * @param {string | null} target
 * @param {number} n
 * @param {string} tipText
 * @param {string} [extra] classes
 */
function coinPile(target, n, tipText, extra = "") {
  const discs = Math.min(n, PILE_MAX);
  const H = 8 + Math.max(discs, 1) * 3.5;
  return h("span", { class: `aw-coin-pile ${extra}`.trim(), dataset: data({ target, tip: tipText, coins: n }) },
    s("svg", { class: "aw-coins", viewBox: `0 0 22 ${H}`, width: 22, height: H, "aria-hidden": "true" },
      // none: the place of the pile, an outline
      discs ? Array.from({ length: discs }, (_, i) => s("g", { class: "aw-disc" },
        s("ellipse", { cx: 11, cy: H - 3.5 - i * 3.5, rx: 10, ry: 4, fill: "#9a7b14" }),  // its edge, below
        s("ellipse", { cx: 11, cy: H - 5 - i * 3.5, rx: 10, ry: 4, fill: "#efc94c", stroke: "#7d6310", "stroke-width": 0.8 }),
        s("ellipse", { cx: 11, cy: H - 5 - i * 3.5, rx: 6, ry: 2.2, fill: "none", stroke: "#b8901c", "stroke-width": 0.7 })))
        : s("ellipse", { cx: 11, cy: H - 5, rx: 10, ry: 4, fill: "none", stroke: "#9a7b14", "stroke-dasharray": "2 2" })),  // none: the pile's place
    h("b", { class: "aw-coin-n" }, n));
}

/**
 * A seat's key figures on one line, for the players panel's compact row: coins, knowledge, food, capacity,
 * armies and free citizens, each with its words in a tooltip.
 * @param {View} view
 * @param {number} seat
 * @param {BoardContext} ctx
 */
export function keyFigures(view, seat, ctx) {
  const p = view.players[seat];
  if (!p) return null;
  const free = p.citizens.filter((c) => !p.placed.includes(c) && !p.hungry.includes(c)).length;
  const cards = p.empire.length + p.districts.length + p.titans.length;
  // Each figure's words are its tooltip and what a screen reader says of it (its mark is hidden from one).
  const item = (/** @type {string | Element} */ mark, /** @type {string | number} */ value, /** @type {string} */ words, extra = "") =>
    h("span", { class: `aw-key ${extra}`.trim(), role: "img", "aria-label": words, dataset: { tip: words } },
      typeof mark === "string" ? h("b", { "aria-hidden": "true" }, mark) : mark, `${value}`);
  return h("span", { class: "aw-summary", style: `--seat:${seatColour(seat)}`, "aria-label": ctx.seatName(seat) },
    item(coinIcon(), p.coins, np_("ancient-world", "{n} coin", "{n} coins", p.coins)),
    item("✎", p.knowledge, p_("ancient-world", "Knowledge: {n}", { n: p.knowledge })),
    item("☘", `${p.food}/${p.citizens.length}`, p_("ancient-world", "Food {f} for {c} citizens", { f: p.food, c: p.citizens.length }), p.food < p.citizens.length ? "short" : ""),
    item("▤", cards, p_("ancient-world", "{n} cards in the city", { n: cards })),
    item("⚔", p.armies.length, p_("ancient-world", "Army limit: {n} armies", { n: p.army_limit })),
    item("☺", `${free}/${p.citizens.length}`, p_("ancient-world", "{f} of {c} citizens free to place", { f: free, c: p.citizens.length })),
    p.passed ? h("span", { class: "aw-passed" }, p_("ancient-world", "passed")) : null);
}
