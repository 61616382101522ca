from typing import Any

import jax.numpy as jnp
import optax
from flax import struct


@struct.dataclass
class PINNState:
    params: Any
    opt_state: Any
    step: Any

    def advance(self, params, opt_state):
        return self.replace(params=params, opt_state=opt_state, step=self.step + 1)


def create_state(params, tx: optax.GradientTransformation):
    return PINNState(params=params, opt_state=tx.init(params), step=jnp.zeros((), dtype=jnp.int32))
