import numpy as np


def decode(rng, n=8, h=32, w=32):
    return rng.integers(0, 256, (n, h, w, 1), dtype=np.uint8)


def augment(frames, rng):
    gain = rng.uniform(0.8, 1.2)
    return np.clip(frames.astype(np.float32) * gain, 0, 255)


def frame_stream(rng, n_batches, augment_prob=0.5):
    for _ in range(n_batches):
        f = decode(rng)
        if rng.uniform() < augment_prob:
            f = augment(f, rng)
        yield f
