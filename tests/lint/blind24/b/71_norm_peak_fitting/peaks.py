import jax
import jax.numpy as jnp

HALF_WIDTH = 12


@jax.jit
def fit_gaussian_window(window, ch0):
    ch = ch0 + jnp.arange(window.shape[0], dtype=jnp.float32)
    bkg = 0.5 * (window[:3].mean() + window[-3:].mean())
    net = jnp.maximum(window - bkg, 0.0)
    area = net.sum()
    centroid = jnp.sum(net * ch) / jnp.maximum(area, 1e-6)
    sigma = jnp.sqrt(jnp.sum(net * (ch - centroid) ** 2) / jnp.maximum(area, 1e-6))
    return centroid, sigma, area
