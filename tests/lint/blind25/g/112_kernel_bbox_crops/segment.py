import numpy as np


def synthetic_tray(rng, n_kernels=6, size=64):
    img = np.zeros((size, size), np.float32)
    boxes = []
    for _ in range(n_kernels):
        h, w = int(rng.integers(6, 10)), int(rng.integers(10, 16))
        r, c = int(rng.integers(0, size - h)), int(rng.integers(0, size - w))
        img[r:r + h, c:c + w] = rng.uniform(0.5, 1.0)
        boxes.append((r, c, h, w))
    return img, boxes


def crops(img, boxes):
    for r, c, h, w in boxes:
        yield img[r:r + h, c:c + w]
