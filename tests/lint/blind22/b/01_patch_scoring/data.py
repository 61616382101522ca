import numpy as np


def load_inspection_batch(seed, n_parts=6):
    rng = np.random.default_rng(seed)
    parts = []
    for i in range(n_parts):
        h = 24 + 8 * (i % 3)
        w = 32 + 8 * (i % 2)
        img = rng.random((h, w), dtype=np.float32)
        parts.append({"part_id": f"P{i:03d}", "image": img})
    return parts
