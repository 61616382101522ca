import numpy as np


def detect_faces(frame_idx, h, w, rng):
    n = [1, 3, 2, 0, 1, 4, 2, 1][frame_idx % 8]
    boxes = []
    for _ in range(n):
        y0, x0 = rng.integers(0, h - 8), rng.integers(0, w - 8)
        boxes.append((y0, x0, y0 + 8, x0 + 8))
    return np.array(boxes, np.float32).reshape(-1, 4)
