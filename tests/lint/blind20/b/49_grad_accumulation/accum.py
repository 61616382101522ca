import jax
import jax.numpy as jnp


@jax.jit
def accumulate(acc, grads):
    if acc is None:
        return grads
    return jax.tree_util.tree_map(jnp.add, acc, grads)
