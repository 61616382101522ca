import numpy as np


def acquisitions(n=6, size=48, seed=5):
    rng = np.random.default_rng(seed)
    for i in range(n):
        red = rng.uniform(0.02, 0.2, (size, size)).astype(np.float32)
        nir = rng.uniform(0.2, 0.6, (size, size)).astype(np.float32)
        cloud_prob = rng.uniform(0, 1, (size, size)) * (0.3 + 0.1 * i)
        yield {"red": red, "nir": nir, "scl_cloud": cloud_prob > 0.25}


def clear_pixels(scene):
    keep = ~scene["scl_cloud"]
    return scene["red"][keep], scene["nir"][keep]
