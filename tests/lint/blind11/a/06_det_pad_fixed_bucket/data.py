import numpy as np

MAX_BOXES = 8


def load_annotations(rng, num_images):
    return [rng.uniform(0, 1, size=(int(rng.integers(1, 9)), 4)).astype(np.float32)
            for _ in range(num_images)]


def collate_boxes(batch, max_boxes=MAX_BOXES):
    out = np.zeros((len(batch), max_boxes, 4), np.float32)
    valid = np.zeros((len(batch), max_boxes), bool)
    for i, b in enumerate(batch):
        b = b[:max_boxes]
        out[i, :len(b)] = b
        valid[i, :len(b)] = True
    return out, valid
