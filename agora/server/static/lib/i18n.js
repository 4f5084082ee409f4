// The pages' words come from the server's gettext catalogues (GET /api/words/{lang}: message ids are the
// English text); the choice of language is kept in localStorage and can change at any time (the page redraws
// on the "agora:lang" event). Mark a word with _(msgid), n_(singular, plural, n), p_(context, msgid),
// np_(context, singular, plural, n) or N_(msgid) (marked for `pybabel extract`, translated later by _).
// Games' own words come from the server in every language.

import { every, format } from "./dom.js";
/** @import { Texts } from "./types.js" */

/**
 * One language's words as GET /api/words/{lang} serves them: a message by its id (with "context\u0004" before
 * it where it has one), a plural message as its forms by CLDR plural category.
 * @typedef {{ lang: string, languages: Record<string, string>, plural: { tags: string[], rule: string },
 *   messages: Record<string, string | Record<string, string>> }} Catalogue
 */

/** @param {string} lang @returns {Promise<Catalogue>} */
async function load(lang) {
  const reply = await fetch(`/api/words/${encodeURIComponent(lang)}`);
  if (!reply.ok) throw new Error(`no words for ${lang}: ${reply.status}`);
  return /** @type {Promise<Catalogue>} */ (reply.json());
}

/** @type {Catalogue} until the chosen language's words come (I18N.mount waits for them), words read as their English */
let catalogue = { lang: "en", languages: { en: "English" }, plural: { tags: ["one", "other"], rule: "(n != 1)" }, messages: {} };
let plurals = new Intl.PluralRules("en");
/** How many times a language was chosen on this page. */
let choices = 0;
const ready = load(localStorage.getItem("agora.lang") ?? "en").catch(() => load("en")).then((words) => {
  catalogue = words;
  plurals = new Intl.PluralRules(words.lang);
  I18N.lang = words.lang;
});

/** @param {string} key @param {string} fallback */
function single(key, fallback) {
  const found = catalogue.messages[key];
  return typeof found === "string" && found ? found : fallback;
}

/** @param {string} key @param {string} singular @param {string} plural @param {number} n */
function pluralOf(key, singular, plural, n) {
  const found = catalogue.messages[key];
  const tag = plurals.select(n);
  if (found && typeof found === "object" && found[tag]) return found[tag];
  return tag === "one" ? singular : plural;
}

/**
 * A word in the page's language, its {fields} filled.
 * @param {string} msgid the English text
 * @param {Record<string, unknown>} [fields]
 */
export function _(msgid, fields = {}) {
  return format(single(msgid, msgid), fields);
}

/**
 * A word that depends on a count `n` (also the field {n}), in the page's language.
 * @param {string} singular @param {string} plural @param {number} n @param {Record<string, unknown>} [fields]
 */
export function n_(singular, plural, n, fields = {}) {
  return format(pluralOf(singular, singular, plural, n), { n, ...fields });
}

/**
 * A word of a context: a game's name for a board's words, or a meaning whose English reads the same as another's.
 * @param {string} context @param {string} msgid @param {Record<string, unknown>} [fields]
 */
export function p_(context, msgid, fields = {}) {
  return format(single(`${context}\u0004${msgid}`, msgid), fields);
}

/**
 * n_ with a context.
 * @param {string} context @param {string} singular @param {string} plural @param {number} n
 * @param {Record<string, unknown>} [fields]
 */
export function np_(context, singular, plural, n, fields = {}) {
  return format(pluralOf(`${context}\u0004${singular}`, singular, plural, n), { n, ...fields });
}

/**
 * A word named at run time (a page's data-t attribute), in the page's language.
 * @param {string | undefined} msgid
 */
function translated(msgid) {
  return msgid ? single(msgid, msgid) : "";
}

/**
 * A word marked for the catalogue but translated where it is shown (by _): for message ids chosen at run time.
 * @param {string} msgid
 */
export function N_(msgid) {
  return msgid;
}

/**
 * A bot level's name (a level the page does not know reads as itself).
 * @param {string} level
 */
export function levelName(level) {
  switch (level) {
    case "random": return _("random");
    case "easy": return _("easy");
    case "medium": return _("medium");
    case "hard": return _("hard");
    case "expert": return _("expert");
    case "learned": return _("learned");
    default: return level;
  }
}

/**
 * What a table's status reads.
 * @param {string} status
 */
export function statusName(status) {
  switch (status) {
    case "open": return _("Waiting for players");
    case "active": return _("Playing");
    case "finished": return _("Game over");
    default: return status;
  }
}

/**
 * A choice of the vote on an empty seat.
 * @param {string} choice
 */
export function voteName(choice) {
  switch (choice) {
    case "bot": return _("A bot plays the seat");
    case "wait": return _("Wait for them");
    case "end": return _("End the game (unrated for us)");
    default: return choice;
  }
}

export const I18N = {
  /** @type {string} */
  lang: "en",
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
  async set(lang) {
    const asked = ++choices;
    const words = await load(lang);
    if (asked !== choices) return;  // chosen again meanwhile: the last choice's words win, whichever comes first
    catalogue = words;
    plurals = new Intl.PluralRules(catalogue.lang);
    this.lang = catalogue.lang;
    localStorage.setItem("agora.lang", lang);
    document.documentElement.lang = lang;
    this.apply(document);
    window.dispatchEvent(new Event("agora:lang"));
  },
  /**
   * Elements with data-t="msgid" carry a page word; data-t-title="msgid" a tooltip.
   * @param {ParentNode} root
   */
  apply(root) {
    for (const el of every(root, "[data-t]")) el.textContent = translated(el.dataset.t);
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-t-title]"))) {
      el.title = translated(el.dataset.tTitle);
      el.setAttribute("aria-label", el.title);
    }
  },
  /**
   * The language switch in the header, once the chosen language's words have come: a page awaits it before
   * it draws.
   * @param {Element} container
   */
  async mount(container) {
    await ready;
    const select = document.createElement("select");
    select.id = "lang";
    select.setAttribute("aria-label", "Language / Γλώσσα");
    for (const [code, name] of Object.entries(catalogue.languages)) select.add(new Option(name, code, false, code === this.lang));
    select.addEventListener("change", () => void this.set(select.value));
    container.append(select);
    document.documentElement.lang = this.lang;
    this.apply(document);
  },
};

/**
 * A rating as players read it (the server's `shown`), a provisional one marked "?" (it explains itself on hover).
 * @param {{ shown: number, provisional: boolean }} rating
 */
export function ratingCell(rating) {
  const cell = document.createElement("span");
  cell.className = "rating";
  cell.textContent = `${rating.shown}${rating.provisional ? "?" : ""}`;
  if (rating.provisional) cell.title = _("provisional: it rests on fewer than 5 rated games");
  return cell;
}
