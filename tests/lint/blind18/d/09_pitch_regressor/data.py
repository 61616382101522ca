import numpy as np

SR = 4000
FRAME = 128


def make_batch(rng, batch=16):
    f0 = rng.uniform(80.0, 400.0, size=batch).astype(np.float32)
    t = np.arange(FRAME) / SR
    frames = np.sin(2 * np.pi * f0[:, None] * t[None, :]).astype(np.float32)
    frames += 0.05 * rng.standard_normal(frames.shape).astype(np.float32)
    target = np.log2(f0 / 55.0).astype(np.float32)
    return {"frames": frames, "target": target}


def batches(seed, steps):
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        yield make_batch(rng)
