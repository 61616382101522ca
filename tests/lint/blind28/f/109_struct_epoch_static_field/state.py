from typing import Any

from flax import struct
import jax.numpy as jnp


@struct.dataclass
class CurriculumState:
    params: Any
    epoch: int = struct.field(pytree_node=False, default=0)

    def next_epoch(self):
        return self.replace(epoch=self.epoch + 1)
