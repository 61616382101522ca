import numpy as np

CLIENT_SPECS = [
    {"name": "hospital_a", "clip": 1, "n": 32},
    {"name": "hospital_b", "clip": 0.5, "n": 32},
    {"name": "clinic_c", "clip": 2, "n": 32},
    {"name": "clinic_d", "clip": 0.75, "n": 32},
]


def load_client(spec, dim, seed):
    rng = np.random.RandomState(seed)
    x = rng.normal(size=(spec["n"], dim)).astype(np.float32)
    y = rng.randint(0, 3, size=(spec["n"],)).astype(np.int32)
    return x, y
