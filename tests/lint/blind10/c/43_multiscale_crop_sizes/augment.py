import numpy as np


def random_resized_crop(batch, rng, min_scale=0.5):
    """Crop one random square per batch (same for every image so the batch stays stackable)."""
    n, h, w, c = batch.shape
    scale = rng.uniform(min_scale, 1.0)
    size = max(8, int(round(h * scale)))
    top = rng.integers(0, h - size + 1)
    left = rng.integers(0, w - size + 1)
    return batch[:, top:top + size, left:left + size]
