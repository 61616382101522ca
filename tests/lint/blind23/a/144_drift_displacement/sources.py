import numpy as np


def hf_radar(rng, shape=(30, 30)):
    return rng.normal(0.2, 0.1, shape).astype(np.float32), rng.normal(0.0, 0.1, shape).astype(np.float32)


def ocean_model(rng, shape=(30, 30)):
    return rng.normal([0.2, 0.0], 0.1, shape + (2,)).astype(np.float32).transpose(2, 0, 1)


def as_components(currents):
    return np.stack(currents) if isinstance(currents, tuple) else np.asarray(currents)
