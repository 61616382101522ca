import jax
import jax.numpy as jnp

MU_WATER_380KEV = 0.112  # 1/cm, Ir-192 mean energy


@jax.jit
def radial_dose_histories(key, n_radii_bins_edges):
    k1, k2 = jax.random.split(key)
    r = jax.random.exponential(k1, (20000,)) / MU_WATER_380KEV
    w = jax.random.uniform(k2, (20000,), minval=0.8, maxval=1.0)
    hist, _ = jnp.histogram(r, bins=n_radii_bins_edges, weights=w)
    shell_vol = 4.0 / 3.0 * jnp.pi * (n_radii_bins_edges[1:] ** 3 - n_radii_bins_edges[:-1] ** 3)
    return hist / shell_vol
