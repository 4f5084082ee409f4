// Historia's cards: the wonder row, the leaders and advisors offered, the reader's hand, chosen, revealed
// and discard row, and the Civbots.
import { s } from "../../lib/dom.js";
import { np_, p_ } from "../../lib/i18n.js";
import { bonusText, civName, colour, conditionText, cut, groupHeading, measureName, nm, piece, section, SMALL, text, widthOf, wrap } from "./common.js";
/** @import { BoardContext } from "../../lib/types.js" */
/** @import { Section } from "../../lib/dom.js" */
/** @import { Civ, CivbotDid, CivbotPlay, View, Wonder } from "./types.js" */

// --- wonders ------------------------------------------------------------------------------------------------

/** @param {BoardContext} ctx @param {Wonder} w */
export function condition(ctx, w) {
  if (w.kind === "action") return p_("historia", "on {card}", { card: nm(ctx, "action", w.on) });
  if (w.kind === "majority") return p_("historia", "most {what}", { what: measureName(w.on) });
  return p_("historia", "destroy {n}", { n: w.on });
}

/**
 * A wonder as a card: its era's band with a building drawn on it, its name, when it activates, what it gives.
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {string} id
 * @param {number} x
 * @param {number} y
 * @param {number} cw
 * @param {number} ch
 */
function wonderCard(ctx, view, id, x, y, cw, ch) {
  const w = view.wonders[id];
  if (!w) return null;
  const name = nm(ctx, "wonder", id, w.name);
  return s("g", { class: "hx-wonder", transform: `translate(${x} ${y})`, dataset: { target: id, tip: `${name} · ${condition(ctx, w)} → ${bonusText(ctx, w.bonus)}`, tipMore: text(ctx, "wonder", id) } },
    s("rect", { x: 0, y: 0, width: cw, height: ch, rx: 7, class: `hx-wonder-card era${w.era} hit` }),
    s("path", { d: `M0 7a7 7 0 0 1 7-7h${cw - 14}a7 7 0 0 1 7 7v17h${-cw}z`, class: `hx-wonder-band era${w.era}` }),
    s("path", { d: "M8 20h22M10 20v-7h18v7M13 13v-3h12v3M17 10l2-4l2 4", class: "hx-wonder-icon" }),
    s("text", { x: cw - 7, y: 17, class: "hx-era" }, "I".repeat(w.era), w.exclusive ? " ★" : ""),
    wrap(name, 7, 37, cw - 14, SMALL + 1, "hx-card-name", 2),
    wrap(condition(ctx, w), 7, ch - 22, cw - 14, SMALL, "hx-small", 1),
    wrap(`→ ${bonusText(ctx, w.bonus)}`, 7, ch - 6, cw - 14, SMALL, "hx-bonus", 1));
}

/** @param {BoardContext} ctx @param {View} view @param {number} width */
export function wonderRow(ctx, view, width) {
  const gap = 8, n = Math.max(1, view.wonder_row.length);
  const cw = Math.max(104, Math.min(140, Math.floor((width + gap) / n) - gap)), ch = 92;
  const per = Math.max(1, Math.floor((width + gap) / (cw + gap)));  // wrap: never wider than the board
  const title = p_("historia", "Wonder row");
  const note = p_("historia", "decks I / II / III: {d}", { d: view.wonder_decks.join(" / ") });
  const noteX = widthOf(title, 16, true) + 14;
  // As wide as its cards, or as its heading where few wonders are left in the row; the note is fitted to it.
  const drawn = Math.min(width, Math.max(Math.min(per, n) * (cw + gap), noteX + widthOf(note, 13)));
  const g = s("g", { class: "hx-wonders" }, s("text", { x: 0, y: 16, class: "hx-heading" }, title),
    s("text", { x: noteX, y: 16, class: "hx-note", "data-fit": drawn - noteX }, note));
  view.wonder_row.forEach((id, i) => {
    const card = wonderCard(ctx, view, id, (i % per) * (cw + gap), 26 + Math.floor(i / per) * (ch + gap), cw, ch);
    if (card) g.append(card);  // a wonder the view does not describe is left out (append(null) would add "null")
  });
  // An empty row (every wonder taken until the next era) is its heading alone.
  const rows = Math.ceil(view.wonder_row.length / per);
  return section(g, drawn, rows ? 26 + rows * (ch + gap) : 22);
}

// --- what is offered to choose: leaders, advisors, the goal token ---------------------------------------------

/** @param {BoardContext} ctx @param {View} view @param {number} width */
export function offers(ctx, view, width) {
  const you = view.you;
  if (!you) return null;
  // Each card with what decides the choice in large type: a leader's VP conditions, an advisor's effect. Its
  // tooltip is short: the shell puts what choosing it does (the card's whole text) before it.
  /** @type {{ id: string, title: string, tip: string, more: string, kind: string, note: string, lines: string[] }[]} */
  const items = [];
  for (const x of you.leaders_offered ?? []) {
    const title = nm(ctx, "leader", x.id, x.name);
    items.push({ id: x.id, title, tip: p_("historia", "Leader {name}", { name: title }), more: text(ctx, "leader", x.id), kind: "leader",
      note: p_("historia", "End of era {era}, each met:", { era: "I".repeat(view.era) }),
      lines: x.conditions.map((c) => p_("historia", "{what} → {vp} VP", { what: conditionText(c.what, { n: c.at_least }), vp: c.vp })) });
  }
  for (const a of you.advisors_offered ?? []) {
    const title = nm(ctx, "advisor", a.id, a.name);
    items.push({ id: a.id, title, tip: p_("historia", "Advisor {name}", { name: title }), more: text(ctx, "advisor", a.id), kind: "advisor",
      note: p_("historia", "Played like an action card:"), lines: [bonusText(ctx, a.effect)] });
  }
  const goal = view.goal_to_place;
  if (!items.length && !goal) return null;
  const gap = 10, cw = Math.max(136, Math.min(230, Math.floor((width + gap) / Math.max(1, items.length)) - gap));
  const per = Math.max(1, Math.floor((width + gap) / (cw + gap)));
  const heading = you.leaders_offered ? p_("historia", "Leaders offered to you") : you.advisors_offered ? p_("historia", "Your advisors to choose from") : p_("historia", "Choose");
  const tray = s("rect", { x: -6, y: -4, width: width + 12, height: 10, class: "hx-tray" });
  const g = s("g", { class: "hx-offers" }, tray, s("text", { x: 0, y: 16, class: "hx-heading" }, heading));
  let y = 24;
  if (goal) {
    g.append(s("text", { x: 0, y: y + 14, class: "hx-small" }, p_("historia", "Goal token to place: {bonus}", { bonus: bonusText(ctx, goal.bonus) })));
    y += 22;
  }
  // Each card's conditions in lines that wrap; on a phone the cards as tall as the tallest needs (a narrow
  // card wraps each condition: a fixed height let them run past its bottom). A laptop keeps its height: six
  // seats' leader draft fits its frame with not a unit to spare.
  // Where a laptop's cards are narrow (six seats' draft) and a condition wraps, the note ("End of era I, each
  // met:") gives its line to the conditions, drawn closer: they ran past the card's bottom.
  const CH = 96;
  /** @param {number} top @param {number} step @param {number} after */
  const layout = (top, step, after) => items.map((it) => {
    let ly = top;
    const lines = it.lines.map((line) => {
      const el = wrap(line, 8, ly, cw - 16, SMALL + 1, "hx-condition", 2);
      ly += el.childNodes.length * step + after;
      return el;
    });
    return { lines, bottom: ly - after - 6 };
  });
  let drawn = layout(58, 17, 4), noted = true;
  if (!ctx.narrow && drawn.some((d) => d.bottom > CH)) {
    drawn = layout(38, 16.5, 3);
    noted = false;
  }
  const ch = ctx.narrow ? Math.max(CH, ...drawn.map((d) => d.bottom)) : CH;
  items.forEach((it, i) => {
    const x = (i % per) * (cw + gap), top = y + Math.floor(i / per) * (ch + gap);
    g.append(s("g", { class: `hx-offer ${it.kind}`, transform: `translate(${x} ${top})`, dataset: { target: it.id, tip: noted ? it.tip : `${it.tip}\n${it.note}`, tipMore: it.more } },
      s("rect", { x: 0, y: 0, width: cw, height: ch, rx: 7, class: "hx-offer-card hit" }),
      s("text", { x: 8, y: 20, class: "hx-card-name", "data-fit": cw - 16 }, cut(it.title, Math.floor((cw - 16) / 9))),
      noted ? s("text", { x: 8, y: 38, class: "hx-note", "data-fit": cw - 16 }, cut(it.note, Math.floor((cw - 16) / 7.3))) : null, drawn[i].lines));
  });
  const rows = items.length ? Math.ceil(items.length / per) : 0;
  const hgt = y + rows * (ch + gap);
  // The reader's leaders of later eras, beside the heading.
  if (you.later_leaders) {
    const hx = widthOf(heading, 16, true) + 16;
    g.append(s("text", { x: hx, y: 16, class: "hx-note", "data-fit": width - hx }, cut(p_("historia", "Your leaders of later eras: {list}", { list: you.later_leaders.map((x) => nm(ctx, "leader", x)).join(", ") }), Math.floor((width - hx) / (SMALL * 0.56)))));
  }
  tray.setAttribute("height", String(hgt + 6));
  return section(g, width, hgt + 4);
}

// --- the reader's cards, and who has chosen ------------------------------------------------------------------

const CARD_H = 60;
/**
 * A hand card's width: its name on one line when it can (a long Greek name too), and its foot's word whole.
 * @param {string} name @param {string} foot
 */
const cardW = (name, foot) => Math.max(66, Math.min(130, Math.max(String(name).length * (SMALL + 1) * 0.64, widthOf(foot, SMALL)) + 14));

/** The word at a card's foot: an action card's advanced-technology cost, an advisor's kind. @param {View} view @param {string} kind @param {string} id */
function footOf(view, kind, id) {
  if (kind === "advisor") return p_("historia", "Advisors");
  const info = view.board.action_cards.find((a) => a.id === id);
  return info?.advanced_tech ? p_("historia", "adv. {n}", { n: info.advanced_tech }) : "—";
}

/** A card's foot, squeezed to the card where its font draws it wider than the estimate. @param {string} foot @param {number} w */
const footText = (foot, w) => s("text", { x: 7, y: CARD_H - 10, class: "hx-small hx-muted", dataset: { fit: w - 14 } }, foot);

/**
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {string} id
 * @param {number} x
 * @param {number} y
 * @param {string} state "hand", "chosen", "revealed" or "discard"
 */
function actionCard(ctx, view, id, x, y, state) {
  const info = view.board.action_cards.find((a) => a.id === id);
  const name = nm(ctx, "action", id);
  const target = info?.target ?? null;
  const foot = footOf(view, "action", id), w = cardW(name, foot);
  const note = state === "chosen" ? p_("historia", "You chose this card face down; the others see only that you chose (§4.1).") : state === "discard" ? p_("historia", "In your discard row: the two oldest come back at the end of the round (§4.1, §7).") : "";
  return s("g", { class: `hx-hand-card ${state}`, transform: `translate(${x} ${y - (state === "chosen" ? 8 : 0)})`,
    // the rulebook's words for this card's action, not the whole of §5 its text cites
    dataset: { target, tip: [name, note].filter(Boolean).join("\n"), tipMore: text(ctx, "action", id), tipRule: `§5:${id}` } },
    s("rect", { x: 0, y: 0, width: w, height: CARD_H, rx: 6, class: "hx-action-card hit" }),
    wrap(name, 7, 20, w - 14, SMALL + 1, "hx-card-name", 2), footText(foot, w));
}

/** @param {BoardContext} ctx @param {View} view @param {string} id @param {number} x @param {number} y @param {string} state */
function advisorCard(ctx, view, id, x, y, state) {
  const name = nm(ctx, "advisor", id);
  const foot = footOf(view, "advisor", id), w = cardW(name, foot);
  return s("g", { class: `hx-hand-card advisor ${state}`, transform: `translate(${x} ${y - (state === "chosen" ? 8 : 0)})`,
    dataset: { target: id, tip: `${p_("historia", "Advisors")}: ${name}`, tipMore: text(ctx, "advisor", id) } },
    s("rect", { x: 0, y: 0, width: w, height: CARD_H, rx: 6, class: "hx-advisor-card hit" }),
    wrap(name, 7, 20, w - 14, SMALL + 1, "hx-card-name", 2), footText(foot, w));
}

/**
 * Groups of the reader's cards under their headings, in a row that wraps at `width`; as wide as it is drawn.
 * @param {BoardContext} ctx
 * @param {View} view
 * @param {[string, [string, string][]][]} groups each group's key and its cards, each with its kind and id
 * @param {number} width
 * @returns {Section | null}
 */
function cardGroups(ctx, view, groups, width) {
  const shown = groups.filter(([, cards]) => cards.length);
  if (!shown.length) return null;
  const g = s("g", { class: "hx-hand" });
  const row = CARD_H + 28;
  const wide = (/** @type {string} */ kind, /** @type {string} */ id) => cardW(nm(ctx, kind, id), footOf(view, kind, id)) + 4;
  let x = 0, y = 20, right = 0;
  for (const [key, cards] of shown) {
    const label = groupHeading(key);
    if (x > 0 && x + Math.max(cards.slice(0, 2).reduce((sum, [kind, id]) => sum + wide(kind, id), 0), widthOf(label, SMALL)) > width) { x = 0; y += row; }
    g.append(s("text", { x, y: y - 6, class: "hx-note" }, label));
    const start = x;
    for (const [kind, id] of cards) {
      if (x + wide(kind, id) > width) { x = 0; y += row; }
      g.append(kind === "action" ? actionCard(ctx, view, id, x, y, key) : advisorCard(ctx, view, id, x, y, key));
      x += wide(kind, id);
      right = Math.max(right, x - 4);
    }
    right = Math.max(right, start + widthOf(label, SMALL));
    x = Math.max(x, start + widthOf(label, SMALL) + 4) + 6;  // the next group's label clears this one's
  }
  return section(g, Math.min(width, right), y + CARD_H + 4);
}

/** The reader's hand, chosen, revealed and advisor cards. @param {BoardContext} ctx @param {View} view @param {number} width */
export function hand(ctx, view, width) {
  const you = view.you;
  if (!you) return null;
  const civ = view.civs[you.seat];
  const isAction = (/** @type {string} */ id) => view.board.action_cards.some((a) => a.id === id);
  return cardGroups(ctx, view, [
    ["hand", you.hand.map((id) => ["action", id])],
    ["chosen", you.selected.map((id) => [isAction(id) ? "action" : "advisor", id])],
    ["revealed", civ.revealed.map((id) => [isAction(id) ? "action" : "advisor", id])],
    ["advisors", you.advisors.map((a) => ["advisor", a.id])],
  ], width);
}

/**
 * The reader's discard row: a section of its own, so that it can sit beside the hand or the wonders.
 * @param {BoardContext} ctx @param {View} view @param {number} width
 */
export function discardRow(ctx, view, width) {
  if (!view.you) return null;
  return cardGroups(ctx, view, [["discard", view.civs[view.you.seat].discard_row.map((id) => ["action", id])]], width);
}

// --- Civbots, drawn as civilizations on the board ------------------------------------------------------------

// §8: how many Civbot cards a Civbot plays a round, by its level.
/** @type {Record<string, number>} */
const CIVBOT_CARDS = { chieftain: 3, noble: 4, king: 5 };

// Each Civbot is a tile of two lines, side by side across the board (five Civbots at the king level play 25
// cards a round: drawn as cards beside each Civbot they made the board scroll). The first line is who it is and
// its VP; the second its latest cards face up as chips, named by their actions, after a "+n" chip for the
// earlier ones (their names in its tooltip), or, before it plays, as many small backs as it will draw.
const TILE_H = 46, TILE_MIN = 170, TILE_MAX = 420, CHIP_H = 18, CHIP_Y = 24, BACK_W = 10, MORE_W = 34;
/** @param {string} name */
const chipW = (name) => widthOf(name, SMALL, true) + 12;

/** What one action of a Civbot card did, in a few words. @param {BoardContext} ctx @param {View} view @param {CivbotDid} d */
function didText(ctx, view, d) {
  const where = nm(ctx, "territory", d.territory ?? "");
  const what = (() => {
    switch (d.outcome) {
      case "level": return conditionText(d.track ?? "", { n: d.level });
      case "beyond": return p_("historia", "beyond level 16");
      case "wonder": return p_("historia", "takes {wonder}", { wonder: nm(ctx, "wonder", d.wonder ?? "") });
      case "war": return p_("historia", "beats {civ} in {territory}", { civ: civName(ctx, view.civs[d.on ?? -1] ?? /** @type {Civ} */ ({})), territory: where });
      case "expansion": return p_("historia", "to {territory}", { territory: where });
      case "event": return p_("historia", "stopped by the event");
      default: break;
    }
    // §8.3 what leaves an action without effect
    switch (d.action) {
      case "arts": return p_("historia", "no wonder left");
      case "war": return p_("historia", "no war it would win");
      case "expansion": return p_("historia", "no cube or territory");
      default: return p_("historia", "nothing to do");
    }
  })();
  return d.vp ? `${what} ${p_("historia", "+{n} VP", { n: d.vp })}` : what;
}

/**
 * What a Civbot card did, in its tooltip: its actions, then each action's outcome (§8.2).
 * @param {BoardContext} ctx @param {View} view @param {CivbotPlay} play
 */
function playTip(ctx, view, play) {
  const name = play.actions.map((a) => nm(ctx, "action", a)).join(" + ");
  return [p_("historia", "Civbot card {n}: {actions}", { n: play.card, actions: name }),
    ...play.did.map((d) => `${nm(ctx, "action", d.action)}: ${didText(ctx, view, d)}`)].join("\n");
}

/**
 * A Civbot card face up, as revealed (§8.2): a chip named by its actions, `w` wide, what they did in its tooltip.
 * @param {BoardContext} ctx @param {View} view @param {Civ} civ @param {CivbotPlay} play @param {number} x @param {number} w
 */
function civbotPlay(ctx, view, civ, play, x, w) {
  const name = play.actions.map((a) => nm(ctx, "action", a)).join(" + ");
  return s("g", { class: "hx-hand-card hx-civbot-play", transform: `translate(${x} ${CHIP_Y})`, dataset: { tip: playTip(ctx, view, play), card: play.card, civ: civ.civ } },
    s("rect", { x: 0, y: 0, width: w, height: CHIP_H, rx: 4, class: "hx-action-card" }),
    s("text", { x: 6, y: 14, class: "hx-card-name hx-chip-name", "data-fit": w - 12 }, cut(name, Math.floor((w - 12) / (SMALL * 0.62)))));
}

/**
 * A Civbot's cards of the round on its tile's second line, `room` wide: the latest that fit, in the order played,
 * after a "+n" chip for the earlier ones; before it plays, its face-down backs.
 * @param {BoardContext} ctx @param {View} view @param {Civ} civ @param {number} room
 */
function civbotCards(ctx, view, civ, room) {
  const played = civ.played ?? [], n = CIVBOT_CARDS[civ.civbot ?? ""] ?? 0;
  if (!played.length) {
    if (!n) return [];
    // Before its first end of round: only how many cards it will draw, face down (§8.2).
    return [s("g", { class: "hx-civbot-backs", transform: `translate(0 ${CHIP_Y})`,
      dataset: { civ: civ.civ, tip: np_("historia", "It reveals {n} Civbot card at the end of the round (§8.2).", "It reveals {n} Civbot cards at the end of the round (§8.2).", n) } },
    Array.from({ length: n }, (_, i) => s("g", { transform: `translate(${i * (BACK_W + 3)} 0)` },
      s("rect", { x: 0, y: 0, width: BACK_W, height: CHIP_H, rx: 2, class: "hx-civbot-back" }),
      s("path", { d: `M${BACK_W / 2} ${CHIP_H / 2 - 5}l4 5l-4 5l-4-5z`, class: "hx-civbot-back-mark" }))))];
  }
  const widths = played.map((play) => chipW(play.actions.map((a) => nm(ctx, "action", a)).join(" + ")));
  // The latest cards that fit, keeping room for the "+n" chip when some are left out; the latest always shows.
  let shown = 0, used = 0;
  while (shown < played.length) {
    const w = widths[played.length - 1 - shown], more = shown + 1 < played.length ? MORE_W + 4 : 0;
    if (shown > 0 && used + w + more > room) break;
    used += w + 4;
    shown += 1;
  }
  const earlier = played.slice(0, played.length - shown), parts = [];
  let x = 0;
  if (earlier.length) {
    parts.push(s("g", { class: "hx-civbot-more", transform: `translate(0 ${CHIP_Y})`, dataset: { civ: civ.civ, tip: earlier.map((play) => playTip(ctx, view, play)).join("\n\n") } },
      s("rect", { x: 0, y: 0, width: MORE_W, height: CHIP_H, rx: 4, class: "hx-civbot-more-box" }),
      s("text", { x: MORE_W / 2, y: 14, class: "hx-bold hx-mid" }, `+${earlier.length}`)));
    x = MORE_W + 4;
  }
  played.slice(earlier.length).forEach((play, i) => {
    const w = Math.min(widths[earlier.length + i], room - x);
    parts.push(civbotPlay(ctx, view, civ, play, x, w));
    x += w + 4;
  });
  return parts;
}

/** @param {BoardContext} ctx @param {View} view @param {number} width */
export function civbots(ctx, view, width) {
  const bots = view.civs.filter((c) => c.seat === null);
  if (!bots.length) return null;
  const gap = 8, cols = Math.max(1, Math.min(bots.length, Math.floor((width + gap) / (TILE_MIN + gap))));
  const tw = Math.min(TILE_MAX, Math.floor((width - gap * (cols - 1)) / cols));
  const at = view.civbots_played_at;
  // §8.2 the Civbots play at the end of the round; what they played stays in sight through the next round.
  const when = at ? p_("historia", "cards played at the end of round {round} of era {era}", { round: at.round, era: "I".repeat(at.era) })
    : p_("historia", "they play their cards at the end of the round");
  const g = s("g", { class: "hx-civbots" });
  bots.forEach((civ, i) => {
    const level = nm(ctx, "level", civ.civbot ?? "");
    const n = CIVBOT_CARDS[civ.civbot ?? ""] ?? 0;
    const tip = [p_("historia", "{civ}, a Civbot at {level} level: it plays {n} Civbot cards a round (§8); its wonders score as VP.", { civ: civName(ctx, civ), level, n: n || "?" }),
      `${p_("historia", "Technology")} ${civ.tech} · ${p_("historia", "Army")} ${civ.military} · ${nm(ctx, "government", civ.government_id, civ.government)}`,
      `${civ.cubes.supply} ${p_("historia", "available")} · ${civ.cubes.map} ${p_("historia", "on map")} · ${civ.wonders.length} ${p_("historia", "Wonders").toLowerCase()}`,
      when].join("\n");
    const vp = `${civ.vp} ${p_("historia", "VP")}`, nameW = tw - 30 - widthOf(vp, SMALL, true) - 8;
    const x = (i % cols) * (tw + gap), y = Math.floor(i / cols) * (TILE_H + gap);
    g.append(s("g", { transform: `translate(${x} ${y})` },
      s("rect", { x: 0, y: 0, width: tw, height: TILE_H, rx: 6, class: "hx-civbot-card", style: `stroke:${colour(civ.colour)}` }),
      // Its first line is the civilization's place (its tooltip, and the place to click where it is chosen).
      s("g", { class: "hx-civbot", dataset: { target: civ.target, tip } },
        s("rect", { x: 1, y: 1, width: tw - 2, height: CHIP_Y - 3, rx: 5, class: "hx-civbot-head hit" }),
        piece(civ, 13, 11, 14, "cube"),
        s("text", { x: 25, y: 16, "data-fit": nameW }, s("tspan", { class: "hx-bold" }, cut(civName(ctx, civ), Math.floor(nameW / (SMALL * 0.62)))),
          ` · ${cut(level, Math.max(1, Math.floor((nameW - widthOf(civName(ctx, civ), SMALL, true)) / (SMALL * 0.56)) - 3))}`),
        s("text", { x: tw - 7, y: 16, class: "hx-vp hx-end" }, vp)),
      s("g", { transform: "translate(5 0)" }, civbotCards(ctx, view, civ, tw - 10))));
  });
  const rows = Math.ceil(bots.length / cols);
  return section(g, cols * (tw + gap) - gap, rows * (TILE_H + gap) - gap);
}
