import numpy as np

MAX_INSTANCES = 8


def synthetic_instances(rng, n_images, size=16, max_instances=6):
    """Instance masks padded to MAX_INSTANCES, with a validity vector."""
    out = []
    for _ in range(n_images):
        n = int(rng.integers(1, max_instances + 1))
        masks = np.zeros((MAX_INSTANCES, size, size), np.float32)
        for j in range(n):
            y, x = rng.integers(0, size - 5, size=2)
            h, w = rng.integers(3, 6, size=2)
            masks[j, y:y + h, x:x + w] = 1.0
        valid = np.arange(MAX_INSTANCES) < n
        image = masks.sum(0)[..., None] + 0.1 * rng.normal(size=(size, size, 1))
        out.append((image.astype(np.float32), masks, valid))
    return out
