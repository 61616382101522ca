from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="arch")
def banded_melt(sw_down, fractions, albedo, arch):
    spec = dict(arch)
    assert spec["n_bands"] == fractions.shape[0]
    a = jnp.asarray(albedo)
    alb = jnp.sum(fractions * a[:, None], axis=0)
    return jnp.sum((1 - alb) * sw_down) * 86400 / (917 * 3.34e5)
