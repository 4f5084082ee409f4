// The pages' own words in English and Greek; the choice is kept in localStorage and can change at any time
// (the page redraws on the "agora:lang" event). Games' words come from the server in every language.

import { every } from "./dom.js";
/** @import { Texts } from "./types.js" */

const STRINGS = {
  en: {
    agora: "Agora", lobby: "Lobby", language: "Language",
    // lobby
    newTable: "New table", game: "Game", options: "Options", seats: "Seats", human: "Person", bot: "Bot",
    yourName: "Your name", privateTable: "Private (only the invite link finds it)", create: "Create table",
    openTables: "Open tables", noOpenTables: "No open tables right now: create one.", join: "Join", watch: "Watch",
    yourTables: "Your tables", noYourTables: "Tables you sit at appear here.", play: "Play", players: "Players",
    playerCount: "{min}–{max} players", soloToo: "solo too", chooseGame: "Choose a game", open: "Open",
    status_open: "Waiting for players", status_active: "Playing", status_finished: "Game over",
    // table
    seat: "Seat", you: "you", free: "free seat", takeSeat: "Take seat {n}", invite: "Invite link", copy: "Copy",
    copied: "Copied", yourTurn: "Your turn", waitingFor: "Waiting for {names}…", waitingOthers:
    "Your choice is in: waiting for the others…", spectating: "You are watching", notStarted:
    "Waiting for players to take their seats", gameOver: "Game over", undo: "Undo", orClick:
    "or click a highlighted place on the board", clickBoard: "Click a highlighted place on the board", log: "Log", sinceLastTurn: "Since your last turn",
    connected: "connected", away: "not connected", firstPlayer: "First player", toPlay: "to play", vp: "VP",
    level_random: "random", level_easy: "easy", level_medium: "medium", level_hard: "hard", level_expert: "expert",
    botLevel: "Bot", howToPlay: "How to play", close: "Close", zoomIn: "Zoom in", zoomOut: "Zoom out",
    fit: "Fit the board", board: "Board", refused: "Refused", section: "rulebook section",
    connecting: "Connecting…", reconnecting: "Connection lost: reconnecting…", notFound: "There is no such table.",
    wins: "{name} wins", share: "{names} share the win", automaWins: "The Civbots win", finalScores: "Final scores",
    total: "Total", rank: "Rank", tiebreak: "Tie-break", rematch: "Rematch", joinRematch: "Join the rematch",
    backToLobby: "Back to the lobby", watchReplay: "Watch the replay", replay: "Replay", step: "Move",
    start: "Start", first: "To the start", previous: "Previous move", next: "Next move", last: "To the end",
    playReplay: "Play", pause: "Pause", live: "Back to the table", download: "Download the match file",
    choose: "Choose", cancel: "Cancel", noBoard: "This game has no board drawing: choose below.",
    edition: "Agora edition", editionTip: "Designed for the Agora edition, not the published value",
    action: "Action", justNow: "Just now",
    // accounts, ratings, clocks
    signIn: "Sign in", signUp: "Sign up", signOut: "Sign out", accountName: "Name", password: "Password",
    accountHint: "New here? Choose a name and a password (8 characters or more) and press Sign up.",
    yourTurns: "Your turn", noTurns: "No table is waiting for you.", signInForTurns: "Sign in to see every table waiting for your move.",
    speed: "Speed", untimed: "Untimed", realtime: "Real-time: {bank} s + {inc} s a move", turnBased: "Turn-based: {hours} h a move",
    hoursMinutes: "{h} h {m} min", daysHours: "{d} d {h} h", timeLeft: "time left", outOfTime: "out of time",
    ratings: "Ratings", rating: "Rating", gamesPlayed: "Games", playing: "Being played", finishedGames: "Finished",
    leaderboard: "Leaderboard", leaderboards: "Leaderboards", noRatings: "No rated game yet.", noGames: "None yet.",
    rated: "rated", unrated: "not rated", playersN: "{n} players", place: "#", noPlayer: "There is no such player.",
    changePassword: "Change password", oldPassword: "Present password", newPassword: "New password",
    passwordChanged: "Password changed: your other devices are signed out.", everyCount: "Every player count",
    leave: "Leave the game", leaveShort: "Leave", leaveSure: "Leave this game? If it is rated, it counts as a loss for you.",
    youLeft: "You left this seat.", youLeftBot: "You left this seat: a bot plays it.", takeBack: "Take my seat back",
    voteLeft: "{name} left. What now?", voteTimeout: "{name} ran out of time. What now?",
    vote_bot: "A bot plays the seat", vote_wait: "Wait for them", vote_end: "End the game (unrated for us)",
    claimSeat: "Keep this seat in my account", leftSeat: "left", botPlays: "bot plays", endedByVote: "ended by the players' vote", newInvite: "New link",
    // post-game review
    review: "Review", reviewGame: "Review the game", reviewTitle: "The bot's review of {name}", reviewOf: "Review of:",
    backToTable: "Back to the table", reviewStarting: "The review is starting…",
    reviewWorking: "The bot is judging {name}'s decisions: {done} of {total}…",
    reviewKeeps: "It goes on if you leave this page, and is kept with the game.",
    reviewFailed: "The review failed: {error}", retry: "Try again",
    reviewNotOver: "This game is still being played: it can be reviewed once it is over.",
    reviewAbout: "{n} decisions, each judged by the hard bot ({iterations} searches) from what {name} knew then: it never saw what {name} could not see.",
    chanceToWin: "Chance to win", standing: "Standing (100% = first place)", chartPlayed: "after the move played",
    chartBest: "after the bot's move", chartGap: "given away", chartAria: "Chances over the game, decision by decision",
    decisionsAxis: "Decisions, in order", decision: "Decision", biggestMistakes: "The three biggest mistakes",
    noMistakes: "No mistakes: the bot agrees with every move.", lost: "gave away {points}%", lostTip: "the bot's chance after its move minus the chance after the move played", tableShort: "Table",
    mistakePlayed: "{name} played “{move}” ({value}).", botWould: "The bot would have played “{move}” ({value}).",
    allDecisions: "Every decision", played: "Played", botChoice: "The bot's choice", sameMove: "the same",
    seeBoard: "See the board", mistakeN: "Mistake {n}", openReplay: "Open in the replay",
    boardBefore: "The board before decision {move}", boardPlayed: "played “{move}”", boardBest: "the bot: “{move}”",
    // the balance lab
    balanceLab: "Balance lab", noLab: "The lab keeps no report of this game yet.",
    labIntro: "Bots ({level}) played {games} games per player count against themselves (seed {seed}). For every component with designed values (the Agora edition's own, not printed ones): how often a seat took it, and how often a seat that took it won alone.",
    atPlayers: "{n} players ({games} games)", firstSeat: "First-seat advantage", afterShort: "with the proposal",
    winBySeat: "Wins by seat", scores: "Scores", margin: "Winner's lead over second",
    outOfLine: "Designed components, most out of line first",
    outOfLineHow: "Too strong or too weak: the seats that took it won more (or less) often than those that did not (Fisher's test, p < 0.05), and the 95% interval of their win rate lies wholly above (or below) the dashed line, {mean}, the mean over every component. {out} of {all} are out of line here; the most out of line first.",
    component: "Component", designedValues: "Designed values", taken: "Taken", winTaken: "Win rate if taken",
    winNotTaken: "If not taken", verdict: "Verdict", proposal: "Proposal", winTakenAfter: "If taken, with the proposal",
    tooStrong: "too strong", tooWeak: "too weak", inLine: "in line", labOf: "{wins} sole wins of {games} seats",
    showAll: "Show all {n}", showTop: "Show the top {n}",
    keyBar: "Bar: 95% Wilson interval; dot: the rate; dashed: the mean.",
    keyCaveat: "Taken: share of games where a seat took it. With many components about one in twenty crosses the line by chance: a proposal is something to try, not a verdict.",
    proposalHead: "A proposal that would even them out",
    proposalIntro: "The ten components most out of line at any player count have one designed value stepped once towards the rest; values from the rulebook or a public source never move.",
    stalled: "{n} games stalled (the bots went round in circles): not counted",
    noChanges: "No designed value moves.", leftAlone: "{n} out of line left as they are", tryIt: "Try it:",
  },
  el: {
    agora: "Αγορά", lobby: "Αίθουσα", language: "Γλώσσα",
    newTable: "Νέο τραπέζι", game: "Παιχνίδι", options: "Επιλογές", seats: "Θέσεις", human: "Άνθρωπος", bot: "Bot",
    yourName: "Το όνομά σου", privateTable: "Ιδιωτικό (μόνο με τον σύνδεσμο πρόσκλησης)", create: "Δημιουργία τραπεζιού",
    openTables: "Ανοιχτά τραπέζια", noOpenTables: "Κανένα ανοιχτό τραπέζι τώρα: φτιάξε ένα.", join: "Συμμετοχή",
    watch: "Παρακολούθηση", yourTables: "Τα τραπέζια σου", noYourTables: "Εδώ εμφανίζονται τα τραπέζια όπου κάθεσαι.",
    play: "Παίξε", players: "Παίκτες", playerCount: "{min}–{max} παίκτες", soloToo: "και μόνος", chooseGame: "Διάλεξε παιχνίδι",
    open: "Άνοιγμα",
    status_open: "Αναμονή παικτών", status_active: "Σε εξέλιξη", status_finished: "Τέλος παιχνιδιού",
    seat: "Θέση", you: "εσύ", free: "ελεύθερη θέση", takeSeat: "Πάρε τη θέση {n}", invite: "Σύνδεσμος πρόσκλησης",
    copy: "Αντιγραφή", copied: "Αντιγράφηκε", yourTurn: "Σειρά σου", waitingFor: "Αναμονή για {names}…",
    waitingOthers: "Η επιλογή σου καταχωρήθηκε: αναμονή για τους άλλους…", spectating: "Παρακολουθείς",
    notStarted: "Αναμονή να πάρουν οι παίκτες τις θέσεις τους", gameOver: "Τέλος παιχνιδιού", undo: "Αναίρεση",
    orClick: "ή κάνε κλικ σε ένα φωτισμένο σημείο του ταμπλό",
    clickBoard: "Κάνε κλικ σε ένα φωτισμένο σημείο του ταμπλό", log: "Ιστορικό", sinceLastTurn: "Από την τελευταία σου κίνηση",
    connected: "συνδεδεμένος", away: "εκτός σύνδεσης", firstPlayer: "Πρώτος παίκτης", toPlay: "παίζει", vp: "ΠΝ",
    level_random: "τυχαίο", level_easy: "εύκολο", level_medium: "μέτριο", level_hard: "δύσκολο", level_expert: "ειδικός",
    botLevel: "Bot", howToPlay: "Πώς παίζεται", close: "Κλείσιμο", zoomIn: "Μεγέθυνση", zoomOut: "Σμίκρυνση",
    fit: "Όλο το ταμπλό", board: "Ταμπλό", refused: "Απορρίφθηκε", section: "ενότητα κανόνων",
    connecting: "Σύνδεση…", reconnecting: "Η σύνδεση χάθηκε: επανασύνδεση…", notFound: "Δεν υπάρχει τέτοιο τραπέζι.",
    wins: "Νικητής: {name}", share: "Μοιράζονται τη νίκη: {names}", automaWins: "Νικούν τα Ρομπότ",
    finalScores: "Τελική βαθμολογία", total: "Σύνολο", rank: "Θέση", tiebreak: "Ισοπαλία", rematch: "Ρεβάνς",
    joinRematch: "Μπες στη ρεβάνς", backToLobby: "Πίσω στην αίθουσα", watchReplay: "Δες την επανάληψη",
    replay: "Επανάληψη", step: "Κίνηση", start: "Αρχή", first: "Στην αρχή", previous: "Προηγούμενη κίνηση",
    next: "Επόμενη κίνηση", last: "Στο τέλος", playReplay: "Αναπαραγωγή", pause: "Παύση", live: "Πίσω στο τραπέζι",
    download: "Λήψη αρχείου αγώνα", choose: "Διάλεξε", cancel: "Άκυρο",
    noBoard: "Αυτό το παιχνίδι δεν έχει σχέδιο ταμπλό: διάλεξε παρακάτω.", edition: "Έκδοση Agora",
    editionTip: "Σχεδιασμένο για την έκδοση Agora, όχι η τυπωμένη τιμή", action: "Κίνηση", justNow: "Μόλις τώρα",
    signIn: "Σύνδεση", signUp: "Εγγραφή", signOut: "Αποσύνδεση", accountName: "Όνομα", password: "Κωδικός",
    accountHint: "Πρώτη φορά εδώ; Διάλεξε όνομα και κωδικό (8 χαρακτήρες ή περισσότερους) και πάτησε Εγγραφή.",
    yourTurns: "Σειρά σου", noTurns: "Κανένα τραπέζι δεν σε περιμένει.", signInForTurns: "Συνδέσου για να βλέπεις κάθε τραπέζι που περιμένει την κίνησή σου.",
    speed: "Ταχύτητα", untimed: "Χωρίς χρόνο", realtime: "Ζωντανά: {bank} δλ + {inc} δλ ανά κίνηση", turnBased: "Με σειρά: {hours} ώρες ανά κίνηση",
    hoursMinutes: "{h} ώ {m} λ", daysHours: "{d} μ {h} ώ", timeLeft: "χρόνος που μένει", outOfTime: "τέλος χρόνου",
    ratings: "Βαθμολογίες", rating: "Βαθμός", gamesPlayed: "Παρτίδες", playing: "Σε εξέλιξη", finishedGames: "Τελειωμένα",
    leaderboard: "Κατάταξη", leaderboards: "Κατατάξεις", noRatings: "Καμία βαθμολογημένη παρτίδα ακόμα.", noGames: "Κανένα ακόμα.",
    rated: "βαθμολογήθηκε", unrated: "χωρίς βαθμολογία", playersN: "{n} παίκτες", place: "#", noPlayer: "Δεν υπάρχει τέτοιος παίκτης.",
    changePassword: "Αλλαγή κωδικού", oldPassword: "Τωρινός κωδικός", newPassword: "Νέος κωδικός",
    passwordChanged: "Ο κωδικός άλλαξε: οι άλλες συσκευές σου αποσυνδέθηκαν.", everyCount: "Κάθε αριθμός παικτών",
    leave: "Αποχώρηση", leaveShort: "Αποχώρηση", leaveSure: "Να αποχωρήσεις από την παρτίδα; Αν βαθμολογείται, μετράει ως ήττα σου.",
    youLeft: "Αποχώρησες από αυτή τη θέση.", youLeftBot: "Αποχώρησες: ένα bot παίζει τη θέση σου.", takeBack: "Πάρε πίσω τη θέση μου",
    voteLeft: "Ο/Η {name} αποχώρησε. Τι κάνουμε;", voteTimeout: "Ο χρόνος του/της {name} τελείωσε. Τι κάνουμε;",
    vote_bot: "Να παίξει ένα bot", vote_wait: "Να περιμένουμε", vote_end: "Τέλος παιχνιδιού (χωρίς βαθμολογία για εμάς)",
    claimSeat: "Κράτα τη θέση στον λογαριασμό μου", leftSeat: "αποχώρησε", botPlays: "παίζει bot", endedByVote: "τελείωσε με ψηφοφορία των παικτών", newInvite: "Νέος σύνδεσμος",
    review: "Ανάλυση", reviewGame: "Ανάλυση της παρτίδας", reviewTitle: "Η ανάλυση του bot για: {name}", reviewOf: "Ανάλυση για:",
    backToTable: "Πίσω στο τραπέζι", reviewStarting: "Η ανάλυση ξεκινά…",
    reviewWorking: "Το bot κρίνει τις αποφάσεις του/της {name}: {done} από {total}…",
    reviewKeeps: "Συνεχίζεται αν φύγεις από τη σελίδα και φυλάγεται μαζί με την παρτίδα.",
    reviewFailed: "Η ανάλυση απέτυχε: {error}", retry: "Ξανά",
    reviewNotOver: "Η παρτίδα παίζεται ακόμα: μπορεί να αναλυθεί όταν τελειώσει.",
    reviewAbout: "{n} αποφάσεις, η καθεμία κρίθηκε από το δύσκολο bot ({iterations} αναζητήσεις) με όσα ήξερε τότε ο/η {name}: δεν είδε ποτέ όσα δεν μπορούσε να δει ο/η {name}.",
    chanceToWin: "Πιθανότητα νίκης", standing: "Θέση (100% = πρώτη θέση)", chartPlayed: "μετά την κίνηση που παίχτηκε",
    chartBest: "μετά την κίνηση του bot", chartGap: "ό,τι χάθηκε", chartAria: "Οι πιθανότητες στη διάρκεια της παρτίδας, απόφαση προς απόφαση",
    decisionsAxis: "Αποφάσεις, με τη σειρά", decision: "Απόφαση", biggestMistakes: "Τα τρία μεγαλύτερα λάθη",
    noMistakes: "Κανένα λάθος: το bot συμφωνεί με κάθε κίνηση.", lost: "έχασε {points}%", lostTip: "η πιθανότητα μετά την κίνηση του bot μείον την πιθανότητα μετά την κίνηση που παίχτηκε", tableShort: "Τραπέζι",
    mistakePlayed: "Ο/Η {name} έπαιξε «{move}» ({value}).", botWould: "Το bot θα έπαιζε «{move}» ({value}).",
    allDecisions: "Όλες οι αποφάσεις", played: "Παίχτηκε", botChoice: "Επιλογή του bot", sameMove: "η ίδια",
    seeBoard: "Δες το ταμπλό", mistakeN: "Λάθος {n}", openReplay: "Άνοιγμα στην επανάληψη",
    boardBefore: "Το ταμπλό πριν από την απόφαση {move}", boardPlayed: "παίχτηκε «{move}»", boardBest: "το bot: «{move}»",
    balanceLab: "Εργαστήριο ισορροπίας", noLab: "Το εργαστήριο δεν έχει ακόμα αναφορά για αυτό το παιχνίδι.",
    labIntro: "Bots ({level}) έπαιξαν {games} παρτίδες ανά αριθμό παικτών μεταξύ τους (seed {seed}). Για κάθε στοιχείο με σχεδιασμένες τιμές (της έκδοσης Agora, όχι τυπωμένες): πόσο συχνά το πήρε μια θέση και πόσο συχνά κέρδισε μόνη της μια θέση που το πήρε.",
    atPlayers: "{n} παίκτες ({games} παρτίδες)", firstSeat: "Πλεονέκτημα πρώτης θέσης", afterShort: "με την πρόταση",
    winBySeat: "Νίκες ανά θέση", scores: "Πόντοι", margin: "Διαφορά νικητή από τον δεύτερο",
    outOfLine: "Σχεδιασμένα στοιχεία, τα πιο εκτός ισορροπίας πρώτα",
    outOfLineHow: "Πολύ δυνατό ή πολύ αδύναμο: οι θέσεις που το πήραν κέρδισαν συχνότερα (ή σπανιότερα) από όσες δεν το πήραν (τεστ Fisher, p < 0,05) και το διάστημα 95% του ποσοστού νίκης τους βρίσκεται ολόκληρο πάνω (ή κάτω) από τη διακεκομμένη γραμμή, {mean}, τον μέσο όρο όλων των στοιχείων. {out} από {all} είναι εκτός ισορροπίας εδώ· τα πιο εκτός πρώτα.",
    component: "Στοιχείο", designedValues: "Σχεδιασμένες τιμές", taken: "Το πήραν", winTaken: "Νίκες αν το πάρεις",
    winNotTaken: "Αν όχι", verdict: "Εκτίμηση", proposal: "Πρόταση", winTakenAfter: "Αν το πάρεις, με την πρόταση",
    tooStrong: "πολύ δυνατό", tooWeak: "πολύ αδύναμο", inLine: "ισορροπημένο", labOf: "{wins} μοναδικές νίκες σε {games} θέσεις",
    showAll: "Όλα τα {n}", showTop: "Τα πρώτα {n}",
    keyBar: "Μπάρα: διάστημα Wilson 95%· τελεία: το ποσοστό· διακεκομμένη: ο μέσος όρος.",
    keyCaveat: "Το πήραν: μερίδιο παρτίδων όπου το πήρε μια θέση. Με πολλά στοιχεία περίπου ένα στα είκοσι περνά τη γραμμή τυχαία: μια πρόταση είναι κάτι για δοκιμή, όχι ετυμηγορία.",
    proposalHead: "Μια πρόταση για να ισορροπήσουν",
    proposalIntro: "Τα δέκα στοιχεία που είναι πιο εκτός ισορροπίας σε κάποιον αριθμό παικτών έχουν μία σχεδιασμένη τιμή τους μετακινημένη ένα βήμα προς τα υπόλοιπα· τιμές από τους κανόνες ή από δημόσια πηγή δεν αλλάζουν ποτέ.",
    stalled: "{n} παρτίδες κόλλησαν (τα bots έκαναν κύκλους): δεν μετρούν",
    noChanges: "Καμία σχεδιασμένη τιμή δεν αλλάζει.", leftAlone: "{n} εκτός ισορροπίας μένουν ως έχουν", tryIt: "Δοκίμασέ την:",
  },
};

/** @type {Record<string, Partial<Record<string, string>>>} the same words, looked up by a key made at run time */
const LOOKUP = STRINGS;

export const I18N = {
  /** @type {string} */
  lang: localStorage.getItem("agora.lang") === "el" ? "el" : "en",
  /**
   * A page word, with {name} fields filled from `fields`.
   * @param {string} key
   * @param {Record<string, unknown>} [fields]
   */
  t(key, fields = {}) {
    const text = LOOKUP[this.lang]?.[key] ?? LOOKUP.en[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (_, name) => String(fields[name] ?? "?"));
  },
  /**
   * A text the server sent in every language ({en: ..., el: ...}): the current one, else English, else `fallback`.
   * @param {Texts | null | undefined} texts
   * @param {string} [fallback]
   * @returns {string}
   */
  pick(texts, fallback = "") {
    return texts?.[this.lang] || texts?.en || fallback;
  },
  /** @param {string} lang */
  set(lang) {
    this.lang = lang;
    localStorage.setItem("agora.lang", lang);
    document.documentElement.lang = lang;
    this.apply(document);
    window.dispatchEvent(new Event("agora:lang"));
  },
  /**
   * Elements with data-t="key" carry a page word; data-t-title="key" a tooltip.
   * @param {ParentNode} root
   */
  apply(root) {
    for (const el of every(root, "[data-t]")) el.textContent = this.t(el.dataset.t ?? "");
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-t-title]"))) {
      el.title = this.t(el.dataset.tTitle ?? "");
      el.setAttribute("aria-label", el.title);
    }
  },
  /**
   * The language switch in the header.
   * @param {Element} container
   */
  mount(container) {
    const select = document.createElement("select");
    select.id = "lang";
    select.setAttribute("aria-label", "Language / Γλώσσα");
    for (const [code, name] of [["en", "English"], ["el", "Ελληνικά"]]) select.add(new Option(name, code, false, code === this.lang));
    select.addEventListener("change", () => this.set(select.value));
    container.append(select);
    document.documentElement.lang = this.lang;
    this.apply(document);
  },
};
