// What every page builds with: HTML and SVG elements, the HTTP API, and the seat tokens kept in this browser.

const SVG_NS = "http://www.w3.org/2000/svg";

function fill(el, attrs, children, svg) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else el.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

// An HTML element: attributes (on* are listeners, dataset is data-*), then children (text or nodes).
export function h(tag, attrs = {}, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

// An SVG element, built the same way.
export function s(tag, attrs = {}, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

export function humanize(key) {
  return String(key).replaceAll("_", " ");
}

async function answer(response) {
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const detail = data.detail;
    throw new Error(typeof detail === "string" ? detail : detail ? JSON.stringify(detail) : response.statusText);
  }
  return data;
}

export const Api = {
  async get(path) { return answer(await fetch(path)); },
  async post(path, body, token = null) {
    const headers = { "Content-Type": "application/json" };
    if (token) headers.Authorization = `Bearer ${token}`;
    return answer(await fetch(path, { method: "POST", headers, body: JSON.stringify(body ?? {}) }));
  },
};

// A seat token is shown once by the server: this browser keeps it to come back to the table.
export const Tokens = {
  get(tableId) { return localStorage.getItem(`agora.token.${tableId}`); },
  set(tableId, token) { localStorage.setItem(`agora.token.${tableId}`, token); },
  // The tables this browser holds a seat at, newest first.
  tables() {
    return Object.keys(localStorage).filter((k) => k.startsWith("agora.token.")).map((k) => k.slice(12));
  },
};
