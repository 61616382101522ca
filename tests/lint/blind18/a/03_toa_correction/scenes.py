import numpy as np

SCENES = [
    {"id": "LC08_044034_20230112", "doy": 12},
    {"id": "LC08_044034_20230128", "doy": 28},
    {"id": "LC08_044034_20230213", "doy": 44},
    {"id": "LC08_044034_20230301", "doy": 60},
    {"id": "LC08_044034_20230317", "doy": 76},
]


def load_dn(scene, shape=(6, 96, 96)):
    rng = np.random.default_rng(scene["doy"])
    return rng.integers(5000, 30000, size=shape).astype(np.float32)
