import numpy as np


def load_hyperspectral(source, seed, n_pixels=4096):
    """Grape berry hyperspectral scans; the drone archive stores half precision to save space."""
    rng = np.random.default_rng(seed)
    cube = rng.uniform(0.05, 0.6, (n_pixels, 64))
    if source == "drone":
        return cube.astype(np.float16)
    return cube.astype(np.float32)
