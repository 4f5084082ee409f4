// Tooltips: any element with data-tip (a board piece, a card, an action) explains itself on hover, on
// keyboard focus and on a long press (which then does not count as a click).
import { byId } from "../lib/dom.js";

const PRESS_MS = 450;

export function mountTips() {
  const tip = byId("tip");
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let pressTimer;
  let pressed = false;

  /** @type {(el: { dataset: DOMStringMap }, x: number, y: number) => void} */
  const show = (el, x, y) => {
    tip.textContent = el.dataset.tip ?? "";
    tip.hidden = false;
    const box = tip.getBoundingClientRect();
    tip.style.left = `${Math.max(4, Math.min(x + 12, innerWidth - box.width - 4))}px`;
    tip.style.top = `${y + 16 + box.height > innerHeight ? y - box.height - 8 : y + 16}px`;
  };
  const hide = () => { tip.hidden = true; };
  /** @type {(target: EventTarget | null) => HTMLElement | SVGElement | null} */
  const owner = (target) => (target instanceof Element ? target.closest("[data-tip]") : null);

  document.addEventListener("pointerover", (e) => {
    if (e.pointerType === "touch") return;
    const el = owner(e.target);
    if (el?.dataset.tip) show(el, e.clientX, e.clientY); else hide();
  });
  document.addEventListener("pointermove", (e) => {
    if (!tip.hidden && e.pointerType !== "touch") show(owner(e.target) ?? { dataset: { tip: tip.textContent } }, e.clientX, e.clientY);
  });
  document.addEventListener("focusin", (e) => {
    const el = owner(e.target);
    if (!el?.dataset.tip) { hide(); return; }
    const box = el.getBoundingClientRect();
    show(el, box.left, box.bottom - 12);
  });
  document.addEventListener("focusout", hide);
  document.addEventListener("pointerdown", (e) => {
    hide();
    pressed = false;
    const el = owner(e.target);
    if (e.pointerType !== "touch" || !el?.dataset.tip) return;
    pressTimer = setTimeout(() => { pressed = true; show(el, e.clientX, e.clientY); }, PRESS_MS);
  });
  for (const kind of ["pointerup", "pointercancel"]) document.addEventListener(kind, () => clearTimeout(pressTimer));
  // A long press showed a tooltip: it is not also a click.
  document.addEventListener("click", (e) => { if (pressed) { e.stopPropagation(); e.preventDefault(); pressed = false; } }, true);
}
