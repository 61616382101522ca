import jax.numpy as jnp

from spectral import spectral_nudge


def nudging_tendency(field, driver, n_keep, alpha):
    nudged = spectral_nudge(field, driver, n_keep=n_keep, alpha=alpha)
    return float(jnp.sqrt(jnp.mean((nudged - field) ** 2)))
