from typing import Any

import jax.numpy as jnp
import optax
from flax import struct
from flax.training import train_state


class BCTrainState(train_state.TrainState):
    epoch: int = struct.field(pytree_node=False, default=0)
    ema_params: Any = None

    def ema_update(self, decay=0.99):
        new = optax.incremental_update(self.params, self.ema_params, 1.0 - decay)
        return self.replace(ema_params=new)
