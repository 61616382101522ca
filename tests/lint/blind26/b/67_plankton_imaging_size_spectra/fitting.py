import jax
import jax.numpy as jnp


@jax.jit
def fit_size_spectrum(log_size, log_abundance, weights=None):
    # normalised biomass size spectrum slope for plankton imaging data
    if weights is None:
        weights = jnp.ones_like(log_size)
    wm = jnp.sum(weights)
    xm = jnp.sum(weights * log_size) / wm
    ym = jnp.sum(weights * log_abundance) / wm
    slope = jnp.sum(weights * (log_size - xm) * (log_abundance - ym)) / jnp.sum(weights * (log_size - xm) ** 2)
    return slope, ym - slope * xm
