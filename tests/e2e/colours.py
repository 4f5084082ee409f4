"""Seat colours as a colour-blind player and a low-contrast screen see them: WCAG contrast against the
surface pieces sit on, and the CIEDE2000 distance between two seats after simulating deuteranopia or
protanopia (Machado, Oliveira and Fernandes 2009, severity 1). The maths is colour-science's."""

from __future__ import annotations

import itertools
import re

import colour
import numpy as np
from numpy.typing import NDArray

DEFICIENCIES = {"deuteranopia": "Deuteranomaly", "protanopia": "Protanomaly"}  # Machado's names, severity 1


def rgb(css: str) -> NDArray[np.float64]:
    """sRGB in 0..1 from a computed CSS colour ("rgb(r, g, b)") or a hex colour ("#abc", "#aabbcc")."""
    numbers = re.fullmatch(r"rgba?\((\d+(?:\.\d+)?)[, ]+(\d+(?:\.\d+)?)[, ]+(\d+(?:\.\d+)?).*\)", css.strip())
    if numbers:
        return np.array([float(n) for n in numbers.groups()]) / 255
    digits = css.strip().lstrip("#")
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    if not re.fullmatch(r"[0-9a-fA-F]{6}", digits):
        raise ValueError(f"not a colour: {css!r}")
    return np.array([int(digits[i:i + 2], 16) for i in (0, 2, 4)]) / 255


def luminance(css: str) -> float:
    """WCAG's relative luminance: the Y of the colour's XYZ (sRGB, D65)."""
    return float(colour.sRGB_to_XYZ(rgb(css))[1])


def contrast(a: str, b: str) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def seen_as(css: str, deficiency: str | None) -> NDArray[np.float64]:
    """The colour in CIE Lab as a viewer with `deficiency` (a key of DEFICIENCIES, None: typical) sees it."""
    linear = colour.cctf_decoding(rgb(css), function="sRGB")
    if deficiency is not None:
        matrix = colour.blindness.matrix_cvd_Machado2009(DEFICIENCIES[deficiency], 1)
        linear = np.clip(matrix @ linear, 0, 1)
    return np.asarray(colour.XYZ_to_Lab(colour.RGB_to_XYZ(linear, colour.RGB_COLOURSPACES["sRGB"])), dtype=np.float64)


def closest_pair(colours: list[str], deficiency: str | None) -> tuple[float, str, str]:
    """The smallest CIEDE2000 distance between two of the colours as `deficiency` sees them, and the pair."""
    pairs = ((float(colour.delta_E(seen_as(a, deficiency), seen_as(b, deficiency), method="CIE 2000")), a, b)
             for a, b in itertools.combinations(colours, 2))
    return min(pairs, default=(float("inf"), "", ""))
