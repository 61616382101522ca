import jax
import numpy as np


def restart_from_snapshot(snapshot, seed):
    """Continue a run from a saved snapshot with a fresh random stream."""
    x = np.asarray(snapshot["x"], np.float32)
    v = np.asarray(snapshot["v"], np.float32)
    key = jax.random.key(seed)
    return x, v, key
