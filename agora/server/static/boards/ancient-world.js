// The Ancient World's table, drawn from the view only: the action board with
// citizens, the Empire and military rows, the titan and district tops, what is
// being decided, and each player's cards, armies (with legacy) and resources.
// A place a legal action code names is highlighted and clickable. To place a
// citizen, click one of yours and then an action (or click the action and pick
// from the narrowed action bar). Cards with designed values carry a ✦ mark.
"use strict";
(() => {
  const { s, title, keyboard, clickable } = Svg;
  const MARK = "✦";
  const SEATS = ["#c0392b", "#2f6db5", "#2e8b57", "#d4a017"];  // display colours of seats 1–4
  const TRIBES = { green: "#2e8b57", red: "#c0392b", blue: "#2f6db5", yellow: "#d4a017", purple: "#7d3c98" };
  const GLYPHS = { food: "☘", income_coins: "◎", income_knowledge: "✎", army_limit: "⚑", swords: "⚔", arrows: "➶",
    citizen: "☺", explore_bonus: "☉", loot: "◎", spy: "◉", repair: "⚒", capacity: "▣", coins: "◎", knowledge: "✎" };

  const STRINGS = {
    en: {
      actionBoard: "Action board", empireRow: "Empire row", militaryRow: "Military row", titans: "Titans",
      district: "District", deck: "deck", left: "left", discard: "discard", covered: "covered this round",
      yourCitizens: "Your citizens", citizen: "Citizen", hungry: "hungry", placed: "placed", round: "Round",
      phase: "Phase", firstPlayer: "First player", handUp: "hand side up", deciding: "Deciding",
      mark: "Agora edition: this card has designed values", legend: "Agora edition (designed values)",
      vpNow: "VP so far", coins: "coins", knowledge: "knowledge", food: "food", capacity: "capacity", armyLimit: "army limit",
      income: "income a round", draft: "draft attack", passed: "passed", empire: "Empire", stored: "Stored",
      storedCount: "stored face down", districts: "Districts", titansWon: "Titans", armies: "Armies",
      legacy: "legacy", picture: "picture", name: "name", used: "used", damaged: "damaged", cost: "cost",
      defense: "defense", allows_swords: "only swords count", allows_swords_and_arrows: "swords and arrows count",
      stars: "stars", recruit: "recruit cost", none: "—", drawn: "drawn", chosen: "chosen", cards: "cards",
      faceUp: "face up", oldTop: "old top", banners: "banners", tribe: "tribe", scores: "Scores",
      ae_work: "Gain 2 coins", ae_build: "Build an Empire card from the row or your stored cards",
      ae_draft: "+1 attack for each citizen on Draft, for the round",
      ae_expand: "Pay 1 knowledge or 3 coins to take a District",
      ae_educate: "Pay 3 coins for 1 knowledge", ae_rebuild: "Gain 1 coin, the first-player token and 2 repairs",
      ae_recruit: "Recruit a military card from the row", ae_explore: "Draw Empire cards and store one, or store one from the row",
      ae_grow: "Pay 3 coins for your next citizen (hungry this round)",
      i_food: "food: feeds one citizen", i_income_coins: "coin income: +1 coin each round",
      i_income_knowledge: "knowledge income: +1 knowledge each round", i_army_limit: "army limit: one more army",
      i_swords: "sword: 1 attack against any titan", i_arrows: "arrow: 1 attack against titans that allow arrows",
      i_citizen: "citizen: gain your next citizen", i_explore_bonus: "explore bonus: draw more cards when exploring",
      i_loot: "loot: coins after the fight", i_spy: "spy: knowledge after the fight",
      i_repair: "repair: repair a damaged card after the fight", i_capacity: "capacity: room for Empire cards",
      k_coins: "gain coins", k_knowledge: "gain knowledge", k_repair: "repair damaged cards", k_explore_coins: "explore, then gain coins",
      f_ability: "ability", f_action: "card action", f_allows: "symbols that count", f_banners: "banners", f_capacity: "capacity",
      f_copies: "copies", f_cost_coins: "coin cost", f_cost_knowledge: "knowledge cost", f_deck: "deck", f_defense: "defense",
      f_icons: "symbols", f_legacy: "legacy", f_name: "name", f_recruit_cost: "recruit cost", f_stars: "stars", f_text: "text",
      f_tribe: "tribe",
    },
    el: {
      actionBoard: "Ταμπλό δράσεων", empireRow: "Σειρά Αυτοκρατορίας", militaryRow: "Στρατιωτική σειρά", titans: "Τιτάνες",
      district: "Επαρχία", deck: "τράπουλα", left: "απομένουν", discard: "απόρριψη", covered: "καλυμμένη αυτόν τον γύρο",
      yourCitizens: "Οι πολίτες σου", citizen: "Πολίτης", hungry: "πεινασμένος", placed: "τοποθετημένος", round: "Γύρος",
      phase: "Φάση", firstPlayer: "Πρώτος παίκτης", handUp: "με το χέρι πάνω", deciding: "Αποφασίζει",
      mark: "Έκδοση Agora: η κάρτα έχει σχεδιασμένες τιμές", legend: "Έκδοση Agora (σχεδιασμένες τιμές)",
      vpNow: "ΠΝ μέχρι τώρα", coins: "νομίσματα", knowledge: "γνώση", food: "τροφή", capacity: "χωρητικότητα", armyLimit: "όριο στρατών",
      income: "εισόδημα ανά γύρο", draft: "επίθεση στρατολογίας", passed: "πέρασε", empire: "Αυτοκρατορία", stored: "Αποθηκευμένες",
      storedCount: "αποθηκευμένες κλειστές", districts: "Επαρχίες", titansWon: "Τιτάνες", armies: "Στρατοί",
      legacy: "κληρονομιά", picture: "εικόνα", name: "όνομα", used: "χρησιμοποιημένος", damaged: "κατεστραμμένη", cost: "κόστος",
      defense: "άμυνα", allows_swords: "μετρούν μόνο τα ξίφη", allows_swords_and_arrows: "μετρούν ξίφη και βέλη",
      stars: "αστέρια", recruit: "κόστος στρατολόγησης", none: "—", drawn: "τραβηγμένες", chosen: "επιλεγμένες", cards: "κάρτες",
      faceUp: "ανοιχτή", oldTop: "παλιά κορυφή", banners: "λάβαρα", tribe: "φυλή", scores: "Βαθμολογία",
      ae_work: "Κέρδισε 2 νομίσματα", ae_build: "Χτίσε μια κάρτα Αυτοκρατορίας από τη σειρά ή τις αποθηκευμένες σου",
      ae_draft: "+1 επίθεση για κάθε πολίτη στην Επιστράτευση, για τον γύρο",
      ae_expand: "Πλήρωσε 1 γνώση ή 3 νομίσματα για μια Επαρχία",
      ae_educate: "Πλήρωσε 3 νομίσματα για 1 γνώση", ae_rebuild: "Κέρδισε 1 νόμισμα, τη σκυτάλη πρώτου παίκτη και 2 επισκευές",
      ae_recruit: "Στρατολόγησε μια στρατιωτική κάρτα από τη σειρά", ae_explore: "Τράβηξε κάρτες Αυτοκρατορίας και αποθήκευσε μία, ή αποθήκευσε μία από τη σειρά",
      ae_grow: "Πλήρωσε 3 νομίσματα για τον επόμενο πολίτη σου (πεινασμένο αυτόν τον γύρο)",
      i_food: "τροφή: τρέφει έναν πολίτη", i_income_coins: "εισόδημα νομισμάτων: +1 νόμισμα κάθε γύρο",
      i_income_knowledge: "εισόδημα γνώσης: +1 γνώση κάθε γύρο", i_army_limit: "όριο στρατών: έναν στρατό ακόμη",
      i_swords: "ξίφος: 1 επίθεση σε κάθε τιτάνα", i_arrows: "βέλος: 1 επίθεση σε τιτάνες που δέχονται βέλη",
      i_citizen: "πολίτης: κέρδισε τον επόμενο πολίτη σου", i_explore_bonus: "μπόνους εξερεύνησης: περισσότερες κάρτες",
      i_loot: "λάφυρα: νομίσματα μετά τη μάχη", i_spy: "κατάσκοπος: γνώση μετά τη μάχη",
      i_repair: "επισκευή: επισκεύασε μια κάρτα μετά τη μάχη", i_capacity: "χωρητικότητα: χώρος για κάρτες Αυτοκρατορίας",
      p_turn: "κίνηση", p_build: "χτίσιμο", p_recruit: "στρατολόγηση", p_retire: "απόσυρση", p_explore: "εξερεύνηση",
      p_store: "αποθήκευση", "p_expand pay": "πληρωμή επέκτασης", p_district: "επαρχία", p_repair: "επισκευή",
      "p_pay armies": "πληρωμή στρατών", "p_military repair": "στρατιωτική επισκευή", p_damage: "ζημιά",
      "p_discard army": "απόρριψη στρατού", "p_use card": "χρήση κάρτας", p_scout: "ανίχνευση", "p_order titans": "σειρά τιτάνων",
      "p_forest attack": "επίθεση από το δάσος", "p_distant outpost": "Distant Outpost", "p_scribe guild": "Scribe Guild",
      "p_zori dramatists": "Zori Dramatists", "p_game over": "τέλος παιχνιδιού",
      k_coins: "κέρδισε νομίσματα", k_knowledge: "κέρδισε γνώση", k_repair: "επισκεύασε κάρτες", k_explore_coins: "εξερεύνησε και κέρδισε νομίσματα",
      f_ability: "ιδιότητα", f_action: "ενέργεια κάρτας", f_allows: "σύμβολα που μετρούν", f_banners: "λάβαρα",
      f_capacity: "χωρητικότητα", f_copies: "αντίτυπα", f_cost_coins: "κόστος σε νομίσματα", f_cost_knowledge: "κόστος σε γνώση",
      f_deck: "τράπουλα", f_defense: "άμυνα", f_icons: "σύμβολα", f_legacy: "κληρονομιά", f_name: "όνομα",
      f_recruit_cost: "κόστος στρατολόγησης", f_stars: "αστέρια", f_text: "κείμενο", f_tribe: "φυλή",
    },
  };
  const tr = (key) => STRINGS[I18N.lang]?.[key] ?? STRINGS.en[key] ?? humanize(key);
  const phaseName = (name) => STRINGS[I18N.lang]?.[`p_${name}`] ?? humanize(name);
  // The drawing context of the board being drawn: its `name` gives components' names in the reader's language.
  let drawing = null;
  const cardName = (card) => drawing.name("card", card.slug, card.name);
  const actionName = (action) => drawing.name("action", action);
  // An ability text in the reader's language from the game's `card_text` table, else the view's own (English) text.
  const cardText = (card) => drawing.name("card_text", card.slug, card.text);
  const tribeName = (tribe) => drawing.name("tribe", tribe, tribe);

  const seatColour = (seat) => SEATS[seat % SEATS.length];

  // Legal codes by their words: `match(words)` says whether a split code belongs to a place.
  const codes = (ctx, match) => ctx.legal.map((a) => a.code).filter((code) => match(code.split(" ")));

  // The citizen picked on the board for the next placement; forgotten when no code places it.
  let picked = null;

  function iconList(icons, extra = {}) {
    return Object.entries({ ...extra, ...(icons ?? {}) }).filter(([, n]) => n)
      .map(([k, n]) => ({ key: k, n, text: `${GLYPHS[k] ?? "?"}${n > 1 ? n : ""}`, tip: `${n} × ${tr(`i_${k}`)}` }));
  }

  function describe(card) {
    const parts = [cardName(card)];
    if (card.kind === "empire") parts.push(`${tr("cost")}: ${card.cost_coins ?? 0} ${tr("coins")}${card.cost_knowledge ? `, ${card.cost_knowledge} ${tr("knowledge")}` : ""}`);
    if (card.kind === "military") parts.push(`${tr("recruit")}: ${card.recruit_cost ?? 0}`);
    if (card.kind === "titan") parts.push(`${card.stars} ${tr("stars")}, ${tr("defense")} ${card.defense}, ${tr(`allows_${card.allows}`)}`);
    if (card.banners?.length) parts.push(`${tr("banners")}: ${card.banners.map(tribeName).join(", ")}`);
    const icons = iconList(card.icons, card.capacity ? { capacity: card.capacity } : {});
    if (icons.length) parts.push(icons.map((i) => i.tip).join("; "));
    if (card.legacy && Object.keys(card.legacy).length) parts.push(`${tr("legacy")}: ${iconList(card.legacy).map((i) => i.tip).join("; ")}`);
    if (card.action) parts.push(`${STRINGS.en[`k_${card.action.kind}`] ? tr(`k_${card.action.kind}`) : ""}${card.action.amount ? ` ${card.action.amount}` : ""}`.trim());
    if (card.text) parts.push(cardText(card));
    if (card.designed?.length) parts.push(`${tr("legend")}: ${card.designed.map((field) => tr(`f_${field}`)).join(", ")}`);
    return parts.filter(Boolean).join(" — ");
  }

  // A card in a row, as an SVG group 120 wide and 96 high.
  function svgCard(view, slug, x, y, ctx, codeList, extra = "") {
    const card = view.cards[slug];
    if (!card) return s("g");
    const g = s("g", { class: "aw-card", "data-card": slug, transform: `translate(${x} ${y})` }, title(describe(card) + extra),
      s("rect", { width: 120, height: 96, rx: 5, fill: card.kind === "titan" ? "#efe2e2" : card.kind === "military" ? "#e6e9f2" : "#fbf4dc",
        stroke: "#8a6d3b", class: "hit" }),
      s("text", { x: 6, y: 15, class: "aw-bold" }, cardName(card).length > 18 ? `${cardName(card).slice(0, 17)}…` : cardName(card)));
    if (card.designed?.length) g.append(s("text", { x: 110, y: 14, class: "edition-mark" }, MARK, title(tr("mark"))));
    (card.banners ?? []).forEach((b, i) => g.append(s("rect", { x: 6 + i * 12, y: 22, width: 10, height: 10, fill: TRIBES[b] ?? b,
      stroke: "#333", "stroke-width": 0.5 }, title(`${tr("tribe")}: ${tribeName(b)}`))));
    let line = 46;
    const say = (text, tip) => { g.append(s("text", { x: 6, y: line }, text, tip ? title(tip) : null)); line += 14; };
    if (card.kind === "empire") say(`${GLYPHS.coins}${card.cost_coins ?? 0}${card.cost_knowledge ? ` ${GLYPHS.knowledge}${card.cost_knowledge}` : ""}`,
      `${tr("cost")}: ${card.cost_coins ?? 0} ${tr("coins")}, ${card.cost_knowledge ?? 0} ${tr("knowledge")}`);
    if (card.kind === "military") say(`${GLYPHS.coins}${card.recruit_cost ?? 0}`, `${tr("recruit")}: ${card.recruit_cost ?? 0} ${tr("coins")}`);
    if (card.kind === "titan") say(`${"★".repeat(card.stars)} ${tr("defense")} ${card.defense}`, tr(`allows_${card.allows}`));
    const icons = iconList(card.icons, card.capacity ? { capacity: card.capacity } : {});
    if (icons.length) {
      const row = s("text", { x: 6, y: line });
      icons.forEach((i) => row.append(s("tspan", { class: "aw-icon", "data-icon": i.key }, `${i.text} `, title(i.tip))));
      g.append(row);
      line += 14;
    }
    if (card.legacy && Object.keys(card.legacy).length) {
      const row = s("text", { x: 6, y: line }, `${tr("legacy")}: `);
      iconList(card.legacy).forEach((i) => row.append(s("tspan", { class: "aw-icon", "data-icon": i.key }, `${i.text} `, title(i.tip))));
      g.append(row);
    }
    return clickable(g, slug, codeList, ctx);
  }

  function actionBoard(view, ctx, me) {
    const g = s("g", { class: "aw-actions" }, s("text", { x: 0, y: 14, class: "aw-heading" }, tr("actionBoard")));
    view.actions.forEach((space, i) => {
      const x = (i % 9) * 96, y = 22;
      const placing = codes(ctx, (w) => w[0] === "place" && w.length === 3 && w[2] === space.name);
      const group = s("g", { class: `aw-space${space.open ? "" : " covered"}`, "data-action": space.name },
        title(`${actionName(space.name)}: ${tr(`ae_${space.name}`)}${space.open ? "" : ` (${tr("covered")})`}`),
        s("rect", { x, y, width: 90, height: 70, rx: 6, fill: space.open ? "#f3e6c4" : "#cfc8bb", stroke: "#6b5a3e", class: "hit" }),
        s("text", { x: x + 45, y: y + 16, class: "aw-center aw-bold" }, actionName(space.name)));
      space.citizens.forEach((c, k) => group.append(s("g", { "data-citizen": `${c.seat}-${c.skill}` },
        title(`${ctx.seatName(c.seat)}: ${tr("citizen")} ${c.skill}`),
        s("circle", { cx: x + 14 + (k % 4) * 20, cy: y + 36 + Math.floor(k / 4) * 20, r: 8, fill: seatColour(c.seat), stroke: "#111" }),
        s("text", { x: x + 14 + (k % 4) * 20, y: y + 40 + Math.floor(k / 4) * 20, class: "aw-center aw-token" }, c.skill))));
      if (placing.length) {
        group.classList.add("clickable");
        group.dataset.id = space.name;
        group.dataset.codes = placing.join("|");
        // With a citizen picked, the click places that one; otherwise the action bar narrows.
        group.addEventListener("click", () => {
          const code = picked !== null && placing.find((p) => p.split(" ")[1] === String(picked));
          ctx.choose(code ? [code] : placing);
        });
        keyboard(group);
      }
      g.append(group);
    });
    if (me) {
      const y = 112;
      g.append(s("text", { x: 0, y: y + 4, class: "aw-left" }, `${tr("yourCitizens")}:`));
      me.citizens.forEach((c, k) => {
        const places = codes(ctx, (w) => w[0] === "place" && w[1] === String(c));
        const state = me.placed.includes(c) ? tr("placed") : me.hungry.includes(c) ? tr("hungry") : "";
        const token = s("g", { class: `aw-own-citizen${picked === c ? " picked" : ""}`, "data-own-citizen": c },
          title(`${tr("citizen")} ${c}${state ? ` (${state})` : ""}`),
          s("circle", { cx: 130 + k * 26, cy: y, r: 10, fill: me.placed.includes(c) ? "#bbb" : seatColour(me.seat), stroke: "#111", class: "hit" }),
          s("text", { x: 130 + k * 26, y: y + 4, class: "aw-center aw-token" }, c));
        if (places.length) {
          token.classList.add("clickable");
          token.dataset.id = `citizen-${c}`;
          token.addEventListener("click", () => {
            picked = picked === c ? null : c;
            // Show the choice at once; the next push redraws the board anyway.
            for (const el of g.querySelectorAll(".aw-own-citizen")) el.classList.toggle("picked", el.dataset.ownCitizen === String(picked));
          });
          keyboard(token);
        }
        g.append(token);
      });
    }
    return g;
  }

  function rows(view, ctx, y0) {
    const g = s("g", { class: "aw-rows", transform: `translate(0 ${y0})` });
    const row = (label, x, y, slugs, codeFor, note) => {
      g.append(s("text", { x, y: y - 6, class: "aw-heading" }, label, s("tspan", { class: "aw-note" }, note ? `  ${note}` : "")));
      slugs.forEach((slug, i) => g.append(svgCard(view, slug, x + i * 126, y, ctx, codeFor(slug))));
    };
    const deck = view.empire_deck;
    row(tr("empireRow"), 0, 20, view.empire_row,
      (slug) => codes(ctx, (w) => w.at(-1) === slug && ((w[0] === "build" && w[1] !== "stored") || ((w[0] === "store" || w[0] === "zori") && w[1] === "row"))),
      `${tr("deck")} ${deck.deck}: ${deck.count} ${tr("left")}, ${tr("discard")} ${deck.discard.length}`);
    // The Empire deck: drawing ("draw", Zori Dramatists' "zori deck") is done by clicking it.
    g.append(clickable(s("g", { class: "aw-deck", "data-deck": "empire" },
      title(`${tr("deck")} ${deck.deck}: ${deck.count} ${tr("left")}`),
      s("rect", { x: 640, y: 20, width: 70, height: 96, rx: 5, fill: "#8a6d3b", stroke: "#4d3b1f", class: "hit" }),
      s("text", { x: 675, y: 64, class: "aw-center aw-token" }, deck.deck),
      s("text", { x: 675, y: 80, class: "aw-center aw-token" }, deck.count)), "empire-deck",
    codes(ctx, (w) => w.join(" ") === "draw" || w.join(" ") === "zori deck"), ctx));
    row(tr("militaryRow"), 0, 142, view.military_row, (slug) => codes(ctx, (w) => w[0] === "recruit" && w[1] === slug),
      `${tr("deck")}: ${view.military_deck} ${tr("left")}, ${tr("discard")} ${view.military_discard.length}`);
    g.append(s("text", { x: 0, y: 258, class: "aw-heading" }, tr("titans")));
    view.titans.forEach((t, i) => {
      const x = i * 126, y = 264;
      const deckCodes = codes(ctx, (w) => (w[0] === "attack" || w[0] === "scout") && w[1] === String(t.stars));
      if (t.top) {
        g.append(svgCard(view, t.top, x, y, ctx, deckCodes, ` (${t.count} ${tr("left")})`));
      } else {
        g.append(clickable(s("g", { "data-titans": t.stars }, title(`${"★".repeat(t.stars)}: ${t.count} ${tr("left")}`),
          s("rect", { x, y, width: 120, height: 96, rx: 5, fill: "#ddd", stroke: "#888", class: "hit" }),
          s("text", { x: x + 60, y: y + 50, class: "aw-center" }, `${"★".repeat(t.stars)} · ${t.count}`)), `titans-${t.stars}`, deckCodes, ctx));
      }
      g.append(s("text", { x: x + 60, y: y + 110, class: "aw-center aw-note" }, `${"★".repeat(t.stars)} · ${t.count} ${tr("left")}`));
    });
    const top = view.districts.top;
    g.append(s("text", { x: 400, y: 258, class: "aw-heading" }, tr("district"), s("tspan", { class: "aw-note" }, `  ${view.districts.count} ${tr("left")}`)));
    if (top) g.append(svgCard(view, top, 400, 264, ctx, codes(ctx, (w) => w[0] === "district" && w[1] === top)));
    return g;
  }

  // An HTML chip for a card in a player's area, with its tooltip.
  function chip(view, slug, ctx, codeList, extraClass = "", note = "") {
    const card = view.cards[slug];
    const el = h("span", { class: `aw-chip ${extraClass}`.trim(), title: card ? describe(card) + note : slug, dataset: { card: slug } },
      card ? cardName(card) : drawing.name("card", slug), card?.designed?.length ? h("span", { class: "edition-mark", title: tr("mark") }, MARK) : null,
      card ? h("span", { class: "aw-chip-icons" }, iconList(card.icons).map((i) => ` ${i.text}`).join("")) : null, note ? ` ${note}` : null);
    return clickable(el, slug, codeList, ctx);
  }

  function playerMat(view, p, ctx) {
    const mine = ctx.seat === p.seat;
    // Paying for Expand ("expand coins" / "expand knowledge") is done by clicking the resource.
    const stat = (key, value, glyph) => clickable(h("span", { class: "aw-stat", title: `${tr(key)}: ${value}`, dataset: { stat: key } },
      `${glyph ?? ""} ${value} `, h("span", { class: "muted" }, tr(key))), `${p.seat}-${key}`, mine ? codes(ctx, (w) => w[0] === "expand" && w[1] === key) : [], ctx);
    const empire = p.empire.map((e) => {
      const list = mine
        ? codes(ctx, (w) => w.at(-1) === e.card && (w[0] === "place" && w[2] === "card" || w[0] === "repair" || w[0] === "damage"))
        : codes(ctx, (w) => w[0] === "use" && w[1] === String(p.seat) && w[2] === e.card);
      const el = chip(view, e.card, ctx, list, `${e.damaged ? "damaged" : ""} ${e.used ? "used" : ""}`,
        [e.damaged ? `(${tr("damaged")})` : "", e.used ? `(${tr("used")})` : ""].join(" ").trim());
      // Placing on a card of your own takes the picked citizen, as on the action board.
      if (mine && list.some((c) => c.startsWith("place "))) {
        el.addEventListener("click", (event) => {
          const code = picked !== null && list.find((c) => c.startsWith(`place ${picked} card `));
          if (code) { event.stopImmediatePropagation(); ctx.choose([code]); }
        }, { capture: true });
      }
      return el;
    });
    const armies = p.armies.map((a, i) => {
      const id = `a${i}`;
      const list = mine ? codes(ctx, (w) => w[1] === id && ["pay", "retire", "discard", "outpost"].includes(w[0])) : [];
      const card = view.cards[a.card];
      const el = h("div", { class: `aw-army${a.used ? " used" : ""}`, dataset: { army: i },
        title: `${card ? describe(card) : a.card} — ${tr("picture")}: ${a.picture_coins} ${tr("coins")}, ${tr("name")}: ${a.name_coins} ${tr("coins")}` },
      h("strong", {}, `${i + 1}. ${card ? cardName(card) : drawing.name("card", a.card, a.card)}`), card?.designed?.length ? h("span", { class: "edition-mark", title: tr("mark") }, MARK) : null,
      ` ${GLYPHS.coins}${a.picture_coins}+${a.name_coins}`, a.used ? ` (${tr("used")})` : "",
      a.retired.length ? h("span", {}, ` · ${tr("legacy")}: `, a.retired.map((slug) => chip(view, slug, ctx, []))) : null);
      return clickable(el, `${p.seat}-${id}`, list, ctx);
    });
    const stored = p.stored
      ? p.stored.map((slug) => chip(view, slug, ctx, mine ? codes(ctx, (w) => w[0] === "build" && w[1] === "stored" && w.includes(slug)) : []))
      : [`${p.stored_count} ${tr("storedCount")}`, ...p.stored_known.map((slug) => chip(view, slug, ctx, []))];
    return h("section", { class: `aw-player${mine ? " me" : ""}${p.passed ? " passed" : ""}`, style: `border-color:${seatColour(p.seat)}`, dataset: { seat: p.seat } },
      h("div", { class: "hx-civ-head" }, h("i", { class: "cube", style: `background:${seatColour(p.seat)}` }), h("strong", {}, ctx.seatName(p.seat)),
        p.passed ? h("span", { class: "muted" }, ` (${tr("passed")})`) : null,
        view.first_player === p.seat ? h("span", { class: "aw-first", title: `${tr("firstPlayer")}${view.first_player_hand_up ? ` (${tr("handUp")})` : ""}` }, " ☝") : null),
      h("div", { class: "aw-stats" }, stat("vpNow", p.vp_now, "★"), stat("coins", p.coins, GLYPHS.coins), stat("knowledge", p.knowledge, GLYPHS.knowledge), stat("food", p.food, GLYPHS.food),
        stat("capacity", `${p.capacity_used}/${p.capacity}`, GLYPHS.capacity), stat("armyLimit", p.army_limit, GLYPHS.army_limit),
        stat("income", `${GLYPHS.coins}${p.income.coins} ${GLYPHS.knowledge}${p.income.knowledge}`), p.draft ? stat("draft", p.draft, GLYPHS.swords) : null),
      h("div", {}, h("span", { class: "muted" }, `${tr("citizen")}: `), p.citizens.map((c) => h("span", {
        class: `aw-cit${p.placed.includes(c) ? " placed" : ""}${p.hungry.includes(c) ? " hungry" : ""}`, style: `background:${seatColour(p.seat)}`,
        title: `${tr("citizen")} ${c}${p.placed.includes(c) ? ` (${tr("placed")})` : ""}${p.hungry.includes(c) ? ` (${tr("hungry")})` : ""}` }, c))),
      h("div", {}, h("span", { class: "muted" }, `${tr("empire")}: `), empire),
      h("div", {}, h("span", { class: "muted" }, `${tr("stored")}: `), stored.length ? stored : tr("none")),
      p.districts.length || p.titans.length ? h("div", {}, h("span", { class: "muted" }, `${tr("districts")} / ${tr("titansWon")}: `),
        [...p.districts, ...p.titans].map((slug) => chip(view, slug, ctx, []))) : null,
      h("div", { class: "aw-armies" }, clickable(h("span", { class: "muted" }, `${tr("armies")}:`), `${p.seat}-armies`,
        mine ? codes(ctx, (w) => w.join(" ") === "new army") : [], ctx), armies));
  }

  // What the player deciding now sees of it (drawn cards, titans to order, a district face up).
  function pending(view, ctx) {
    const p = view.pending;
    const groups = [];
    for (const key of ["drawn", "cards", "chosen"]) {
      if (!Array.isArray(p[key]) || !p[key].length) continue;
      groups.push(h("span", {}, `${tr(key)}: `, p[key].map((slug) => chip(view, slug, ctx,
        codes(ctx, (w) => w.at(-1) === slug && ["store", "district", "top"].includes(w[0]) && w[1] !== "row")))));
    }
    for (const key of ["face_up", "old_top", "card"]) {
      if (typeof p[key] === "string") groups.push(h("span", {}, `${tr(key === "face_up" ? "faceUp" : key === "old_top" ? "oldTop" : "cards")}: `, chip(view, p[key], ctx, [])));
    }
    if (p.seat < 0 && !groups.length) return null;
    return h("div", { class: "aw-pending" }, h("strong", {}, `${tr("deciding")}: ${phaseName(p.kind)}`), p.seat >= 0 ? ` · ${ctx.seatName(p.seat)} ` : " ", groups);
  }

  Boards["ancient-world"] = (view, ctx) => {
    drawing = ctx;
    const me = view.players.find((p) => p.seat === ctx.seat) ?? null;
    if (picked !== null && !ctx.legal.some((a) => a.code.startsWith(`place ${picked} `))) picked = null;
    const svg = s("svg", { class: "board wide aw-board", viewBox: "-8 -8 880 520", role: "img", "aria-label": "The Ancient World" });
    svg.append(s("rect", { x: -8, y: -8, width: 880, height: 520, rx: 6, fill: "#f8f0dc" }));
    svg.append(actionBoard(view, ctx, me));
    svg.append(rows(view, ctx, 130));
    const head = h("div", { class: "hx-top" },
      `${tr("round")} ${view.round}/${view.rounds} · ${tr("phase")}: ${phaseName(view.phase)} · ${tr("firstPlayer")}: ${ctx.seatName(view.first_player)}`
      + (view.first_player_hand_up ? ` (${tr("handUp")})` : ""),
      h("span", { class: "edition-legend", title: view.edition?.edition ?? "" }, h("span", { class: "edition-mark" }, MARK), " ", tr("legend")));
    return h("div", { class: "aw" }, head, pending(view, ctx), svg, h("div", { class: "aw-players" }, view.players.map((p) => playerMat(view, p, ctx))));
  };
})();
