import numpy as np


def scenes(rng, batch_size, size=16, max_objects=4):
    images = rng.normal(size=(batch_size, size, size, 3)).astype(np.float32)
    boxes = []
    for _ in range(batch_size):
        n = rng.integers(1, max_objects + 1)
        tl = rng.uniform(0, size - 4, size=(n, 2))
        wh = rng.uniform(2, 4, size=(n, 2))
        boxes.append(np.concatenate([tl, tl + wh], axis=1).astype(np.float32))
    return images, boxes
