// The Ancient World's cards and pieces: a card's face and tooltip, coins, books, piles, citizens' tokens.
import { s, tipText as tip, wrapLines as wrap } from "../../lib/dom.js";
import { p_ } from "../../lib/i18n.js";
import { allowsText, CARD_H, CARD_W, cardName, fieldName, ICONS, kindName, MARK, seatColour, sectionsOf, SHAPES, tribeName, TRIBES } from "./words.js";
/** @import { BoardContext } from "../../lib/types.js" */
/** @import { Card, View } from "./types.js" */

// --- cards -------------------------------------------------------------------------------------------------

/** @param {Record<string, number> | undefined} icons */
function iconEntries(icons) {
  return Object.entries(icons ?? {}).filter(([, n]) => n);
}

/** @param {BoardContext} ctx @param {Record<string, number> | undefined} icons */
function iconLines(ctx, icons) {
  return iconEntries(icons).map(([key, n]) => `${n > 1 ? `${n} × ` : ""}${ctx.name("icon", key, key)}`);
}

/** @param {Record<string, number> | undefined} icons */
export function iconText(icons) {
  return iconEntries(icons).map(([key, n]) => `${ICONS[key] ?? "?"}${n > 1 ? n : ""}`).join(" ");
}

/** @param {BoardContext} ctx @param {Card} card */
function actionText(ctx, card) {
  return card.action ? ctx.name("card_action", card.action.kind, "").replace("{n}", String(card.action.amount ?? "")) : "";
}

/**
 * Everything a card says, for its tooltip: its name and kind, its cost, then the rest (what the tooltip's "more" shows).
 * @param {BoardContext} ctx
 * @param {Card | undefined} card
 * @returns {(string | string[])[]}
 */
function cardLines(ctx, card) {
  if (!card) return [];
  const deck = card.kind === "empire" ? (card.deck === "A" ? p_("ancient-world", "deck A") : card.deck === "B" ? p_("ancient-world", "deck B") : p_("ancient-world", "starting card")) : "";
  const banners = card.banners?.length ? p_("ancient-world", "Banners: {list}", { list: card.banners.map((id) => tribeName(ctx, id)).join(", ") }) : "";
  /** @type {(string | string[])[]} */
  const lines = [`${cardName(ctx, card.slug)} — ${kindName(card.kind)}${deck ? `, ${deck}` : ""}`];
  if (card.kind === "empire") lines.push(card.cost_knowledge ? p_("ancient-world", "Cost: {c} coins and {k} knowledge", { c: card.cost_coins ?? 0, k: card.cost_knowledge }) : p_("ancient-world", "Cost: {c} coins", { c: card.cost_coins ?? 0 }));
  if (card.kind === "military") lines.push(p_("ancient-world", "Recruit cost: {c} coins", { c: card.recruit_cost ?? 0 }), p_("ancient-world", "When paid:"), iconLines(ctx, card.icons), p_("ancient-world", "Legacy, once retired under a new card:"), iconLines(ctx, card.legacy));
  if (card.kind === "titan") lines.push(`${p_("ancient-world", "{n}-star titan", { n: card.stars })}. ${p_("ancient-world", "Defense {n}", { n: card.defense })}: ${allowsText(card.allows ?? "")}`, p_("ancient-world", "{n} damage dice when beaten, one per banner", { n: card.banners?.length }));
  lines.push(banners);
  if (card.kind !== "military") {
    const gives = [card.capacity ? `${card.capacity} × ${ctx.name("icon", "capacity", "capacity")}` : "", ...iconLines(ctx, card.icons)].filter(Boolean);
    if (gives.length) lines.push(card.kind === "empire" ? "" : p_("ancient-world", "Gives:"), gives);
  }
  lines.push(actionText(ctx, card), card.text ? ctx.name("card_text", card.slug, card.text) : "");
  lines.push(sectionsOf(card.kind));
  const designed = (card.designed ?? []).filter((f) => f !== "slug");
  lines.push(designed.length ? `${MARK} ${p_("ancient-world", "Agora edition, designed: {list}", { list: designed.map((f) => fieldName(f)).join(", ") })}` : p_("ancient-world", "Printed values"));
  return lines;
}

/** @param {BoardContext} ctx @param {Card | undefined} card */
export const describe = (ctx, card) => tip(cardLines(ctx, card));

/**
 * A card's tooltip attributes: the short tip (name, kind, cost, and `note`) and the rest as its "more".
 * @param {BoardContext} ctx
 * @param {Card | undefined} card
 * @param {string | string[]} [note]
 */
export function cardTip(ctx, card, note = "") {
  const lines = cardLines(ctx, card);
  return { tip: tip(lines.slice(0, 2), note), tipMore: tip(lines.slice(2)) || null };
}

/** @type {Record<string, string>} */
const CARD_FILL = { empire: "#fbf3dc", military: "#e4e8f1", titan: "#f1dede", district: "#e2efdc" };
/** @type {Record<string, string>} */
const BAND = { empire: "#b8914a", military: "#5a6b8c", titan: "#8c3b3b", district: "#4f7f45" };

/**
 * A card face, CARD_W × CARD_H at (x, y); `target` names it for actions and events.
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {string} slug
 * @param {number} x
 * @param {number} y
 * @param {string | null} [target]
 */
export function cardFace(ctx, view, slug, x, y, target = null) {
  const card = view.cards[slug];
  const tips = cardTip(ctx, card);
  const g = s("g", { class: `aw-card aw-${card?.kind ?? "unknown"}`, "data-card": slug, "data-target": target, "data-tip": tips.tip, "data-tip-more": tips.tipMore,
    "data-tip-rule": `§11:${slug}` });  // a card the rulebook clarifies: its own words there
  if (!card) return g;
  g.append(s("rect", { x: x + 2, y: y + 3, width: CARD_W, height: CARD_H, rx: 7, fill: "#0000002a" }),
    s("rect", { x, y, width: CARD_W, height: CARD_H, rx: 7, fill: CARD_FILL[card.kind], stroke: "#6b5a3e", class: "hit" }),
    s("rect", { x: x + 3, y: y + 3, width: CARD_W - 6, height: 36, rx: 5, fill: BAND[card.kind] }));
  // The name whole on one or two lines of 14 px, each squeezed to the band when a long word would overflow it.
  const name = cardName(ctx, slug);
  let lines = wrap(name, 12);
  for (let width = 13; lines.length > 2; width++) lines = wrap(name, width);
  lines.forEach((l, i) => g.append(fitted(l, CARD_W - 12, { x: x + 6, y: y + (lines.length > 1 ? 18 + i * 15 : 26), class: "aw-card-name" })));
  (card.banners ?? []).forEach((b, i) => g.append(s("path", {
    d: `M${x + CARD_W - 16 - i * 13} ${y + 44} h10 v16 l-5 -4 l-5 4 z`, fill: TRIBES[b] ?? "#999", stroke: "#222", "stroke-width": 0.8, class: "aw-flag" })));
  let line = y + 64;
  const say = (/** @type {string} */ words, cls = "aw-icons") => { g.append(s("text", { x: x + 7, y: line, class: cls }, words)); line += 20; };
  if (card.kind === "empire" || card.kind === "military") {
    g.append(coin(x + 16, y + 54, card.kind === "empire" ? card.cost_coins ?? 0 : card.recruit_cost ?? 0));
    if (card.cost_knowledge) g.append(book(x + 42, y + 54, card.cost_knowledge));
    line = y + 90;
    if (card.kind === "military") {
      say(iconText(card.icons));
      say(`⤷ ${iconText(card.legacy) || "—"}`, "aw-legacy-text");
    }
  } else if (card.kind === "titan") {
    g.append(s("text", { x: x + 7, y: y + 58, class: "aw-stars" }, "★".repeat(card.stars ?? 0)));
    g.append(s("path", { d: `M${x + 8} ${y + 66} h28 v13 q0 13 -14 17 q-14 -4 -14 -17 z`, fill: "#6d6d6d", stroke: "#333" }),
      s("text", { x: x + 22, y: y + 86, class: "aw-shield" }, card.defense));
    g.append(s("text", { x: x + 44, y: y + 86, class: "aw-icons" }, card.allows === "swords" ? ICONS.swords : `${ICONS.swords}${ICONS.arrows}`));
    line = y + 114;
  }
  if (card.kind !== "military") {
    const gives = [card.capacity ? `${ICONS.capacity}${card.capacity}` : "", iconText(card.icons)].filter(Boolean).join(" ");
    if (gives) say(gives);
  }
  // A card action or ability is told by a mark; its words are in the tooltip.
  const ability = card.action ? "▶" : card.text ? "✧" : "";
  if (ability && line < y + CARD_H - 4) say(ability, "aw-icons");
  if (card.designed?.length) g.append(s("text", { x: x + CARD_W - 6, y: y + CARD_H - 7, class: "aw-mark" }, MARK));
  return g;
}

/** @param {number} x @param {number} y @param {number} n */
function coin(x, y, n) {
  return s("g", { class: "aw-coin" }, s("circle", { cx: x, cy: y, r: 12, fill: "url(#aw-gold)", stroke: "#9a7b14" }),
    s("circle", { cx: x, cy: y, r: 9, fill: "none", stroke: "#b8901c", "stroke-width": 0.8 }),
    s("text", { x, y: y + 5, class: "aw-badge-text" }, n));
}

/** @param {number} x @param {number} y @param {number} n */
function book(x, y, n) {
  return s("g", { class: "aw-book" }, s("rect", { x: x - 11, y: y - 11, width: 22, height: 22, rx: 3, fill: "#4b6fb3", stroke: "#24406f" }),
    s("text", { x, y: y + 5, class: "aw-badge-text aw-light" }, n));
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {string} label
 * @param {number} count
 * @param {string} fill
 * @param {string} target
 * @param {string} tipText
 */
export function pile(x, y, w, label, count, fill, target, tipText) {
  return s("g", { "data-target": target, "data-tip": tipText, class: "aw-pile" },
    s("rect", { x, y, width: w, height: CARD_H, rx: 6, fill, stroke: "#4d3b1f", class: "hit" }),
    s("text", { x: x + w / 2, y: y + CARD_H / 2 - 4, class: "aw-pile-text" }, label),
    s("text", { x: x + w / 2, y: y + CARD_H / 2 + 14, class: "aw-pile-text" }, count));
}

/**
 * A line of text at its size, squeezed (glyphs and spacing) to `room` by the shell when its font draws it
 * wider (`data-fit`, boards/README.md).
 * @param {string} words
 * @param {number} room the width it may take
 * @param {Record<string, string | number | null>} attrs
 */
export function fitted(words, room, attrs) {
  return s("text", { ...attrs, "data-fit": room.toFixed(1) }, words);
}

// --- citizens ----------------------------------------------------------------------------------------------

/**
 * A citizen token that glides between the spaces, its home and the Hunger box (data-piece).
 * @param {BoardContext} ctx
 * @param {number} seat
 * @param {number} skill
 * @param {number} x
 * @param {number} y
 * @param {number} [r]
 * @param {string} [extra]
 */
export function token(ctx, seat, skill, x, y, r = 12, extra = "") {
  return s("g", { "data-piece": `cit-${seat}-${skill}`, class: `aw-token ${extra}`.trim(), "data-tip": `${ctx.seatName(seat)}: ${ctx.name("icon", "citizen", "").split(":")[0]} ${skill}` },
    seatShape(seat, x, y, r, { fill: seatColour(seat), stroke: "#fffaf0", "stroke-width": 1.5 }),
    s("text", { x, y: y + 5, class: "aw-token-text" }, skill));
}

/**
 * A seat's piece outline: its own shape (circle, square, diamond, hexagon), so seats differ by more than colour.
 * @param {number} seat
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {Record<string, string | number | null>} attrs
 */
export function seatShape(seat, x, y, r, attrs) {
  const shape = SHAPES[seat % SHAPES.length];
  if (shape === "circle") return s("circle", { cx: x, cy: y, r, ...attrs });
  if (shape === "square") return s("rect", { x: x - r * 0.9, y: y - r * 0.9, width: r * 1.8, height: r * 1.8, rx: 3, ...attrs });
  const k = shape === "diamond" ? 4 : 6, R = shape === "diamond" ? r * 1.2 : r * 1.08;
  const points = Array.from({ length: k }, (_, i) => {
    const a = (Math.PI * 2 * i) / k + (shape === "diamond" ? 0 : Math.PI / 6);
    return `${(x + R * Math.sin(a)).toFixed(1)},${(y - R * Math.cos(a)).toFixed(1)}`;
  }).join(" ");
  return s("polygon", { points, ...attrs });
}
