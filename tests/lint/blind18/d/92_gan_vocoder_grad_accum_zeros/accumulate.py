import jax
import jax.numpy as jnp


def zeros_like_tree(tree):
    return jax.tree.map(jnp.zeros_like, tree)


@jax.jit
def accumulate(acc, grads):
    return jax.tree.map(lambda a, g: a + g, acc, grads)
