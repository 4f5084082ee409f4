// Zoom and pan of the board: the wheel or a pinch zooms about its point, a drag pans, the buttons zoom in,
// out and back to the whole board. A drag is not a click: the click that ends it is swallowed.
import { byId } from "../lib/dom.js";

const MAX = 5;

/** @typedef {{ x: number, y: number, x0: number, y0: number }} Pointer where a pointer is, and where it went down */

export class Zoom {
  /**
   * @param {HTMLElement} frame
   * @param {HTMLElement} root
   */
  constructor(frame, root) {
    this.frame = frame;
    this.root = root;
    this.z = 1; this.x = 0; this.y = 0;
    /** @type {Map<number, Pointer>} */
    this.pointers = new Map();
    this.dragged = false;
    this.fitted = false;
    frame.addEventListener("wheel", (e) => {
      if (!this.fitted) return;
      e.preventDefault();
      this.at(e.clientX, e.clientY, this.z * Math.exp(-e.deltaY * 0.0015));
    }, { passive: false });
    frame.addEventListener("pointerdown", (e) => this.down(e));
    frame.addEventListener("pointermove", (e) => this.move(e));
    for (const kind of ["pointerup", "pointercancel", "pointerleave"]) frame.addEventListener(kind, (e) => this.pointers.delete(/** @type {PointerEvent} */ (e).pointerId));
    frame.addEventListener("click", (e) => { if (this.dragged) { e.stopPropagation(); e.preventDefault(); this.dragged = false; } }, true);
    byId("zoom-in").addEventListener("click", () => this.step(1.4));
    byId("zoom-out").addEventListener("click", () => this.step(1 / 1.4));
    byId("zoom-fit").addEventListener("click", () => this.set(1, 0, 0));
  }

  /**
   * A board drawn as one SVG fits the frame and zooms; any other board flows and scrolls.
   * @param {boolean} svg
   */
  fits(svg) {
    this.fitted = svg;
    this.frame.classList.toggle("fitted", svg);
    if (!svg) this.set(1, 0, 0);
    else this.apply();
  }

  /** @param {number} factor */
  step(factor) {
    const box = this.frame.getBoundingClientRect();
    this.at(box.left + box.width / 2, box.top + box.height / 2, this.z * factor);
  }

  /**
   * Zoom to `z` keeping the screen point (cx, cy) where it is.
   * @param {number} cx
   * @param {number} cy
   * @param {number} z
   */
  at(cx, cy, z) {
    const box = this.frame.getBoundingClientRect();
    const clamped = Math.min(MAX, Math.max(1, z));
    const px = cx - box.left, py = cy - box.top;
    const k = clamped / this.z;
    this.set(clamped, px - (px - this.x) * k, py - (py - this.y) * k);
  }

  /** @param {number} z @param {number} x @param {number} y */
  set(z, x, y) {
    const box = this.frame.getBoundingClientRect();
    this.z = z;
    // The board never leaves the frame: its edges stay at or beyond the frame's.
    this.x = Math.min(0, Math.max(box.width * (1 - z), x));
    this.y = Math.min(0, Math.max(box.height * (1 - z), y));
    this.apply();
  }

  apply() {
    this.root.style.transform = this.z === 1 ? "" : `translate(${this.x}px, ${this.y}px) scale(${this.z})`;
    this.frame.classList.toggle("zoomed", this.z > 1);
  }

  /** @param {PointerEvent} e */
  down(e) {
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY });
    this.dragged = false;
  }

  /** @param {PointerEvent} e */
  move(e) {
    const p = this.pointers.get(e.pointerId);
    if (!p || !this.fitted) return;
    if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()];
      const before = Math.hypot(a.x - b.x, a.y - b.y);
      p.x = e.clientX; p.y = e.clientY;
      const after = Math.hypot(a.x - b.x, a.y - b.y);
      if (before > 0) this.at((a.x + b.x) / 2, (a.y + b.y) / 2, this.z * (after / before));
      this.dragged = true;
      return;
    }
    const dx = e.clientX - p.x, dy = e.clientY - p.y;
    p.x = e.clientX; p.y = e.clientY;
    if (this.z > 1 && (this.dragged || Math.hypot(e.clientX - p.x0, e.clientY - p.y0) > 5)) {
      this.dragged = true;
      this.set(this.z, this.x + dx, this.y + dy);
    }
  }
}
