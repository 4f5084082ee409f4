// The Ancient World's table, drawn from the view alone: the action board with the citizens on each space and
// what a placement would cost you, the round track, the damage dice, the Empire and military rows, the titan
// decks and the District, each seat's citizens at home and in the Hunger box, and the cards you are choosing
// among. Each player's mat goes in the players panel. Every element an action concerns carries the id the
// game gives it (data-target); the shell makes it selectable and acts on a click.
import { h, pack, present as data, s, scrolling, tipText as tip, wrapLines as wrap } from "../lib/dom.js";
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
 * @property {{ card: string, id: string, target?: string | null, damaged: boolean, used: boolean }[]} empire
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
 * @property {{ id: string, name: string, open: boolean, opens: number, citizens: { seat: number, skill: number }[], yours: { skill: number, fee: boolean }[] }[]} actions
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

const SEATS = ["#d9772b", "#15877b", "#555b6e", "#c43f7c"];  // citizens' colours, apart from the tribes'
/** @type {Record<string, string>} */
const TRIBES = { green: "#3f8f4a", red: "#c0392b", blue: "#2f6db5", yellow: "#d9ac1f", purple: "#7d3c98" };
/** @type {Record<string, string>} */
const ICONS = { food: "☘", income_coins: "◎", income_knowledge: "✎", army_limit: "⚑", swords: "⚔", arrows: "➶",
  citizen: "☺", explore_bonus: "☉", loot: "◎", spy: "✎", repair: "⚒", capacity: "▣" };
const MARK = "✦";
const CARD_W = 104, CARD_H = 150, GAP = 6;

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
 * A short line of what an action space does.
 * @param {string} space
 */
function shortText(space) {
  switch (space) {
    case "work": return p_("ancient-world", "Gain 2 coins");
    case "build": return p_("ancient-world", "Buy an Empire card");
    case "draft": return p_("ancient-world", "+1 attack a citizen here");
    case "expand": return p_("ancient-world", "Take the District");
    case "educate": return p_("ancient-world", "Buy 1 knowledge");
    case "rebuild": return p_("ancient-world", "Repair 2, first player");
    case "recruit": return p_("ancient-world", "Buy a military card");
    case "explore": return p_("ancient-world", "Draw 5, store 1");
    case "grow": return p_("ancient-world", "Buy a citizen");
    default: return space;
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
 * Everything a card says, for its tooltip.
 * @param {BoardContext} ctx
 * @param {Card | undefined} card
 */
function describe(ctx, card) {
  if (!card) return "";
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
  return tip(lines);
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
  const g = s("g", { class: `aw-card aw-${card?.kind ?? "unknown"}`, "data-card": slug, "data-target": target, "data-tip": describe(ctx, card) });
  if (!card) return g;
  g.append(s("rect", { x, y, width: CARD_W, height: CARD_H, rx: 6, fill: CARD_FILL[card.kind], stroke: "#6b5a3e", class: "hit" }),
    s("rect", { x, y, width: CARD_W, height: 30, rx: 6, fill: BAND[card.kind] }),
    s("rect", { x, y: y + 24, width: CARD_W, height: 6, fill: BAND[card.kind] }));
  wrap(cardName(ctx, slug), 15, 2).forEach((l, i) => g.append(s("text", { x: x + 5, y: y + 12 + i * 11, class: "aw-card-name" }, l)));
  (card.banners ?? []).forEach((b, i) => g.append(s("rect", {
    x: x + CARD_W - 13 - i * 11, y: y + 34, width: 9, height: 13, fill: TRIBES[b] ?? "#999", stroke: "#222", "stroke-width": 0.6, class: "aw-flag" })));
  let line = y + 46;
  const say = (/** @type {string} */ words, cls = "") => { g.append(s("text", { x: x + 6, y: line, class: cls }, words)); line += 15; };
  if (card.kind === "empire") {
    g.append(coin(x + 14, y + 42, card.cost_coins ?? 0));
    if (card.cost_knowledge) g.append(book(x + 36, y + 42, card.cost_knowledge));
    line = y + 68;
  } else if (card.kind === "military") {
    g.append(coin(x + 14, y + 42, card.recruit_cost ?? 0));
    line = y + 68;
    say(iconText(card.icons), "aw-icons");
  } else if (card.kind === "titan") {
    g.append(s("text", { x: x + 6, y: y + 44, class: "aw-stars" }, "★".repeat(card.stars ?? 0)));
    g.append(s("path", { d: `M${x + 8} ${y + 52} h26 v12 q0 12 -13 16 q-13 -4 -13 -16 z`, fill: "#6d6d6d", stroke: "#333" }),
      s("text", { x: x + 21, y: y + 69, class: "aw-shield" }, card.defense));
    g.append(s("text", { x: x + 40, y: y + 66, class: "aw-icons" }, card.allows === "swords" ? ICONS.swords : `${ICONS.swords}${ICONS.arrows}`));
    line = y + 96;
  }
  if (card.kind !== "military") {
    const gives = [card.capacity ? `${ICONS.capacity}${card.capacity}` : "", iconText(card.icons)].filter(Boolean).join(" ");
    if (gives) say(gives, "aw-icons");
  }
  const act = actionText(ctx, card);
  if (act) wrap(`▶ ${(act.split(":").pop() ?? "").trim()}`, 17, 2).forEach((l) => say(l, "aw-small"));
  const text = card.kind === "military"
    ? `${p_("ancient-world", "Legacy, once retired under a new card:").split(",")[0]}: ${iconText(card.legacy) || "—"}`
    : card.text ? ctx.name("card_text", slug, card.text) : "";
  const room = Math.max(0, Math.floor((y + CARD_H - 6 - line) / 10) + 1);
  wrap(text, 20, room).forEach((l) => { g.append(s("text", { x: x + 6, y: line, class: "aw-tiny" }, l)); line += 10; });
  if (card.designed?.length) g.append(s("text", { x: x + CARD_W - 5, y: y + CARD_H - 5, class: "aw-mark" }, MARK));
  return g;
}

/** @param {number} x @param {number} y @param {number} n */
function coin(x, y, n) {
  return s("g", { class: "aw-coin" }, s("circle", { cx: x, cy: y, r: 9, fill: "#f2c94c", stroke: "#9a7b14" }),
    s("text", { x, y: y + 4, class: "aw-badge-text" }, n));
}

/** @param {number} x @param {number} y @param {number} n */
function book(x, y, n) {
  return s("g", { class: "aw-book" }, s("rect", { x: x - 8, y: y - 8, width: 16, height: 16, rx: 3, fill: "#4b6fb3", stroke: "#24406f" }),
    s("text", { x, y: y + 4, class: "aw-badge-text aw-light" }, n));
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
function token(ctx, seat, skill, x, y, r = 10, extra = "") {
  return s("g", { "data-piece": `cit-${seat}-${skill}`, class: `aw-token ${extra}`.trim(), "data-tip": `${ctx.seatName(seat)}: ${ctx.name("icon", "citizen", "").split(":")[0]} ${skill}` },
    s("circle", { cx: x, cy: y, r, fill: seatColour(seat), stroke: "#1b1b1b", "stroke-width": 1.2 }),
    s("text", { x, y: y + r * 0.4, class: "aw-token-text", style: `font-size:${r * 1.15}px` }, skill));
}

// --- sections: each is drawn for a width and says its size ----------------------------------------------------

/** @param {BoardContext} ctx @param {View} view @param {number} width @returns {Section} */
function actionBoard(ctx, view, width) {
  const cols = width >= 900 ? 9 : 3;
  const w = (width - GAP * (cols - 1)) / cols, hgt = 150;
  const g = s("g", { class: "aw-spaces" });
  const mine = view.you;
  view.actions.forEach((space, i) => {
    const x = (i % cols) * (w + GAP), y = Math.floor(i / cols) * (hgt + GAP);
    const name = ctx.name("action", space.name, space.name);
    const group = s("g", { class: `aw-space${space.open ? "" : " covered"}`, "data-target": space.id, "data-space": space.name,
      "data-tip": tip(ctx.name("action_text", space.name, name), space.open ? "" : p_("ancient-world", "opens in round {n}", { n: space.opens })) },
    s("rect", { x, y, width: w, height: hgt, rx: 8, fill: space.open ? "#f3e6c4" : "#d2cbbd", stroke: "#7a6440", class: "hit" }),
    s("text", { x: x + w / 2, y: y + 18, class: "aw-space-name", style: `font-size:${Math.min(13, (w - 8) / (name.length * 0.7)).toFixed(1)}px` }, name),
    s("text", { x: x + w / 2, y: y + 34, class: "aw-space-effect" }, EFFECT[space.name] ?? ""));
    wrap(shortText(space.name), Math.floor(w / 5.6), 2).forEach((l, k) => group.append(s("text", { x: x + w / 2, y: y + 100 + k * 10, class: "aw-space-short" }, l)));
    space.citizens.forEach((c, k) => group.append(token(ctx, c.seat, c.skill, x + 16 + (k % 4) * ((w - 24) / 4), y + 54 + Math.floor(k / 4) * 24)));
    if (!space.open) {
      group.append(s("rect", { x: x + 6, y: y + 44, width: w - 12, height: 58, rx: 6, fill: "#8a7d66", opacity: 0.85 }),
        ...wrap(p_("ancient-world", "opens in round {n}", { n: space.opens }), Math.floor(w / 7)).map((l, k) => s("text", { x: x + w / 2, y: y + 68 + k * 13, class: "aw-cover-text" }, l)));
    }
    if (space.yours.length && mine !== null) {
      const yours = s("g", { class: "aw-yours", "data-tip": p_("ancient-world", "Your citizens that may go here now; +1 coin where a lower citizen pays the fee (§5).") });
      const gap = Math.min(22, (w - 16) / space.yours.length);
      space.yours.forEach((p, k) => {
        const cx = x + 8 + gap / 2 + k * gap, cy = y + hgt - 24;
        yours.append(s("circle", { cx, cy, r: 8.5, fill: "white", stroke: seatColour(mine), "stroke-width": 2, "stroke-dasharray": "3 2" }),
          s("text", { x: cx, y: cy + 4, class: "aw-ghost-text" }, p.skill));
        if (p.fee) yours.append(s("text", { x: cx, y: cy + 19, class: "aw-fee" }, "+1◎"));
      });
      group.append(yours);
    }
    g.append(group);
  });
  const rows = Math.ceil(view.actions.length / cols);
  return { w: width, h: rows * hgt + (rows - 1) * GAP, g };
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
  const narrow = width < 500;  // on a phone the track closes up so the edition badge fits beside it
  const at = (/** @type {number} */ r) => (narrow ? 60 : 74) + (r - 1) * (narrow ? 43 : 54);
  g.append(s("rect", { x: -4, y: -4, width: at(view.rounds) + 60, height: 54, rx: 8, fill: "none", stroke: "none", class: "hit" }),
    s("text", { x: 0, y: 22, class: "aw-heading" }, p_("ancient-world", "Round")));
  /** @type {Record<number, string>} */
  const notes = { 4: p_("ancient-world", "deck B"), 6: p_("ancient-world", "no income") };
  for (const space of view.actions) if (space.opens > 1) notes[space.opens] = [notes[space.opens], ctx.name("action", space.name, space.name)].filter(Boolean).join(", ");
  for (let r = 1; r <= view.rounds; r++) {
    g.append(s("circle", { cx: at(r), cy: 17, r: 13, fill: r < view.round ? "#d9cfb8" : "#f8f0dc", stroke: "#7a6440" }),
      s("text", { x: at(r), y: 22, class: "aw-round-no" }, r));
    if (notes[r]) g.append(s("text", { x: at(r), y: narrow && r % 2 ? 55 : 44, class: "aw-round-note" }, notes[r]));  // staggered when close
  }
  // The round marker (a coin on the track) glides on; the first player's token sits after the track.
  g.append(s("g", { "data-piece": "round-marker" }, s("circle", { cx: at(view.round), cy: 17, r: 15, fill: "none", stroke: "#d4a017", "stroke-width": 4 })));
  const fx = at(view.rounds) + (narrow ? 34 : 44);
  g.append(s("g", { class: "aw-first" }, s("circle", { cx: fx, cy: 17, r: 12, fill: seatColour(view.first_player), stroke: "#222" }),
    s("text", { x: fx, y: 22, class: "aw-token-text" }, view.first_player_hand_up ? "1▲" : "1")));
  g.append(editionBadge(ctx, view, width - 96, 4));
  return { w: width, h: narrow ? 58 : 50, g };
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
  const label = `${MARK} ${p_("ancient-world", "Agora edition")}`, w = Math.max(96, label.length * 7 + 14);
  return s("g", { class: "aw-edition", "data-tip": tip(lines), tabindex: "0" },
    s("rect", { x: x + 96 - w, y, width: w, height: 26, rx: 13, fill: "#efe6f7", stroke: "#5a3d8a" }),
    s("text", { x: x + 96 - w / 2, y: y + 17, class: "aw-edition-text" }, label));
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
  g.append(s("rect", { x: 0, y: 0, width, height: 50, rx: 8, fill: "#efe7d6", stroke: "#b9a77f", class: "hit" }),
    roll ? s("text", { x: 10, y: 19, class: "aw-roll-text" }, wrap(rollSummary(ctx, roll, view), Math.floor((width - 16) / 6.6), 1)[0])
      : s("text", { x: 10, y: 20, class: "aw-heading" }, p_("ancient-world", "Damage dice")));
  const motion = roll && roll.age < ROLL_MS ? `animation-delay: -${roll.age}ms` : null;
  const dice = view.edition?.damage_dice ?? [];
  dice.forEach((die, i) => {
    const x = 10 + i * 138;
    const shown = roll ? roll.faces.filter((_, k) => k % dice.length === i) : [];
    const d = s("g", { class: "aw-die", "data-tip": `${p_("ancient-world", "Die {n}", { n: i + 1 })}: ${die.map((face) => faceName(face)).join(", ")}` });
    die.forEach((face, k) => {
      const up = shown.some((f) => f.titan === face.titan && f.coin === face.coin);
      d.append(s("g", { class: `aw-face${up ? " rolled" : ""}${up && motion ? " fresh" : ""}`, style: up ? motion : null, "data-target": view.ids.faces?.[i]?.[k] },
        s("rect", { x: x + k * 21, y: 27, width: 19, height: 19, rx: 3, fill: "white", stroke: "#555" }),
        s("text", { x: x + k * 21 + 9.5, y: 41, class: "aw-die-face" }, FACE(face))));
    });
    g.append(d);
  });
  return { w: width, h: 50, g };
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
  const room = Math.floor((w - title.length * 8.6 - 12) / 5.9);  // the note is cut to the row's width, not over the next
  g.append(s("text", { x: 0, y: 12, class: "aw-heading" }, title,
    room > 8 ? s("tspan", { class: "aw-note" }, `  ${wrap(deck.note, room, 1)[0]}`) : null));
  slugs.forEach((slug, i) => g.append(cardFace(ctx, view, slug, (i % cols) * (CARD_W + GAP), 18 + Math.floor(i / cols) * (CARD_H + GAP), ids[i])));
  for (let i = slugs.length; i < slots; i++) {  // a taken card leaves its place empty until the next round
    g.append(s("rect", { x: (i % cols) * (CARD_W + GAP), y: 18 + Math.floor(i / cols) * (CARD_H + GAP), width: CARD_W, height: CARD_H,
      rx: 6, fill: "none", stroke: "#c9b98f", "stroke-dasharray": "5 4" }));
  }
  const rows = Math.ceil(slots / cols);
  if (deck.pile) g.append(deck.pile(cols * (CARD_W + GAP), 18));
  return { w, h: 18 + rows * (CARD_H + GAP), g };
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
  const g = s("g", { class: "aw-titans" }, s("text", { x: 0, y: 12, class: "aw-heading" }, p_("ancient-world", "Titans")));
  view.titans.forEach((deck, k) => {
    const x = k * (CARD_W + GAP), y = 18;
    const group = s("g", { "data-target": deck.id, class: "aw-titan-deck", "data-tip": p_("ancient-world", "{n}-star titans, {left} in the deck: attack the one on top (§8, p. 6).", { n: deck.stars, left: deck.count }) });
    if (deck.top) group.append(cardFace(ctx, view, deck.top, x, y, view.ids.titans[k]));
    else group.append(s("rect", { x, y, width: CARD_W, height: CARD_H, rx: 6, fill: "#ddd", stroke: "#888", class: "hit" }),
      s("text", { x: x + CARD_W / 2, y: y + CARD_H / 2, class: "aw-pile-text aw-dark" }, `${"★".repeat(deck.stars)} ${deck.count ? "?" : p_("ancient-world", "empty")}`));
    group.append(s("text", { x: x + CARD_W / 2, y: y + CARD_H + 13, class: "aw-deck-note" }, `${"★".repeat(deck.stars)} · ${p_("ancient-world", "{n} left", { n: deck.count })}`));
    if (view.pending.kind === "pay armies" && view.pending.deck === deck.stars && view.pending.attack !== undefined) {
      const enough = view.pending.attack >= view.pending.defense;
      group.append(s("rect", { x: x + 4, y: y + 82, width: CARD_W - 8, height: 32, rx: 4, fill: enough ? "#2d6a34" : "#2a2420", opacity: 0.9 }),
        s("text", { x: x + CARD_W / 2, y: y + 95, class: "aw-gauge" }, p_("ancient-world", "⚔ attack {n}", { n: view.pending.attack })),
        s("text", { x: x + CARD_W / 2, y: y + 109, class: "aw-gauge" }, p_("ancient-world", "defense {n}", { n: view.pending.defense })));
    }
    g.append(group);
  });
  return { w: 3 * (CARD_W + GAP), h: 18 + CARD_H + 18, g };
}

/** @param {BoardContext} ctx @param {View} view @returns {Section} */
function districtDeck(ctx, view) {
  const d = view.districts;
  const g = s("g", { class: "aw-district" }, s("text", { x: 0, y: 12, class: "aw-heading" }, p_("ancient-world", "District")));
  const group = s("g", { "data-target": d.id, "data-tip": p_("ancient-world", "The face-up District, {n} in the deck: Expand takes it (§6, p. 10).", { n: d.count }) });
  if (d.top) group.append(cardFace(ctx, view, d.top, 0, 18));
  else group.append(s("rect", { x: 0, y: 18, width: CARD_W, height: CARD_H, rx: 6, fill: "#dde6d8", stroke: "#888", class: "hit" }));
  group.append(s("text", { x: CARD_W / 2, y: 18 + CARD_H + 13, class: "aw-deck-note" }, p_("ancient-world", "{n} left", { n: d.count })));
  g.append(group);
  return { w: CARD_W + GAP, h: 18 + CARD_H + 18, g };
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
  const per = Math.max(1, Math.min(view.players.length, Math.floor(width / 236)));
  const w = (width - GAP * (per - 1)) / per, hgt = 48;
  const g = s("g", { class: "aw-homes" });
  view.players.forEach((p, i) => {
    const x = (i % per) * (w + GAP), y = Math.floor(i / per) * (hgt + GAP);
    const home = p.citizens.filter((c) => !p.placed.includes(c) && !p.hungry.includes(c));
    const summary = ended ? [ended.round < view.rounds ? `+${p.income.coins}◎${p.income.knowledge ? ` +${p.income.knowledge}✎` : ""}` : "",
      p.hungry.length ? np_("ancient-world", "{n} hungry", "{n} hungry", p.hungry.length) : p_("ancient-world", "fed")].filter(Boolean).join(" · ") : "";
    const box = s("g", { "data-target": p.areas.citizens, class: `aw-home${ended && ended.age < SEAT_MS * (view.players.length + 1) ? " fresh" : ""}`,
      style: ended ? `animation-delay: ${i * SEAT_MS - ended.age}ms` : null,
      "data-tip": tip(`${ctx.seatName(p.seat)} — ${p_("ancient-world", "Citizens")}`, ended ? `${p_("ancient-world", "End of round {n}", { n: ended.round })}: ${summary}` : "") },
    s("rect", { x, y, width: w, height: hgt, rx: 8, fill: "#fffaf0", stroke: seatColour(p.seat), "stroke-width": 2, class: "hit" }),
    s("text", { x: x + 8, y: y + 16, class: "aw-home-name", fill: seatColour(p.seat) }, ctx.seatName(p.seat)));
    if (summary) box.append(s("text", { x: x + w - 102, y: y + 16, class: `aw-home-summary${p.hungry.length ? " hungry" : ""}` }, summary));
    home.forEach((c, k) => box.append(token(ctx, p.seat, c, x + 18 + k * 24, y + 33)));
    const hx = x + w - 96;
    box.append(s("rect", { x: hx, y: y + 5, width: 90, height: hgt - 10, rx: 6, fill: p.hungry.length ? "#f6d6cf" : "#f1ece0", stroke: "#a35", "stroke-dasharray": "4 3" }),
      s("text", { x: hx + 45, y: y + 16, class: "aw-hunger" }, p_("ancient-world", "Hunger")));
    p.hungry.forEach((c, k) => box.append(token(ctx, p.seat, c, hx + 14 + k * 21, y + 31, 9, "hungry")));
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
  const PITCH = CARD_H + (extra.length ? 32 : 20);  // room for a two-line note under a card shown
  const count = slugs.length + extra.length;
  const shown = Math.min(cols, count), rows = Math.ceil(count / cols);
  const w = shown * (CARD_W + GAP) + 14, hgt = 34 + rows * PITCH;
  g.append(s("rect", { x: 0, y: 0, width: w, height: hgt, rx: 10, fill: "#fffdf5", stroke: "#5b4f45", "stroke-width": 2, filter: "drop-shadow(0 4px 10px #0006)" }),
    s("text", { x: 10, y: 20, class: "aw-heading" }, p_("ancient-world", "Your choice")));
  slugs.forEach((slug, i) => g.append(cardFace(ctx, view, slug, 10 + (i % cols) * (CARD_W + GAP), 30 + Math.floor(i / cols) * PITCH, view.ids.choosing[i])));
  extra.forEach(([slug, note], j) => {
    const i = slugs.length + j, x = 10 + (i % cols) * (CARD_W + GAP), y = 30 + Math.floor(i / cols) * PITCH;
    g.append(s("g", { opacity: 0.6 }, cardFace(ctx, view, slug, x, y)), ...wrap(note, 19, 2).map((line, k) => s("text", { x: x + CARD_W / 2, y: y + CARD_H + 13 + k * 12, class: "aw-deck-note" }, line)));
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

/** @param {View} view @param {BoardContext} ctx */
function draw(view, ctx) {
  const roll = noteRoll(ctx);
  const narrow = ctx.narrow;
  const W = narrow ? 440 : 1000;
  const tray = choiceTray(ctx, view, narrow ? W : 760);
  const ended = endedRound(ctx, view);
  const sections = [
    narrow ? tray : null,
    actionBoard(ctx, view, narrow ? W : W - 44),  // room on the right for the shell's zoom buttons
    citizenHomes(ctx, view, W, ended),
    roundTrack(ctx, view, narrow ? W : 540), dicePanel(ctx, view, narrow ? W : W - 558, roll),
    empireRow(ctx, view, W - CARD_W - 18), districtDeck(ctx, view),
    militaryRow(ctx, view, narrow ? W : W - 3 * (CARD_W + GAP) - 18), titanDecks(ctx, view),
  ];
  const packed = pack(sections, W, GAPS);
  const H = packed.h;
  const svg = s("svg", { class: "aw-board", viewBox: `-6 -6 ${W + 12} ${H + 12}`, role: "img", "aria-label": "The Ancient World" },
    s("rect", { x: -6, y: -6, width: W + 12, height: H + 12, rx: 8, fill: "#f6edd8" }), packed.g);
  if (tray && !narrow) {  // over the rows, below the action board
    tray.g.setAttribute("transform", `translate(${(W - tray.w) / 2} 170)`);
    svg.append(tray.g);
  }
  return narrow ? scrolling(svg, "aw-scroll") : svg;
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
  const el = h("span", { class: `aw-chip aw-chip-${card?.kind ?? "empire"} ${extra}`.trim(), dataset: data({ target, tip: tip(describe(ctx, card), note) }) },
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
    return h("span", { class: `aw-cit ${state}`, style: `--seat:${seatColour(seat)}`, dataset: { tip: `${c}: ${citizenState(state)}` } }, c);
  });
  // A card the latest roll damaged flashes while the roll is fresh and keeps a mark until the next roll.
  const hit = (/** @type {string} */ slug) => roll?.seat === seat && roll.damaged.includes(slug);
  const flash = roll && roll.age < ROLL_MS ? `animation-delay: -${roll.age}ms` : null;
  const empire = p.empire.map((e) => {
    const el = chip(ctx, view, e.card, e.id, e.target, `${e.damaged ? "damaged" : ""} ${e.used ? "used" : ""} ${hit(e.card) ? "hit" : ""}`,
      [e.damaged ? p_("ancient-world", "damaged: face down, gives nothing until repaired") : "", e.used ? p_("ancient-world", "a citizen is on it this round") : "", hit(e.card) ? p_("ancient-world", "hit by the titan's damage dice just now") : ""]);
    const face = el.classList.contains("aw-chip") ? el : /** @type {HTMLElement} */ (el.querySelector(".aw-chip"));
    if (e.damaged) face.prepend(h("b", { class: "aw-skull" }, "☠"));
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
      stat(p.areas.coins, "◎", p.coins, p_("ancient-world", "Coins")), stat(p.areas.knowledge, "✎", p.knowledge, p_("ancient-world", "Knowledge")),
      stat(null, "☘", `${p.food}/${p.citizens.length}`, p_("ancient-world", "Food {f} for {c} citizens", { f: p.food, c: p.citizens.length }), p.food < p.citizens.length ? "short" : ""),
      stat(null, "▣", `${p.capacity_used}/${p.capacity}`, p_("ancient-world", "Capacity: {u} of {c} used", { u: p.capacity_used, c: p.capacity })),
      stat(null, "⚑", p.army_limit, p_("ancient-world", "Army limit: {n} armies", { n: p.army_limit })),
      stat(null, "↻", `+${p.income.coins}◎${p.income.knowledge ? ` +${p.income.knowledge}✎` : ""}`, p_("ancient-world", "Income each round: {c} coins, {k} knowledge", { c: p.income.coins, k: p.income.knowledge })),
      p.draft ? stat(null, "⚔", `+${p.draft}`, p_("ancient-world", "Draft attack this round: +{n}", { n: p.draft })) : null,
      p.passed ? h("span", { class: "aw-passed" }, p_("ancient-world", "passed")) : null),
    h("div", { class: "aw-mat-row", dataset: { target: p.areas.citizens } }, citizens, banners.length ? h("span", { class: "aw-banners" }, banners) : null),
    row(p_("ancient-world", "City"), p.areas.conquests, [...empire, conquered(ctx, view, "district", p.districts), conquered(ctx, view, "titan", p.titans)].filter((el) => el !== null)),
    row(p_("ancient-world", "Armies"), p.areas.armies, armies),
    mine || p.stored_count ? row(p_("ancient-world", "Stored"), p.areas.stored, stored) : null);
}

/** @type {BoardModule<View>} */
export default {
  style: "/static/boards/ancient-world.css",
  draw,
  mat,
  colour: (_, seat) => seatColour(seat),
  score: (view, seat) => view.players[seat]?.vp_now ?? null,
  first: (view) => view.first_player,
};
