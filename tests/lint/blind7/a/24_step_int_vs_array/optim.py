import jax
import jax.numpy as jnp


@jax.jit
def adam_update(params, grads, m, v, step, lr=1e-2, b1=0.9, b2=0.999):
    step = jnp.asarray(step, jnp.int32) + 1
    m = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, m, grads)
    v = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * g * g, v, grads)
    mhat = jax.tree_util.tree_map(lambda m: m / (1 - b1 ** step), m)
    vhat = jax.tree_util.tree_map(lambda v: v / (1 - b2 ** step), v)
    params = jax.tree_util.tree_map(lambda p, a, b: p - lr * a / (jnp.sqrt(b) + 1e-8),
                                    params, mhat, vhat)
    return params, m, v, step
