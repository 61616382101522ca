import jax
import jax.numpy as jnp


@jax.jit
def count_adders(pre_xy, pre_valid, post_xy, post_valid, match_radius):
    d = jnp.sqrt(jnp.sum((post_xy[:, None] - pre_xy[None]) ** 2, -1))
    d = jnp.where(pre_valid[None, :], d, jnp.inf)
    matched = jnp.min(d, axis=1) < match_radius
    adders = post_valid & ~matched
    return adders.sum(), (post_valid & matched).sum()
