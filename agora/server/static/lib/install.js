// Agora as an app a phone can add to its home screen: every page registers the service worker (/sw.js),
// which keeps the client for when the network is away and opens the table a notification names.

export function registerWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js").catch((err) => console.warn("service worker", err));
}
