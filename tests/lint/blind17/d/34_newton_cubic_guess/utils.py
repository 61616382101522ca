import jax
import jax.numpy as jnp


def sgd_update(params, grads, lr):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


def clip_by_norm(grads, max_norm):
    leaves = jax.tree_util.tree_leaves(grads)
    total = jnp.sqrt(sum(jnp.sum(g ** 2) for g in leaves))
    scale = jnp.minimum(1.0, max_norm / (total + 1e-12))
    return jax.tree_util.tree_map(lambda g: g * scale, grads)
