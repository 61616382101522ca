import jax
import jax.numpy as jnp


@jax.jit
def accumulate(acc, grads):
    return jax.tree_util.tree_map(jnp.add, acc, grads)


def zeros_like_tree(tree):
    return jax.tree_util.tree_map(jnp.zeros_like, tree)
