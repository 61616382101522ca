import numpy as np


def random_shift(frames, rng, pad=2):
    n, h, w = frames.shape
    padded = np.pad(frames, ((0, 0), (pad, pad), (pad, pad)), mode="edge")
    out = np.empty((n, h, w), np.float32)
    for i in range(n):
        dy, dx = rng.integers(0, 2 * pad + 1, size=2)
        out[i] = padded[i, dy:dy + h, dx:dx + w]
    return out


def render_frames(rng, n=8, size=12):
    return rng.integers(0, 256, size=(n, size, size), dtype=np.uint8)
