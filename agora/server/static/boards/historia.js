// Historia's table, drawn from the view only: the map of territories with cubes,
// the progress matrix with markers, government zones and goals, the wonder row,
// each civilization's mat, and the reader's own hand. A place a legal action code
// names is highlighted; clicking it sends that code (or narrows the action bar
// when several codes name it). Values the Agora edition designed carry a ✦ mark.
"use strict";
(() => {
  const { s, title, keyboard, clickable } = Svg;
  const MARK = "✦";
  // Display colours for the colour names the data uses (anything else is passed to SVG as is).
  const COLOURS = { red: "#c0392b", purple: "#7d3c98", blue: "#2f6db5", green: "#2e8b57", yellow: "#d4a017",
    black: "#333", white: "#f4f4f4", orange: "#e67e22", brown: "#8d6e4a", cyan: "#3bb5c0" };
  const ZONE_FILL = { white: "#f7f5ef", yellow: "#f6e79a", orange: "#f5c48a", green: "#a9d8a9", blue: "#a9c6ec",
    purple: "#c9b3e3", red: "#eeaaaa", cyan: "#a9e6e8", brown: "#cfb49a" };

  const STRINGS = {
    en: {
      map: "Map", matrix: "Progress matrix", wonderRow: "Wonder row", civs: "Civilizations", hand: "Your hand",
      tech: "Tech", army: "Army", vp: "VP", tile: "tile", empty: "empty", decks: "Wonder decks (eras I–III)",
      era: "era", mark: "Agora edition: a designed value, not the printed one", legend: "Agora edition (designed value)",
      government: "Government", maxCards: "cards per round", supply: "cubes in front", used: "used cubes",
      onMap: "cubes on the map", token: "on the Governance token", general: "in the general supply",
      discard: "Discard row", wonders: "Wonders", leader: "Leader", advisors: "advisors in hand",
      handCount: "action cards in hand", advisorDeck: "advisor deck", faceDown: "face down", faceUp: "face up",
      ready: "ready", choosing: "choosing", selected: "selected", revealed: "Revealed", turned: "turned",
      yourAdvisors: "Your advisors", advisorsOffered: "Advisors to choose from", leadersOffered: "Leaders offered", laterLeaders: "Leaders for later eras",
      event: "Event in force", nextEvent: "Next event", goal: "Civilization goal", goalToPlace: "Goal to place",
      kind_action: "on action", kind_majority: "majority in", kind_destroy: "destroy at", on: "on", civbot: "Civbot",
      phase: "Phase", round: "round", actionRound: "action round", turnOrder: "Turn order", marker: "marker",
      zone: "zone", bonus: "bonus", exclusive: "exclusive", noBonus: "no bonus", at: "at", leaderNone: "none yet",
      conditions: "scores", atLeast: "at least", task: "Now", cube: "cube", governance: "Governance token", hiddenLeaders: "face down", revolutionPlayed: "Revolution played: last action round",
      short_supply: "in front", short_used: "used", short_onMap: "on map", short_token: "token", short_general: "supply",
      b_vp: "VP", b_cubes: "cubes back", b_cube: "cube back", b_card_back: "card back", b_cards: "cards back",
      b_advisor: "new advisor", b_action: "+1 card per round", b_tech: "tech level", b_military: "army level",
      b_tourism: "basic Tourism", b_card: "gains the card", b_pay_cubes: "cubes to pay",
      e_technology: "Raise your tech level on the progress matrix",
      e_army: "Raise your army level on the progress matrix",
      e_arts: "Pay 1 cube (advanced: 3) to take a wonder from the row",
      e_exploit: "Take 2 cubes back (advanced: 4, for 1 VP)",
      e_expansion: "Put a cube in a territory you can reach",
      e_trade: "An adjacent civilization with a higher tech scores 2 VP (advanced: 1); you gain a level",
      e_raid: "Against an adjacent civilization with a lower army: 1 VP and 1 cube back (advanced: 2 and 2)",
      e_war: "In a shared territory the higher army scores 2 VP (advanced: 4) and the loser's cube leaves",
      e_tourism: "1 VP per 4 wonders (advanced: per 3)",
      e_revolution: "Ends the round; take back your latest card and one of your choice (needs 3 in the discard row)",
      m_tech: "tech", m_military: "army", m_wonders: "wonders", m_territories: "territories", m_sole: "sole",
      t_pick: "choosing the next revealed card", t_mode: "basic or advanced action", t_arts: "Arts: taking a wonder",
      t_exploit: "Exploit: taking cubes back", t_expansion: "Expansion: choosing a territory",
      t_trade: "Trade: choosing a partner", t_war: "War: choosing a target", t_revolution: "Revolution: taking cards back",
      t_wonder: "activating wonders", t_destroy: "destroying a wonder", t_advisor: "choosing an advisor",
      t_governance: "using the Governance token?",
      g_available: "available", g_used: "used", g_active: "active",
    },
    el: {
      map: "Χάρτης", matrix: "Πίνακας προόδου", wonderRow: "Σειρά θαυμάτων", civs: "Πολιτισμοί", hand: "Το χέρι σου",
      tech: "Τεχνολογία", army: "Στρατός", vp: "ΠΝ", tile: "πλακίδιο", empty: "άδειο",
      decks: "Τράπουλες θαυμάτων (εποχές I–III)", era: "εποχή",
      mark: "Έκδοση Agora: σχεδιασμένη τιμή, όχι η τυπωμένη", legend: "Έκδοση Agora (σχεδιασμένη τιμή)",
      government: "Πολίτευμα", maxCards: "κάρτες ανά γύρο", supply: "κύβοι μπροστά σου", used: "χρησιμοποιημένοι κύβοι",
      onMap: "κύβοι στον χάρτη", token: "στον δείκτη Διοίκησης", general: "στο γενικό απόθεμα",
      discard: "Σειρά απόρριψης", wonders: "Θαύματα", leader: "Ηγέτης", advisors: "σύμβουλοι στο χέρι",
      handCount: "κάρτες δράσης στο χέρι", advisorDeck: "τράπουλα συμβούλων", faceDown: "κλειστές", faceUp: "ανοιχτές",
      ready: "έτοιμος", choosing: "επιλέγει", selected: "επιλεγμένες", revealed: "Αποκαλύφθηκαν", turned: "γυρισμένο",
      yourAdvisors: "Οι σύμβουλοί σου", advisorsOffered: "Σύμβουλοι για επιλογή", leadersOffered: "Προσφερόμενοι ηγέτες", laterLeaders: "Ηγέτες επόμενων εποχών",
      event: "Γεγονός σε ισχύ", nextEvent: "Επόμενο γεγονός", goal: "Στόχος πολιτισμού", goalToPlace: "Στόχος προς τοποθέτηση",
      kind_action: "δράση", kind_majority: "πλειοψηφία", kind_destroy: "καταστροφή στο", on: "σε", civbot: "Ρομπότ",
      phase: "Φάση", round: "γύρος", actionRound: "γύρος δράσεων", turnOrder: "Σειρά παιχνιδιού", marker: "δείκτης",
      zone: "ζώνη", bonus: "μπόνους", exclusive: "αποκλειστικό", noBonus: "χωρίς μπόνους", at: "στο", leaderNone: "κανένας ακόμη",
      conditions: "βαθμολογεί", atLeast: "τουλάχιστον", task: "Τώρα", cube: "κύβος", governance: "Δείκτης Διοίκησης", hiddenLeaders: "κλειστοί", revolutionPlayed: "Παίχτηκε Επανάσταση: τελευταίος γύρος δράσεων",
      "p_leader draft": "επιλογή ηγετών", "p_starting cubes": "αρχικοί κύβοι", "p_card selection": "επιλογή καρτών",
      p_resolution: "εκτέλεση", "p_game over": "τέλος παιχνιδιού", "p_civilization goals": "στόχοι πολιτισμών",
      "p_advisor choice": "επιλογή συμβούλου",
      short_supply: "μπροστά", short_used: "χρησιμοπ.", short_onMap: "χάρτης", short_token: "δείκτης", short_general: "απόθεμα",
      b_vp: "ΠΝ", b_cubes: "κύβοι πίσω", b_cube: "κύβος πίσω", b_card_back: "κάρτα πίσω", b_cards: "κάρτες πίσω",
      b_advisor: "νέος σύμβουλος", b_action: "+1 κάρτα ανά γύρο", b_tech: "επίπεδο τεχνολογίας", b_military: "επίπεδο στρατού",
      b_tourism: "βασικός Τουρισμός", b_card: "παίρνει την κάρτα", b_pay_cubes: "κύβοι πληρωμής",
      e_technology: "Ανέβασε το επίπεδο τεχνολογίας σου στον πίνακα προόδου",
      e_army: "Ανέβασε το επίπεδο στρατού σου στον πίνακα προόδου",
      e_arts: "Πλήρωσε 1 κύβο (προχωρημένη: 3) για ένα θαύμα από τη σειρά",
      e_exploit: "Πάρε πίσω 2 κύβους (προχωρημένη: 4, με 1 ΠΝ)",
      e_expansion: "Βάλε έναν κύβο σε περιοχή που φτάνεις",
      e_trade: "Γειτονικός πολιτισμός με ανώτερη τεχνολογία κερδίζει 2 ΠΝ (προχωρημένη: 1)· εσύ κερδίζεις ένα επίπεδο",
      e_raid: "Κατά γειτονικού πολιτισμού με μικρότερο στρατό: 1 ΠΝ και 1 κύβος πίσω (προχωρημένη: 2 και 2)",
      e_war: "Σε κοινή περιοχή ο ισχυρότερος στρατός κερδίζει 2 ΠΝ (προχωρημένη: 4) και ο κύβος του ηττημένου φεύγει",
      e_tourism: "1 ΠΝ ανά 4 θαύματα (προχωρημένη: ανά 3)",
      e_revolution: "Τελειώνει τον γύρο· πάρε πίσω την τελευταία σου κάρτα και μία της επιλογής σου (θέλει 3 στη σειρά απόρριψης)",
      m_tech: "τεχνολογία", m_military: "στρατός", m_wonders: "θαύματα", m_territories: "περιοχές", m_sole: "μοναδικός",
      t_pick: "επιλογή της επόμενης αποκαλυμμένης κάρτας", t_mode: "βασική ή προχωρημένη ενέργεια",
      t_arts: "Τέχνες: επιλογή Θαύματος", t_exploit: "Εκμετάλλευση: ανάκτηση κύβων Δύναμης",
      t_expansion: "Επέκταση: επιλογή περιοχής", t_trade: "Εμπόριο: επιλογή Πολιτισμού", t_war: "Πόλεμος: επιλογή στόχου",
      t_revolution: "Επανάσταση: ανάκτηση καρτών", t_wonder: "ενεργοποίηση Θαυμάτων", t_destroy: "καταστροφή Θαύματος",
      t_advisor: "επιλογή Συμβούλου", t_governance: "χρήση του δείκτη Διοίκησης;",
      g_available: "διαθέσιμος", g_used: "χρησιμοποιήθηκε", g_active: "ενεργός",
    },
  };
  const tr = (key) => STRINGS[I18N.lang]?.[key] ?? STRINGS.en[key] ?? humanize(key);
  // The drawing context of the board being drawn: its `name` gives components' names in the reader's language.
  let drawing = null;
  // A component by group and id; where the name table lacks it, `fallback` (the view's own name) or the id, readably.
  const nm = (group, id, fallback) => drawing.name(group, id, fallback ?? humanize(id).replace(/\b\w/g, (c) => c.toUpperCase()));
  // A card of a hand: an action card, else an advisor.
  const cardName = (id) => nm("action", id, nm("advisor", id));
  const civName = (civ) => nm("civilization", civ.civilization_id, civ.civilization);
  const civbotLevel = (civ) => nm("level", civ.civbot, civ.civbot);
  // A Governance token's state as the view gives it: "available", "used" or "active <power>".
  const governanceState = (state) => {
    const [word, power] = state.split(" ");
    return power ? `${tr(`g_${word}`)}: ${nm("power", power, power)}` : tr(`g_${word}`);
  };

  const colour = (name) => COLOURS[name] ?? name;

  function bonusText(bonus) {
    const parts = Object.entries(bonus ?? {}).map(([k, v]) => (k === "card" ? `${tr("b_card")} ${cardName(v)}`
      : k === "vp" ? `${v} ${tr("vp")}` : `${tr(`b_${k}`)} ×${v}`));
    return parts.join(", ") || tr("noBonus");
  }

  // The data's "designed" table: group -> field -> "all" | [ids] | {all_but: [ids]}.
  function designed(view, group, field, id) {
    const which = view.board.designed?.[group]?.[field];
    if (!which) return false;
    if (which === "all") return true;
    if (Array.isArray(which)) return which.includes(String(id));
    return Array.isArray(which.all_but) && !which.all_but.includes(String(id));
  }
  const anyDesigned = (view, group, fields, id) => fields.some((f) => designed(view, group, f, id));
  const svgMark = (x, y) => s("text", { x, y, class: "edition-mark", "font-size": 9 }, MARK, title(tr("mark")));
  const htmlMark = () => h("span", { class: "edition-mark", title: tr("mark") }, MARK);
  const withMark = (text, on) => (on ? `${text} (${tr("legend")})` : text);

  // The legal codes naming `id` whose verb is one of `verbs`.
  const named = (ctx, id, verbs) => (ctx.clickable.get(id) ?? []).filter((code) => verbs.includes(code.split(" ")[0]));
  const exact = (ctx, code) => ctx.legal.filter((a) => a.code === code).map((a) => a.code);

  // A deterministic spring layout of the territories from their adjacency (the view gives no
  // positions): start on a circle in the view's order, then let edges pull and nodes push.
  const layouts = new Map();
  function layout(territories) {
    const key = territories.map((t) => t.id).join(",");
    if (layouts.has(key)) return layouts.get(key);
    const n = territories.length;
    const index = new Map(territories.map((t, i) => [t.id, i]));
    const edges = [];
    territories.forEach((t, i) => t.adjacent.forEach((id) => { const j = index.get(id); if (j > i) edges.push([i, j]); }));
    const p = territories.map((_, i) => [Math.cos((2 * Math.PI * i) / n), Math.sin((2 * Math.PI * i) / n)]);
    const k = 1.6 / Math.sqrt(n);
    for (let step = 0; step < 500; step++) {
      const d = p.map(() => [0, 0]);
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
        const dx = p[i][0] - p[j][0], dy = p[i][1] - p[j][1], dist = Math.hypot(dx, dy) || 1e-3;
        const f = (k * k) / dist / dist;
        d[i][0] += dx * f; d[i][1] += dy * f; d[j][0] -= dx * f; d[j][1] -= dy * f;
      }
      for (const [i, j] of edges) {
        const dx = p[i][0] - p[j][0], dy = p[i][1] - p[j][1], dist = Math.hypot(dx, dy) || 1e-3;
        const f = dist / k;
        d[i][0] -= dx * f; d[i][1] -= dy * f; d[j][0] += dx * f; d[j][1] += dy * f;
      }
      const cap = 0.1 * (1 - step / 500) + 0.002;
      p.forEach((q, i) => {
        const len = Math.hypot(d[i][0], d[i][1]) || 1;
        q[0] += (d[i][0] / len) * Math.min(len, cap);
        q[1] += (d[i][1] / len) * Math.min(len, cap);
      });
    }
    const xs = p.map((q) => q[0]), ys = p.map((q) => q[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const px = p.map((q) => [50 + ((q[0] - x0) / (x1 - x0 || 1)) * 370, 60 + ((q[1] - y0) / (y1 - y0 || 1)) * 330]);
    // Springs keep neighbours close but may still overlap discs: push overlapping pairs apart.
    for (let round = 0; round < 60; round++) {
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
        const dx = px[j][0] - px[i][0], dy = px[j][1] - px[i][1], dist = Math.hypot(dx, dy) || 1e-3;
        if (dist >= 70) continue;
        const push = (70 - dist) / 2;
        px[i][0] -= (dx / dist) * push; px[i][1] -= (dy / dist) * push;
        px[j][0] += (dx / dist) * push; px[j][1] += (dy / dist) * push;
      }
      px.forEach((q) => { q[0] = Math.min(420, Math.max(40, q[0])); q[1] = Math.min(410, Math.max(55, q[1])); });
    }
    const at = new Map(territories.map((t, i) => [t.id, { x: px[i][0], y: px[i][1] }]));
    layouts.set(key, at);
    return at;
  }

  function drawMap(view, ctx, civColour, civLabel) {
    const g = s("g", { class: "hx-map" }, s("text", { x: 10, y: 20, class: "hx-heading" }, tr("map")));
    const at = layout(view.board.territories);
    const seen = new Set();
    for (const t of view.board.territories) {
      for (const id of t.adjacent) {
        const pair = [t.id, id].sort().join("-");
        if (seen.has(pair) || !at.has(id)) continue;
        seen.add(pair);
        const a = at.get(t.id), b = at.get(id);
        g.append(s("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: "#a89880", "stroke-width": 1.5, "stroke-dasharray": "4 3" }));
      }
    }
    const state = new Map(view.map.map((m) => [m.id, m]));
    for (const t of view.board.territories) {
      const { x, y } = at.get(t.id);
      const m = state.get(t.id) ?? { civs: [], tile: 0, tile_vp: 0 };
      const nameMark = designed(view, "territories", "name", t.id);
      const vpMark = designed(view, "tiles", "vp", m.tile);
      const who = m.civs.map(civLabel).join(", ") || tr("empty");
      const tname = nm("territory", t.id, t.name);
      const group = s("g", { class: "hx-territory", "data-territory": t.id },
        title(`${withMark(tname, nameMark)} — ${tr("tile")} ${m.tile}: ${withMark(`${m.tile_vp} ${tr("vp")}`, vpMark)} — ${who}`),
        s("circle", { cx: x, cy: y, r: 30, fill: "#efe3c4", stroke: "#6b5a3e", "stroke-width": 1.2, class: "hit" }));
      const words = tname.split(" ");
      const lines = words.length > 1 && tname.length > 10 ? [words.slice(0, -1).join(" "), words.at(-1)] : [tname];
      lines.forEach((line, i) => group.append(s("text", { x, y: y - 10 + i * 11 - (lines.length - 1) * 4, class: "hx-tname" }, line)));
      if (nameMark) group.append(svgMark(x + 24, y - 20));
      group.append(s("text", { x, y: y + 10, class: "hx-small" }, `${m.tile_vp} ${tr("vp")}`));
      if (vpMark) group.append(svgMark(x + 14, y + 12));
      m.civs.forEach((c, i) => group.append(s("rect", {
        x: x - m.civs.length * 5 + i * 10, y: y + 14, width: 8, height: 8, fill: civColour(c), stroke: "#222",
        "stroke-width": 0.6, "data-cube": c }, title(`${tr("cube")}: ${civLabel(c)}`))));
      clickable(group, t.id, named(ctx, t.id, ["to", "start", "from", "attack"]), ctx);
      g.append(group);
    }
    return g;
  }

  function drawMatrix(view, ctx, civColour, civLabel, ox, oy) {
    const M = view.board.matrix, size = M.size, cell = 22;
    const g = s("g", { class: "hx-matrix", transform: `translate(${ox} ${oy})` },
      s("text", { x: 0, y: -6, class: "hx-heading" }, tr("matrix")));
    if (designed(view, "matrix", "cells", 0)) g.children[0].append(" ", s("tspan", { class: "edition-mark" }, MARK, title(tr("mark"))));
    const left = 30, top = 8, gov = M.governments;
    const cx = (tech) => left + (tech - 1) * cell, cy = (mil) => top + (size - mil) * cell;
    for (let tech = 1; tech <= size; tech++) {
      for (let mil = 1; mil <= size; mil++) {
        const z = M.zones[tech - 1]?.[mil - 1];
        if (z === undefined || z < 0) continue;
        const gz = gov[z];
        g.append(s("rect", { x: cx(tech), y: cy(mil), width: cell, height: cell, fill: ZONE_FILL[gz.colour] ?? "#eee",
          stroke: "#fff", "stroke-width": 1, "data-zone": gz.id },
          title(`${tr("tech")} ${tech}, ${tr("army")} ${mil}: ${nm("government", gz.id, gz.name)} (${bonusText(gz.bonus)})`)));
      }
    }
    // Column heads are tech levels, row heads army levels; a goal code names them.
    M.tech_levels.forEach(({ level, name: printed, bonus }) => {
      const name = nm("tech", String(level), printed);
      const marked = anyDesigned(view, "tech_levels", ["name", "bonus"], level);
      const head = s("g", { class: "hx-level", "data-tech": level },
        title(withMark(`${tr("tech")} ${level}: ${name} — ${bonusText(bonus)}`, marked)),
        s("rect", { x: cx(level), y: top + size * cell + 2, width: cell, height: 16, fill: "#f4ecd8", class: "hit" }),
        s("text", { x: cx(level) + cell / 2, y: top + size * cell + 14, class: "hx-small" }, level));
      if (marked) head.append(svgMark(cx(level) + cell - 7, top + size * cell + 26));
      g.append(clickable(head, `tech-${level}`, exact(ctx, `goal tech ${level}`), ctx));
    });
    // When every army level is designed, one mark on the axis says so instead of sixteen.
    const allArmy = view.board.designed?.military_levels?.bonus === "all";
    M.military_levels.forEach(({ level, bonus }) => {
      const marked = designed(view, "military_levels", "bonus", level);
      const head = s("g", { class: "hx-level", "data-military": level },
        title(withMark(`${tr("army")} ${level} — ${bonusText(bonus)}`, marked)),
        s("rect", { x: left - 26, y: cy(level), width: 24, height: cell, fill: "#f4ecd8", class: "hit" }),
        s("text", { x: left - 14, y: cy(level) + 15, class: "hx-small" }, level));
      if (marked && !allArmy) head.append(svgMark(left - 30, cy(level) + 9));
      g.append(clickable(head, `military-${level}`, exact(ctx, `goal military ${level}`), ctx));
    });
    g.append(s("text", { x: left + (size * cell) / 2, y: top + size * cell + 40, class: "hx-small" }, `${tr("tech")} →`));
    g.append(s("text", { x: left - 14, y: top - 0, class: "hx-small" }, `${tr("army")} ↑`, allArmy ? s("tspan", { class: "edition-mark" }, ` ${MARK}`, title(tr("mark"))) : null));
    for (const goal of view.goals) {
      const x = cx(goal.tech) + cell / 2, y = cy(goal.military) + cell / 2;
      g.append(s("path", { d: `M${x} ${y - 8} l8 8 l-8 8 l-8 -8 z`, fill: "#fff8d0", stroke: "#7a5c00", "data-goal": goal.id },
        title(withMark(`${tr("goal")} (${tr("tech")} ${goal.tech}, ${tr("army")} ${goal.military}): ${bonusText(goal.bonus)}`,
          anyDesigned(view, "goals", ["bonus"], goal.id)))));
    }
    // Markers on one cell sit side by side.
    const stacks = new Map();
    view.markers.forEach(([tech, mil], c) => {
      const key = `${tech},${mil}`;
      const i = stacks.get(key) ?? 0;
      stacks.set(key, i + 1);
      if (tech < 1 || mil < 1) return;
      g.append(s("circle", { cx: cx(tech) + 6 + (i % 3) * 5, cy: cy(mil) + 7 + Math.floor(i / 3) * 8, r: 4.5,
        fill: civColour(c), stroke: "#111", "stroke-width": 0.8, "data-marker": c },
        title(`${civLabel(c)}: ${tr("tech")} ${tech}, ${tr("army")} ${mil}`)));
    });
    // The government legend.
    gov.forEach((gz, i) => {
      const marked = anyDesigned(view, "governments", ["bonus", "colour"], gz.id);
      const y = top + size * cell + 52 + Math.floor(i / 2) * 16, x = (i % 2) * 200;
      const item = s("g", { class: "hx-gov", "data-government": gz.id },
        title(withMark(`${tr("government")} ${nm("government", gz.id, gz.name)}: ${bonusText(gz.bonus)}`, marked)),
        s("rect", { x, y: y - 10, width: 12, height: 12, fill: ZONE_FILL[gz.colour] ?? "#eee", stroke: "#888" }),
        s("text", { x: x + 16, y, class: "hx-left" }, `${nm("government", gz.id, gz.name)} · ${bonusText(gz.bonus)}`));
      if (marked) item.append(svgMark(x + 6, y));
      g.append(item);
    });
    return g;
  }

  function drawWonders(view, ctx, oy) {
    const g = s("g", { class: "hx-wonders", transform: `translate(10 ${oy})` },
      s("text", { x: 0, y: 0, class: "hx-heading" }, tr("wonderRow")),
      s("text", { x: 140, y: 0, class: "hx-left hx-small-left" }, `${tr("decks")}: ${view.wonder_decks.join(" / ")}`));
    view.wonder_row.forEach((id, i) => g.append(wonderCard(view, id, ctx, i * 166, 10)));
    return g;
  }

  const wonderOn = (w) => (w.kind === "action" ? cardName(w.on) : w.kind === "majority" ? tr(`m_${w.on}`) : w.on);
  function wonderDescription(view, w) {
    return `${tr(`kind_${w.kind}`)} ${wonderOn(w)} → ${bonusText(w.bonus)}${w.exclusive ? ` (${tr("exclusive")})` : ""}`;
  }

  function wonderCard(view, id, ctx, x, y) {
    const w = view.wonders[id];
    if (!w) return null;
    const name = nm("wonder", id, w.name);
    const marked = anyDesigned(view, "wonders", ["name", "bonus", "era", "kind", "on", "exclusive"], id);
    const card = s("g", { class: "hx-wonder", "data-wonder": id },
      title(withMark(`${name} (${tr("era")} ${w.era}): ${wonderDescription(view, w)}`, marked)),
      s("rect", { x, y, width: 160, height: 58, rx: 5, fill: "#fbf4dc", stroke: "#8a6d3b", class: "hit" }),
      s("text", { x: x + 6, y: y + 16, class: "hx-left hx-bold" }, name.length > 23 ? `${name.slice(0, 22)}…` : name),
      s("text", { x: x + 6, y: y + 32, class: "hx-left" }, `${tr("era")} ${"I".repeat(w.era)} · ${tr(`kind_${w.kind}`)} ${wonderOn(w)}`),
      s("text", { x: x + 6, y: y + 48, class: "hx-left" }, bonusText(w.bonus)));
    if (marked) card.append(svgMark(x + 150, y + 14));
    return clickable(card, id, named(ctx, id, ["take", "activate", "destroy"]), ctx);
  }

  // One card of a civ's discard row or of the reader's hand: an HTML chip with a tooltip.
  function actionChip(id, codes, ctx, extra = "") {
    const chip = h("span", { class: "hx-card", title: `${cardName(id)}: ${tr(`e_${id}`)}${extra}`, dataset: { card: id } }, cardName(id));
    return clickable(chip, id, codes, ctx);
  }

  function civMat(view, civ, ctx, civLabel) {
    const techName = nm("tech", String(civ.tech), civ.tech_name);
    const you = ctx.seat !== null && civ.seat === ctx.seat;
    const cubes = civ.cubes;
    const cubeIcons = [["supply", cubes.supply], ["used", cubes.used], ["onMap", cubes.map], ["token", cubes.token], ["general", cubes.general]]
      .filter(([, n]) => n || n === 0)
      .map(([k, n]) => clickable(h("span", { class: `hx-cubes hx-${k}`, title: `${n} ${tr(k)}` },
        h("i", { class: "cube", style: `background:${colour(civ.colour)}` }), ` ${n} `, h("span", { class: "muted" }, tr(`short_${k}`))),
      // "from pool" takes a cube back from the used pool: the used cubes are its place.
      `used-${civ.civ}`, you && k === "used" ? exact(ctx, "from pool") : [], ctx));
    const parts = [
      h("div", { class: "hx-civ-head" }, h("i", { class: "cube", style: `background:${colour(civ.colour)}` }),
        h("strong", {}, civName(civ)), designed(view, "civilizations", "name", civ.civilization_id) ? htmlMark() : null,
        " ", h("span", { class: "muted" }, civ.seat === null ? `${tr("civbot")} (${civbotLevel(civ)})` : ctx.seatName(civ.seat)),
        h("span", { class: "hx-vp", title: tr("vp") }, `${civ.vp} ${tr("vp")}`)),
      h("div", {}, h("span", { title: `${tr("tech")} ${civ.tech}: ${techName}` }, `${tr("tech")} ${civ.tech} (${techName})`), " · ",
        h("span", { title: tr("army") }, `${tr("army")} ${civ.military}`), " · ",
        h("span", { title: tr("government") }, nm("government", civ.government_id, civ.government)),
        civ.max_cards ? h("span", { class: "muted" }, ` · ${tr("maxCards")}: ${civ.max_cards}`) : null),
      h("div", { class: "hx-cube-row" }, cubeIcons),
    ];
    if (civ.civbot === null) {
      parts.push(h("div", {}, h("span", { class: "muted" }, `${tr("discard")}: `),
        civ.discard_row.length ? civ.discard_row.map((id) => actionChip(id, you ? named(ctx, id, ["back"]) : [], ctx)) : "—"));
      parts.push(h("div", { class: "muted" },
        `${civ.hand_actions.length} ${tr("handCount")} · ${civ.advisors_in_hand} ${tr("advisors")} · ${tr("advisorDeck")}: `
        + `${civ.advisor_deck.face_down} ${tr("faceDown")}, ${civ.advisor_deck.face_up.map((id) => nm("advisor", id)).join(", ") || "—"}`));
      if (civ.governance) {
        parts.push(h("div", { title: `${tr("governance")}: ${civ.governance.categories.map((m) => tr(`m_${m}`)).join(", ")}` },
          `${tr("governance")}: ${governanceState(civ.governance.state)}`));
      }
      parts.push(h("div", {}, `${tr("leader")}: ${civ.leader ? nm("leader", civ.leader) : tr("leaderNone")}`,
        civ.hidden_leaders ? h("span", { class: "muted" }, ` (+${civ.hidden_leaders} ${tr("hiddenLeaders")})`) : null,
        civ.ready === null ? "" : ` · ${civ.ready ? tr("ready") : tr("choosing")} (${civ.selected} ${tr("selected")})`));
      if (civ.revealed.length) {
        parts.push(h("div", {}, `${tr("revealed")}: `, civ.revealed.map((id) => actionChip(id, you ? named(ctx, id, ["play"]) : [], ctx))));
      }
    }
    if (civ.wonders.length) {
      parts.push(h("div", {}, h("span", { class: "muted" }, `${tr("wonders")}: `), civ.wonders.map((wo) => {
        const w = view.wonders[wo.id];
        const chip = h("span", { class: `hx-card hx-wonder-chip${wo.turned ? " turned" : ""}`, dataset: { wonder: wo.id },
          title: `${nm("wonder", wo.id, w?.name)}${w ? `: ${wonderDescription(view, w)}` : ""}${wo.turned ? ` (${tr("turned")})` : ""}` },
        nm("wonder", wo.id, w?.name));
        return clickable(chip, wo.id, you ? named(ctx, wo.id, ["activate", "destroy"]) : [], ctx);
      })));
    }
    const mat = h("section", { class: `hx-civ${you ? " me" : ""}`, style: `border-color:${colour(civ.colour)}`, dataset: { civ: civ.civ } }, parts);
    return clickable(mat, `civ-${civ.civ}`, exact(ctx, `with ${civ.civ}`), ctx);
  }

  function yourHand(view, ctx) {
    const you = view.you;
    if (!you) return null;
    const box = h("section", { class: "hx-hand", id: "hx-hand" }, h("h3", {}, tr("hand")),
      h("div", {}, you.hand.map((id) => actionChip(id, named(ctx, id, ["select", "play"]), ctx)),
        you.selected.length ? h("span", { class: "muted" }, ` · ${tr("selected")}: `, you.selected.map((id) => actionChip(id, named(ctx, id, ["play"]), ctx))) : null));
    const advisorChip = (a) => {
      const marked = anyDesigned(view, "advisors", ["name", "effect"], a.id);
      const chip = h("span", { class: "hx-card advisor", dataset: { advisor: a.id }, title: withMark(`${nm("advisor", a.id, a.name)}: ${bonusText(a.effect)}`, marked) },
        nm("advisor", a.id, a.name), marked ? htmlMark() : null);
      return clickable(chip, a.id, named(ctx, a.id, ["select", "advisor", "bottom"]), ctx);
    };
    for (const [list, label] of [[you.advisors, "yourAdvisors"], [you.advisors_offered ?? [], "advisorsOffered"]]) {
      if (list.length) box.append(h("div", {}, h("span", { class: "muted" }, `${tr(label)}: `), list.map(advisorChip)));
    }
    if (you.leaders_offered) {
      box.append(h("div", {}, h("span", { class: "muted" }, `${tr("leadersOffered")}: `), you.leaders_offered.map((x) => {
        const marked = anyDesigned(view, "leaders", ["name", "conditions"], x.id);
        const conds = x.conditions.map((c) => `${tr(`m_${c.what}`)} ≥ ${c.at_least} → ${c.vp} ${tr("vp")}`).join("; ");
        const chip = h("span", { class: "hx-card leader", dataset: { leader: x.id }, title: withMark(`${nm("leader", x.id, x.name)}: ${conds}`, marked) },
          nm("leader", x.id, x.name), marked ? htmlMark() : null);
        return clickable(chip, x.id, named(ctx, x.id, ["leader"]), ctx);
      })));
    }
    if (you.later_leaders) box.append(h("div", { class: "muted" }, `${tr("laterLeaders")}: ${you.later_leaders.map((id) => nm("leader", id)).join(", ")}`));
    return box;
  }

  // The task's seat is a civ index of a player (Civbots take no tasks).
  const civLabelOf = (view, seat) => (view.civs[seat] ? civName(view.civs[seat]) : `#${seat}`);

  function eventLine(view) {
    const parts = [];
    for (const [key, label] of [["event", "event"], ["next_event", "nextEvent"]]) {
      const e = view[key];
      if (!e) continue;
      const marked = anyDesigned(view, "events", ["name", "effect", "on"], e.id);
      parts.push(h("span", { class: "hx-event", title: withMark(`${nm("event", e.id, e.name)}: ${tr("on")} ${e.on === "any" ? "—" : cardName(e.on)} → ${bonusText(e.effect)}`, marked) },
        `${tr(label)}: ${nm("event", e.id, e.name)}`, marked ? htmlMark() : null), " ");
    }
    if (view.task) parts.push(h("span", { class: "hx-event" }, `${tr("task")}: ${civLabelOf(view, view.task.seat)} · ${tr(`t_${view.task.kind}`)}`), " ");
    if (view.revolution_played) parts.push(h("span", { class: "hx-event" }, tr("revolutionPlayed")), " ");
    if (view.goal_to_place) {
      parts.push(h("span", { class: "hx-event" }, `${tr("goalToPlace")}: ${bonusText(view.goal_to_place.bonus)}`));
    }
    return parts.length ? h("div", { class: "hx-events" }, parts) : null;
  }

  Boards.historia = (view, ctx) => {
    drawing = ctx;
    const civs = view.civs;
    const civColour = (c) => colour(civs[c]?.colour ?? "#888");
    const civLabel = (c) => {
      const civ = civs[c];
      if (!civ) return `#${c}`;
      return civ.seat === null ? `${civName(civ)} (${tr("civbot")}, ${civbotLevel(civ)})` : `${civName(civ)} · ${ctx.seatName(civ.seat)}`;
    };
    const svg = s("svg", { class: "board wide hx-board", viewBox: "0 0 860 600", role: "img", "aria-label": "Historia" });
    svg.append(s("rect", { x: 0, y: 0, width: 860, height: 600, rx: 6, fill: "#f8f0dc" }));
    svg.append(drawMap(view, ctx, civColour, civLabel));
    svg.append(drawMatrix(view, ctx, civColour, civLabel, 460, 24));
    svg.append(drawWonders(view, ctx, 520));
    const head = h("div", { class: "hx-top" },
      h("span", {}, `${tr("era")} ${view.era} · ${tr("round")} ${view.round} · ${tr("actionRound")} ${view.action_round} · ${tr("phase")}: ${STRINGS[I18N.lang]?.[`p_${view.phase}`] ?? view.phase}`),
      " · ", h("span", {}, `${tr("turnOrder")}: ${view.turn_order.map(civLabel).join(" → ")}`),
      h("span", { class: "edition-legend", title: view.board.edition }, h("span", { class: "edition-mark" }, MARK), " ", tr("legend")));
    return h("div", { class: "hx" }, head, eventLine(view), svg, yourHand(view, ctx),
      h("div", { class: "hx-civs" }, civs.map((civ) => civMat(view, civ, ctx, civLabel))));
  };
})();
