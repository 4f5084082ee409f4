// The Ancient World's rows of cards and decks, each seat's citizens at home and hungry, and the cards the
// reader chooses among.
import { s, tipText as tip, wrapLines as wrap } from "../../lib/dom.js";
import { np_, p_ } from "../../lib/i18n.js";
import { cardFace, fitted, pile, seatShape, token } from "./cards.js";
import { CARD_H, CARD_W, GAP, seatColour } from "./words.js";
/** @import { BoardContext } from "../../lib/types.js" */
/** @import { Section } from "../../lib/dom.js" */
/** @import { View } from "./types.js" */

const SEAT_MS = 800;  // one seat's feeding after another; a redraw meanwhile carries the animation on (a negative delay)

/**
 * A row of face-up cards with room for `slots` of them (the row's size in this game), and its deck.
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {number} width
 * @param {string[]} slugs
 * @param {string[]} ids
 * @param {number} slots
 * @param {string} title
 * @param {{ note: string, pile?: (x: number, y: number) => SVGElement }} deck
 * @returns {Section}
 */
function cardRow(ctx, view, width, slugs, ids, slots, title, deck) {
  const g = s("g", { class: "aw-row" });
  const cols = Math.max(1, Math.min(slots, Math.floor((width - (deck.pile ? 64 : 0)) / (CARD_W + GAP))));
  const w = cols * (CARD_W + GAP) + (deck.pile ? 64 : 0);
  const room = Math.floor((w - title.length * 10.2 - 12) / 7.6);  // the note is cut to the row's width, not over the next
  g.append(s("text", { x: 0, y: 16, class: "aw-heading" }, title,
    room > 8 ? s("tspan", { class: "aw-note" }, `  ${wrap(deck.note, room, 1)[0]}`) : null));
  slugs.forEach((slug, i) => g.append(cardFace(ctx, view, slug, (i % cols) * (CARD_W + GAP), 24 + Math.floor(i / cols) * (CARD_H + GAP), ids[i])));
  for (let i = slugs.length; i < slots; i++) {  // a taken card leaves its place empty until the next round
    g.append(s("rect", { x: (i % cols) * (CARD_W + GAP), y: 24 + Math.floor(i / cols) * (CARD_H + GAP), width: CARD_W, height: CARD_H,
      rx: 6, fill: "none", stroke: "#c9b98f", "stroke-dasharray": "5 4" }));
  }
  const rows = Math.ceil(slots / cols);
  if (deck.pile) g.append(deck.pile(cols * (CARD_W + GAP), 24));
  return { w, h: 24 + rows * (CARD_H + GAP), g };
}

/** @param {BoardContext} ctx @param {View} view @param {number} width */
export function empireRow(ctx, view, width) {
  const deck = view.empire_deck;
  return cardRow(ctx, view, width, view.empire_row, view.ids.empire_row, view.players.length + 2, p_("ancient-world", "Empire cards"), {
    note: `${p_("ancient-world", "deck {d}: {n} left", { d: deck.deck, n: deck.count })} · ${p_("ancient-world", "{n} discarded", { n: deck.discard.length })}`,
    pile: (/** @type {number} */ x, /** @type {number} */ y) => pile(x, y, 58, deck.deck, deck.count, "#8a6d3b", deck.id, p_("ancient-world", "The Empire deck {d}, {n} cards: Explore draws from it (§6, p. 12); deck B from round 4.", { d: deck.deck, n: deck.count })),
  });
}

/** @param {BoardContext} ctx @param {View} view @param {number} width */
export function militaryRow(ctx, view, width) {
  return cardRow(ctx, view, width, view.military_row, view.ids.military_row, view.players.length, p_("ancient-world", "Military cards"), {
    note: `${p_("ancient-world", "{n} left", { n: view.military_deck })} · ${p_("ancient-world", "{n} discarded", { n: view.military_discard.length })}`,
  });
}

/** @param {BoardContext} ctx @param {View} view @returns {Section} */
export function titanDecks(ctx, view) {
  const g = s("g", { class: "aw-titans" }, s("text", { x: 0, y: 16, class: "aw-heading" }, p_("ancient-world", "Titans")));
  view.titans.forEach((deck, k) => {
    const x = k * (CARD_W + GAP), y = 24;
    const group = s("g", { "data-target": deck.id, class: "aw-titan-deck", "data-tip": p_("ancient-world", "{n}-star titans, {left} in the deck: attack the one on top (§8, p. 6).", { n: deck.stars, left: deck.count }) });
    if (deck.top) group.append(cardFace(ctx, view, deck.top, x, y, view.ids.titans[k]));
    else group.append(s("rect", { x, y, width: CARD_W, height: CARD_H, rx: 6, fill: "#ddd", stroke: "#888", class: "hit" }),
      s("text", { x: x + CARD_W / 2, y: y + CARD_H / 2, class: "aw-pile-text aw-dark" }, `${"★".repeat(deck.stars)} ${deck.count ? "?" : p_("ancient-world", "empty")}`));
    group.append(s("text", { x: x + CARD_W / 2, y: y + CARD_H + 18, class: "aw-deck-note" }, p_("ancient-world", "{n} left", { n: deck.count })));
    if (view.pending.kind === "pay armies" && view.pending.deck === deck.stars && view.pending.attack !== undefined) {
      const enough = view.pending.attack >= view.pending.defense;
      group.append(s("rect", { x: x + 4, y: y + 76, width: CARD_W - 8, height: 40, rx: 4, fill: enough ? "#2d6a34" : "#2a2420", opacity: 0.9 }),
        s("text", { x: x + CARD_W / 2, y: y + 93, class: "aw-gauge" }, p_("ancient-world", "⚔ attack {n}", { n: view.pending.attack })),
        s("text", { x: x + CARD_W / 2, y: y + 110, class: "aw-gauge" }, p_("ancient-world", "defense {n}", { n: view.pending.defense })));
    }
    g.append(group);
  });
  return { w: 3 * (CARD_W + GAP), h: 24 + CARD_H + 22, g };
}

/** @param {BoardContext} ctx @param {View} view @returns {Section} */
export function districtDeck(ctx, view) {
  const d = view.districts;
  const g = s("g", { class: "aw-district" }, s("text", { x: 0, y: 16, class: "aw-heading" }, p_("ancient-world", "District")));
  const group = s("g", { "data-target": d.id, "data-tip": p_("ancient-world", "The face-up District, {n} in the deck: Expand takes it (§6, p. 10).", { n: d.count }) });
  if (d.top) group.append(cardFace(ctx, view, d.top, 0, 24));
  else group.append(s("rect", { x: 0, y: 24, width: CARD_W, height: CARD_H, rx: 6, fill: "#dde6d8", stroke: "#888", class: "hit" }));
  group.append(s("text", { x: CARD_W / 2, y: 24 + CARD_H + 18, class: "aw-deck-note" }, p_("ancient-world", "{n} left", { n: d.count })));
  g.append(group);
  return { w: CARD_W + GAP, h: 24 + CARD_H + 22, g };
}

// Each seat's citizens at home and in its Hunger box, so tokens glide there from the spaces at round end; just after
// a round's end each seat's box says, one seat after another, what it gained and whether all were fed. That line
// has a row of its own under the citizens and the Hunger box (the citizens' row beside the Hunger box has no room
// left for it), and the box keeps that height all round so nothing below it moves when the line comes and goes.
/**
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {number} width
 * @param {{ round: number, age: number } | null} ended the round that just ended, and how long ago (ms)
 * @returns {Section}
 */
export function citizenHomes(ctx, view, width, ended) {
  const per = Math.max(1, Math.min(view.players.length, Math.floor(width / 214)));
  const w = (width - GAP * (per - 1)) / per, hgt = 76;
  const g = s("g", { class: "aw-homes" });
  view.players.forEach((p, i) => {
    const x = (i % per) * (w + GAP), y = Math.floor(i / per) * (hgt + GAP);
    const home = p.citizens.filter((c) => !p.placed.includes(c) && !p.hungry.includes(c));
    const summary = ended ? [ended.round < view.rounds ? `+${p.income.coins}◎${p.income.knowledge ? ` +${p.income.knowledge}✎` : ""}` : "",
      p.hungry.length ? np_("ancient-world", "{n} hungry", "{n} hungry", p.hungry.length) : p_("ancient-world", "fed")].filter(Boolean).join(" · ") : "";
    const box = s("g", { "data-target": p.areas.citizens, class: `aw-home${ended && ended.age < SEAT_MS * (view.players.length + 1) ? " fresh" : ""}`,
      style: ended ? `animation-delay: ${i * SEAT_MS - ended.age}ms` : null,
      "data-tip": tip(`${ctx.seatName(p.seat)} — ${p_("ancient-world", "Citizens")}`, ended ? `${p_("ancient-world", "End of round {n}", { n: ended.round })}: ${summary}` : "") },
    s("rect", { x, y, width: w, height: hgt, rx: 8, fill: "#fffaf0", stroke: seatColour(p.seat), "stroke-width": 2.5, class: "hit" }),
    seatShape(p.seat, x + 14, y + 15, 7, { fill: seatColour(p.seat) }),
    fitted(ctx.seatName(p.seat), w - 118, { x: x + 26, y: y + 20, class: "aw-home-name", fill: seatColour(p.seat) }));
    const hx = x + w - 86;
    if (summary) box.append(fitted(summary, w - 24, { x: x + 12, y: y + 68, class: `aw-home-summary${p.hungry.length ? " hungry" : ""}` }));
    // Closer together rather than under the Hunger box (a narrow seat's box with all 5 citizens home),
    // and the hungry ones inside their box.
    const pitch = (/** @type {number} */ room, /** @type {number} */ n, /** @type {number} */ most) => Math.min(most, room / Math.max(1, n - 1));
    const homePitch = pitch(hx - 6 - 11 - (x + 18), home.length, 28), hungryPitch = pitch(80 - 28, p.hungry.length, 22);
    home.forEach((c, k) => box.append(token(ctx, p.seat, c, x + 18 + k * homePitch, y + 40, 11)));
    box.append(s("rect", { x: hx, y: y + 5, width: 80, height: 48, rx: 6, fill: p.hungry.length ? "#f6d6cf" : "#f1ece0", stroke: "#a35", "stroke-dasharray": "4 3" }),
      s("text", { x: hx + 40, y: y + 21, class: "aw-hunger" }, p_("ancient-world", "Hunger")));
    p.hungry.forEach((c, k) => box.append(token(ctx, p.seat, c, hx + 14 + k * hungryPitch, y + 40, 10, "hungry")));
    g.append(box);
  });
  const rows = Math.ceil(view.players.length / per);
  return { w: width, h: rows * hgt + (rows - 1) * GAP, g };
}

/**
 * The cards the reader is choosing among (drawn Empire cards or Districts, titans to put back).
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {number} width
 * @returns {Section | null}
 */
export function choiceTray(ctx, view, width) {
  const p = view.pending;
  /** @type {string[]} */
  const slugs = p.drawn ?? p.cards ?? [];
  // Shown, not chosen: titans already put back, the District that was face up, the military card being recruited.
  /** @type {[string, string][]} each card shown and its note */
  const extra = [...(p.chosen ?? []).map((/** @type {string} */ slug) => [slug, p_("ancient-world", "Already on top")]), ...(p.face_up && !slugs.includes(p.face_up) ? [[p.face_up, p_("ancient-world", "Was face up")]] : []),
    ...(p.kind === "retire" && p.card ? [[p.card, p_("ancient-world", "over the army you pick")]] : [])];
  if (p.seat !== view.you || !(slugs.length + extra.length)) return null;
  const g = s("g", { class: "aw-tray" });
  const cols = Math.max(1, Math.floor((width - 20) / (CARD_W + GAP)));
  const PITCH = CARD_H + (extra.length ? 42 : 20);  // room for a two-line note under a card shown
  const count = slugs.length + extra.length;
  const shown = Math.min(cols, count), rows = Math.ceil(count / cols);
  const w = shown * (CARD_W + GAP) + 14, hgt = 34 + rows * PITCH;
  g.append(s("rect", { x: 0, y: 0, width: w, height: hgt, rx: 10, fill: "#fffdf5", stroke: "#5b4f45", "stroke-width": 2, filter: "drop-shadow(0 4px 10px #0006)" }),
    s("text", { x: 10, y: 22, class: "aw-heading" }, p_("ancient-world", "Your choice")));
  slugs.forEach((slug, i) => g.append(cardFace(ctx, view, slug, 10 + (i % cols) * (CARD_W + GAP), 30 + Math.floor(i / cols) * PITCH, view.ids.choosing[i])));
  extra.forEach(([slug, note], j) => {
    const i = slugs.length + j, x = 10 + (i % cols) * (CARD_W + GAP), y = 30 + Math.floor(i / cols) * PITCH;
    g.append(s("g", { opacity: 0.6 }, cardFace(ctx, view, slug, x, y)), ...wrap(note, 14, 2).map((line, k) => fitted(line, CARD_W + GAP, { x: x + CARD_W / 2, y: y + CARD_H + 17 + k * 16, class: "aw-deck-note" })));
  });
  return { w, h: hgt, g };
}

// Sections side by side while they fit the width, then on the next shelf.
export const GAPS = { gap: 18, shelfGap: 12 };
