import numpy as np


def load_sample(rng, idx):
    sample = {
        "left_hand": rng.normal(size=(24, 21, 3)).astype(np.float32),
        "right_hand": rng.normal(size=(24, 21, 3)).astype(np.float32),
        "pose": rng.normal(size=(24, 33, 3)).astype(np.float32),
    }
    if idx % 3 != 0:
        sample["face"] = rng.normal(size=(24, 40, 3)).astype(np.float32)
    return sample


def dataset(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield load_sample(rng, i), i % 5
