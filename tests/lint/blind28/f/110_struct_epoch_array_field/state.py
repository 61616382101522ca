from typing import Any

from flax import struct
import jax.numpy as jnp


@struct.dataclass
class CurriculumState:
    params: Any
    epoch: Any = 0

    @classmethod
    def create(cls, params):
        return cls(params=params, epoch=jnp.zeros((), jnp.int32))

    def next_epoch(self):
        return self.replace(epoch=self.epoch + 1)
