import jax
import numpy as np


def export_compact(params):
    """Store weights as float16 to halve the artifact size."""
    return jax.tree.map(lambda p: np.asarray(p, np.float16), params)


def load_compact(blob):
    return jax.tree.map(lambda p: np.asarray(p, np.float32), blob)
