import numpy as np


def granule_tiles(n_tiles, shape=(64, 64), seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_tiles):
        blue = rng.uniform(0.002, 0.012, shape)
        green = rng.uniform(0.002, 0.004, shape)
        yield i, {"443": blue.astype(np.float32), "490": (blue * 0.9).astype(np.float32),
                  "510": (blue * 0.7 + green * 0.3).astype(np.float32), "555": green.astype(np.float32)}
