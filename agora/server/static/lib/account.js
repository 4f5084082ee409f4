// Who this browser is signed in as, and the header's sign in / sign up / sign out. A signed-in player's
// seats follow the account (the session cookie), so a table opened on another device is theirs too.
import { Api } from "./api.js";
import { h } from "./dom.js";
/** @import { Account as AccountInfo } from "./types.js" */
import { _ } from "./i18n.js";

export const Account = {
  /** @type {AccountInfo | null} the signed-in player, or null: a guest */
  me: null,
  async load() {
    this.me = (await Api.get("/api/account").catch(() => ({ account: null }))).account;
    return this.me;
  },
};

function dialog() {
  const name = h("input", { id: "account-name", autocomplete: "username", maxlength: 32, required: true });
  const password = h("input", { id: "account-password", type: "password", autocomplete: "current-password", minlength: 8, maxlength: 256, required: true });
  const error = h("p", { class: "error", id: "account-error", role: "alert" });
  const box = h("dialog", { id: "account-dialog", class: "account-dialog" });
  const send = async (/** @type {string} */ path) => {
    error.textContent = "";
    try {
      await Api.post(path, { name: name.value.trim(), password: password.value });
      location.reload();
    } catch (err) { error.textContent = /** @type {Error} */ (err).message; }
  };
  box.append(h("form", { method: "dialog", onsubmit: (/** @type {SubmitEvent} */ event) => { event.preventDefault(); send("/api/account/signin"); } },
    h("h2", {}, _("Sign in")),
    h("label", {}, h("span", {}, _("Name")), name),
    h("label", {}, h("span", {}, _("Password")), password),
    h("p", { class: "muted small" }, _("New here? Choose a name and a password (8 characters or more) and press Sign up.")),
    h("div", { class: "dialog-buttons" },
      h("button", { type: "submit", id: "sign-in" }, _("Sign in")),
      h("button", { type: "button", class: "quiet", id: "sign-up", onclick: () => send("/api/account/signup") }, _("Sign up")),
      h("button", { type: "button", class: "quiet", onclick: () => box.close() }, _("Cancel"))),
    error));
  return box;
}

/**
 * The header's account part: a guest's "Sign in" button, or the player's name (their page) and "Sign out".
 * @param {Element} slot
 */
export async function mountAccount(slot) {
  await Account.load();
  const draw = () => {
    const me = Account.me;
    if (me) {
      slot.replaceChildren(
        h("a", { href: `/player/${encodeURIComponent(me.name)}`, id: "account-link", class: "account-link" },
          h("span", { class: "avatar", "aria-hidden": "true" }, me.name.slice(0, 1).toUpperCase()), me.name),
        h("button", { type: "button", class: "quiet", id: "sign-out", onclick: async () => {
          await Api.post("/api/account/signout", {});
          location.reload();
        } }, _("Sign out")));
    } else {
      slot.replaceChildren(h("button", { type: "button", class: "quiet", id: "open-sign-in", onclick: () => {
        document.getElementById("account-dialog")?.remove();
        const box = dialog();
        document.body.append(box);
        box.showModal();
      } }, _("Sign in")));
    }
  };
  draw();
  window.addEventListener("agora:lang", draw);
  return Account.me;
}

/**
 * A clock's time left, as a player reads it: 1:05, 0:09, 23 h 10 min, 2 d 4 h.
 * @param {number} ms
 */
export function clockText(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 3600) return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  const hours = Math.floor(seconds / 3600);
  if (hours < 48) return _("{h} h {m} min", { h: hours, m: Math.floor((seconds % 3600) / 60) });
  return _("{d} d {h} h", { d: Math.floor(hours / 24), h: hours % 24 });
}
