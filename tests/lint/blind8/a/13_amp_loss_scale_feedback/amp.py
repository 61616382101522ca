import jax
import jax.numpy as jnp


def cast_tree(tree, dtype):
    return jax.tree_util.tree_map(lambda x: x.astype(dtype), tree)


def all_finite(tree):
    leaves = jax.tree_util.tree_leaves(tree)
    return jnp.all(jnp.stack([jnp.all(jnp.isfinite(l)) for l in leaves]))


def adjust_scale(scale, grads_finite, growth=2.0, backoff=0.5):
    return jnp.where(grads_finite, scale * growth, scale * backoff)
