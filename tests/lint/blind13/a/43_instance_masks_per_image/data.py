import numpy as np


def synthetic_instances(rng, n_images, size=16, max_instances=6):
    """Each image has its own number of instances, stored as [n_inst, H, W] binary masks."""
    out = []
    for _ in range(n_images):
        n = int(rng.integers(1, max_instances + 1))
        masks = np.zeros((n, size, size), np.float32)
        for j in range(n):
            y, x = rng.integers(0, size - 5, size=2)
            h, w = rng.integers(3, 6, size=2)
            masks[j, y:y + h, x:x + w] = 1.0
        image = masks.sum(0)[..., None] + 0.1 * rng.normal(size=(size, size, 1))
        out.append((image.astype(np.float32), masks))
    return out
