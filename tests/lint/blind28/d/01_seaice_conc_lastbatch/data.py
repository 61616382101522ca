import numpy as np


def load_passive_microwave(n_scenes=70, size=8, seed=0):
    rng = np.random.default_rng(seed)
    tb19 = rng.normal(230.0, 15.0, size=(n_scenes, size, size, 1))
    tb37 = rng.normal(215.0, 12.0, size=(n_scenes, size, size, 1))
    x = np.concatenate([tb19, tb37], axis=-1).astype(np.float32)
    sic = np.clip((250.0 - tb37[..., 0]) / 60.0, 0.0, 1.0).astype(np.float32)
    return x, sic


def iterate_batches(x, y, batch_size):
    for start in range(0, len(x), batch_size):
        yield x[start:start + batch_size], y[start:start + batch_size]
