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

export const Api = {
  /**
   * @param {string} path
   * @returns {Promise<any>} the JSON answer
   */
  async get(path) { return answer(await fetch(path, { headers: { "Accept-Language": I18N.lang } })); },
  /**
   * @param {string} path
   * @param {unknown} body
   * @param {string | null} token a seat token, sent as a bearer token
   * @returns {Promise<any>} the JSON answer
   */
  async post(path, body, token = null) {
    /** @type {Record<string, string>} */
    const headers = { "Content-Type": "application/json", "Accept-Language": I18N.lang };
    if (token) headers.Authorization = `Bearer ${token}`;
    return answer(await fetch(path, { method: "POST", headers, body: JSON.stringify(body ?? {}) }));
  },
  /**
   * @param {string} path
   * @param {unknown} body the whole new resource
   * @returns {Promise<any>} the JSON answer
   */
  async put(path, body) {
    const headers = { "Content-Type": "application/json", "Accept-Language": I18N.lang };
    return answer(await fetch(path, { method: "PUT", headers, body: JSON.stringify(body) }));
  },
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
