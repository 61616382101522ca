import jax.numpy as jnp
import numpy as np

REGIME_VOL = np.array([0.1, 0.2, 0.45])


def classify(realised_vol, posterior=None):
    """Regime from a fitted model's posterior when available, else nearest-vol rule."""
    if posterior is not None:
        return jnp.argmax(posterior)
    return int(np.argmin(np.abs(REGIME_VOL - realised_vol)))
