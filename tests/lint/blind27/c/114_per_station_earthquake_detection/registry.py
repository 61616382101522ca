import jax.numpy as jnp
import numpy as np

from model import StationDetector


def load_detectors(names, seed=0):
    rng = np.random.default_rng(seed)
    return {n: StationDetector(n, jnp.asarray(rng.normal(size=8), jnp.float32), jnp.float32(-0.5))
            for n in names}
