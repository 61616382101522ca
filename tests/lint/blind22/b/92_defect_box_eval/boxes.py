import numpy as np

MAX_BOXES = 8


def detections_per_image(seed, n_images=5):
    rng = np.random.default_rng(seed)
    counts = [3, 5, 3, 7, 2]
    for i in range(n_images):
        xy = rng.uniform(0, 50, size=(counts[i], 2))
        wh = rng.uniform(4, 12, size=(counts[i], 2))
        boxes = np.concatenate([xy, xy + wh], axis=1).astype(np.float32)
        pred = np.zeros((MAX_BOXES, 4), dtype=np.float32)
        pred[: counts[i]] = boxes
        valid = np.arange(MAX_BOXES) < counts[i]
        gt = boxes[:1] + np.float32(1.0)
        yield f"img{i}", pred, valid, gt
