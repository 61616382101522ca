import numpy as np


def read_arri_sidecar(rng):
    meta = {}
    meta["white_balance"] = np.array([1.9, 1.0, 1.6], np.float32) * rng.uniform(0.9, 1.1)
    meta["exposure_index"] = np.float32(rng.choice([400, 800, 1600]))
    meta["tint"] = np.float32(rng.uniform(-0.05, 0.05))
    return meta


def read_red_sidecar(rng):
    return {
        "tint": np.float32(rng.uniform(-0.05, 0.05)),
        "exposure_index": np.float32(rng.choice([250, 800, 3200])),
        "white_balance": np.array([2.1, 1.0, 1.4], np.float32) * rng.uniform(0.9, 1.1),
    }


READERS = {"arri": read_arri_sidecar, "red": read_red_sidecar}
