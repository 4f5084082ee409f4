// The HTTP API (asked in the page's language: a refusal comes back in it), and the seat tokens kept in this browser.

import { I18N } from "./i18n.js";

/** @param {Response} response */
async function answer(response) {
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const detail = data.detail;
    throw new Error(typeof detail === "string" ? detail : detail ? JSON.stringify(detail) : response.statusText);
  }
  return data;
}

/**
 * A request's headers: its language, and the seat's token when there is one.
 * @param {string | null} token
 * @returns {Record<string, string>}
 */
function headers(token) {
  return token ? { "Accept-Language": I18N.lang, Authorization: `Bearer ${token}` } : { "Accept-Language": I18N.lang };
}

/**
 * A path of a table's API with the page's invite key (its ?invite=): a private table is read by its players
 * and by those its invite link was given to.
 * @param {string} path
 */
export function withInvite(path) {
  const key = new URLSearchParams(location.search).get("invite");
  return key ? `${path}${path.includes("?") ? "&" : "?"}invite=${encodeURIComponent(key)}` : path;
}

export const Api = {
  /**
   * @param {string} path
   * @param {string | null} token a seat token, sent as a bearer token (a private table's data is its players')
   * @returns {Promise<any>} the JSON answer
   */
  async get(path, token = null) { return answer(await fetch(path, { headers: headers(token) })); },
  /**
   * @param {string} path
   * @param {unknown} body
   * @param {string | null} token a seat token, sent as a bearer token
   * @returns {Promise<any>} the JSON answer
   */
  async post(path, body, token = null) {
    return answer(await fetch(path, { method: "POST", headers: { ...headers(token), "Content-Type": "application/json" },
      body: JSON.stringify(body ?? {}) }));
  },
  /**
   * @param {string} path
   * @param {unknown} body the whole new resource
   * @returns {Promise<any>} the JSON answer
   */
  async put(path, body) {
    return answer(await fetch(path, { method: "PUT", headers: { ...headers(null), "Content-Type": "application/json" },
      body: JSON.stringify(body) }));
  },
  /**
   * @param {string} path
   * @returns {Promise<any>} the JSON answer (none for 204)
   */
  async delete(path) { return answer(await fetch(path, { method: "DELETE", headers: headers(null) })); },
};

// A seat token is shown once by the server: this browser keeps it to come back to the table.
export const Tokens = {
  /** @param {string} tableId */
  get(tableId) { return localStorage.getItem(`agora.token.${tableId}`); },
  /** @param {string} tableId @param {string} token */
  set(tableId, token) { localStorage.setItem(`agora.token.${tableId}`, token); },
  // The tables this browser holds a seat at, newest first.
  tables() {
    return Object.keys(localStorage).filter((k) => k.startsWith("agora.token.")).map((k) => k.slice(12));
  },
};
