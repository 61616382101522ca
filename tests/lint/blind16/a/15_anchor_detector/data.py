import numpy as np


def synthetic_scene(rng, size=32, max_objects=5):
    """One image with a random number of axis-aligned boxes (x1, y1, x2, y2, cls)."""
    image = rng.normal(scale=0.1, size=(size, size, 3)).astype(np.float32)
    n = int(rng.integers(1, max_objects + 1))
    boxes = []
    for _ in range(n):
        x1, y1 = rng.integers(0, size - 8, size=2)
        w, h = rng.integers(4, 8, size=2)
        image[y1:y1 + h, x1:x1 + w] += 1.0
        boxes.append([x1 / size, y1 / size, (x1 + w) / size, (y1 + h) / size])
    return image, np.asarray(boxes, np.float32)


def scene_stream(seed=0):
    rng = np.random.default_rng(seed)
    while True:
        yield synthetic_scene(rng)
