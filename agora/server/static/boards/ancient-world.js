// The Ancient World's table, drawn from the view alone: the action board with the citizens on each space and
// what a placement would cost you, the round track, the damage dice, the Empire and military rows, the titan
// decks and the District, each seat's citizens at home and in the Hunger box, and the cards you are choosing
// among. Each player's mat goes in the players panel. Every element an action concerns carries the id the
// game gives it (data-target); the shell makes it selectable and acts on a click.
import { h, pack, present as data, s, tipText as tip, wrapLines as wrap } from "../lib/dom.js";
import { np_, p_ } from "../lib/i18n.js";
/** @import { BoardContext, BoardModule, GameEvent } from "../lib/types.js" */
/** @import { Section } from "../lib/dom.js" */

/**
 * A card's printed (or designed) content, by slug in the view's `cards`.
 * @typedef {object} Card
 * @property {string} slug
 * @property {string} kind "empire", "military", "titan" or "district"
 * @property {string} [deck] an Empire card's: "A", "B" or none (a starting card)
 * @property {string[]} [banners]
 * @property {number} [cost_coins]
 * @property {number} [cost_knowledge]
 * @property {number} [recruit_cost]
 * @property {Record<string, number>} [icons]
 * @property {Record<string, number>} [legacy]
 * @property {number} [capacity]
 * @property {number} [stars]
 * @property {number} [defense]
 * @property {string} [allows] "swords" or "swords_and_arrows"
 * @property {{ kind: string, amount?: number } | null} [action]
 * @property {string} [text]
 * @property {string[]} [designed] the fields designed for the Agora edition
 */
/**
 * A damage die's face.
 * @typedef {{ titan?: boolean, coin?: number }} Face
 */
/**
 * A seat as everyone sees it (and its stored cards to its owner).
 * @typedef {object} Player
 * @property {number} seat
 * @property {number[]} citizens the citizens' skills
 * @property {number[]} placed
 * @property {number[]} hungry
 * @property {{ citizens: string, coins: string, knowledge: string, conquests: string, armies: string, stored: string }} areas ids of the mat's parts
 * @property {{ coins: number, knowledge: number }} income
 * @property {number} coins
 * @property {number} knowledge
 * @property {number} food
 * @property {number} capacity
 * @property {number} capacity_used
 * @property {number} army_limit
 * @property {number} [draft]
 * @property {boolean} passed
 * @property {{ card: string, id: string, target?: string | null, damaged: boolean, used: boolean, places?: { skill: number, id: string }[] }[]} empire
 * @property {{ card: string, id: string, target?: string | null, used: boolean, picture_coins: number, name_coins: number, retired: string[] }[]} armies
 * @property {string[]} districts
 * @property {string[]} titans
 * @property {string[] | null} [stored] the owner's stored cards (null to others)
 * @property {(string | null)[]} stored_ids
 * @property {number} stored_count
 * @property {{ A: number, B: number }} stored_decks
 * @property {string[]} stored_known
 * @property {{ tribe: string, count: number, vp: number }[]} banners
 * @property {number | null} [vp_now]
 */
/**
 * What a seat sees of The Ancient World (ancient_world/view.py).
 * @typedef {object} View
 * @property {Record<string, Card | undefined>} cards
 * @property {{ id: string, name: string, open: boolean, opens: number, citizens: { seat: number, skill: number }[], yours: { skill: number, fee: boolean, id: string }[] }[]} actions
 * @property {Player[]} players
 * @property {number | null} you
 * @property {number} round
 * @property {number} rounds
 * @property {string} phase
 * @property {number} first_player
 * @property {boolean} first_player_hand_up
 * @property {Record<string, any>} ids the ids of places (round, dice, faces, rows, titans, choosing)
 * @property {Record<string, any>} pending the decision awaited (its kind, seat, cards...)
 * @property {string[]} empire_row
 * @property {{ id: string, deck: string, count: number, discard: string[] }} empire_deck
 * @property {string[]} military_row
 * @property {number} military_deck
 * @property {string[]} military_discard
 * @property {{ id: string, stars: number, count: number, top: string | null }[]} titans
 * @property {{ id: string, count: number, top: string | null }} districts
 * @property {{ damage_dice?: Face[][], banner_vp?: number[], capital?: Record<string, number> } | null} [edition]
 * @property {Record<string, any> | null} [designed_parts]
 */
/**
 * The newest damage roll of this round, and how long ago it came (ms).
 * @typedef {{ index: number, seat: number, titan: string | undefined, faces: Face[], lost: number, loot: number, spy: number, damaged: string[], age: number }} Roll
 */
/**
 * The board's notes between drawings: the rolls seen and when, the round drawn last and the round that just ended.
 * @typedef {object} Memory
 * @property {number} [seenRoll] the log index of the newest roll when the table was first drawn, then of each roll seen
 * @property {number} [rollSeenAt]
 * @property {number} [lastRound]
 * @property {boolean} [lastOver]
 * @property {{ round: number, at: number } | null} [roundEnd] the round that just ended, told for a few seconds
 */

// Citizens' colours, apart from the tribes': each ≥ 3:1 on the board's cream and ≥ 20 ΔE2000 from the others under
// simulated deuteranopia and protanopia (Machado 2009); each seat's pieces also have a shape of their own.
const SEATS = ["#b35c00", "#000088", "#222222", "#a33ff5"];
const SHAPES = ["circle", "square", "diamond", "hexagon"];
/** @type {Record<string, string>} */
const TRIBES = { green: "#3f8f4a", red: "#c0392b", blue: "#2f6db5", yellow: "#d9ac1f", purple: "#7d3c98" };
/** @type {Record<string, string>} */
const ICONS = { food: "☘", income_coins: "◎", income_knowledge: "✎", army_limit: "⚑", swords: "⚔", arrows: "➶",
  citizen: "☺", explore_bonus: "☉", loot: "◎", spy: "✎", repair: "⚒", capacity: "▣" };
const MARK = "✦";
const CARD_W = 104, CARD_H = 140, GAP = 6;

/**
 * A kind of card, as its tooltip names it.
 * @param {string} kind
 */
function kindName(kind) {
  switch (kind) {
    case "empire": return p_("ancient-world", "Empire card");
    case "military": return p_("ancient-world", "Military card");
    case "titan": return p_("ancient-world", "Titan");
    case "district": return p_("ancient-world", "District");
    default: return kind;
  }
}

/**
 * What counts against a titan.
 * @param {string} allows
 */
function allowsText(allows) {
  switch (allows) {
    case "swords": return p_("ancient-world", "only swords count");
    case "swords_and_arrows": return p_("ancient-world", "swords and arrows count");
    default: return allows;
  }
}

/**
 * The rulebook sections of a kind of card.
 * @param {string} kind
 */
function sectionsOf(kind) {
  switch (kind) {
    case "empire": return p_("ancient-world", "Build §6 (p. 10), symbols §10 (p. 13)");
    case "military": return p_("ancient-world", "Recruit and retire §6, §9 (p. 11), attack §8 (p. 6)");
    case "titan": return p_("ancient-world", "Attack §8 (p. 6–7)");
    case "district": return p_("ancient-world", "Expand §6 (p. 10), Expand+ §13 (p. 14)");
    default: return kind;
  }
}

/**
 * A designed field of a card.
 * @param {string} field
 */
function fieldName(field) {
  switch (field) {
    case "banners": return p_("ancient-world", "banners");
    case "copies": return p_("ancient-world", "copies");
    case "cost_coins": return p_("ancient-world", "coin cost");
    case "cost_knowledge": return p_("ancient-world", "knowledge cost");
    case "deck": return p_("ancient-world", "deck");
    case "icons": return p_("ancient-world", "symbols");
    case "name": return p_("ancient-world", "name");
    case "action": return p_("ancient-world", "card action");
    case "ability": return p_("ancient-world", "ability");
    case "text": return p_("ancient-world", "text");
    case "tribe": return p_("ancient-world", "tribe");
    case "recruit_cost": return p_("ancient-world", "recruit cost");
    case "legacy": return p_("ancient-world", "legacy");
    case "stars": return p_("ancient-world", "stars");
    case "defense": return p_("ancient-world", "defense");
    case "allows": return p_("ancient-world", "what counts");
    case "capacity": return p_("ancient-world", "capacity");
    default: return field;
  }
}

/**
 * A group of components with designed values.
 * @param {string} group
 */
function groupName(group) {
  switch (group) {
    case "empire": return p_("ancient-world", "Empire card kinds");
    case "military": return p_("ancient-world", "military card kinds");
    case "titans": return p_("ancient-world", "titans");
    case "districts": return p_("ancient-world", "Districts");
    default: return group;
  }
}

/**
 * What a citizen is doing.
 * @param {string} state
 */
function citizenState(state) {
  switch (state) {
    case "hungry": return p_("ancient-world", "hungry: misses a round; −2 VP if still hungry at the end");
    case "working": return p_("ancient-world", "working this round");
    case "free": return p_("ancient-world", "free");
    default: return state;
  }
}

/** @param {BoardContext} ctx @param {string} slug */
const cardName = (ctx, slug) => ctx.name("card", slug, slug);
/** @param {BoardContext} ctx @param {string} tribe */
const tribeName = (ctx, tribe) => ctx.name("tribe", tribe, tribe);
/** @param {number} seat */
const seatColour = (seat) => SEATS[seat % SEATS.length];

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
function iconText(icons) {
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
const describe = (ctx, card) => tip(cardLines(ctx, card));

/**
 * A card's tooltip attributes: the short tip (name, kind, cost, and `note`) and the rest as its "more".
 * @param {BoardContext} ctx
 * @param {Card | undefined} card
 * @param {string | string[]} [note]
 */
function cardTip(ctx, card, note = "") {
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
function cardFace(ctx, view, slug, x, y, target = null) {
  const card = view.cards[slug];
  const tips = cardTip(ctx, card);
  const g = s("g", { class: `aw-card aw-${card?.kind ?? "unknown"}`, "data-card": slug, "data-target": target, "data-tip": tips.tip, "data-tip-more": tips.tipMore });
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
function pile(x, y, w, label, count, fill, target, tipText) {
  return s("g", { "data-target": target, "data-tip": tipText, class: "aw-pile" },
    s("rect", { x, y, width: w, height: CARD_H, rx: 6, fill, stroke: "#4d3b1f", class: "hit" }),
    s("text", { x: x + w / 2, y: y + CARD_H / 2 - 4, class: "aw-pile-text" }, label),
    s("text", { x: x + w / 2, y: y + CARD_H / 2 + 14, class: "aw-pile-text" }, count));
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
function token(ctx, seat, skill, x, y, r = 12, extra = "") {
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
function seatShape(seat, x, y, r, attrs) {
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

// --- sections: each is drawn for a width and says its size ----------------------------------------------------

/**
 * A line of text at its size, squeezed (glyphs and spacing) to `room` by the shell when its font draws it
 * wider (`data-fit`, boards/README.md).
 * @param {string} words
 * @param {number} room the width it may take
 * @param {Record<string, string | number | null>} attrs
 */
function fitted(words, room, attrs) {
  return s("text", { ...attrs, "data-fit": room.toFixed(1) }, words);
}

// A space's citizens to place: a disc for each of yours that may go there now, each the place of its own
// "place <skill> <space>" action (the id the view gives it), so a click on the disc places that citizen.
/** @param {BoardContext} ctx @param {View} view @param {number} width @returns {Section} */
function actionBoard(ctx, view, width) {
  const cols = width >= 900 ? 9 : 3;
  const w = (width - GAP * (cols - 1)) / cols, hgt = 134;
  const g = s("g", { class: "aw-spaces" });
  const mine = view.you;
  view.actions.forEach((space, i) => {
    const x = (i % cols) * (w + GAP), y = Math.floor(i / cols) * (hgt + GAP);
    const name = ctx.name("action", space.name, space.name);
    const group = s("g", { class: `aw-space${space.open ? "" : " covered"}`, "data-target": space.id, "data-space": space.name,
      "data-tip": tip(ctx.name("action_text", space.name, name), space.open ? "" : p_("ancient-world", "opens in round {n}", { n: space.opens })) },
    s("rect", { x, y, width: w, height: hgt, rx: 8, fill: space.open ? "url(#aw-parchment)" : "#d2cbbd", stroke: "#7a6440", class: "hit" }),
    s("rect", { x: x + 4, y: y + 4, width: w - 8, height: 24, rx: 5, fill: space.open ? "#7a5a2a" : "#8a7d66" }),
    fitted(name, w - 12, { x: x + w / 2, y: y + 21, class: "aw-space-name" }),
    s("text", { x: x + w / 2, y: y + 47, class: "aw-space-effect" }, EFFECT[space.name] ?? ""));
    // The citizens there, three to a line so that none hides another.
    space.citizens.forEach((c, k) => group.append(token(ctx, c.seat, c.skill, x + 18 + (k % 3) * ((w - 36) / 2), y + 70 + Math.floor(k / 3) * 24, 11)));
    if (!space.open) {
      group.append(s("rect", { x: x + 6, y: y + 58, width: w - 12, height: 40, rx: 6, fill: "#6f6452", opacity: 0.9 }),
        fitted(p_("ancient-world", "round {n}", { n: space.opens }), w - 20, { x: x + w / 2, y: y + 83, class: "aw-cover-text" }));
    }
    if (space.yours.length && mine !== null) {
      const gap = Math.min(30, (w - 12) / space.yours.length);
      space.yours.forEach((p, k) => {
        const cx = x + 6 + gap / 2 + k * gap, cy = y + hgt - 16;
        group.append(ghost(mine, p.skill, cx, cy, p.id, p.fee));
      });
    }
    g.append(group);
  });
  const rows = Math.ceil(view.actions.length / cols);
  return { w: width, h: rows * hgt + (rows - 1) * GAP, g };
}

/**
 * One of the reader's citizens that may go to a place: a dashed outline of the seat's shape with its skill, and a
 * coin ring when a lower citizen pays the fee (§5); `target` makes it the place of that placement.
 * @param {number} seat
 * @param {number} skill
 * @param {number} cx
 * @param {number} cy
 * @param {string} target
 * @param {boolean} [fee]
 */
function ghost(seat, skill, cx, cy, target, fee = false) {
  const words = [p_("ancient-world", "Place your citizen {n} here", { n: skill }), fee ? p_("ancient-world", "+1 coin: a lower citizen pays the fee (§5)") : ""];
  return s("g", { class: `aw-ghost${fee ? " fee" : ""}`, "data-target": target, "data-tip": tip(words) },
    fee ? s("circle", { cx, cy, r: 14, fill: "#f2c94c", stroke: "#9a7b14" }) : null,
    seatShape(seat, cx, cy, 11, { fill: "white", stroke: seatColour(seat), "stroke-width": 2, "stroke-dasharray": "3 2", class: "hit" }),
    s("text", { x: cx, y: cy + 5, class: "aw-ghost-text" }, skill));
}

// Each board action's effect in symbols (its words are in the tooltip).
/** @type {Record<string, string>} */
const EFFECT = { work: "+2◎", build: "◎ ✎ → ▤", draft: "+1⚔ × ☺", expand: "1✎ / 3◎ → ▣", educate: "3◎ → 1✎",
  rebuild: "+1◎ ⚒⚒ ①", recruit: "◎ → ⚔", explore: "5▤ → 1", grow: "3◎ → ☺" };

/** @param {BoardContext} ctx @param {View} view @param {number} width @returns {Section} */
function roundTrack(ctx, view, width) {
  const g = s("g", { class: "aw-round", "data-target": view.ids.round, "data-tip": tip(
    `${p_("ancient-world", "Round")} ${view.round} / ${view.rounds}`,
    `${p_("ancient-world", "First player")}: ${ctx.seatName(view.first_player)} (${(view.first_player_hand_up ? p_("ancient-world", "hand up: it stays this round") : p_("ancient-world", "hand down: Rebuild or Town Hall takes it"))})`) });
  const narrow = width < 500;  // on a phone the edition badge goes under the track
  const at = (/** @type {number} */ r) => (narrow ? 64 : 80) + (r - 1) * (narrow ? 47 : 56);
  g.append(s("rect", { x: -4, y: -4, width: at(view.rounds) + 60, height: 68, rx: 8, fill: "none", stroke: "none", class: "hit" }),
    s("text", { x: 0, y: 22, class: "aw-heading" }, p_("ancient-world", "Round")));
  /** @type {Record<number, string>} */
  const notes = { 4: p_("ancient-world", "deck B"), 6: p_("ancient-world", "no income") };
  for (const space of view.actions) if (space.opens > 1) notes[space.opens] = [notes[space.opens], ctx.name("action", space.name, space.name)].filter(Boolean).join(", ");
  for (let r = 1; r <= view.rounds; r++) {
    g.append(s("circle", { cx: at(r), cy: 17, r: 14, fill: r < view.round ? "#d9cfb8" : "#f8f0dc", stroke: "#7a6440" }),
      s("text", { x: at(r), y: 22, class: "aw-round-no" }, r));
    if (notes[r]) g.append(s("text", { x: at(r), y: r % 2 ? 46 : 63, class: "aw-round-note" }, notes[r]));  // staggered: they are wider than a step
  }
  // The round marker (a coin on the track) glides on; the first player's token sits after the track.
  g.append(s("g", { "data-piece": "round-marker" }, s("circle", { cx: at(view.round), cy: 17, r: 15, fill: "none", stroke: "#d4a017", "stroke-width": 4 })));
  const fx = at(view.rounds) + (narrow ? 34 : 44);
  g.append(s("g", { class: "aw-first" }, seatShape(view.first_player, fx, 17, 14, { fill: seatColour(view.first_player), stroke: "#222" }),
    s("text", { x: fx, y: 22, class: "aw-token-text" }, view.first_player_hand_up ? "1▲" : "1")));
  g.append(editionBadge(ctx, view, width - 96, narrow ? 74 : 4));
  return { w: width, h: narrow ? 104 : 68, g };
}

/**
 * The edition's designed values, one hover or tap away.
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {number} x
 * @param {number} y
 */
function editionBadge(ctx, view, x, y) {
  const parts = view.designed_parts ?? {};
  const dice = (view.edition?.damage_dice ?? []).map((die, i) => `${p_("ancient-world", "Die {n}", { n: i + 1 })}: ${die.map((face) => faceName(face)).join(", ")}`);
  const cap = view.edition?.capital;
  const lines = [p_("ancient-world", "Values designed for the Agora edition (the printed ones are not all public):"),
    parts.tribes?.length ? `• ${p_("ancient-world", "the colours of the tribes {list}", { list: parts.tribes.map((/** @type {string} */ id) => tribeName(ctx, id)).join(", ") })}` : "",
    parts.scoring?.some((/** @type {string} */ f) => f.startsWith("banner_vp")) ? `• ${p_("ancient-world", "banner VP for 1 to 5 banners: {list} (11 for 6 is printed)", { list: (view.edition?.banner_vp ?? []).slice(0, 5).join(", ") })}` : "",
    parts.scoring?.includes("banner_bonus_free") ? `• ${p_("ancient-world", "the extra VP of Citadel-like cards: +1 a banner beyond the first ones")}` : "",
    parts.capital?.length ? `• ${p_("ancient-world", "the Capital's {list}", { list: parts.capital.join(", ") })}` : "",
    parts.dice ? `• ${p_("ancient-world", "the damage dice faces: {list}", { list: dice.join("; ") })}` : "",
    ...Object.entries(parts.cards ?? {}).filter(([, [n]]) => n).map(([group, [n, t]]) => `• ${p_("ancient-world", "{n} of {t} {group} have designed values", { n, t, group: groupName(group) })}`),
    p_("ancient-world", "Each card's tooltip names its own."), cap ? p_("ancient-world", "Capital: {food} food, capacity {cap}, {inc} coins a round, army limit {army}", { food: cap.food, cap: cap.capacity, inc: cap.income_coins, army: cap.army_limit }) : ""];
  const label = `${MARK} ${p_("ancient-world", "Agora edition")}`, w = Math.max(96, label.length * 8.4 + 16);
  return s("g", { class: "aw-edition", "data-tip": tip(lines), tabindex: "0" },
    s("rect", { x: x + 96 - w, y, width: w, height: 28, rx: 14, fill: "#efe6f7", stroke: "#5a3d8a" }),
    s("text", { x: x + 96 - w / 2, y: y + 19, class: "aw-edition-text" }, label));
}

/** @param {Face} face */
function faceName(face) {
  if (face.titan) return p_("ancient-world", "titan");
  if (face.coin) return face.coin > 1 ? p_("ancient-world", "{n} coins", { n: face.coin }) : p_("ancient-world", "coin");
  return p_("ancient-world", "blank");
}

const FACE = (/** @type {Face} */ face) => (face.titan ? "☠" : face.coin ? "◎".repeat(face.coin) : "");

// The three damage dice, each with its six faces. The latest roll of this round (anyone's, ours too) is told on the
// panel: the faces it showed are lit on their dice, and they tumble when the roll has just come.
/**
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {number} width
 * @param {Roll | null} roll the latest roll of this round
 * @returns {Section}
 */
function dicePanel(ctx, view, width, roll) {
  const g = s("g", { class: "aw-dice", "data-target": view.ids.dice, "data-tip": tip(p_("ancient-world", "Damage dice"), p_("ancient-world", "One die for each banner of a beaten titan (§8.5, p. 7): a titan face damages one of your Empire cards, a coin face costs a coin, a blank does nothing."), roll ? rollLines(ctx, roll) : "") });
  // While a roll is told, it takes the heading's line (the heading stays in the tooltip).
  g.append(s("rect", { x: 0, y: 0, width, height: 64, rx: 8, fill: "#efe7d6", stroke: "#b9a77f", class: "hit" }),
    roll ? fitted(wrap(rollSummary(ctx, roll, view), Math.floor((width - 16) / 8.2), 1)[0], width - 20, { x: 10, y: 21, class: "aw-roll-text" })
      : s("text", { x: 10, y: 22, class: "aw-heading" }, p_("ancient-world", "Damage dice")));
  const motion = roll && roll.age < ROLL_MS ? `animation-delay: -${roll.age}ms` : null;
  const dice = view.edition?.damage_dice ?? [];
  dice.forEach((die, i) => {
    const step = Math.min(145, (width - 20) / Math.max(1, dice.length)), size = Math.min(22, (step - 8) / 6 - 2);
    const x = 10 + i * step;
    const shown = roll ? roll.faces.filter((_, k) => k % dice.length === i) : [];
    const d = s("g", { class: "aw-die", "data-tip": `${p_("ancient-world", "Die {n}", { n: i + 1 })}: ${die.map((face) => faceName(face)).join(", ")}` });
    die.forEach((face, k) => {
      const up = shown.some((f) => f.titan === face.titan && f.coin === face.coin);
      d.append(s("g", { class: `aw-face${up ? " rolled" : ""}${up && motion ? " fresh" : ""}`, style: up ? motion : null, "data-target": view.ids.faces?.[i]?.[k] },
        s("rect", { x: x + k * (size + 2), y: 32, width: size, height: 24, rx: 3, fill: "white", stroke: "#555" }),
        fitted(FACE(face), size - 2, { x: x + k * (size + 2) + size / 2, y: 49, class: "aw-die-face" })));
    });
    g.append(d);
  });
  return { w: width, h: 64, g };
}

// --- the latest titan attack: its roll and the cards it damaged ------------------------------------------------

const ROLL_MS = 1600;  // how long a fresh roll tumbles and a card hit flashes
/**
 * §8.4–§8.5 the newest damage roll of this round, from the events the page was told (the view keeps no roll).
 * @param {GameEvent[]} events
 * @returns {Omit<Roll, "age"> | null}
 */
function latestRoll(events) {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.kind === "round_start") return null;
    if (e.kind !== "damage_dice") continue;
    const titan = events.slice(0, i).reverse().find((x) => x.kind === "defeat" && x.seat === e.seat)?.titan;
    const damaged = events.slice(i + 1).filter((x) => x.kind === "damaged" && x.seat === e.seat).map((x) => x.card);
    return { index: e.index, seat: e.seat ?? -1, titan, faces: e.faces ?? [], lost: e.coins_lost ?? 0, loot: e.loot ?? 0, spy: e.spy ?? 0, damaged };
  }
  return null;
}

/**
 * The latest roll of this round, with its age: a roll that came since the page opened is news (ctx.memory).
 * @param {BoardContext} ctx
 * @returns {Roll | null}
 */
function noteRoll(ctx) {
  const memory = /** @type {Memory} */ (ctx.memory);
  const roll = ctx.replay ? null : latestRoll(ctx.events?.() ?? []);
  if (memory.seenRoll === undefined) memory.seenRoll = roll?.index ?? -1;  // what was rolled before the page opened is not news
  if (roll && roll.index > memory.seenRoll) { memory.seenRoll = roll.index; memory.rollSeenAt = ctx.now; }
  if (!roll) return null;
  const seenAt = memory.rollSeenAt ?? 0;
  return { ...roll, age: roll.index === memory.seenRoll && seenAt ? ctx.now - seenAt : ROLL_MS };
}

/** @param {BoardContext} ctx @param {Roll} roll @param {View} view */
function rollSummary(ctx, roll, view) {
  const striking = view.pending.kind === "damage" && view.pending.seat === roll.seat ? view.pending.left : 0;  // §8.5 still to choose
  const parts = [roll.damaged.length ? p_("ancient-world", "☠ {list}", { list: roll.damaged.map((slug) => cardName(ctx, slug)).join(", ") }) : "",
    striking ? p_("ancient-world", "☠ {n} to choose", { n: striking }) : "",
    roll.lost ? p_("ancient-world", "−{n}◎", { n: roll.lost }) : "", roll.loot ? p_("ancient-world", "+{n}◎ loot", { n: roll.loot }) : "", roll.spy ? p_("ancient-world", "+{n}✎ spy", { n: roll.spy }) : ""].filter(Boolean);
  return `${ctx.seatName(roll.seat)} ⚔ ${roll.titan ? cardName(ctx, roll.titan) : "?"}: ${parts.join(" · ") || p_("ancient-world", "no harm")}`;
}

/** @param {BoardContext} ctx @param {Roll} roll */
function rollLines(ctx, roll) {
  return [p_("ancient-world", "The latest titan beaten this round: the faces its damage dice showed (§8.5, p. 7)."), `${p_("ancient-world", "{seat} beat {titan}", { seat: ctx.seatName(roll.seat), titan: roll.titan ? cardName(ctx, roll.titan) : "?" })}: ${roll.faces.map((face) => faceName(face)).join(", ")}`,
    roll.lost ? np_("ancient-world", "{n} coin lost", "{n} coins lost", roll.lost) : "", roll.loot ? np_("ancient-world", "{n} coin of loot", "{n} coins of loot", roll.loot) : "", roll.spy ? p_("ancient-world", "{n} knowledge from spies", { n: roll.spy }) : "",
    roll.damaged.length ? p_("ancient-world", "damaged: {list}", { list: roll.damaged.map((slug) => cardName(ctx, slug)).join(", ") }) : ""];
}

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
function empireRow(ctx, view, width) {
  const deck = view.empire_deck;
  return cardRow(ctx, view, width, view.empire_row, view.ids.empire_row, view.players.length + 2, p_("ancient-world", "Empire cards"), {
    note: `${p_("ancient-world", "deck {d}: {n} left", { d: deck.deck, n: deck.count })} · ${p_("ancient-world", "{n} discarded", { n: deck.discard.length })}`,
    pile: (/** @type {number} */ x, /** @type {number} */ y) => pile(x, y, 58, deck.deck, deck.count, "#8a6d3b", deck.id, p_("ancient-world", "The Empire deck {d}, {n} cards: Explore draws from it (§6, p. 12); deck B from round 4.", { d: deck.deck, n: deck.count })),
  });
}

/** @param {BoardContext} ctx @param {View} view @param {number} width */
function militaryRow(ctx, view, width) {
  return cardRow(ctx, view, width, view.military_row, view.ids.military_row, view.players.length, p_("ancient-world", "Military cards"), {
    note: `${p_("ancient-world", "{n} left", { n: view.military_deck })} · ${p_("ancient-world", "{n} discarded", { n: view.military_discard.length })}`,
  });
}

/** @param {BoardContext} ctx @param {View} view @returns {Section} */
function titanDecks(ctx, view) {
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
function districtDeck(ctx, view) {
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
// a round's end each seat's box says, one seat after another, what it gained and whether all were fed.
/**
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {number} width
 * @param {{ round: number, age: number } | null} ended the round that just ended, and how long ago (ms)
 * @returns {Section}
 */
function citizenHomes(ctx, view, width, ended) {
  const per = Math.max(1, Math.min(view.players.length, Math.floor(width / 214)));
  const w = (width - GAP * (per - 1)) / per, hgt = 58;
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
    if (summary) box.append(fitted(summary, w - 98, { x: hx - 6, y: y + 48, class: `aw-home-summary${p.hungry.length ? " hungry" : ""}` }));
    home.forEach((c, k) => box.append(token(ctx, p.seat, c, x + 18 + k * 28, y + 40, 11)));
    box.append(s("rect", { x: hx, y: y + 5, width: 80, height: hgt - 10, rx: 6, fill: p.hungry.length ? "#f6d6cf" : "#f1ece0", stroke: "#a35", "stroke-dasharray": "4 3" }),
      s("text", { x: hx + 40, y: y + 21, class: "aw-hunger" }, p_("ancient-world", "Hunger")));
    p.hungry.forEach((c, k) => box.append(token(ctx, p.seat, c, hx + 14 + k * 22, y + 40, 10, "hungry")));
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
function choiceTray(ctx, view, width) {
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
const GAPS = { gap: 18, shelfGap: 12 };

// --- the round's end, seat by seat ------------------------------------------------------------------------------

const SEAT_MS = 800;  // one seat's feeding after another; a redraw meanwhile carries the animation on (a negative delay)

/**
 * The round that just ended (told for a few seconds), noted in ctx.memory as rounds go by.
 * @param {BoardContext} ctx
 * @param {View} view
 */
function endedRound(ctx, view) {
  if (ctx.replay) return null;
  const memory = /** @type {Memory} */ (ctx.memory);
  const over = view.phase === "game over";  // the last round's end starts no round: it ends the game
  const last = memory.lastRound;
  if (last !== undefined && (view.round > last || (over && !memory.lastOver))) memory.roundEnd = { round: over ? view.round : last, at: ctx.now };
  memory.lastRound = view.round;
  memory.lastOver = over;
  const roundEnd = memory.roundEnd;
  if (!roundEnd) return null;
  const age = ctx.now - roundEnd.at;
  return age < 9000 ? { round: roundEnd.round, age } : null;
}

// --- the board ----------------------------------------------------------------------------------------------

// The drawing's paints: the action spaces' parchment and the coins' gold.
const defs = () => s("defs", {},
  s("linearGradient", { id: "aw-parchment", x1: 0, y1: 0, x2: 0, y2: 1 }, s("stop", { offset: 0, "stop-color": "#f8eccb" }), s("stop", { offset: 1, "stop-color": "#ead8a8" })),
  s("radialGradient", { id: "aw-gold", cx: 0.4, cy: 0.35, r: 0.7 }, s("stop", { offset: 0, "stop-color": "#fbe7a1" }), s("stop", { offset: 1, "stop-color": "#d9a921" })));

/**
 * One SVG of packed sections, `W` wide.
 * @param {(Section | null)[]} sections
 * @param {number} W
 */
function sheet(sections, W) {
  const packed = pack(sections, W, GAPS);
  const H = packed.h;
  return s("svg", { class: "aw-board", viewBox: `-6 -6 ${W + 12} ${H + 12}`, role: "img", "aria-label": p_("ancient-world", "The Ancient World") },
    defs(), s("rect", { x: -6, y: -6, width: W + 12, height: H + 12, rx: 8, fill: "#f6edd8" }), packed.g);
}

const MIN_SCALE = 12 / 14;  // the least the desktop board is scaled: its smallest text is 14 units, at 12 px
const SCROLL_ROOM = 40;  // beside a board that scrolls: the frame's padding and its scroll bar

/** @param {View} view @param {BoardContext} ctx */
function draw(view, ctx) {
  const roll = noteRoll(ctx);
  const ended = endedRound(ctx, view);
  if (ctx.narrow) {  // a phone: the board and the cards, each a section of its own at a readable size
    const N = 440;
    const board = sheet([actionBoard(ctx, view, N), citizenHomes(ctx, view, N, ended), roundTrack(ctx, view, N), dicePanel(ctx, view, N, roll)], N);
    const cards = sheet([choiceTray(ctx, view, N), empireRow(ctx, view, N), districtDeck(ctx, view), militaryRow(ctx, view, N), titanDecks(ctx, view)], N);
    const part = (/** @type {string} */ id, /** @type {string} */ label, /** @type {SVGElement} */ drawn) =>
      h("div", { class: "aw-scroll", dataset: { section: id, sectionLabel: label } }, drawn);
    return h("div", { class: "board-sections" }, part("board", p_("ancient-world", "Board"), board), part("cards", p_("ancient-world", "Cards"), cards));
  }
  const W = 1000;
  const tray = choiceTray(ctx, view, 760);
  const svg = sheet([
    actionBoard(ctx, view, W - 44),  // room on the right for the shell's zoom buttons
    citizenHomes(ctx, view, W, ended),
    roundTrack(ctx, view, 580), dicePanel(ctx, view, W - 598, roll),
    empireRow(ctx, view, W - CARD_W - 18), districtDeck(ctx, view),
    militaryRow(ctx, view, W - 3 * (CARD_W + GAP) - 18), titanDecks(ctx, view),
  ], W);
  if (tray) {  // over the rows, below the action board
    tray.g.setAttribute("transform", `translate(${(W - tray.w) / 2} 150)`);
    svg.append(tray.g);
  }
  // Fitted to its frame, the board's 14-unit text stays 12 px at least; a board taller than that (a frame made
  // short by a tall action bar, more rows) is drawn at the frame's width instead, and scrolls down the frame.
  const [, , vw, vh] = (svg.getAttribute("viewBox") ?? "").split(" ").map(Number);
  const fw = ctx.frame.width, fh = ctx.frame.height;
  if (fw && fh && (fh - 2) / vh < Math.min(MIN_SCALE, (fw - 2) / vw)) {
    const width = Math.min(vw, fw - SCROLL_ROOM);
    svg.setAttribute("width", width.toFixed(1));
    svg.setAttribute("height", ((vh * width) / vw).toFixed(1));
    return h("div", { class: "aw-scrolled" }, svg);
  }
  return svg;
}

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
function mat(view, seat, ctx) {
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
function keyFigures(view, seat, ctx) {
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

/** @type {BoardModule<View> & { summary: typeof keyFigures }} */
export default {
  style: "/static/boards/ancient-world.css",
  draw,
  mat,
  summary: keyFigures,
  colour: (_, seat) => seatColour(seat),
  score: (view, seat) => view.players[seat]?.vp_now ?? null,
  first: (view) => view.first_player,
};
