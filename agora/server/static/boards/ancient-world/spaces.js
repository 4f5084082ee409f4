// The Ancient World's action board and round track, the edition's badge, and the damage dice with the
// latest titan attack's roll.
import { s, tipText as tip, wrapLines as wrap } from "../../lib/dom.js";
import { np_, p_ } from "../../lib/i18n.js";
import { fitted, seatShape, token } from "./cards.js";
import { cardName, GAP, groupName, MARK, seatColour, tribeName } from "./words.js";
/** @import { BoardContext, GameEvent } from "../../lib/types.js" */
/** @import { Section } from "../../lib/dom.js" */
/** @import { Face, Memory, Roll, View } from "./types.js" */

// --- sections: each is drawn for a width and says its size ----------------------------------------------------


// A space's citizens to place: a disc for each of yours that may go there now, each the place of its own
// "place <skill> <space>" action (the id the view gives it), so a click on the disc places that citizen.
/** @param {BoardContext} ctx @param {View} view @param {number} width @returns {Section} */
export function actionBoard(ctx, view, width) {
  const cols = width >= 900 ? 9 : 3;
  const w = (width - GAP * (cols - 1)) / cols, hgt = 134;
  const g = s("g", { class: "aw-spaces" });
  const mine = view.you;
  view.actions.forEach((space, i) => {
    const x = (i % cols) * (w + GAP), y = Math.floor(i / cols) * (hgt + GAP);
    const name = ctx.name("action", space.name, space.name);
    const group = s("g", { class: `aw-space${space.open ? "" : " covered"}`, "data-target": space.id, "data-space": space.name,
      // Its rulebook text: this action's own words and its placement rule's (agora.games.ancient_world.rulebook).
      "data-tip-rule": `§6:${space.name} §5:${space.name}`,
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
export function roundTrack(ctx, view, width) {
  const g = s("g", { class: "aw-round", "data-target": view.ids.round, "data-tip": tip(
    `${p_("ancient-world", "Round")} ${view.round} / ${view.rounds}`,
    `${p_("ancient-world", "First player")}: ${ctx.seatName(view.first_player)} (${(view.first_player_hand_up ? p_("ancient-world", "hand up: it stays this round") : p_("ancient-world", "hand down: Rebuild or Town Hall takes it"))})`) });
  const narrow = width < 500;  // on a phone the edition badge goes under the track
  const at = (/** @type {number} */ r) => (narrow ? 64 : 80) + (r - 1) * (narrow ? 47 : 56);
  const outline = s("rect", { x: -4, y: -4, width: at(view.rounds) + 60, height: 68, rx: 8, fill: "none", stroke: "none", class: "hit" });
  g.append(outline,
    s("text", { x: 0, y: 22, class: "aw-heading" }, p_("ancient-world", "Round")));
  /** @type {Record<number, string>} */
  const notes = { 4: p_("ancient-world", "deck B"), 6: p_("ancient-world", "no income") };
  for (const space of view.actions) if (space.opens > 1) notes[space.opens] = [notes[space.opens], ctx.name("action", space.name, space.name)].filter(Boolean).join(", ");
  // Each note under its round, on the first line where it clears the notes already there: they are wider than a
  // step, and a Greek one wider still (widths estimated at 8.2 units a letter of the 14-unit face, as Greek
  // lower case in DejaVu Sans draws).
  /** @type {number[]} each line's right end so far */
  const ends = [];
  for (let r = 1; r <= view.rounds; r++) {
    g.append(s("circle", { cx: at(r), cy: 17, r: 14, fill: r < view.round ? "#d9cfb8" : "#f8f0dc", stroke: "#7a6440" }),
      s("text", { x: at(r), y: 22, class: "aw-round-no" }, r));
    if (!notes[r]) continue;
    const half = notes[r].length * 4.1;
    let line = ends.findIndex((end) => end + 10 <= at(r) - half);
    if (line < 0) line = ends.push(0) - 1;
    ends[line] = at(r) + half;
    g.append(s("text", { x: at(r), y: 46 + 17 * line, class: "aw-round-note" }, notes[r]));
  }
  const notesEnd = 46 + 17 * Math.max(ends.length - 1, 1) + 5;  // under the last line's descenders (two at least)
  outline.setAttribute("height", String(notesEnd + 4));
  // The round marker (a coin on the track) glides on; the first player's token sits after the track.
  g.append(s("g", { "data-piece": "round-marker" }, s("circle", { cx: at(view.round), cy: 17, r: 15, fill: "none", stroke: "#d4a017", "stroke-width": 4 })));
  const fx = at(view.rounds) + (narrow ? 34 : 44);
  g.append(s("g", { class: "aw-first" }, seatShape(view.first_player, fx, 17, 14, { fill: seatColour(view.first_player), stroke: "#222" }),
    s("text", { x: fx, y: 22, class: "aw-token-text" }, view.first_player_hand_up ? "1▲" : "1")));
  const badge = narrow ? notesEnd + 6 : 4;  // on a phone under the notes, whose last may reach under it
  g.append(editionBadge(ctx, view, width - 96, badge));
  return { w: width, h: narrow ? badge + 30 : notesEnd, g };
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
export function dicePanel(ctx, view, width, roll) {
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

export const ROLL_MS = 1600;  // how long a fresh roll tumbles and a card hit flashes
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
export function noteRoll(ctx) {
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
