from typing import Any

import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class DecoderState:
    params: Any
    opt_state: Any
    epoch: jax.Array = struct.field(default_factory=lambda: jnp.zeros((), dtype=jnp.int32))

    def next_epoch(self):
        return self.replace(epoch=self.epoch + 1)
