import numpy as np

H = W = 32
T = 8


def decode_clip(rng):
    return rng.integers(0, 256, size=(T, H, W, 3), dtype=np.uint8)


def load_preprocessed_clip(rng):
    return (rng.integers(0, 256, size=(T, H, W, 3)) / 255.0).astype(np.float32)


def clip_stream(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        if i < 3:
            yield f"clip{i}", load_preprocessed_clip(rng)
        else:
            yield f"clip{i}", decode_clip(rng)
