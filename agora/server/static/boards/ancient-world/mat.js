// The Ancient World in the players panel: a seat's mat (its city as cards, its coins as a pile) and its key
// figures on one line.
import { h, present as data, tipText as tip } from "../../lib/dom.js";
import { p_ } from "../../lib/i18n.js";
import { cardTip, describe, iconText } from "./cards.js";
import { noteRoll, ROLL_MS } from "./spaces.js";
import { cardName, citizenState, MARK, seatColour, SHAPES, tribeName, TRIBES } from "./words.js";
/** @import { BoardContext } from "../../lib/types.js" */
/** @import { Player, View } from "./types.js" */

// --- a player's mat (the players panel) ------------------------------------------------------------------------

/**
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {string} slug
 * @param {string | null} target
 * @param {string | null | undefined} own the id the reader's own card's actions give it
 * @param {string} [extra] classes
 * @param {string | string[]} [note]
 */
function chip(ctx, view, slug, target, own, extra = "", note = "") {
  const card = view.cards[slug];
  const el = h("span", { class: `aw-chip aw-chip-${card?.kind ?? "empire"} ${extra}`.trim(), dataset: data({ target, ...cardTip(ctx, card, note) }) },
    (card?.banners ?? []).map((b) => h("i", { class: "aw-mini-flag", style: `background:${TRIBES[b] ?? "#999"}` })),
    cardName(ctx, slug), card?.designed?.length ? h("span", { class: "aw-mark-html" }, MARK) : null,
    card && iconText(card.icons) ? h("small", {}, ` ${iconText(card.icons)}`) : null);
  // The reader's own card is also named by the id its actions give it.
  return own ? h("span", { class: "aw-own", dataset: data({ target: own }) }, el) : el;
}

// A seat's Districts or Titans: one of them as its card's chip; more as one chip, how many with all their banners
// (their symbols already count in the seat's figures), each card in the tooltip.
/** @param {BoardContext} ctx @param {View} view @param {string} kind @param {string[]} slugs */
function conquered(ctx, view, kind, slugs) {
  if (slugs.length < 2) return slugs.length ? chip(ctx, view, slugs[0], null, null) : null;
  const banners = slugs.flatMap((slug) => view.cards[slug]?.banners ?? []);
  return h("span", { class: `aw-chip aw-chip-${kind}`, dataset: { tip: slugs.map((slug) => describe(ctx, view.cards[slug])).join("\n\n") } },
    banners.map((b) => h("i", { class: "aw-mini-flag", style: `background:${TRIBES[b] ?? "#999"}` })),
    (kind === "titan" ? p_("ancient-world", "Titans ×{n}", { n: slugs.length }) : p_("ancient-world", "Districts ×{n}", { n: slugs.length })));
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

/** @param {View} view @param {number} seat @param {BoardContext} ctx */
export function mat(view, seat, ctx) {
  const roll = noteRoll(ctx);
  const p = view.players[seat];
  if (!p) return null;
  const mine = view.you === seat;
  const citizens = p.citizens.map((c) => {
    const state = p.hungry.includes(c) ? "hungry" : p.placed.includes(c) ? "working" : "free";
    return h("span", { class: `aw-cit ${state} aw-shape-${SHAPES[seat % SHAPES.length]}`, style: `--seat:${seatColour(seat)}`, dataset: { tip: `${c}: ${citizenState(state)}` } }, c);
  });
  // A card the latest roll damaged flashes while the roll is fresh and keeps a mark until the next roll.
  const hit = (/** @type {string} */ slug) => roll?.seat === seat && roll.damaged.includes(slug);
  const flash = roll && roll.age < ROLL_MS ? `animation-delay: -${roll.age}ms` : null;
  const empire = p.empire.map((e) => {
    const el = chip(ctx, view, e.card, e.id, e.target, `${e.damaged ? "damaged" : ""} ${e.used ? "used" : ""} ${hit(e.card) ? "hit" : ""}`,
      [e.damaged ? p_("ancient-world", "damaged: face down, gives nothing until repaired") : "", e.used ? p_("ancient-world", "a citizen is on it this round") : "", hit(e.card) ? p_("ancient-world", "hit by the titan's damage dice just now") : ""]);
    const face = el.classList.contains("aw-chip") ? el : /** @type {HTMLElement} */ (el.querySelector(".aw-chip"));
    face.classList.add("aw-tile");
    if (e.damaged) face.prepend(h("b", { class: "aw-skull" }, "☠"));
    // Where a citizen may go on the card this turn: a disc for each, the place of its "place" action.
    if (e.places?.length) face.append(h("span", { class: "aw-places" }, e.places.map((c) => h("span", {
      class: `aw-place aw-shape-${SHAPES[seat % SHAPES.length]}`, style: `--seat:${seatColour(seat)}`,
      dataset: { target: c.id, tip: p_("ancient-world", "Place your citizen {n} here", { n: c.skill }) } }, c.skill))));
    if (hit(e.card) && flash) { face.classList.add("fresh"); face.style.cssText = flash; }
    return el;
  });
  const armies = p.armies.map((a, i) => {
    const card = view.cards[a.card];
    const el = h("div", { class: `aw-army${a.used ? " used" : ""}`, dataset: { target: a.id, tip: tip(describe(ctx, card),
      p_("ancient-world", "{n} on the picture: paying it costs {c}", { n: a.picture_coins, c: a.picture_coins + 1 }), a.name_coins ? p_("ancient-world", "{n} on the name: it attacked this round", { n: a.name_coins }) : "",
      a.retired.length ? p_("ancient-world", "Legacy under it: {list}", { list: a.retired.map((slug) => cardName(ctx, slug)).join(", ") }) : "") } },
    h("span", { class: "aw-army-no" }, i + 1), h("b", {}, cardName(ctx, a.card)), card?.designed?.length ? h("span", { class: "aw-mark-html" }, MARK) : null,
    h("small", {}, ` ${iconText(card?.icons)}`),
    h("span", { class: "aw-army-coins" }, h("span", { class: "pic" }, `◎${a.picture_coins}`), a.name_coins ? h("span", { class: "nm" }, `◎${a.name_coins} ${p_("ancient-world", "attacked")}`) : null),
    a.retired.length ? h("div", { class: "aw-legacy" }, a.retired.map((slug) => h("span", { dataset: { tip: describe(ctx, view.cards[slug]) } },
      `${cardName(ctx, slug)} ${iconText(view.cards[slug]?.legacy)}`))) : null);
    return a.target ? h("div", { class: "aw-own", dataset: { target: a.target } }, el) : el;
  });
  const stored = p.stored
    ? p.stored.map((slug, i) => chip(ctx, view, slug, null, p.stored_ids[i]))
    : [h("span", { class: "aw-muted", dataset: { tip: p_("ancient-world", "{a} from deck A, {b} from deck B", { a: p.stored_decks.A, b: p.stored_decks.B }) } }, p_("ancient-world", "{n} face down", { n: p.stored_count })),
      ...p.stored_known.map((slug) => chip(ctx, view, slug, null, null))];
  const banners = p.banners.filter((b) => b.count).map((b) => h("span", { class: "aw-banner", dataset: { tip: p_("ancient-world", "{tribe}: {n} banners, {vp} VP now", { tribe: tribeName(ctx, b.tribe), n: b.count, vp: b.vp }) } },
    h("i", { class: "aw-mini-flag", style: `background:${TRIBES[b.tribe] ?? "#999"}` }), `${b.count}`, h("small", {}, `→${b.vp}`)));
  /** @type {(label: string, target: string, items: Element[]) => HTMLElement} */
  const row = (label, target, items) => h("div", { class: "aw-mat-row", dataset: data({ target }) }, h("span", { class: "aw-label" }, label), items.length ? items : h("span", { class: "aw-muted" }, p_("ancient-world", "none")));
  return h("div", { class: `aw-mat${p.passed ? " passed" : ""}`, dataset: { seat } },
    h("div", { class: "aw-stats" },
      coinPile(p.areas.coins, p.coins), stat(p.areas.knowledge, "✎", p.knowledge, p_("ancient-world", "Knowledge")),
      stat(null, "☘", `${p.food}/${p.citizens.length}`, p_("ancient-world", "Food {f} for {c} citizens", { f: p.food, c: p.citizens.length }), p.food < p.citizens.length ? "short" : ""),
      stat(null, "▣", `${p.capacity_used}/${p.capacity}`, p_("ancient-world", "Capacity: {u} of {c} used", { u: p.capacity_used, c: p.capacity })),
      stat(null, "⚑", p.army_limit, p_("ancient-world", "Army limit: {n} armies", { n: p.army_limit })),
      stat(null, "↻", `+${p.income.coins}◎${p.income.knowledge ? ` +${p.income.knowledge}✎` : ""}`, p_("ancient-world", "Income each round: {c} coins, {k} knowledge", { c: p.income.coins, k: p.income.knowledge })),
      p.draft ? stat(null, "⚔", `+${p.draft}`, p_("ancient-world", "Draft attack this round: +{n}", { n: p.draft })) : null,
      p.passed ? h("span", { class: "aw-passed" }, p_("ancient-world", "passed")) : null),
    h("div", { class: "aw-mat-row", dataset: { target: p.areas.citizens } }, citizens, banners.length ? h("span", { class: "aw-banners" }, banners) : null),
    row(p_("ancient-world", "City"), p.areas.conquests, [capacityStrip(p), ...empire, conquered(ctx, view, "district", p.districts), conquered(ctx, view, "titan", p.titans)].filter((el) => el !== null)),
    row(p_("ancient-world", "Armies"), p.areas.armies, armies),
    mine || p.stored_count ? row(p_("ancient-world", "Stored"), p.areas.stored, stored) : null);
}

/**
 * A seat's coins as a pile: a coin drawn for each, up to a handful, and how many.
 * @param {string | null} target
 * @param {number} n
 */
function coinPile(target, n) {
  return h("span", { class: "aw-stat aw-coin-pile", dataset: data({ target, tip: p_("ancient-world", "Coins") }) },
    h("span", { class: "aw-coins", style: `--n:${Math.min(n, 6)}` }, Array.from({ length: Math.min(Math.max(n, 1), 6) }, (_, i) => h("i", { class: n ? "" : "none", style: `--i:${i}` }))), ` ${n}`);
}

/**
 * The city's capacity: a slot for each, filled by the cards that take one.
 * @param {Player} p
 */
function capacityStrip(p) {
  return h("span", { class: "aw-cap", dataset: { tip: p_("ancient-world", "Capacity: {u} of {c} used", { u: p.capacity_used, c: p.capacity }) } },
    Array.from({ length: Math.max(p.capacity, p.capacity_used) }, (_, i) => h("i", { class: i < p.capacity_used ? "full" : "" })));
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
  const item = (/** @type {string} */ glyph, /** @type {string | number} */ value, /** @type {string} */ words, extra = "") =>
    h("span", { class: `aw-key ${extra}`.trim(), dataset: { tip: words } }, h("b", {}, glyph), `${value}`);
  return h("span", { class: "aw-summary", style: `--seat:${seatColour(seat)}`, "aria-label": ctx.seatName(seat) },
    item("◎", p.coins, p_("ancient-world", "Coins")), item("✎", p.knowledge, p_("ancient-world", "Knowledge")),
    item("☘", `${p.food}/${p.citizens.length}`, p_("ancient-world", "Food {f} for {c} citizens", { f: p.food, c: p.citizens.length }), p.food < p.citizens.length ? "short" : ""),
    item("▤", cards, p_("ancient-world", "{n} cards in the city", { n: cards })),
    item("⚔", p.armies.length, p_("ancient-world", "Army limit: {n} armies", { n: p.army_limit })),
    item("☺", `${free}/${p.citizens.length}`, p_("ancient-world", "{f} of {c} citizens free to place", { f: free, c: p.citizens.length })),
    p.passed ? h("span", { class: "aw-passed" }, p_("ancient-world", "passed")) : null);
}
