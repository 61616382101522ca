import jax
import jax.numpy as jnp


class DynamicLossScale:
    def __init__(self, init_scale=2.0**15, growth_interval=4):
        self.scale = init_scale
        self.good_steps = 0
        self.growth_interval = growth_interval

    def scale_loss(self, loss, scale):
        return loss * scale

    def unscale(self, grads, scale):
        return jax.tree_util.tree_map(lambda g: g.astype(jnp.float32) / scale, grads)


def all_finite(tree):
    leaves = jax.tree_util.tree_leaves(tree)
    return jnp.all(jnp.stack([jnp.all(jnp.isfinite(x)) for x in leaves]))


def cast_tree(tree, dtype):
    return jax.tree_util.tree_map(lambda x: x.astype(dtype), tree)
