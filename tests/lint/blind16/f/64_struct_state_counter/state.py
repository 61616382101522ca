from typing import Any, Callable

import jax
import jax.numpy as jnp
import optax
from flax import struct


@struct.dataclass
class State:
    params: Any
    opt_state: Any
    apply_fn: Callable = struct.field(pytree_node=False)
    tx: optax.GradientTransformation = struct.field(pytree_node=False)
    epoch: jax.Array

    @classmethod
    def create(cls, apply_fn, params, tx):
        return cls(params=params, opt_state=tx.init(params), apply_fn=apply_fn, tx=tx,
                   epoch=jnp.zeros((), jnp.int32))

    def next_epoch(self):
        return self.replace(epoch=self.epoch + 1)
