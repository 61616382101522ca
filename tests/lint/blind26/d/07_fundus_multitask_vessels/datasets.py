import numpy as np


def _images(rng, n):
    return rng.uniform(0, 1, size=(n, 24, 24, 3)).astype(np.float32)


def drive_like(n, rng):
    imgs = _images(rng, n)
    vessels = (imgs[..., 1] < 0.3).astype(np.float32)
    return [{"image": imgs[i:i + 4], "vessels": vessels[i:i + 4]} for i in range(0, n, 4)]


def screening_like(n, rng):
    imgs = _images(rng, n)
    return [{"image": imgs[i:i + 4]} for i in range(0, n, 4)]


def mixed_stream(seed=0):
    rng = np.random.default_rng(seed)
    a = drive_like(16, rng)
    b = screening_like(16, rng)
    out = []
    for x, y in zip(a, b):
        out.extend([x, y])
    return out
