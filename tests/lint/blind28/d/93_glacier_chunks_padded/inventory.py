import numpy as np

CHUNK = 16


def load_glaciers(n=53, seed=0):
    rng = np.random.default_rng(seed)
    area = rng.lognormal(1.0, 1.0, n).astype(np.float32)
    ela = rng.uniform(2500, 3300, n).astype(np.float32)
    zmax = (ela + rng.uniform(200, 900, n)).astype(np.float32)
    return np.stack([area, ela, zmax], 1)


def chunks(glaciers):
    n = len(glaciers)
    for start in range(0, n, CHUNK):
        block = glaciers[start:start + CHUNK]
        valid = np.ones(CHUNK, np.float32)
        if len(block) < CHUNK:
            valid[len(block):] = 0.0
            block = np.concatenate([block, np.repeat(block[-1:], CHUNK - len(block), 0)])
        yield block, valid
