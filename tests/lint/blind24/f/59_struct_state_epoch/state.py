from typing import Any, Callable

import jax
import optax
from flax import struct


@struct.dataclass
class TrainState:
    params: Any
    opt_state: Any
    apply_fn: Callable = struct.field(pytree_node=False)
    tx: optax.GradientTransformation = struct.field(pytree_node=False)
    epoch: int = struct.field(pytree_node=False, default=0)

    def apply_gradients(self, grads):
        updates, opt_state = self.tx.update(grads, self.opt_state, self.params)
        return self.replace(params=optax.apply_updates(self.params, updates), opt_state=opt_state)
