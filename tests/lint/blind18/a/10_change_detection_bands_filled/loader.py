import numpy as np

ACQUISITIONS = [
    ("2022-06-01", True),
    ("2022-07-03", False),
    ("2022-08-04", True),
    ("2022-09-05", False),
    ("2022-10-07", True),
]


def load_pair(date, has_swir, size=64, seed=0):
    rng = np.random.default_rng(seed)
    def scene():
        bands = {
            "red": rng.uniform(0, 0.3, (size, size)).astype(np.float32),
            "nir": rng.uniform(0.1, 0.6, (size, size)).astype(np.float32),
        }
        if has_swir:
            bands["swir"] = rng.uniform(0.05, 0.4, (size, size)).astype(np.float32)
        else:
            bands["swir"] = np.zeros((size, size), np.float32)
        bands["swir_valid"] = np.float32(has_swir)
        return bands
    return scene(), scene()
