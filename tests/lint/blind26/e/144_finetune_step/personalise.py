import jax
import jax.numpy as jnp

from net import hr_model


@jax.jit
def finetune_step(params, x, y):
    g = jax.grad(lambda p: jnp.mean((hr_model.apply(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, gg: p - 1e-3 * gg, params, g)


def personalise(base, x, y, steps=30):
    p = base
    for _ in range(steps):
        p = finetune_step(p, x, y)
    return p
