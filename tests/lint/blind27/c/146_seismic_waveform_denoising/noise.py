import jax.numpy as jnp
import numpy as np


def station_sigma(noise_psd_db):
    return jnp.sqrt(10 ** (jnp.asarray(noise_psd_db, jnp.float32) / 10))


DEFAULT_SIGMA = 0.1
