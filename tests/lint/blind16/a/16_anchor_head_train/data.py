import numpy as np

MAX_OBJECTS = 5


def synthetic_scene(rng, size=32, max_objects=MAX_OBJECTS):
    """One image with a random number of axis-aligned boxes, padded to max_objects."""
    image = rng.normal(scale=0.1, size=(size, size, 3)).astype(np.float32)
    n = int(rng.integers(1, max_objects + 1))
    boxes = np.zeros((max_objects, 4), np.float32)
    valid = np.zeros((max_objects,), np.float32)
    for i in range(n):
        x1, y1 = rng.integers(0, size - 8, size=2)
        w, h = rng.integers(4, 8, size=2)
        image[y1:y1 + h, x1:x1 + w] += 1.0
        boxes[i] = [x1 / size, y1 / size, (x1 + w) / size, (y1 + h) / size]
        valid[i] = 1.0
    return image, boxes, valid


def scene_stream(seed=0):
    rng = np.random.default_rng(seed)
    while True:
        yield synthetic_scene(rng)
