from typing import Any

import jax
import jax.numpy as jnp
import optax
from flax import struct


@struct.dataclass
class SolverTrainState:
    params: Any
    opt_state: Any
    step: jax.Array = struct.field(default_factory=lambda: jnp.zeros((), jnp.int32))
    tx: optax.GradientTransformation = struct.field(pytree_node=False, default=None)

    def apply_gradients(self, grads):
        updates, opt_state = self.tx.update(grads, self.opt_state, self.params)
        return self.replace(
            params=optax.apply_updates(self.params, updates),
            opt_state=opt_state,
            step=self.step + 1,
        )
