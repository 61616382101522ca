import numpy as np

SEG_LEN = 40


def load_segments(n_segments, seed=0):
    rng = np.random.default_rng(seed)
    for s in range(n_segments):
        xyz = np.cumsum(rng.normal(size=(SEG_LEN, 3)), axis=0).astype(np.float32)
        occluded = s % 2 == 1
        if occluded:
            conf = rng.random(SEG_LEN)
            mask = conf > 0.3
        else:
            mask = np.ones(SEG_LEN, np.float32)
        yield xyz, mask
