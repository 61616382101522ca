import numpy as np

CANVAS = 32


def crop_to_canvas(frame, threshold=0.5):
    """Centre each blob's bounding box on a 32x32 canvas (crops larger than the canvas are clipped)."""
    rows = np.where(frame.max(1) > threshold)[0]
    cols = np.where(frame.max(0) > threshold)[0]
    crop = frame[rows.min():rows.max() + 1, cols.min():cols.max() + 1][:CANVAS, :CANVAS]
    canvas = np.zeros((CANVAS, CANVAS), np.float32)
    oy, ox = (CANVAS - crop.shape[0]) // 2, (CANVAS - crop.shape[1]) // 2
    canvas[oy:oy + crop.shape[0], ox:ox + crop.shape[1]] = crop
    return canvas


def frames(n, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:64, :64]
    for i in range(n):
        a, b = rng.integers(3, 12, 2)
        cy, cx = rng.integers(16, 48, 2)
        ang = rng.uniform(0, np.pi)
        dy, dx = yy - cy, xx - cx
        u, v = dy * np.cos(ang) + dx * np.sin(ang), -dy * np.sin(ang) + dx * np.cos(ang)
        yield i, ((u / a) ** 2 + (v / b) ** 2 < 1).astype(np.float32) + rng.uniform(0, 0.2, (64, 64)).astype(np.float32)
