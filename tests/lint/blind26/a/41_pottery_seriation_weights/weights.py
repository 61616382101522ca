import numpy as np


def from_config():
    return {"decoration": np.float32(1.0), "fabric": np.float32(0.5), "form": np.float32(2.0)}


def from_expert(rng):
    w = {}
    w["form"] = np.float32(rng.uniform(1, 3))
    w["decoration"] = np.float32(rng.uniform(0.5, 1.5))
    w["fabric"] = np.float32(rng.uniform(0.1, 1.0))
    return w
