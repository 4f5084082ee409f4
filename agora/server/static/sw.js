// Agora's service worker (served at /sw.js so that it controls every page). It makes Agora an app a phone
// can add to its home screen: the pages and the client's files are kept as they were last fetched, and
// served from there when the network is away. The network always comes first, so a new client is used as
// soon as it is served; the API and the sockets are never cached (a table is live, or it is nothing).
// It also shows what the server pushes (Web Push), and opens the table a notification names when clicked.

const CACHE = "agora-client";
// The lobby and its files, kept at install so that the app opens offline even before a second visit.
const SHELL = ["/", "/static/style.css", "/static/lobby.css", "/static/lobby.js", "/static/manifest.webmanifest",
  "/static/icons/agora-192.png"];

/** @param {string} path */
const cacheable = (path) => !path.startsWith("/api/") && path !== "/metrics" && !path.startsWith("/docs");

self.addEventListener("install", (event) => {
  const worker = /** @type {any} */ (event);
  worker.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => /** @type {any} */ (self).skipWaiting()));
});

self.addEventListener("activate", (event) => {
  /** @type {any} */ (event).waitUntil(/** @type {any} */ (self).clients.claim());
});

self.addEventListener("fetch", (event) => {
  const fetching = /** @type {any} */ (event);
  const request = /** @type {Request} */ (fetching.request);
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin || !cacheable(url.pathname)) return;
  fetching.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const answer = await fetch(request);
      if (answer.ok) void cache.put(request, answer.clone());
      return answer;
    } catch (err) {
      // Offline: the copy kept, else (a page never opened here) the lobby.
      const kept = await cache.match(request) ?? (request.mode === "navigate" ? await cache.match("/") : undefined);
      if (kept) return kept;
      throw err;
    }
  })());
});

// A push message from the server (push.py: a move or an invitation, in the language the player chose), shown
// as a notification; a newer one of the same table replaces it (its tag).
self.addEventListener("push", (event) => {
  const pushed = /** @type {any} */ (event);
  /** @type {{ title?: string, body?: string, url?: string, tag?: string }} */
  let shown = {};
  try { shown = pushed.data?.json() ?? {}; } catch { /* not JSON: shown as Agora's own, with nothing more */ }
  pushed.waitUntil(/** @type {any} */ (self).registration.showNotification(shown.title ?? "Agora", {
    body: shown.body ?? "", tag: shown.tag, icon: "/static/icons/agora-192.png", data: { url: shown.url ?? "/" },
  }));
});

// A "your turn" notification: its click brings the table's tab forward, or opens it (a page of Agora's only).
self.addEventListener("notificationclick", (event) => {
  const click = /** @type {any} */ (event);
  click.notification.close();
  const named = new URL(click.notification.data?.url ?? "/", location.origin);
  const url = named.origin === location.origin ? named.href : new URL("/", location.origin).href;
  const all = /** @type {any} */ (self).clients;
  click.waitUntil(all.matchAll({ type: "window", includeUncontrolled: true }).then((/** @type {any[]} */ tabs) => {
    const open = tabs.find((tab) => tab.url === url);
    return open ? open.focus() : all.openWindow(url);
  }));
});
