import jax
import jax.numpy as jnp


def max_curvature_mc(mags, bin_width=0.1):
    edges = jnp.arange(0.0, 6.0, bin_width)
    counts = jnp.histogram(mags, bins=edges)[0]
    return edges[jnp.argmax(counts)] + 0.2


@jax.jit
def aki_b_value(mags, mc, dm=0.1):
    above = mags >= mc
    mean_m = jnp.sum(jnp.where(above, mags, 0.0)) / jnp.sum(above)
    return jnp.log10(jnp.e) / (mean_m - (mc - dm / 2))
