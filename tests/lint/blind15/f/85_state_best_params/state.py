from typing import Any

import jax
import jax.numpy as jnp
import optax
from flax import struct


class TrainState(struct.PyTreeNode):
    params: Any
    opt_state: Any
    best_params: Any
    best_loss: jax.Array
    tx: optax.GradientTransformation = struct.field(pytree_node=False)

    @classmethod
    def create(cls, params, tx):
        return cls(params=params, opt_state=tx.init(params), best_params=None,
                   best_loss=jnp.asarray(jnp.inf, jnp.float32), tx=tx)
