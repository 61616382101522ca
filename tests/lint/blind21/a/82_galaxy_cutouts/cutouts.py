import numpy as np


def cutout_half_width(flux, r_half):
    """Bright, extended galaxies get larger stamps so their outskirts are kept."""
    return int(np.clip(4 * r_half * (1 + 0.2 * np.log10(flux / 100.0)), 6, 20))


def extract(image, x, y, half):
    xi, yi = int(round(x)), int(round(y))
    return image[yi - half:yi + half + 1, xi - half:xi + half + 1]
