// Web Push on the player's own page: this browser subscribes with its push service (signed with the server's key,
// /api/push/key) and hands the subscription to the server, which then tells it of the player's moves with Agora
// closed (the service worker, /sw.js, shows them). Off: the server forgets it, and the browser drops it.
import { Api } from "./api.js";
import { h } from "./dom.js";
import { I18N, _ } from "./i18n.js";

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** @param {string} text base64url, as the server gives the key */
function bytes(text) {
  const plain = atob(text.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - text.length % 4) % 4));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

/** This browser's subscription now, or null. */
async function current() {
  const worker = await navigator.serviceWorker.ready;
  return worker.pushManager.getSubscription();
}

/** Subscribe this browser with the server's key (a subscription made with an older key is dropped first). */
async function subscribe() {
  const worker = await navigator.serviceWorker.ready;
  const { key } = await Api.get("/api/push/key");
  const old = await worker.pushManager.getSubscription();
  const wanted = bytes(key);
  const held = old?.options.applicationServerKey;
  if (old && !(held && new Uint8Array(held).every((b, i) => b === wanted[i]))) await old.unsubscribe();
  const made = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: wanted });
  await Api.put("/api/push/subscription", { ...made.toJSON(), language: I18N.lang });
}

async function unsubscribe() {
  const made = await current();
  if (!made) return;
  // Not the account's (another's, or forgotten by the server): nothing to take back there.
  await Api.delete(`/api/push/subscription?endpoint=${encodeURIComponent(made.endpoint)}`).catch(() => {});
  await made.unsubscribe();
}

/** The card of the player's page that turns this browser's push notices on and off. */
export function pushCard() {
  const box = h("input", { type: "checkbox", id: "push-on" });
  const said = h("p", { role: "status", id: "push-said" });
  const card = h("section", { class: "card", id: "push-card" }, h("h2", {}, _("Notifications on this device")),
    h("label", { class: "check" }, box, h("span", {}, _("Tell me on this device when it is my move at a turn-based table, even with Agora closed"))),
    said);
  /** @param {string} text @param {boolean} [error] */
  const say = (text, error = false) => { said.className = error ? "error" : ""; said.textContent = text; };
  if (!supported()) {
    box.disabled = true;
    say(_("This browser cannot be told of moves with Agora closed."));
    return card;
  }
  // Off until the browser says whether it is on: a click before that answer would be overwritten by it.
  box.disabled = true;
  current().then((made) => { box.checked = made !== null && Notification.permission === "granted"; })
    .catch(() => {}).finally(() => { box.disabled = false; });
  box.addEventListener("change", async () => {
    box.disabled = true;
    try {
      if (!box.checked) {
        await unsubscribe();
        say(_("Off: this device is told nothing more."));
      } else if (await Notification.requestPermission() !== "granted") {
        box.checked = false;
        say(_("Notifications are blocked in this browser's settings"), true);
      } else {
        await subscribe();
        say(_("On: this device is told when it is your move."));
      }
    } catch (err) {
      box.checked = false;
      say(_("This browser's push service could not be reached: {why}", { why: /** @type {Error} */ (err).message }), true);
    } finally {
      box.disabled = false;
    }
  });
  return card;
}
