from typing import Any

import jax.numpy as jnp
from flax import struct


@struct.dataclass
class DecoderState:
    params: Any
    opt_state: Any
    epoch: int = struct.field(pytree_node=False, default=0)

    def next_epoch(self):
        return self.replace(epoch=self.epoch + 1)
