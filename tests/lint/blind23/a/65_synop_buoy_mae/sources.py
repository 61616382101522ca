import numpy as np


def load_source(name, rng, n=365):
    obs = rng.normal(5, 3, size=(n, 12)).astype(np.float32)
    record = {"name": name, "obs": obs, "flags": None}
    if name.startswith("synop"):
        record["flags"] = (rng.random(obs.shape) > 0.05).astype(np.float32)
    return record
