// The Ancient World's colours, shapes and symbols, and its words: kinds of card, fields, groups, states.
import { p_ } from "../../lib/i18n.js";
/** @import { BoardContext } from "../../lib/types.js" */

// Citizens' colours, apart from the tribes': each ≥ 3:1 on the board's cream and ≥ 20 ΔE2000 from the others under
// simulated deuteranopia and protanopia (Machado 2009); each seat's pieces also have a shape of their own.
const SEATS = ["#b35c00", "#000088", "#222222", "#a33ff5"];
export const SHAPES = ["circle", "square", "diamond", "hexagon"];
/** @type {Record<string, string>} */
export const TRIBES = { green: "#3f8f4a", red: "#c0392b", blue: "#2f6db5", yellow: "#d9ac1f", purple: "#7d3c98" };
/** @type {Record<string, string>} */
export const ICONS = { food: "☘", income_coins: "◎", income_knowledge: "✎", army_limit: "⚑", swords: "⚔", arrows: "➶",
  citizen: "☺", explore_bonus: "☉", loot: "◎", spy: "✎", repair: "⚒", capacity: "▣" };
export const MARK = "✦";
export const CARD_W = 104, CARD_H = 140, GAP = 6;

/**
 * A kind of card, as its tooltip names it.
 * @param {string} kind
 */
export function kindName(kind) {
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
export function allowsText(allows) {
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
export function sectionsOf(kind) {
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
export function fieldName(field) {
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
export function groupName(group) {
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
export function citizenState(state) {
  switch (state) {
    case "hungry": return p_("ancient-world", "hungry: misses a round; −2 VP if still hungry at the end");
    case "working": return p_("ancient-world", "working this round");
    case "free": return p_("ancient-world", "free");
    default: return state;
  }
}

/** @param {BoardContext} ctx @param {string} slug */
export const cardName = (ctx, slug) => ctx.name("card", slug, slug);
/** @param {BoardContext} ctx @param {string} tribe */
export const tribeName = (ctx, tribe) => ctx.name("tribe", tribe, tribe);
/** @param {number} seat */
export const seatColour = (seat) => SEATS[seat % SEATS.length];
