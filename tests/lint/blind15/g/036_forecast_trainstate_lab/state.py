from typing import Any, Callable

import jax
import jax.numpy as jnp
import optax
from flax import struct


@struct.dataclass
class ForecastState:
    params: Any
    opt_state: Any
    tx: optax.GradientTransformation = struct.field(pytree_node=False)
    apply_fn: Callable = struct.field(pytree_node=False)
    epoch: jax.Array = struct.field(default_factory=lambda: jnp.zeros((), jnp.int32))

    def apply_gradients(self, grads):
        updates, opt_state = self.tx.update(grads, self.opt_state, self.params)
        return self.replace(params=optax.apply_updates(self.params, updates), opt_state=opt_state)

    def next_epoch(self):
        return self.replace(epoch=self.epoch + 1)
