import numpy as np


def jittered_crops(images, labels, batch_size, crop, rng):
    n, full = len(images), images.shape[1]
    order = rng.permutation(n)
    for s in range(0, n - batch_size + 1, batch_size):
        b = order[s:s + batch_size]
        out = np.empty((batch_size, crop, crop) + images.shape[3:], images.dtype)
        for j, i in enumerate(b):
            oy, ox = rng.integers(0, full - crop + 1, 2)
            out[j] = images[i, oy:oy + crop, ox:ox + crop]
        yield out, labels[b]
