import jax
import jax.numpy as jnp


class DynamicScale:
    def __init__(self, init_scale=2.0 ** 12, factor=2.0):
        self.scale = init_scale
        self.factor = factor

    def adjust(self, grads_finite, new_scale):
        self.scale = new_scale


def unscale_and_check(grads, scale):
    grads = jax.tree_util.tree_map(lambda g: g / scale, grads)
    finite = jnp.all(jnp.array([jnp.all(jnp.isfinite(g)) for g in jax.tree_util.tree_leaves(grads)]))
    return grads, finite
