import numpy as np

STAMP_HALF = 20


def cutout_half_width(flux, r_half):
    """One stamp size for the whole catalogue, large enough for the biggest galaxies."""
    return STAMP_HALF


def extract(image, x, y, half):
    xi, yi = int(round(x)), int(round(y))
    return image[yi - half:yi + half + 1, xi - half:xi + half + 1]
