from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def standardise_and_score(spectra, stats):
    mean, std = stats
    z = (spectra - mean) / std
    return jnp.abs(z).max(axis=1)
