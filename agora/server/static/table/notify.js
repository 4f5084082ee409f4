// Your turn is noticed, even in another tab: the tab's title and icon say so while it is your turn, and a
// short chime sounds when it has just become so (not at every redraw, not while replaying, not when the page
// opens). The chime is generated (Web Audio) and can be switched off. Where the player allows it, a
// notification says so too while the tab is hidden or another window has the focus (shown by the service
// worker, whose click brings the table back). Both settings are kept in localStorage.
import { h, s } from "../lib/dom.js";
import { _ } from "../lib/i18n.js";
/** @import { LiveApp } from "../lib/types.js" */

const SOUND_KEY = "agora.sound";
const NOTIFY_KEY = "agora.notify";
// The tab's icon while it is your turn: Agora's "A" with a golden "play" badge.
const BADGE = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='12' fill='#2a2420'/>"
  + "<text x='6' y='52' font-size='46' font-family='Georgia,serif' font-weight='700' fill='#f4ecdb'>A</text>"
  + "<circle cx='45' cy='19' r='18' fill='#e0a526' stroke='#fffdf7' stroke-width='3'/>"
  + "<path d='M38 9 L56 19 L38 29 Z' fill='#2a2420'/></svg>")}`;

/** @type {boolean | null} whether it was the reader's turn at the last drawing (null: nothing drawn yet) */
let wasMine = null;
/** @type {string | null} the page's own icon, put back when the turn passes */
let plainIcon = null;
/** @type {AudioContext | null} made at the reader's first click or key: browsers play no sound before one */
let audio = null;
/** How many chimes this page has played (tests read it). */
export let chimes = 0;

export function soundOn() {
  return localStorage.getItem(SOUND_KEY) !== "off";
}

// Two short rising notes, soft enough not to startle.
function chime() {
  if (!audio || audio.state !== "running") return;
  const start = audio.currentTime + 0.01;
  for (const [i, pitch] of [659.25, 987.77].entries()) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    const at = start + i * 0.13;
    tone.frequency.value = pitch;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    tone.connect(volume).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.32);
  }
  chimes += 1;
}

function unlockAudio() {
  if (!audio) audio = new AudioContext();
  if (audio.state === "suspended") void audio.resume();
}

// The switch in the page's header: a loudspeaker, struck through when the chime is off. Made once, then
// painted again (its words follow the language; a focused switch keeps the focus).
function soundButton() {
  const found = document.getElementById("sound-toggle");
  if (found) return found;
  const button = h("button", { type: "button", id: "sound-toggle", class: "quiet sound-toggle", onclick: () => {
    localStorage.setItem(SOUND_KEY, soundOn() ? "off" : "on");
    paint(button);
  } });
  document.getElementById("lang-slot")?.before(button);
  return button;
}

// Notifications need the browser's leave, asked at the switch's first press (a browser asks only then).
const canNotify = () => "Notification" in window && "serviceWorker" in navigator;
export const notifyOn = () => canNotify() && localStorage.getItem(NOTIFY_KEY) === "on" && Notification.permission === "granted";

function notifyButton() {
  const found = document.getElementById("notify-toggle");
  if (found) return found;
  const button = h("button", { type: "button", id: "notify-toggle", class: "quiet sound-toggle", onclick: async () => {
    const on = !notifyOn() && await Notification.requestPermission() === "granted";
    localStorage.setItem(NOTIFY_KEY, on ? "on" : "off");
    paintNotify(button);
  } });
  document.getElementById("sound-toggle")?.before(button);
  return button;
}

/** @param {HTMLElement} button */
function paintNotify(button) {
  const on = notifyOn();
  const label = Notification.permission === "denied" ? _("Notifications are blocked in this browser's settings")
    : on ? _("Notify me of my turn while this tab is hidden: on") : _("Notify me of my turn while this tab is hidden: off");
  button.setAttribute("aria-pressed", String(on));
  button.setAttribute("aria-label", label);
  button.dataset.tip = label;
  button.replaceChildren(s("svg", { viewBox: "0 0 24 24", width: 20, height: 20, "aria-hidden": "true" },
    s("path", { d: "M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4", fill: on ? "currentColor" : "none", stroke: "currentColor", "stroke-width": 2, "stroke-linejoin": "round" }),
    on ? null : s("path", { d: "M4 4l16 16", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" })));
}

/** @param {string} title the table's title */
async function notify(title) {
  const worker = await navigator.serviceWorker.ready;
  await worker.showNotification(_("Your turn"), { body: title, tag: `turn ${location.pathname}`, icon: "/static/icons/agora-192.png",
    data: { url: location.pathname + location.search } });
}

/** @param {HTMLElement} button */
function paint(button) {
  const on = soundOn();
  const label = on ? _("Sound when it is your turn: on") : _("Sound when it is your turn: off");
  button.setAttribute("aria-pressed", String(on));
  button.setAttribute("aria-label", label);
  button.dataset.tip = label;
  button.replaceChildren(s("svg", { viewBox: "0 0 24 24", width: 20, height: 20, "aria-hidden": "true" },
    s("path", { d: "M3 9h4l5-4v14l-5-4H3z", fill: "currentColor" }),
    on ? s("path", { d: "M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12", fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" })
      : s("path", { d: "M15 9l6 6M21 9l-6 6", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" })));
}

/**
 * Whether the reader may act now: a live table's decision that is theirs, not yet answered.
 * @param {LiveApp} app
 */
const myTurn = (app) => !app.replay.active && !app.sent && app.state.status === "active" && app.state.legal.length > 0;

/**
 * The tab's title and icon say whether it is the reader's turn (at each state, and at each drawing: the
 * language may have changed).
 * @param {LiveApp} app
 * @param {string} title the table's title
 */
export function markTurn(app, title) {
  const mine = myTurn(app);
  const icon = /** @type {HTMLLinkElement | null} */ (document.querySelector("link[rel=icon]"));
  if (icon && plainIcon === null) plainIcon = icon.href;
  // Set only when changed: states come faster than frames (bots), and each new icon is read again.
  const href = mine ? BADGE : plainIcon ?? "";
  if (icon && icon.href !== href) icon.href = href;
  const text = mine ? `▶ ${_("Your turn")} — ${title} — Agora` : `${title} — Agora`;
  if (document.title !== text) document.title = text;
}

/**
 * At each state received, not at each drawing (a hidden tab draws nothing until it is shown again): the
 * title and icon, and the chime and the notification when the turn has just come to the reader.
 * @param {LiveApp} app
 * @param {string} title the table's title
 */
export function noticeTurn(app, title) {
  if (app.replay.active) return;
  markTurn(app, title);
  if (app.sent) return;  // a move of the reader's is on its way (a forced one, say): the turn has not changed hands
  const mine = myTurn(app);
  if (mine && wasMine === false) {
    if (soundOn()) chime();
    if (notifyOn() && (document.visibilityState === "hidden" || !document.hasFocus())) void notify(title);
  }
  wasMine = mine;
}

/** The header's switches (sound, notifications), painted again at each drawing: their words follow the language. */
export function paintSwitches() {
  paint(soundButton());
  if (canNotify()) paintNotify(notifyButton());
}

// Browsers play no sound before the reader's first click or key.
document.addEventListener("pointerdown", unlockAudio);
document.addEventListener("keydown", unlockAudio);
