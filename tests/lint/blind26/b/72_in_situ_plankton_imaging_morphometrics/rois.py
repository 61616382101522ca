import numpy as np


def segment_rois(frame, threshold=0.5):
    """Crop bounding boxes of bright blobs from an in-situ imaging frame (simple flood-free version)."""
    rows = np.where(frame.max(1) > threshold)[0]
    cols = np.where(frame.max(0) > threshold)[0]
    if len(rows) == 0:
        return None
    return frame[rows.min():rows.max() + 1, cols.min():cols.max() + 1]


def synthetic_frames(n, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:64, :64]
    for i in range(n):
        a, b = rng.integers(3, 12, 2)
        cy, cx = rng.integers(16, 48, 2)
        blob = (((yy - cy) / a) ** 2 + ((xx - cx) / b) ** 2 < 1).astype(np.float32)
        yield i, blob + rng.uniform(0, 0.2, (64, 64)).astype(np.float32)
