import numpy as np


def load_scene(i, size=32):
    rng = np.random.default_rng(i)
    refl = rng.uniform(0.3, 0.9, (size, size, 3)).astype(np.float32)
    # Landsat scenes carry a QA cloud band; the Sentinel-2 L2A subset here was delivered without one
    cloud = (rng.random((size, size)) < 0.2) if i % 3 != 1 else None
    return {"reflectance": refl, "cloud": cloud}
