from functools import partial

import jax
import jax.numpy as jnp
from flax import nnx


@partial(jax.jit, static_argnums=(0,))
def score_step(graphdef, state, x, y, lr):
    def loss_fn(st):
        m = nnx.merge(graphdef, st)
        return jnp.mean((m(x) - y) ** 2)
    l, g = jax.value_and_grad(loss_fn)(state)
    state = jax.tree_util.tree_map(lambda p, g: p - lr * g, state, g)
    return state, l
