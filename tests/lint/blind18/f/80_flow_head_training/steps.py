from functools import partial

import jax
import jax.numpy as jnp
from flax import nnx


@partial(jax.jit, static_argnums=(0,))
def sgd_step(graphdef, state, occ_t0, flow_gt, lr):
    def loss_fn(st):
        model = nnx.merge(graphdef, st)
        return jnp.mean((model(occ_t0) - flow_gt) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state)
    state = jax.tree_util.tree_map(lambda p, g: p - lr * g, state, grads)
    return state, loss
