import numpy as np


def synthetic_detection(n_images, size=16, max_objects=20, seed=0):
    rng = np.random.default_rng(seed)
    samples = []
    for _ in range(n_images):
        k = int(rng.integers(1, max_objects + 1))
        xy = rng.uniform(0, size - 4, size=(k, 2))
        wh = rng.uniform(2, 4, size=(k, 2))
        boxes = np.concatenate([xy, xy + wh], axis=1).astype(np.float32) / size
        classes = rng.integers(0, 3, size=k).astype(np.int32)
        image = rng.normal(size=(size, size, 3)).astype(np.float32)
        samples.append({"image": image, "boxes": boxes, "classes": classes})
    return samples
