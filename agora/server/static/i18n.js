// UI strings in English and Greek; the choice is kept in localStorage and can change at any time.
"use strict";
const STRINGS = {
  en: {
    agora: "Agora", lobby: "Lobby", language: "Language", newTable: "New table", game: "Game",
    options: "Options", seats: "Seats", human: "Person", bot: "Bot", you: "you",
    yourName: "Your name", privateTable: "Private (only the invite link finds it)", create: "Create table",
    openTables: "Open tables", noOpenTables: "No open tables right now.", join: "Join", watch: "Watch",
    invite: "Invite link", copy: "Copy", copied: "Copied", free: "free", seat: "Seat", takeSeat: "Take this seat",
    status_open: "Waiting for players", status_active: "Playing", status_finished: "Game over",
    yourTurn: "Your turn", waitingFor: "Waiting for", waitingOthers: "Your choice is in: waiting for the others",
    spectating: "You are watching", undo: "Undo", log: "Log", replay: "Replay", step: "Step",
    download: "Download the match file", finalScores: "Final scores", rank: "Rank", score: "Score",
    winner: "Winner", actions: "Your actions", noActions: "Nothing to do now", refused: "Refused",
    section: "rulebook section", connecting: "Connecting…", reconnecting: "Connection lost: reconnecting…",
    notFound: "There is no such table.", board: "Board", view: "Table", edition: "Agora edition",
    editionTip: "Designed for the Agora edition, not the published value", players: "Players",
    backToLobby: "Back to the lobby", live: "Live", botLevel: "Bot",
    level_random: "random", level_easy: "easy", level_medium: "medium", level_hard: "hard", level_expert: "expert",
  },
  el: {
    agora: "Αγορά", lobby: "Αίθουσα", language: "Γλώσσα", newTable: "Νέο τραπέζι", game: "Παιχνίδι",
    options: "Επιλογές", seats: "Θέσεις", human: "Άνθρωπος", bot: "Bot", you: "εσύ",
    yourName: "Το όνομά σου", privateTable: "Ιδιωτικό (μόνο με τον σύνδεσμο πρόσκλησης)", create: "Δημιουργία τραπεζιού",
    openTables: "Ανοιχτά τραπέζια", noOpenTables: "Δεν υπάρχουν ανοιχτά τραπέζια τώρα.", join: "Συμμετοχή",
    watch: "Παρακολούθηση", invite: "Σύνδεσμος πρόσκλησης", copy: "Αντιγραφή", copied: "Αντιγράφηκε",
    free: "ελεύθερη", seat: "Θέση", takeSeat: "Πάρε αυτή τη θέση",
    status_open: "Αναμονή παικτών", status_active: "Σε εξέλιξη", status_finished: "Τέλος παιχνιδιού",
    yourTurn: "Σειρά σου", waitingFor: "Αναμονή για", waitingOthers: "Η επιλογή σου καταχωρήθηκε: αναμονή για τους άλλους",
    spectating: "Παρακολουθείς", undo: "Αναίρεση", log: "Ιστορικό", replay: "Επανάληψη", step: "Βήμα",
    download: "Λήψη αρχείου αγώνα", finalScores: "Τελική βαθμολογία", rank: "Θέση", score: "Πόντοι",
    winner: "Νικητής", actions: "Οι κινήσεις σου", noActions: "Καμία κίνηση τώρα", refused: "Απορρίφθηκε",
    section: "ενότητα κανόνων", connecting: "Σύνδεση…", reconnecting: "Η σύνδεση χάθηκε: επανασύνδεση…",
    notFound: "Δεν υπάρχει τέτοιο τραπέζι.", board: "Ταμπλό", view: "Τραπέζι", edition: "Έκδοση Agora",
    editionTip: "Σχεδιασμένο για την έκδοση Agora, όχι η τυπωμένη τιμή", players: "Παίκτες",
    backToLobby: "Πίσω στην αίθουσα", live: "Ζωντανά", botLevel: "Bot",
    level_random: "τυχαίο", level_easy: "εύκολο", level_medium: "μέτριο", level_hard: "δύσκολο", level_expert: "ειδικός",
  },
};

const I18N = {
  lang: localStorage.getItem("agora.lang") === "el" ? "el" : "en",
  t(key) {
    return STRINGS[this.lang][key] ?? STRINGS.en[key] ?? key;
  },
  // A text the server sent in every language ({en: ..., el: ...}): the current one, else English, else `fallback`.
  pick(texts, fallback = "") {
    return texts?.[this.lang] ?? texts?.en ?? fallback;
  },
  set(lang) {
    this.lang = lang;
    localStorage.setItem("agora.lang", lang);
    document.documentElement.lang = lang;
    this.apply(document);
    window.dispatchEvent(new Event("agora:lang"));
  },
  // Elements with data-t="key" carry a UI string.
  apply(root) {
    for (const el of root.querySelectorAll("[data-t]")) el.textContent = this.t(el.dataset.t);
  },
  // The language switch in the header.
  mount(container) {
    const select = document.createElement("select");
    select.id = "lang";
    select.setAttribute("aria-label", "Language / Γλώσσα");
    for (const [code, name] of [["en", "English"], ["el", "Ελληνικά"]]) {
      const option = new Option(name, code, false, code === this.lang);
      select.add(option);
    }
    select.addEventListener("change", () => this.set(select.value));
    container.append(select);
    document.documentElement.lang = this.lang;
    this.apply(document);
  },
};
