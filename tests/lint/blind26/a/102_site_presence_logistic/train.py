import jax
import jax.numpy as jnp

from model import logits


@jax.jit
def logistic_step(params, x, y):
    def loss(p):
        z = logits(p, x)
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, g)
