// Relic Runners' jungle map, drawn from the view: locations at their x/y, trails
// between them (rivers blue), toolbox tokens, pathways in explorer colours,
// temple stacks, shrines, relics and explorers. Places named by a legal action
// code are highlighted and clickable.
"use strict";
(() => {
  const { s, title, clickable } = Svg;
  const COLOURS = { red: "#c0392b", green: "#2e8b57", blue: "#2f6db5", yellow: "#d4a017", black: "#333", purple: "#7d3c98", white: "#eee", ivory: "#f3e9c6" };
  // The Greek rulebook's words (Διαδρομή Ποταμού, Δείκτης Εργαλειοθήκης, Βωμός, Κειμήλιο).
  const STRINGS = {
    en: { map: "Relic Runners map", river: "river", token: "toolbox token", active: "face up", used: "face down",
      tiles: "tile(s)", shrine: "shrine", relic: "relic" },
    el: { map: "Χάρτης του Relic Runners", river: "Διαδρομή Ποταμού", token: "Δείκτης Εργαλειοθήκης", active: "ανοιχτός",
      used: "κλειστός", tiles: "πλακίδιο/α", shrine: "Βωμός", relic: "Κειμήλιο" },
  };
  const tr = (key) => STRINGS[I18N.lang]?.[key] ?? STRINGS.en[key];

  Boards["relic-runners"] = (view, ctx) => {
    const at = Object.fromEntries(view.locations.map((l) => [l.id, l]));
    const colourOf = (seat) => COLOURS[view.explorers[seat]?.colour] ?? "#888";
    const svg = s("svg", { class: "board", viewBox: "-6 -6 112 112", role: "img", "aria-label": tr("map") });
    svg.append(s("rect", { x: -6, y: -6, width: 112, height: 112, fill: "#dfe8c8", rx: 3 }));
    for (const trail of view.trails) {
      const a = at[trail.a], b = at[trail.b];
      if (!a || !b) continue;
      const group = s("g", { "data-trail": trail.id },
        title(`${trail.id}: ${trail.a} – ${trail.b}${trail.river ? ` (${tr("river")})` : ""}${trail.token ? `, ${tr("token")} ${tr(trail.token)}` : ""}`));
      group.append(s("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: "hit", stroke: trail.river ? "#4a90c2" : "#8a6d3b",
        "stroke-width": ctx.clickable.has(trail.id) ? 2.2 : 1.1, "stroke-dasharray": trail.river ? "2 1" : null }));
      trail.pathways.forEach((seat, i) => group.append(s("line", {
        x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: colourOf(seat), "stroke-width": 0.7, transform: `translate(${(i + 1) * 0.8} 0)` })));
      const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
      if (trail.token) group.append(s("rect", { x: mx - 1.4, y: my - 1.4, width: 2.8, height: 2.8, fill: trail.token === "active" ? "#f0c040" : "#aaa", stroke: "#555", "stroke-width": 0.3 }));
      svg.append(clickable(group, trail.id, ctx.clickable.get(trail.id), ctx));
    }
    for (const place of view.locations) {
      const fill = place.kind === "camp" ? "#fff" : place.kind === "ruin" ? "#b9a17a" : COLOURS[place.colour] ?? "#ccc";
      const group = s("g", { "data-location": place.id },
        title(`${place.id}: ${ctx.name("kind", place.kind)}${place.colour ? ` (${ctx.name("colour", place.colour)})` : ""}, `
          + `${place.height} ${tr("tiles")}${place.shrine ? `, ${tr("shrine")}` : ""}${place.relic ? `, ${tr("relic")}: ${ctx.name("relic", place.relic)}` : ""}`));
      const shape = place.kind === "temple"
        ? s("rect", { x: place.x - 3, y: place.y - 3, width: 6, height: 6, fill, stroke: "#333", "stroke-width": 0.4, class: "hit" })
        : s("circle", { cx: place.x, cy: place.y, r: place.kind === "camp" ? 4 : 3, fill, stroke: "#333", "stroke-width": 0.4, class: "hit" });
      group.append(shape);
      if (place.height) group.append(s("text", { x: place.x, y: place.y + 1.2, "font-size": 3, "text-anchor": "middle" }, document.createTextNode(String(place.height))));
      if (place.shrine) group.append(s("path", { d: `M${place.x - 2} ${place.y - 3.5} l2 -2 l2 2 z`, fill: "#6b4f2a" }));
      if (place.relic) group.append(s("circle", { cx: place.x + 3, cy: place.y - 3, r: 1.2, fill: COLOURS[place.relic] ?? "#999", stroke: "#333", "stroke-width": 0.3 }));
      place.explorers.forEach((seat, i) => group.append(s("circle", {
        cx: place.x - 2.5 + i * 1.8, cy: place.y + 4, r: 1, fill: colourOf(seat), stroke: "#000", "stroke-width": 0.25, "data-explorer": seat })));
      svg.append(clickable(group, place.id, ctx.clickable.get(place.id), ctx));
    }
    return svg;
  };
})();
