import jax.numpy as jnp
import numpy as np

FEATURE_SCALE = np.array([100.0, 24.0, 7.0, 40.0], np.float32)


def prepare(raw, compact=False):
    x = jnp.asarray(raw / FEATURE_SCALE)
    if compact:
        x = x.astype(jnp.float16)
    return x
