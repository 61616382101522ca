import numpy as np

def segment_image(k, rng):
    n_crowns = int(rng.integers(20, 40))
    area = rng.uniform(4, 60, n_crowns)
    height = rng.uniform(5, 35, n_crowns)
    ndvi = rng.uniform(0.3, 0.9, n_crowns)
    return np.stack([area / 60, height / 35, ndvi], axis=1).astype(np.float32)
