import numpy as np


def scans(rng, n, size=32, labelled_every=3):
    for i in range(n):
        image = rng.random((size, size, 1), dtype=np.float32)
        mask = None
        if i % labelled_every == 0:
            mask = (image[..., 0] > 0.7).astype(np.float32)
        yield image, mask
