import jax
import numpy as np


def snapshot(params, key, step):
    return {
        "params": jax.tree.map(np.asarray, params),
        "rng": np.asarray(jax.random.key_data(key)),
        "step": step,
    }


def load(snap):
    key = jax.random.wrap_key_data(np.asarray(snap["rng"], dtype=np.uint32))
    return snap["params"], key, snap["step"]
