import numpy as np

CANVAS = 20


def synthetic_tray(rng, n_beans=6, size=64):
    img = np.zeros((size, size), np.float32)
    boxes = []
    for _ in range(n_beans):
        h, w = int(rng.integers(6, 12)), int(rng.integers(8, 16))
        r, c = int(rng.integers(0, size - h)), int(rng.integers(0, size - w))
        img[r:r + h, c:c + w] = rng.uniform(0.4, 1.0)
        boxes.append((r, c, h, w))
    return img, boxes


def canvas_crops(img, boxes):
    for r, c, h, w in boxes:
        canvas = np.zeros((CANVAS, CANVAS), np.float32)
        canvas[:h, :w] = img[r:r + h, c:c + w]
        yield canvas
